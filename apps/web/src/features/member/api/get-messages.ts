import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { INBOX_PAGE_SIZE, InboxListResponse, type SupportedLanguage } from '@platform/contracts';
import { apiGet } from '../../../lib/api-client';
import { inboxPrefix } from '../../../lib/unread-count-cache';
import { useSessionStore } from '../../../lib/session-store';
import { useLanguage } from '../../../lib/use-language';

/** Every page of the inbox, whatever the session or language: what a change invalidates. */
export const messagesPrefix = [...inboxPrefix, 'list'] as const;

/** GET /wps/member/messages: a page of the member's messages, newest first, in the current language. */
export const getMessages = (page: number, signal?: AbortSignal) =>
  apiGet('/wps/member/messages', {
    schema: InboxListResponse,
    query: { page, pageSize: INBOX_PAGE_SIZE },
    signal,
  });

export const messagesQueryOptions = (token: string | null, page: number, language: SupportedLanguage) =>
  queryOptions({
    // The texts are written in the request's language: each language is its own answer.
    queryKey: [...messagesPrefix, token, language, page],
    queryFn: ({ signal }) => getMessages(page, signal),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });

export const useMessages = (page: number) => {
  const token = useSessionStore((state) => state.token);
  return useQuery(messagesQueryOptions(token, page, useLanguage()));
};
