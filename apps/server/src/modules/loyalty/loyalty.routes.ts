import type { FastifyInstance } from 'fastify';
import {
  CheckInClaimResponse,
  CheckInRequest,
  CheckInResponse,
  CheckInSetting,
  PlayerRankResponse,
  ReferralQuery,
  ReferralResponse,
  ReferralSetting,
  VipClaimableResponse,
  VipRankSetting,
  VipRewardClaimRequest,
  VipRewardClaimResponse,
} from '@platform/contracts';
import { operatorOf, requestMetaOf } from '../../plugins/route-registry.js';
import type { LoyaltyService } from './loyalty.service.js';

/**
 * The member centre's referral and playerRank pages, and the operators' settings behind them
 * (docs/referral-vip.md). Trial accounts are refused (in-need-true-account): they have no friends
 * to refer and no real deposits to rank.
 */
export const registerLoyaltyRoutes = (app: FastifyInstance, service: LoyaltyService): void => {
  const member = { modID: 'MCS2', tags: ['loyalty'], token: true } as const;
  app.routeRegistry.add({
    ...member,
    method: 'GET',
    url: '/wps/member/referral',
    summary: "The caller's referral code, link and QR, the friends who registered with it, the reward rule",
    querystring: ReferralQuery,
    value: ReferralResponse,
    handler: ({ principal, query, request }) =>
      service.referral(principal, query, `${request.protocol}://${request.host}`),
  });
  app.routeRegistry.add({
    ...member,
    method: 'GET',
    url: '/wps/member/playerRank',
    summary: "The caller's VIP level, progress to the next, and every level with its benefits",
    value: PlayerRankResponse,
    handler: ({ principal, request }) => service.playerRank(principal, request.language),
  });
  app.routeRegistry.add({
    ...member,
    method: 'POST',
    url: '/wps/member/playerRank/claim',
    summary: "Claims one of the caller's pending VIP upgrade or monthly bonuses (a cash bonus; audited)",
    body: VipRewardClaimRequest,
    value: VipRewardClaimResponse,
    handler: ({ principal, body, request }) =>
      service.claimVipReward(principal, body.id, requestMetaOf(request)),
  });
  app.routeRegistry.add({
    ...member,
    method: 'GET',
    url: '/wps/member/playerRank/claimable',
    summary: 'How many VIP rewards the caller may claim (the reward centre; 0 where VIP pays none)',
    value: VipClaimableResponse,
    handler: ({ principal }) => service.claimableVipRewards(principal),
  });
  app.routeRegistry.add({
    ...member,
    method: 'GET',
    url: '/wps/member/checkIn',
    summary: "The caller's daily check-in: today's state, the streak and each day's reward",
    value: CheckInResponse,
    handler: ({ principal }) => service.checkInStatus(principal),
  });
  app.routeRegistry.add({
    ...member,
    method: 'POST',
    url: '/wps/member/checkIn',
    summary:
      "Today's check-in of the caller: once per Brasília day, paying the streak day's reward (audited)",
    body: CheckInRequest,
    value: CheckInClaimResponse,
    handler: ({ principal, request }) => service.checkIn(principal, requestMetaOf(request)),
  });
  app.routeRegistry.add({
    operator: 'only',
    modID: 'OPS',
    tags: ['operators'],
    token: true,
    method: 'PUT',
    url: '/ops/settings/check-in',
    summary: 'Changes the daily check-in rewards per streak day (audited)',
    body: CheckInSetting,
    value: CheckInSetting,
    handler: ({ principal, body, request }) =>
      service.changeSetting({ ...operatorOf(principal), ...requestMetaOf(request) }, 'checkIn', body),
  });

  const operator = { modID: 'OPS', tags: ['operators'], token: true, operator: 'only' } as const;
  app.routeRegistry.add({
    ...operator,
    method: 'PUT',
    url: '/ops/settings/referral',
    summary: 'Changes the referral reward rule members are shown (audited; pays nothing)',
    body: ReferralSetting,
    value: ReferralSetting,
    handler: ({ principal, body, request }) =>
      service.changeSetting({ ...operatorOf(principal), ...requestMetaOf(request) }, 'referral', body),
  });
  app.routeRegistry.add({
    ...operator,
    method: 'PUT',
    url: '/ops/settings/vip-rank',
    summary: 'Changes the VIP levels (audited; the VIP job records the level changes it causes)',
    body: VipRankSetting,
    value: VipRankSetting,
    handler: ({ principal, body, request }) =>
      service.changeSetting({ ...operatorOf(principal), ...requestMetaOf(request) }, 'vipRank', body),
  });
};
