import { useQuery } from '@tanstack/react-query';
import { REBATE_HISTORY_PAGE_SIZE } from '@platform/contracts';
import { apiGet } from '../../../../lib/api-client';
import { usePromotionOffered } from '../../../../lib/jurisdiction';
import { useClaimableMissions } from '../../../../lib/missions';
import { useSessionStore } from '../../../../lib/session-store';
import { useSystemInfo } from '../../../../lib/system-info';
import * as wire from '../../../../lib/wire-schemas.generated';

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

/**
 * What waits to be claimed, for the badge of the reward centre's entry: each mission ready to
 * claim, and the cashback when some is pending (one claim takes it all). 0 where neither is offered.
 */
export const useRewardsToClaim = (): number => {
  const missions = useClaimableMissions();
  const { pending } = usePendingRebate();
  return missions + (pending > 0 ? 1 : 0);
};
