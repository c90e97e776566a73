import { queryOptions, useQuery } from '@tanstack/react-query';
import { MemberInfoResponse } from '@platform/contracts';
import { apiGet } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

export const getMemberInfo = (signal?: AbortSignal) =>
  apiGet('/wps/member/info', { schema: MemberInfoResponse, signal });

export const memberInfoQueryOptions = (token: string | null) =>
  queryOptions({
    // Keyed by token so a new session never shows the previous member's data.
    queryKey: ['member', 'info', token],
    queryFn: ({ signal }) => getMemberInfo(signal),
    enabled: Boolean(token),
    staleTime: 30_000,
    // A 401 clears the token (api-client); retrying it would only repeat the refusal.
    retry: false,
  });

/** Member info for the current session; idle for visitors. */
export const useMemberInfo = () => {
  const token = useSessionStore((state) => state.token);
  return useQuery(memberInfoQueryOptions(token));
};
