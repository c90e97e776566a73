import { queryOptions } from '@tanstack/react-query';
import type { ChatRoom } from '@platform/contracts';
import { apiGet } from '../../../lib/api-client';
import * as wire from '../../../lib/wire-schemas.generated';

/** GET /wps/chat/history: a room's last messages and whether the caller may write. */
export const getChatHistory = (room: ChatRoom, signal?: AbortSignal) =>
  apiGet('/wps/chat/history', { query: { room }, schema: wire.ChatHistoryResponse, signal });

export const chatHistoryKey = (room: ChatRoom, token: string | null) =>
  ['chat', 'history', room, token] as const;

export const chatHistoryQueryOptions = (room: ChatRoom, token: string | null) =>
  queryOptions({
    queryKey: chatHistoryKey(room, token),
    queryFn: ({ signal }) => getChatHistory(room, signal),
    enabled: Boolean(token),
    // New messages arrive over the socket; the history is asked once per opening.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
