import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import * as wire from '../../../lib/wire-schemas.generated';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

/** GET /wps/member/deposit/history: the member's charges, newest first. */
export const getDepositHistory = (page: number, pageSize: number, signal?: AbortSignal) =>
  apiGet('/wps/member/deposit/history', {
    schema: wire.DepositHistoryResponse,
    query: { page, pageSize },
    signal,
  });

export const depositHistoryQueryOptions = (token: string | null, page: number, pageSize: number) =>
  queryOptions({
    queryKey: ['member', 'deposit', 'history', token, page, pageSize],
    queryFn: ({ signal }) => getDepositHistory(page, pageSize, signal),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });

export const useDepositHistory = (page = 1, pageSize = 5) => {
  const token = useSessionStore((state) => state.token);
  return useQuery(depositHistoryQueryOptions(token, page, pageSize));
};
