import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ActivityStatementResponse, type ActivityStatementQuery } from '@platform/contracts';
import { apiDownload, apiGet, saveFile } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

/** GET /wps/member/statement: the period's totals and each day with activity. */
export const getStatement = (params: ActivityStatementQuery, signal?: AbortSignal) =>
  apiGet<ActivityStatementResponse>('/wps/member/statement', {
    schema: ActivityStatementResponse,
    query: params,
    signal,
  });

export const statementQueryOptions = (token: string | null, params: ActivityStatementQuery) =>
  queryOptions({
    queryKey: ['member', 'statement', token, params],
    queryFn: ({ signal }) => getStatement(params, signal),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });

export const useStatement = (params: ActivityStatementQuery) => {
  const token = useSessionStore((state) => state.token);
  return useQuery(statementQueryOptions(token, params));
};

/** GET /wps/member/statement/csv, saved under the name the server gives it. */
export const downloadStatementCsv = async (params: ActivityStatementQuery) =>
  saveFile(
    await apiDownload('/wps/member/statement/csv', {
      query: params,
      fallbackName: `extrato-${params.from}-${params.to}.csv`,
    }),
  );
