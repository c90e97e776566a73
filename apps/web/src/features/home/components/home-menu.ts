import type { GameMenusResponse, GameType } from '@platform/contracts';
import { categoriesWithVendors } from '../../../lib/categories';

/** An entry of the home category menu: a selection or a category with vendors. */
export type HomeMenuKey = 'HOT' | 'FAV' | 'RECENT' | GameType;

/**
 * Spec section 2, Home: hot (the default), favourites when logged in, the categories that have
 * vendors in the server's order, in-house, and recent only when the member has recent games.
 */
export const homeMenu = (input: {
  menus: GameMenusResponse | undefined;
  loggedIn: boolean;
  hasRecent: boolean;
}): HomeMenuKey[] => {
  const categories = categoriesWithVendors(input.menus);
  return [
    'HOT',
    ...(input.loggedIn ? (['FAV'] as const) : []),
    ...categories.filter((type) => type !== 'INHOUSE'),
    ...(categories.includes('INHOUSE') ? (['INHOUSE'] as const) : []),
    ...(input.loggedIn && input.hasRecent ? (['RECENT'] as const) : []),
  ];
};

export const DEFAULT_HOME_MENU: HomeMenuKey = 'HOT';
