import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { lazySchema } from '../../../lib/lazy-schema';

export const getSystemStatus = (signal?: AbortSignal) =>
  apiGet('/wps/system/status', { schema: lazySchema('SystemStatusResponse'), signal });

export const systemStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'status'],
    queryFn: ({ signal }) => getSystemStatus(signal),
    // Configuration changes rarely; a refetch on focus still catches a maintenance window starting.
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: true,
    retry: 1,
  });

export const useSystemStatus = () => useQuery(systemStatusQueryOptions());
