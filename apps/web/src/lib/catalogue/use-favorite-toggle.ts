import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FavoriteIdsResponse, Game } from '@platform/contracts';
import { useSessionStore } from '../session-store';
import { addFavoriteGame } from './add-favorite-game';
import { catalogueKeys } from './keys';
import { removeFavoriteGame } from './remove-favorite-game';

type Toggle = { game: Game; favorite: boolean };

const TOGGLE_KEY = ['catalogue', 'toggleFavorite'] as const;

const withFavorite = (data: FavoriteIdsResponse | undefined, nodeId: string, favorite: boolean) => {
  const ids = new Set(data?.favGameIds ?? []);
  if (favorite) ids.add(nodeId);
  else ids.delete(nodeId);
  return { favGameIds: [...ids] };
};

/**
 * Adds or removes a favourite. The heart changes at once; a refusal puts back only this game's
 * heart, so a second game toggled meanwhile keeps its own change.
 */
export const useFavoriteToggle = () => {
  const queryClient = useQueryClient();
  const token = useSessionStore((state) => state.token);
  const idsKey = catalogueKeys.favoriteIds(token);
  return useMutation({
    mutationKey: TOGGLE_KEY,
    mutationFn: ({ game, favorite }: Toggle) =>
      (favorite ? addFavoriteGame : removeFavoriteGame)({
        nodeId: game.nodeId,
        vendor: game.vassalage,
        gameType: game.gameType,
      }),
    onMutate: async ({ game, favorite }) => {
      await queryClient.cancelQueries({ queryKey: idsKey });
      queryClient.setQueryData<FavoriteIdsResponse>(idsKey, (data) =>
        withFavorite(data, game.nodeId, favorite),
      );
    },
    onError: (_error, { game, favorite }) => {
      queryClient.setQueryData<FavoriteIdsResponse>(idsKey, (data) =>
        withFavorite(data, game.nodeId, !favorite),
      );
    },
    onSettled: async () => {
      // Refetching while another toggle is in flight would briefly show its heart undone.
      if (queryClient.isMutating({ mutationKey: TOGGLE_KEY }) > 1) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: idsKey }),
        queryClient.invalidateQueries({ queryKey: catalogueKeys.favorites }),
      ]);
    },
  });
};
