import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { FAVORITES_LIMIT, type FavoriteListRequest, type SupportedLanguage } from '@platform/contracts';
import { apiPost } from '../api-client';
import { catalogueKeys, gamePlatform } from './keys';
import { useSessionStore } from '../session-store';
import { useLanguage } from '../use-language';
import * as wire from '../wire-schemas.generated';

export const FAVORITES_PAGE_SIZE = 30;

/** POST /wps/relay/getFavoriteGamesList (token): the member's favourites, newest first. */
export const getFavoriteList = (body: FavoriteListRequest, signal?: AbortSignal) =>
  apiPost('/wps/relay/getFavoriteGamesList', { schema: wire.FavoriteListResponse, body, signal });

export const favoriteListQueryOptions = (token: string | null, language: SupportedLanguage) =>
  infiniteQueryOptions({
    // Under the favourites root: a heart toggle anywhere refreshes this list.
    queryKey: [...catalogueKeys.favorites, 'list', token, language],
    queryFn: ({ pageParam, signal }) =>
      getFavoriteList(
        { pageNo: pageParam, pageSize: FAVORITES_PAGE_SIZE, language, platform: gamePlatform() },
        signal,
      ),
    initialPageParam: 1,
    // Spec 4 and 9: load more appends, up to 999 favourites.
    getNextPageParam: (last, pages) =>
      last.pageNum < last.totalPages && pages.length * FAVORITES_PAGE_SIZE < FAVORITES_LIMIT
        ? last.pageNum + 1
        : undefined,
    enabled: Boolean(token),
  });

export const useFavoriteList = () => {
  const token = useSessionStore((state) => state.token);
  return useInfiniteQuery(favoriteListQueryOptions(token, useLanguage()));
};
