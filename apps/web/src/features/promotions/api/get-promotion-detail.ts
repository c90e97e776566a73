import { queryOptions, useQuery } from '@tanstack/react-query';
import { PromotionDetail } from '@platform/contracts';
import { apiGet } from '../../../lib/api-client';
import { useLanguage } from '../../../lib/use-language';
import { useSessionStore } from '../../../lib/session-store';

/** GET /wps/promotions/detail (token optional): one promotion with its terms and the application limits. */
export const getPromotionDetail = (id: string, signal?: AbortSignal) =>
  apiGet('/wps/promotions/detail', { schema: PromotionDetail, query: { id }, signal });

export const usePromotionDetail = (id: string) => {
  const token = useSessionStore((state) => state.token);
  const language = useLanguage();
  return useQuery(
    queryOptions({
      queryKey: ['promotions', 'detail', id, token, language],
      queryFn: ({ signal }) => getPromotionDetail(id, signal),
    }),
  );
};
