import type { FastifyInstance } from 'fastify';
import {
  ConvertPointRequest,
  PointBalanceResponse,
  PointConfig,
  PointPageQuery,
  PointRedeemDecisionRequest,
  PointRedeemDecisionResponse,
  PointRedeemResponse,
  PointRewardResponse,
  PointTransactionsResponse,
  RedeemPointListResponse,
  RedeemPointRequest,
} from '@platform/contracts';
import { memberIdOf, operatorOf, requestMetaOf, type Principal } from '../../plugins/route-registry.js';
import type { PointsService } from './points.service.js';

/**
 * The seven points calls of spec section 7, relayed like the other relay actions, and the
 * operators' routes. Trial accounts are refused on every member route (the registry's default):
 * they never earn or redeem.
 */
/** The calling member and their account name, as audit records keep them. */
const memberOf = (principal: Principal | null) => ({
  memberId: memberIdOf(principal),
  account: principal?.account ?? '',
});

export const registerPointsRoutes = (app: FastifyInstance, service: PointsService): void => {
  const relay = { modID: 'MEMBER3', tags: ['points'], method: 'POST', token: true } as const;
  app.routeRegistry.add({
    ...relay,
    url: '/wps/relay/MCS2_getPointBalance',
    summary: "The caller's points, their cash value and the mall's rules",
    value: PointBalanceResponse,
    handler: ({ principal }) => service.balance(memberIdOf(principal)),
  });
  app.routeRegistry.add({
    ...relay,
    url: '/wps/relay/getPointConfig',
    summary:
      'The points rules: valid turnover per point, cash per point, the least points one conversion takes',
    value: PointConfig,
    handler: () => service.config(),
  });
  app.routeRegistry.add({
    ...relay,
    url: '/wps/relay/getPointReward',
    summary: "The rewards catalogue in the request's language: goods and cash, with what is left",
    value: PointRewardResponse,
    handler: ({ request }) => service.rewards(request.language),
  });
  app.routeRegistry.add({
    ...relay,
    url: '/wps/relay/getRedeemPointList',
    summary: "A page of the caller's redeems and conversions with their statuses, newest first",
    body: PointPageQuery,
    value: RedeemPointListResponse,
    handler: ({ principal, body }) => service.redeemList(memberIdOf(principal), body),
  });
  app.routeRegistry.add({
    ...relay,
    url: '/wps/relay/ODSFE2_MemTransDet',
    summary: "A page of the caller's points history (earned, redeemed, converted, given back), newest first",
    body: PointPageQuery,
    value: PointTransactionsResponse,
    handler: ({ principal, body }) => service.transactions(memberIdOf(principal), body),
  });
  app.routeRegistry.add({
    ...relay,
    encrypt: true,
    url: '/wps/relay/MCS2_redeemPointReward',
    summary:
      'Redeems goods for points after the payment password (passwordCheck); In Process until an operator decides',
    body: RedeemPointRequest,
    value: PointRedeemResponse,
    handler: ({ principal, body, request }) =>
      service.redeem(memberOf(principal), body, requestMetaOf(request)),
  });
  app.routeRegistry.add({
    ...relay,
    encrypt: true,
    url: '/wps/relay/convertPoint',
    summary: 'Converts points to cash balance at the configured ratio after the payment password',
    body: ConvertPointRequest,
    value: PointRedeemResponse,
    handler: ({ principal, body, request }) =>
      service.convert(memberOf(principal), body, requestMetaOf(request)),
  });

  const operator = { modID: 'OPS', tags: ['operators'], token: true, operator: 'only' } as const;
  app.routeRegistry.add({
    ...operator,
    method: 'POST',
    url: '/ops/points/redeems/decide',
    summary: 'Approves or rejects a goods redeem in process; a rejection gives the points back once',
    body: PointRedeemDecisionRequest,
    value: PointRedeemDecisionResponse,
    handler: ({ principal, body, request }) =>
      service.decide(operatorOf(principal), body, requestMetaOf(request)),
  });
  app.routeRegistry.add({
    ...operator,
    method: 'PUT',
    url: '/ops/points/config',
    summary: 'Changes the points rules (audited with what they replaced)',
    body: PointConfig,
    value: PointConfig,
    handler: ({ principal, body, request }) =>
      service.saveConfig(operatorOf(principal), body, requestMetaOf(request)),
  });
};
