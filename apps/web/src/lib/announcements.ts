import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ANNOUNCEMENTS_PER_PAGE,
  HOME_NOTICE_TYPES,
  NOTICE_PLATFORM,
  type SupportedLanguage,
} from '@platform/contracts';
import { bootAnswer } from './boot-data';
import { apiPost } from './api-client';
import { useSessionStore } from './session-store';
import { useLanguage } from './use-language';
import * as wire from './wire-schemas.generated';

/**
 * POST /wps/relay/MCSFE_getListAnnouncements: what is published now (banners, notices, popups,
 * promotions) in the caller's language. The server picks the popup audience from the session.
 * Shared (lib/): home reads all of it, and the banner groups of the popups and the side menu
 * (lib/banners.ts) read its banners, so a visit to home asks once.
 */
export const getAnnouncements = (language: SupportedLanguage, signal?: AbortSignal) =>
  apiPost('/wps/relay/MCSFE_getListAnnouncements', {
    schema: wire.AnnouncementsResponse,
    body: {
      types: HOME_NOTICE_TYPES,
      platform: NOTICE_PLATFORM,
      language,
      pageNo: 1,
      pageSize: ANNOUNCEMENTS_PER_PAGE,
    },
    signal,
  });

export const announcementsQueryOptions = (language: SupportedLanguage, token: string | null) =>
  queryOptions({
    // The session changes the popups the server picks, so it is part of the key.
    queryKey: ['home', 'announcements', language, token],
    queryFn: ({ signal }) => getAnnouncements(language, signal),
    // The page of a visit to / carries the same answer (the call does not depend on the session).
    initialData: () => bootAnswer('announcements', language, wire.AnnouncementsResponse),
    staleTime: 5 * 60_000,
  });

export const useAnnouncements = () => {
  const token = useSessionStore((state) => state.token);
  return useQuery(announcementsQueryOptions(useLanguage(), token));
};
