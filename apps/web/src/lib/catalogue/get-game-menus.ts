import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupportedLanguage } from '@platform/contracts';
import { apiGet } from '../api-client';
import { bootAnswer } from '../boot-data';
import { cachedForSession } from '../session-cache';
import { useLanguage } from '../use-language';
import * as wire from '../wire-schemas.generated';
import { catalogueKeys } from './keys';

/**
 * GET /lgw/games/game_menus: the categories that have a vendor, in navigation order, and each
 * one's vendors. Shared (lib/) because the side menu, the footer, home and the lobbies read it.
 */
export const getGameMenus = (signal?: AbortSignal) =>
  apiGet('/lgw/games/game_menus', { schema: wire.GameMenusResponse, signal });

export const gameMenusQueryOptions = (language: SupportedLanguage) =>
  queryOptions({
    queryKey: catalogueKeys.menus(language),
    // Spec section 9: vendors are kept for the session, until the language changes.
    queryFn: ({ signal }) =>
      cachedForSession({
        key: 'gameMenus',
        language,
        schema: wire.GameMenusResponse,
        fetch: () => getGameMenus(signal),
      }),
    // Every page the server writes carries the menus (the side menu and the footer need them).
    initialData: () => bootAnswer('gameMenus', language, wire.GameMenusResponse),
    staleTime: Infinity,
  });

export const useGameMenus = () => useQuery(gameMenusQueryOptions(useLanguage()));
