import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { WithdrawHistoryResponse } from '@platform/contracts';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

/** GET /wps/member/withdraw/history: the member's withdrawals, newest first. */
export const getWithdrawHistory = (page: number, pageSize: number, signal?: AbortSignal) =>
  apiGet('/wps/member/withdraw/history', {
    schema: WithdrawHistoryResponse,
    query: { page, pageSize },
    signal,
  });

export const withdrawHistoryQueryOptions = (token: string | null, page: number, pageSize: number) =>
  queryOptions({
    queryKey: ['member', 'withdraw', 'history', token, page, pageSize],
    queryFn: ({ signal }) => getWithdrawHistory(page, pageSize, signal),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
    // A withdrawal still moving (under review, being sent) is read again until it settles.
    refetchInterval: (query) =>
      query.state.data?.list.some((item) => item.status === 'PENDING' || item.status === 'APPROVED')
        ? 5_000
        : false,
  });

export const useWithdrawHistory = (page = 1, pageSize = 10) => {
  const token = useSessionStore((state) => state.token);
  return useQuery(withdrawHistoryQueryOptions(token, page, pageSize));
};
