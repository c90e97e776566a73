import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ANNOUNCEMENTS_PER_PAGE, NOTICE_PLATFORM } from '@platform/contracts';
import { apiPost } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-language';
import * as wire from '../../../lib/wire-schemas.generated';

export const NOTICES_PAGE_SIZE = 10;

/**
 * The player notices (type PL) of POST /wps/relay/MCSFE_getListAnnouncements, the call the home's
 * ticker reads, one page at a time, newest first, in the visitor's language.
 */
export const useNotices = (page: number) => {
  const language = useLanguage();
  return useQuery({
    queryKey: ['announcements', 'notices', language, page],
    queryFn: ({ signal }) =>
      apiPost('/wps/relay/MCSFE_getListAnnouncements', {
        schema: wire.AnnouncementsResponse,
        body: { types: 'PL', platform: NOTICE_PLATFORM, language, pageNo: page, pageSize: NOTICES_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
};

/**
 * The /announce page: one page of player notices (PL, ANNOUNCEMENTS_PER_PAGE a page, the spec's 9,
 * so the home ticker's notices are its first page) and the promotion notices (PR).
 */
export const useAnnouncePage = (page: number) => {
  const language = useLanguage();
  return useQuery({
    queryKey: ['announcements', 'announce', language, page],
    queryFn: ({ signal }) =>
      apiPost('/wps/relay/MCSFE_getListAnnouncements', {
        schema: wire.AnnouncementsResponse,
        body: {
          types: 'PL,PR',
          platform: NOTICE_PLATFORM,
          language,
          pageNo: page,
          pageSize: ANNOUNCEMENTS_PER_PAGE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
};
