import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isTrialType } from '@platform/contracts';
import { apiPost } from './api-client';
import { useLiveOpen } from './live-status';
import { memberInfoKey, type MemberInfo } from './member-info';
import { useSessionStore } from './session-store';
import * as wire from './wire-schemas.generated';

/**
 * The unread-message count behind every badge (header, account menu, bottom bar, member centre,
 * agent portal). Shared (lib/, not a feature) because the layout and two features read it.
 * The live channel pushes the count when a message is written on any instance (docs/live.md); while
 * the socket is down, open pages ask again when they gain focus and every minute while visible
 * (docs/decisions/0012-inbox-unread-by-polling.md); the server does not count these polls as the
 * member's activity.
 */
export const inboxPrefix = ['member', 'inbox'] as const;
export const unreadCountKey = (token: string | null) => [...inboxPrefix, 'unread', token] as const;

export const UNREAD_POLL_MS = 60_000;

/** POST /wps/relay/CSP_unreadCount. */
export const getUnreadCount = (signal?: AbortSignal) =>
  apiPost('/wps/relay/CSP_unreadCount', { schema: wire.UnreadCountResponse, signal });

export const unreadCountQueryOptions = (token: string | null, queryClient: QueryClient) =>
  queryOptions({
    queryKey: unreadCountKey(token),
    queryFn: ({ signal }) => getUnreadCount(signal),
    // Member info carries the same count: a page that has just read it does not ask again.
    initialData: () => {
      const info = queryClient.getQueryData<MemberInfo>(memberInfoKey(token));
      return info ? { count: info.unreadMessage } : undefined;
    },
    initialDataUpdatedAt: () => queryClient.getQueryState(memberInfoKey(token))?.dataUpdatedAt,
    staleTime: 30_000,
    refetchInterval: UNREAD_POLL_MS,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    retry: false,
  });

/**
 * Unread messages of the session's member; 0 for visitors and trial accounts, which never ask
 * (spec section 6: a trial user skips the unread-message fetch). Also 0 until the member's type
 * is known, so a trial session never asks before it is recognised.
 */
export const useUnreadCount = (): number => {
  const queryClient = useQueryClient();
  const token = useSessionStore((state) => state.token);
  const userType = useSessionStore((state) => state.userType);
  const asks = Boolean(token) && userType !== null && !isTrialType(userType);
  // Pushed while the socket is open: the minute's question and the one on regaining focus are the
  // fallback for when it is not.
  const pushed = useLiveOpen();
  const { data } = useQuery({
    ...unreadCountQueryOptions(token, queryClient),
    enabled: asks,
    ...(pushed ? { refetchInterval: false as const, refetchOnWindowFocus: false } : {}),
  });
  return asks ? (data?.count ?? 0) : 0;
};

/** After the inbox changed the count (a read, a delete), every badge shows the new one at once. */
export const setUnreadCount = (queryClient: QueryClient, token: string | null, count: number) =>
  queryClient.setQueryData(unreadCountKey(token), { count });
