import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  InboxReadResponse,
  InboxUnreadResponse,
  type InboxListResponse,
  type InboxMessage,
} from '@platform/contracts';
import { apiDelete, apiPost } from '../../../lib/api-client';
import { setUnreadCount } from '../../../lib/unread-count-cache';
import { useSessionStore } from '../../../lib/session-store';
import { messagesPrefix } from './get-messages';

/** POST /wps/member/messages/read: the message, now read, and the member's unread count. */
export const readMessage = (id: string) =>
  apiPost('/wps/member/messages/read', { schema: InboxReadResponse, body: { id } });

/** POST /wps/member/messages/readAll. */
export const readAllMessages = () => apiPost('/wps/member/messages/readAll', { schema: InboxUnreadResponse });

/** DELETE /wps/member/messages?id=. */
export const deleteMessage = (id: string) =>
  apiDelete('/wps/member/messages', { schema: InboxUnreadResponse, query: { id } });

/**
 * The inbox's three changes. Each answer carries the new unread count, which every badge takes at
 * once; the pages on screen are changed in place (a read) or asked again (a delete, read-all).
 */
export const useMessageActions = () => {
  const queryClient = useQueryClient();
  const token = useSessionStore((state) => state.token);
  /** The pages on screen after a read: the messages now read, and the member's new count. */
  const markPagesRead = (isRead: (message: InboxMessage) => boolean, unread: number) =>
    queryClient.setQueriesData<InboxListResponse>({ queryKey: messagesPrefix }, (page) =>
      page
        ? {
            ...page,
            unread,
            list: page.list.map((message) => (isRead(message) ? { ...message, read: true } : message)),
          }
        : page,
    );
  const read = useMutation({
    mutationFn: readMessage,
    onSuccess: ({ message, unread }) => {
      markPagesRead((each) => each.id === message.id, unread);
      setUnreadCount(queryClient, token, unread);
    },
    // Gone meanwhile (deleted in another tab): the list is asked again.
    onError: () => queryClient.invalidateQueries({ queryKey: messagesPrefix }),
  });
  const readAll = useMutation({
    mutationFn: readAllMessages,
    onSuccess: ({ unread }) => {
      markPagesRead(() => true, unread);
      setUnreadCount(queryClient, token, unread);
      void queryClient.invalidateQueries({ queryKey: messagesPrefix });
    },
  });
  const remove = useMutation({
    mutationFn: deleteMessage,
    onSuccess: ({ unread }) => {
      setUnreadCount(queryClient, token, unread);
      void queryClient.invalidateQueries({ queryKey: messagesPrefix });
    },
  });
  return { read, readAll, remove };
};
