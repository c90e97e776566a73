import { queryOptions, useQuery } from '@tanstack/react-query';
import { isTrialType } from '@platform/contracts';
import { apiPost } from './api-client';
import { useLiveOpen } from './live-status';
import { useMemberInfo } from './member-info';
import { useSessionStore } from './session-store';
import { unreadCountKey } from './unread-count-cache';
import * as wire from './wire-schemas.generated';

/**
 * The unread-message count behind every badge (header, account menu, bottom bar, member centre,
 * agent portal). Shared (lib/, not a feature) because the layout and two features read it.
 * The live channel pushes the count when a message is written on any instance (docs/live.md); while
 * the socket is down, open pages ask again when they gain focus and every minute while visible
 * (docs/decisions/0012-inbox-unread-by-polling.md); the server does not count these polls as the
 * member's activity.
 */
export const UNREAD_POLL_MS = 60_000;

/** POST /wps/relay/CSP_unreadCount. */
export const getUnreadCount = (signal?: AbortSignal) =>
  apiPost('/wps/relay/CSP_unreadCount', { schema: wire.UnreadCountResponse, signal });

export const unreadCountQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: unreadCountKey(token),
    queryFn: ({ signal }) => getUnreadCount(signal),
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
  const token = useSessionStore((state) => state.token);
  const userType = useSessionStore((state) => state.userType);
  const asks = Boolean(token) && userType !== null && !isTrialType(userType);
  // Pushed while the socket is open: the minute's question and the one on regaining focus are the
  // fallback for when it is not.
  const pushed = useLiveOpen();
  // Member info carries the same count (lib/member-info.ts puts it here): while it is on its way
  // the count is not asked for separately, so a page load makes one call, not two.
  const memberInfoPending = useMemberInfo().isPending;
  const { data } = useQuery({
    ...unreadCountQueryOptions(token),
    enabled: asks && !memberInfoPending,
    ...(pushed ? { refetchInterval: false as const, refetchOnWindowFocus: false } : {}),
  });
  return asks ? (data?.count ?? 0) : 0;
};
