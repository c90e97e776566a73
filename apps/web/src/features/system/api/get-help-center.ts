import { queryOptions, useQuery } from '@tanstack/react-query';
import { HelpCenterResponse, PLATFORM, type SupportedLanguage } from '@platform/contracts';
import { apiGet } from '../../../lib/api-client';

export const getHelpCenter = (language: SupportedLanguage, signal?: AbortSignal) =>
  apiGet('/wps/system/helpCenter', {
    query: { lang: language, device: PLATFORM },
    schema: HelpCenterResponse,
    signal,
  });

export const helpCenterQueryOptions = (language: SupportedLanguage) =>
  queryOptions({
    queryKey: ['system', 'helpCenter', language],
    queryFn: ({ signal }) => getHelpCenter(language, signal),
    staleTime: 10 * 60_000,
  });

export const useHelpCenter = (language: SupportedLanguage) => useQuery(helpCenterQueryOptions(language));
