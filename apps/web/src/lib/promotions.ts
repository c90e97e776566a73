import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client';
import { useLanguage } from './use-language';
import { useSessionStore } from './session-store';
import * as wire from './wire-schemas.generated';

/**
 * GET /wps/promotions (token optional): the promotions the profile allows, with the caller's
 * status. Shared by the promotions page and the side menu, whose entry shows only when one is listed.
 */
export const getPromotions = (signal?: AbortSignal) =>
  apiGet('/wps/promotions', { schema: wire.PromotionListResponse, signal });

export const promotionsQueryOptions = (token: string | null, language: string) =>
  queryOptions({
    queryKey: ['promotions', 'list', token, language],
    queryFn: ({ signal }) => getPromotions(signal),
    staleTime: 60_000,
  });

export const usePromotions = () => {
  const token = useSessionStore((state) => state.token);
  const language = useLanguage();
  return useQuery(promotionsQueryOptions(token, language));
};

/** Whether the side menu may offer promotions: only when at least one is listed. */
export const usePromotionsVisible = (): boolean => (usePromotions().data?.list.length ?? 0) > 0;
