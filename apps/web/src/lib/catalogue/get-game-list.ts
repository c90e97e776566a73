import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GameListRequest, SupportedLanguage } from '@platform/contracts';
import { apiPost } from '../api-client';
import { bootLobbyPage } from '../boot-data';
import { useSessionStore } from '../session-store';
import { useLanguage } from '../use-language';
import { catalogueKeys, gamePlatform, needsSession } from './keys';
import * as wire from '../wire-schemas.generated';

/** What a caller chooses; the language and platform are added here. */
export type GameListParams = Omit<GameListRequest, 'language' | 'platform' | 'clientType' | 'merchant'>;

/** POST /wps/relay/GCSGAME_gameList: one page of a lobby. RECENT and FAV need the session token. */
export const getGameList = (body: GameListRequest, signal?: AbortSignal) =>
  apiPost('/wps/relay/GCSGAME_gameList', { schema: wire.GameListResponse, body, signal });

export const gameListQueryOptions = (input: {
  language: SupportedLanguage;
  token: string | null;
  params: GameListParams;
}) =>
  queryOptions({
    queryKey: catalogueKeys.gameList(input),
    queryFn: ({ signal }) =>
      getGameList({ ...input.params, language: input.language, platform: gamePlatform() }, signal),
    enabled: !needsSession(input.params.gameClassify) || Boolean(input.token),
    // A lobby opened without filters finds its first page in the page the server wrote.
    initialData: () => bootLobbyPage(input.language, input.params),
    staleTime: 60_000,
  });

/** keepPrevious: show the current page while the next one loads (paging, filters). */
export const useGameList = (
  params: GameListParams,
  options: { keepPrevious?: boolean; enabled?: boolean } = {},
) => {
  const token = useSessionStore((state) => state.token);
  const language = useLanguage();
  const base = gameListQueryOptions({ language, token, params });
  return useQuery({
    ...base,
    enabled: base.enabled !== false && (options.enabled ?? true),
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
  });
};
