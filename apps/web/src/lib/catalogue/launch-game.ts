import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LaunchGameResponse, LaunchGameRequest, SupportedLanguage } from '@platform/contracts';
import { apiPost } from '../api-client';
import { isTrialSession, useSessionStore } from '../session-store';
import { useLanguage } from '../use-language';
import { catalogueKeys } from './keys';
import * as wire from '../wire-schemas.generated';

/**
 * POST /wps/game/launchGame (token): a one-time launch address for the game's vendor. A trial
 * account launches by the spec's free-play relay action, GCS_gameLaunchFB (play money only).
 */
export const launchGame = (body: LaunchGameRequest) =>
  apiPost(
    isTrialSession(useSessionStore.getState()) ? '/wps/relay/GCS_gameLaunchFB' : '/wps/game/launchGame',
    { schema: wire.LaunchGameResponse, body },
  );

/** A tile's play button: launch, then the tile opens the game page. */
export const useLaunchGame = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: launchGame,
    // The server records the launch: the game is now the member's most recent one.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueKeys.recent }),
  });
};

/**
 * The game page's own launch when it opens without one handed over (a reload, a shared link,
 * "reload the game"). A query, so a remount does not launch twice; forgotten as soon as the page
 * closes (gcTime 0), because each launch address works only once.
 */
export const pageLaunchQueryOptions = (input: {
  token: string | null;
  nodeId: string;
  language: SupportedLanguage;
  initial: LaunchGameResponse | undefined;
  onLaunched: () => void;
}) =>
  queryOptions({
    // Outside the catalogue keys: refreshing lists must never launch the game again.
    queryKey: ['gameLaunch', input.token, input.nodeId],
    queryFn: async () => {
      const launch = await launchGame({ nodeId: input.nodeId, language: input.language });
      input.onLaunched();
      return launch;
    },
    initialData: input.initial,
    enabled: Boolean(input.token) && Boolean(input.nodeId),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

export const usePageLaunch = (nodeId: string, initial: LaunchGameResponse | undefined) => {
  const queryClient = useQueryClient();
  const token = useSessionStore((state) => state.token);
  return useQuery(
    pageLaunchQueryOptions({
      token,
      nodeId,
      language: useLanguage(),
      initial,
      onLaunched: () => void queryClient.invalidateQueries({ queryKey: catalogueKeys.recent }),
    }),
  );
};
