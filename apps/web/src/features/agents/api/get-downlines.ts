import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DownlineListResponse } from '@platform/contracts';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

export type DownlineListParams = {
  scope: 'direct' | 'all';
  search: string;
  page: number;
  pageSize: number;
};

/** GET /wps/agent/downlines: the agent's direct or all-level downlines, searched and paged. */
export const getDownlines = (params: DownlineListParams, signal?: AbortSignal) =>
  apiGet('/wps/agent/downlines', {
    schema: DownlineListResponse,
    query: { ...params, search: params.search.trim() || undefined },
    signal,
  });

export const downlinesQueryOptions = (token: string | null, params: DownlineListParams) =>
  queryOptions({
    queryKey: ['agent', 'team', 'downlines', token, params],
    queryFn: ({ signal }) => getDownlines(params, signal),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });

export const useDownlines = (params: DownlineListParams) => {
  const token = useSessionStore((state) => state.token);
  return useQuery(downlinesQueryOptions(token, params));
};
