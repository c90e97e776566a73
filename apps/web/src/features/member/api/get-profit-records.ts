import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ProfitResponse } from '@platform/contracts';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

export type ProfitParams = { from: string; to: string };

/** GET /wps/member/records/profit: bets, wins and profit per Brasília day and in total. */
export const getProfitRecords = (params: ProfitParams, signal?: AbortSignal) =>
  apiGet('/wps/member/records/profit', { schema: ProfitResponse, query: params, signal });

export const profitRecordsQueryOptions = (token: string | null, params: ProfitParams) =>
  queryOptions({
    queryKey: ['member', 'records', 'profit', token, params],
    queryFn: ({ signal }) => getProfitRecords(params, signal),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });

export const useProfitRecords = (params: ProfitParams) => {
  const token = useSessionStore((state) => state.token);
  return useQuery(profitRecordsQueryOptions(token, params));
};
