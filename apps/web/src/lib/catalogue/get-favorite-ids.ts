import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FavoriteIdsResponse } from '@platform/contracts';
import { apiPost } from '../api-client';
import { isTrialSession, useSessionStore } from '../session-store';
import { catalogueKeys } from './keys';
import * as wire from '../wire-schemas.generated';

/** POST /wps/relay/MCSFE_getFavoriteGames (token): the member's favourite node ids, for the hearts. */
export const getFavoriteIds = (signal?: AbortSignal) =>
  apiPost('/wps/relay/MCSFE_getFavoriteGames', { schema: wire.FavoriteIdsResponse, body: {}, signal });

// Module-level, so TanStack Query keeps one Set per answer instead of one per tile per render.
const toSet = (value: FavoriteIdsResponse) => new Set(value.favGameIds);

export const favoriteIdsQueryOptions = (token: string | null, trial: boolean) =>
  queryOptions({
    queryKey: catalogueKeys.favoriteIds(token),
    queryFn: ({ signal }) => getFavoriteIds(signal),
    // Trial accounts cannot have favourites (spec section 4): nothing to ask.
    enabled: Boolean(token) && !trial,
    staleTime: 5 * 60_000,
    select: toSet,
  });

/** The set of favourite node ids; empty for visitors and trial users. */
export const useFavoriteIds = () => {
  const token = useSessionStore((state) => state.token);
  const trial = useSessionStore(isTrialSession);
  return useQuery(favoriteIdsQueryOptions(token, trial));
};
