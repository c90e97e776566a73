import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentLanguage } from '../../../i18n';
import { apiGet } from '../../../lib/api-client';
import { bootStatus } from '../../../lib/boot-data';
import { isSystemStatusResponse } from '../../../lib/system-status-guard';

// Checked without zod: the whole site waits for this answer, and zod is not in the first download.
export const getSystemStatus = (signal?: AbortSignal) =>
  apiGet('/wps/system/status', { guard: isSystemStatusResponse, signal });

export const systemStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['system', 'status'],
    queryFn: ({ signal }) => getSystemStatus(signal),
    // The server usually writes the answer into the page: the site then starts without the call.
    initialData: () => bootStatus(currentLanguage()),
    // Configuration changes rarely; a refetch on focus still catches a maintenance window starting.
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: true,
    retry: 1,
  });

export const useSystemStatus = () => useQuery(systemStatusQueryOptions());
