import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { MemberInfoResponse } from '@platform/contracts';
import { apiGet } from './api-client';
import { useSessionStore } from './session-store';

/**
 * GET /wps/member/info. Shared (lib/, not a feature) because the header, the account popups and
 * the member centre all read it. Spec section 3 also lists a temporary `password`; it is read when
 * the server sends it (the change-password form then skips the old password).
 */
const MemberInfo = MemberInfoResponse.extend({ password: z.string().nullish() });
export type MemberInfo = z.infer<typeof MemberInfo>;

export const getMemberInfo = async (signal?: AbortSignal) => {
  const info = await apiGet('/wps/member/info', { schema: MemberInfo, signal });
  useSessionStore.getState().setUserType(info.type);
  return info;
};

export const memberInfoKey = (token: string | null) => ['member', 'info', token] as const;

export const memberInfoQueryOptions = (token: string | null) =>
  queryOptions({
    // Keyed by token so a new session never shows the previous member's data.
    queryKey: memberInfoKey(token),
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
