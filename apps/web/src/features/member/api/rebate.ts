import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { REBATE_HISTORY_PAGE_SIZE, RebateClaimResponse, RebateSummaryResponse } from '@platform/contracts';
import { apiGet, apiPost } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

/** GET /wps/member/rebate: pending rebate, today's lines per game category, a page of history. */
export const getRebate = (page: number, signal?: AbortSignal) =>
  apiGet(`/wps/member/rebate?page=${page}&pageSize=${REBATE_HISTORY_PAGE_SIZE}`, {
    schema: RebateSummaryResponse,
    signal,
  });

export const rebateQueryOptions = (token: string | null, page: number) =>
  queryOptions({
    queryKey: ['member', 'rebate', token, page],
    queryFn: ({ signal }) => getRebate(page, signal),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });

export const useRebate = (page: number) => {
  const token = useSessionStore((state) => state.token);
  return useQuery(rebateQueryOptions(token, page));
};

/** POST /wps/member/rebate/claim: every pending rebate in one credit; the balance changes too. */
export const useClaimRebate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost('/wps/member/rebate/claim', { schema: RebateClaimResponse, body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['member'] }),
  });
};
