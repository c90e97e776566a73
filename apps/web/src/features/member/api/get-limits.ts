import { queryOptions, useQuery } from '@tanstack/react-query';
import { PlayerLimitsResponse } from '@platform/contracts';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

/** GET /wps/member/limits: every limit of the member, set or not, with its period's usage. */
export const getLimits = (signal?: AbortSignal) =>
  apiGet('/wps/member/limits', { schema: PlayerLimitsResponse, signal });

export const limitsQueryKey = (token: string | null) => ['member', 'limits', token] as const;

export const limitsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: limitsQueryKey(token),
    queryFn: ({ signal }) => getLimits(signal),
    enabled: Boolean(token),
  });

export const useLimits = () => {
  const token = useSessionStore((state) => state.token);
  return useQuery(limitsQueryOptions(token));
};
