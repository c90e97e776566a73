import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { isSystemStatusResponse } from '../../../lib/system-status-guard';

// Checked without zod: the whole site waits for this answer, and zod is not in the first download.
export const getSystemStatus = (signal?: AbortSignal) =>
  apiGet('/wps/system/status', { guard: isSystemStatusResponse, signal });

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
