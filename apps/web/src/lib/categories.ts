import {
  CATEGORY_ROUTES,
  categoriesWithVendors,
  lobbyCategoryForPath,
  type GameCategory,
  type GameMenusResponse,
  type GameType,
} from '@platform/contracts';
import type { IconName } from '../components/icon';
import { useGameMenus } from './catalogue/get-game-menus';
import { usePromotionsVisible } from './promotions';

// The route table and its lobby rules are shared with the server (contracts site-routes.ts).
export { CATEGORY_ROUTES, categoriesWithVendors, lobbyCategoryForPath };

export const CATEGORY_ICONS: Record<GameCategory, IconName> = {
  HOME: 'home',
  PROMO: 'gift',
  ELOTT: 'elott',
  LOTT: 'lottery',
  LIVE: 'live',
  SPORTS: 'sports',
  FISH: 'fish',
  RNG: 'slots',
  PVP: 'cards',
  ESPORTS: 'esports',
  INHOUSE: 'star',
};

/**
 * Spec section 2, Top navigation: home first, then the categories that have a vendor in the order
 * of the sorted vendor list, and in-house last. Until the menus arrive (or if they fail) only home
 * is offered: no entry may lead to an empty lobby. Promotions come before in-house, and only when
 * at least one promotion is listed for the caller (docs/promotions.md).
 */
export const navigationCategories = (
  menus: GameMenusResponse | undefined,
  promotions = false,
): GameCategory[] => {
  const withVendors = categoriesWithVendors(menus);
  return [
    'HOME',
    ...withVendors.filter((type) => type !== 'INHOUSE'),
    ...(promotions ? (['PROMO'] as const) : []),
    ...(withVendors.includes('INHOUSE') ? (['INHOUSE'] as const) : []),
  ];
};

export const useNavigationCategories = () =>
  navigationCategories(useGameMenus().data, usePromotionsVisible());

/** The categories with a lobby worth opening, in navigation order (home left out). */
export const useLobbyCategories = (): GameType[] =>
  useNavigationCategories().filter(
    (category): category is GameType => category !== 'HOME' && category !== 'PROMO',
  );
