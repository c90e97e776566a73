import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { Paged, TransactionRecord } from '@platform/contracts';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

export const TransactionRecordsResponse = Paged(TransactionRecord);

export type TransactionRecordsParams = {
  from: string;
  to: string;
  kind?: string;
  page: number;
  pageSize: number;
};

/** GET /wps/member/records/transactions: main-wallet movements in a Brasília date range. */
export const getTransactionRecords = (params: TransactionRecordsParams, signal?: AbortSignal) =>
  apiGet('/wps/member/records/transactions', {
    schema: TransactionRecordsResponse,
    query: { ...params, kind: params.kind || undefined },
    signal,
  });

export const transactionRecordsQueryOptions = (token: string | null, params: TransactionRecordsParams) =>
  queryOptions({
    queryKey: ['member', 'records', 'transactions', token, params],
    queryFn: ({ signal }) => getTransactionRecords(params, signal),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });

export const useTransactionRecords = (params: TransactionRecordsParams) => {
  const token = useSessionStore((state) => state.token);
  return useQuery(transactionRecordsQueryOptions(token, params));
};
