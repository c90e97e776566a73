import { queryOptions, useQuery } from '@tanstack/react-query';
import { SecurityOverviewResponse } from '@platform/contracts';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

/** GET /wps/member/security: contacts on file and whether the authenticator app is on. */
export const getSecurityOverview = (signal?: AbortSignal) =>
  apiGet('/wps/member/security', { schema: SecurityOverviewResponse, signal });

export const securityOverviewQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['member', 'security', token],
    queryFn: ({ signal }) => getSecurityOverview(signal),
    enabled: Boolean(token),
  });

export const useSecurityOverview = () => {
  const token = useSessionStore((state) => state.token);
  return useQuery(securityOverviewQueryOptions(token));
};
