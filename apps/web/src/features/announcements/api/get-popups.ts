import { useQuery } from '@tanstack/react-query';
import { NOTICE_PLATFORM, type Execution } from '@platform/contracts';
import { apiPost } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-language';
import * as wire from '../../../lib/wire-schemas.generated';

/**
 * The announcements popup's content: the popups of one audience (spec 9: A logged in, F on a
 * first login, B a visitor) and the banners, of which the popup shows the w_popup1 group.
 */
export const usePopupAnnouncements = (audience: Execution, enabled: boolean) => {
  const language = useLanguage();
  return useQuery({
    queryKey: ['announcements', 'popup', language, audience],
    queryFn: ({ signal }) =>
      apiPost('/wps/relay/MCSFE_getListAnnouncements', {
        schema: wire.AnnouncementsResponse,
        body: { types: 'B,PU', platform: NOTICE_PLATFORM, language, execution: audience, pageSize: 1 },
        signal,
      }),
    enabled,
    staleTime: 5 * 60_000,
  });
};
