import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet } from './api-client';
import { setUnreadCount } from './unread-count-cache';
import { useSessionStore } from './session-store';
import * as wire from './wire-schemas.generated';
import type { MemberInfo as MemberInfoSchema } from './wire-schemas.sources';

/**
 * GET /wps/member/info. Shared (lib/, not a feature) because the header, the account popups and
 * the member centre all read it. The schema (with the temporary `password` of spec section 3) is
 * in lib/wire-schemas.sources.ts.
 */
export type MemberInfo = z.infer<typeof MemberInfoSchema>;

export const getMemberInfo = async (signal?: AbortSignal) => {
  const askedWith = useSessionStore.getState().token;
  const info = await apiGet('/wps/member/info', { schema: wire.MemberInfo, signal });
  // An answer that arrives after logout or a change of session is another session's: its type
  // must not decide what the current one may open.
  if (!signal?.aborted && useSessionStore.getState().token === askedWith) {
    useSessionStore.getState().setUserType(info.type);
  }
  return info;
};

/** Every member-info query, whatever the session: what to invalidate when the balance moved. */
export const memberInfoPrefix = ['member', 'info'] as const;
export const memberInfoKey = (token: string | null) => [...memberInfoPrefix, token] as const;

export const memberInfoQueryOptions = (token: string | null) =>
  queryOptions({
    // Keyed by token so a new session never shows the previous member's data.
    queryKey: memberInfoKey(token),
    queryFn: async ({ signal, client }) => {
      const info = await getMemberInfo(signal);
      // The answer carries the unread count too: the badges show it without asking for it.
      setUnreadCount(client, token, info.unreadMessage);
      return info;
    },
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
