import type { GameClassify, GameListRequest, SupportedLanguage } from '@platform/contracts';
import { currentDevice } from '../device';

/**
 * Query keys of the catalogue. Lists that show a member's favourites or recent games sit under
 * their own roots, so a heart toggle or a launch refreshes exactly those lists, whichever feature
 * shows them.
 */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  menus: (language: SupportedLanguage) => ['catalogue', 'menus', language] as const,
  favoriteIds: (token: string | null) => ['catalogue', 'favoriteIds', token] as const,
  /** Every list of favourite games (the favourites page, a lobby's FAV filter, home). */
  favorites: ['catalogue', 'favorites'] as const,
  /** Every list of recent games. */
  recent: ['catalogue', 'recent'] as const,
  gameList: (input: { language: SupportedLanguage; token: string | null; params: GameListRequest }) => {
    const root = listRoot(input.params.gameClassify);
    return [...root, 'gameList', input.language, input.token, input.params] as const;
  },
};

const listRoot = (classify: GameClassify | undefined) => {
  if (classify === 'FAV') return catalogueKeys.favorites;
  if (classify === 'RECENT') return catalogueKeys.recent;
  return catalogueKeys.all;
};

/** Member-specific selections: they need a session and answer differently per member. */
export const needsSession = (classify: GameClassify | undefined) =>
  classify === 'FAV' || classify === 'RECENT';

/** The `platform` the game calls carry (spec section 7: html5-desktop for the vendor list). */
export const gamePlatform = () => (currentDevice() === 'MOBILE' ? 'html5' : 'html5-desktop');
