import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupportedLanguage } from '@platform/contracts';
import { apiGet } from '../api-client';
import { lazySchema } from '../lazy-schema';
import { cachedForSession } from '../session-cache';
import { useLanguage } from '../use-language';
import { catalogueKeys } from './keys';

// The side menu is part of the entry chunk, so the schema loads on demand (lib/lazy-schema.ts).
const menusSchema = lazySchema('GameMenusResponse');

/**
 * GET /lgw/games/game_menus: the categories that have a vendor, in navigation order, and each
 * one's vendors. Shared (lib/) because the side menu, the footer, home and the lobbies read it.
 */
export const getGameMenus = (signal?: AbortSignal) =>
  apiGet('/lgw/games/game_menus', { schema: menusSchema, signal });

export const gameMenusQueryOptions = (language: SupportedLanguage) =>
  queryOptions({
    queryKey: catalogueKeys.menus(language),
    // Spec section 9: vendors are kept for the session, until the language changes.
    queryFn: ({ signal }) =>
      cachedForSession({
        key: 'gameMenus',
        language,
        schema: menusSchema,
        fetch: () => getGameMenus(signal),
      }),
    staleTime: Infinity,
  });

export const useGameMenus = () => useQuery(gameMenusQueryOptions(useLanguage()));
