import { queryOptions, useQuery } from '@tanstack/react-query';
import { WithdrawOverviewResponse } from '@platform/contracts';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

/** GET /wps/member/withdraw/overview: payee, balance, limits, turnover and open withdrawals. */
export const getWithdrawOverview = (signal?: AbortSignal) =>
  apiGet('/wps/member/withdraw/overview', { schema: WithdrawOverviewResponse, signal });

export const withdrawOverviewQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['member', 'withdraw', 'overview', token],
    queryFn: ({ signal }) => getWithdrawOverview(signal),
    enabled: Boolean(token),
    // An open withdrawal moves on by itself (approved, paid): keep the page current.
    refetchInterval: (query) => (query.state.data?.open ? 5_000 : false),
  });

export const useWithdrawOverview = () => {
  const token = useSessionStore((state) => state.token);
  return useQuery(withdrawOverviewQueryOptions(token));
};
