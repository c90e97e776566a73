import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';
import * as wire from '../../../lib/wire-schemas.generated';

/** GET /wps/member/info/icon: the member's avatar, or null for the default one. */
export const getMemberIcon = (signal?: AbortSignal) =>
  apiGet('/wps/member/info/icon', { schema: wire.MemberIconResponse, signal });

export const memberIconQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['member', 'icon', token],
    queryFn: ({ signal }) => getMemberIcon(signal),
    enabled: Boolean(token),
    staleTime: 10 * 60_000,
    retry: false,
  });

export const useMemberIcon = () => {
  const token = useSessionStore((state) => state.token);
  return useQuery(memberIconQueryOptions(token));
};
