import type { QueryClient } from '@tanstack/react-query';

/**
 * Where the unread-message count is kept in the query cache. Its own module because three writers
 * put it there (member info, which carries it; the live channel, which pushes it; the inbox, after
 * a read or a delete) besides lib/inbox-unread.ts, which asks for it.
 */
export const inboxPrefix = ['member', 'inbox'] as const;
export const unreadCountKey = (token: string | null) => [...inboxPrefix, 'unread', token] as const;

/** After the count changed (pushed, read, deleted), every badge shows the new one at once. */
export const setUnreadCount = (queryClient: QueryClient, token: string | null, count: number) =>
  queryClient.setQueryData(unreadCountKey(token), { count });
