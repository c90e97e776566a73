import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HotGamesRequest, SupportedLanguage } from '@platform/contracts';
import { MERCHANT, apiPost } from '../../../lib/api-client';
import { gamePlatform } from '../../../lib/catalogue/keys';
import { cachedForSession } from '../../../lib/session-cache';
import { useLanguage } from '../../../lib/use-language';
import * as wire from '../../../lib/wire-schemas.generated';

/** POST /wps/relay/GCSGAME_hotGamesV2: hot games of every category (up to 20 each) in one answer. */
export const getHotGames = (body: HotGamesRequest, signal?: AbortSignal) =>
  apiPost('/wps/relay/GCSGAME_hotGamesV2', { schema: wire.GameListValue, body, signal });

export const hotGamesQueryOptions = (language: SupportedLanguage) =>
  queryOptions({
    queryKey: ['home', 'hotGames', language],
    // Spec section 9: hot games are kept for the session, until the language changes.
    queryFn: ({ signal }) =>
      cachedForSession({
        key: 'hotGames',
        language,
        schema: wire.GameListValue,
        fetch: () =>
          getHotGames(
            { merchantCode: MERCHANT, isPlatform: true, platform: gamePlatform(), language },
            signal,
          ),
      }),
    staleTime: Infinity,
  });

export const useHotGames = () => useQuery(hotGamesQueryOptions(useLanguage()));
