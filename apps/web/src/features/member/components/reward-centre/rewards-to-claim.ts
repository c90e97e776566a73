import { useQuery } from '@tanstack/react-query';
import { REBATE_HISTORY_PAGE_SIZE, REFERRAL_PAGE_SIZE, type LuckyInstantKind } from '@platform/contracts';
import { apiGet } from '../../../../lib/api-client';
import { useJurisdiction, usePromotionOffered } from '../../../../lib/jurisdiction';
import { useClaimableMissions } from '../../../../lib/missions';
import { usePromotions } from '../../../../lib/promotions';
import { useSessionStore } from '../../../../lib/session-store';
import { useSystemInfo } from '../../../../lib/system-info';
import * as wire from '../../../../lib/wire-schemas.generated';
import { useCheckInStatus } from '../../api/check-in';

// The reward centre's counts, apart from its page so the member menu's badge does not load the page.
// Checked without zod (the generated schema): the member centre's menu shares a chunk with the
// deposit page, which members open first (e2e/specs/home/no-zod.spec.ts).

/** Whether the cashback (rebate) is offered here: the profile's REBATE and the MANPLAYREB3 flag. */
export const useRebateOffered = () => {
  const { info } = useSystemInfo();
  return usePromotionOffered('REBATE') && info.whitelabel.MANPLAYREB3 === true;
};

/** The pending cashback, asked only where the cashback is offered. */
export const usePendingRebate = () => {
  const token = useSessionStore((state) => state.token);
  const offered = useRebateOffered();
  // The first page of the rebate page's own query (api/rebate.ts): one answer serves both.
  const { data, isPending, isError } = useQuery({
    queryKey: ['member', 'rebate', token, 1],
    queryFn: ({ signal }) =>
      apiGet(`/wps/member/rebate?page=1&pageSize=${REBATE_HISTORY_PAGE_SIZE}`, {
        schema: wire.RebateSummaryResponse,
        signal,
      }),
    enabled: offered && Boolean(token),
  });
  return { offered, pending: data?.pendingAmount ?? 0, isPending: offered && isPending, isError };
};

/** Whether the VIP club is offered here: the profile's VIP and the VIP3 flag. */
export const useVipOffered = () => {
  const { info } = useSystemInfo();
  return usePromotionOffered('VIP') && info.whitelabel.VIP3 === true;
};

/** The VIP bonuses waiting to be claimed; not asked where VIP pays no money (BR: no bonus credits). */
export const useClaimableVipRewards = () => {
  const token = useSessionStore((state) => state.token);
  const vipOffered = useVipOffered();
  const bonusCredits = useJurisdiction()?.bonusCredits === true;
  const offered = vipOffered && bonusCredits;
  const { data, isPending, isError } = useQuery({
    queryKey: ['member', 'playerRank', 'claimable', token],
    queryFn: ({ signal }) =>
      apiGet('/wps/member/playerRank/claimable', { schema: wire.VipClaimableResponse, signal }),
    enabled: offered && Boolean(token),
  });
  return { offered, count: data?.count ?? 0, isPending: offered && isPending, isError };
};

/** Whether the referral programme is offered here: the profile's REFERRAL and the REFERRAL3 flag. */
export const useReferralOffered = () => {
  const { info } = useSystemInfo();
  return usePromotionOffered('REFERRAL') && info.whitelabel.REFERRAL3 === true;
};

/** The referral rule's reward per friend, asked only where referral is offered. */
export const useReferralReward = () => {
  const token = useSessionStore((state) => state.token);
  const offered = useReferralOffered();
  // The first page of the referral page's own query (api/get-referral.ts): one answer serves both.
  const { data, isPending, isError } = useQuery({
    queryKey: ['member', 'referral', token, 1],
    queryFn: ({ signal }) =>
      apiGet(`/wps/member/referral?page=1&pageSize=${REFERRAL_PAGE_SIZE}`, {
        schema: wire.ReferralResponse,
        signal,
      }),
    enabled: offered && Boolean(token),
  });
  return { offered, reward: data?.rule.rewardAmount ?? 0, isPending: offered && isPending, isError };
};

/** Promotions the member may claim now: CLAIM and WAGER promotions in status CLAIM (GET /wps/promotions). */
export const useClaimablePromotions = (): number =>
  (usePromotions().data?.list ?? []).filter(
    (promotion) =>
      (promotion.entry === 'CLAIM' || promotion.entry === 'WAGER') && promotion.status === 'CLAIM',
  ).length;

/** 1 while today's check-in waits (where the check-in is offered), else 0. */
export const useCheckInWaiting = (): number => {
  const { offered, data } = useCheckInStatus();
  return offered && data && !data.checkedInToday ? 1 : 0;
};

/**
 * What waits to be claimed, for the badge of the reward centre's entry: each mission ready to
 * claim, the cashback when some is pending (one claim takes it all), each VIP bonus to claim,
 * today's check-in and each promotion to claim. 0 where none is offered.
 */
export const useRewardsToClaim = (): number => {
  const missions = useClaimableMissions();
  const { pending } = usePendingRebate();
  const vip = useClaimableVipRewards().count;
  const checkIn = useCheckInWaiting();
  const promotions = useClaimablePromotions();
  return missions + (pending > 0 ? 1 : 0) + vip + checkIn + promotions;
};

/** A lucky game's tickets ready to open (the game page's own query: one answer serves both). */
export const useLuckyTickets = (kind: LuckyInstantKind, offered: boolean) => {
  const token = useSessionStore((state) => state.token);
  const { data, isPending, isError } = useQuery({
    queryKey: ['member', 'lucky-draws', kind, token],
    queryFn: ({ signal }) =>
      apiGet(`/wps/member/lucky-draws?kind=${kind}`, { schema: wire.LuckyGameResponse, signal }),
    enabled: offered && Boolean(token),
  });
  return { count: data?.tickets.length ?? 0, isPending: offered && isPending, isError };
};

/** The raffle entries earned and not yet claimed into the draw. */
export const useRaffleClaimable = (offered: boolean) => {
  const token = useSessionStore((state) => state.token);
  const { data, isPending, isError } = useQuery({
    queryKey: ['member', 'lucky-draws', 'raffle', token],
    queryFn: ({ signal }) =>
      apiGet('/wps/member/lucky-draws/raffle', { schema: wire.LuckyRaffleResponse, signal }),
    enabled: offered && Boolean(token),
  });
  return { count: data?.claimable ?? 0, isPending: offered && isPending, isError };
};
