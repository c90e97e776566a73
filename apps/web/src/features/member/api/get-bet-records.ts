import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { BetRecord, Paged } from '@platform/contracts';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

export const BetRecordsResponse = Paged(BetRecord);

export type BetStatus = BetRecord['status'];

export type BetRecordsParams = {
  from: string;
  to: string;
  status?: BetStatus;
  page: number;
  pageSize: number;
};

/** GET /wps/member/records/bets: the betting record, one line per bet with what it won. */
export const getBetRecords = (params: BetRecordsParams, signal?: AbortSignal) =>
  apiGet('/wps/member/records/bets', { schema: BetRecordsResponse, query: params, signal });

export const betRecordsQueryOptions = (token: string | null, params: BetRecordsParams) =>
  queryOptions({
    queryKey: ['member', 'records', 'bets', token, params],
    queryFn: ({ signal }) => getBetRecords(params, signal),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });

export const useBetRecords = (params: BetRecordsParams) => {
  const token = useSessionStore((state) => state.token);
  return useQuery(betRecordsQueryOptions(token, params));
};
