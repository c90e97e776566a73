import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AccountRecord, Paged } from '@platform/contracts';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';
import type { TransactionRecordsParams } from './get-transaction-records';

export const AccountRecordsResponse = Paged(AccountRecord);

export type AccountRecordsParams = TransactionRecordsParams;

/** GET /wps/member/records/account: movements of every wallet (main and vendor) in a date range. */
export const getAccountRecords = (params: AccountRecordsParams, signal?: AbortSignal) =>
  apiGet('/wps/member/records/account', {
    schema: AccountRecordsResponse,
    query: { ...params, kind: params.kind || undefined },
    signal,
  });

export const accountRecordsQueryOptions = (token: string | null, params: AccountRecordsParams) =>
  queryOptions({
    queryKey: ['member', 'records', 'account', token, params],
    queryFn: ({ signal }) => getAccountRecords(params, signal),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });

export const useAccountRecords = (params: AccountRecordsParams) => {
  const token = useSessionStore((state) => state.token);
  return useQuery(accountRecordsQueryOptions(token, params));
};
