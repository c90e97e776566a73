import { queryOptions, useQuery } from '@tanstack/react-query';
import { RECENT_LIMIT, type RecentGamesRequest, type SupportedLanguage } from '@platform/contracts';
import { apiPost } from '../api-client';
import { useSessionStore } from '../session-store';
import { useLanguage } from '../use-language';
import { catalogueKeys } from './keys';
import * as wire from '../wire-schemas.generated';

/** POST /wps/relay/GCS_recentGame (token): the games the member launched, most recent first. */
export const getRecentGames = (body: RecentGamesRequest, signal?: AbortSignal) =>
  apiPost('/wps/relay/GCS_recentGame', { schema: wire.RecentGamesResponse, body, signal });

export const recentGamesQueryOptions = (token: string | null, language: SupportedLanguage) =>
  queryOptions({
    queryKey: [...catalogueKeys.recent, 'list', token, language],
    // Spec section 9: recent shows up to 20; one page holds them all.
    queryFn: ({ signal }) => getRecentGames({ page: 1, pageSize: RECENT_LIMIT, language }, signal),
    enabled: Boolean(token),
    staleTime: 60_000,
  });

/** Home (whether to offer the recent menu) and the /recent page share this one answer. */
export const useRecentGames = () => {
  const token = useSessionStore((state) => state.token);
  return useQuery(recentGamesQueryOptions(token, useLanguage()));
};
