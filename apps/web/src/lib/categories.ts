import type { GameCategory, GameMenusResponse, GameType } from '@platform/contracts';
import type { IconName } from '../components/icon';
import { useGameMenus } from './catalogue/get-game-menus';

/** Where each game category lives (spec section 2 route table). */
export const CATEGORY_ROUTES: Record<GameCategory, string> = {
  HOME: '/',
  PROMO: '/promotions',
  ELOTT: '/elott',
  LOTT: '/lott',
  LIVE: '/live',
  SPORTS: '/sports',
  FISH: '/fish',
  RNG: '/rng',
  PVP: '/pvp',
  ESPORTS: '/esports',
  INHOUSE: '/inhouse',
};

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

/** Every category with a lobby page (its address works whether or not the menu lists it). */
export const LOBBY_CATEGORIES: GameType[] = [
  'LIVE',
  'RNG',
  'FISH',
  'SPORTS',
  'ESPORTS',
  'LOTT',
  'ELOTT',
  'PVP',
  'INHOUSE',
];

export const lobbyCategoryForPath = (pathname: string): GameType | null => {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return LOBBY_CATEGORIES.find((category) => CATEGORY_ROUTES[category] === path) ?? null;
};

/** The categories game_menus lists that have at least one vendor, in its order, once each. */
export const categoriesWithVendors = (menus: GameMenusResponse | undefined): GameType[] => {
  if (!menus) return [];
  return menus.sortingVendor.filter(
    (type, index, all) => all.indexOf(type) === index && (menus.mappingVendor[type]?.length ?? 0) > 0,
  );
};

/**
 * Spec section 2, Top navigation: home first, then the categories that have a vendor in the order
 * of the sorted vendor list, and in-house last. Until the menus arrive (or if they fail) only home
 * is offered: no entry may lead to an empty lobby. The spec's promotions entry comes back when its
 * page does (it is a placeholder today; docs/games.md, "What is shown").
 */
export const navigationCategories = (menus: GameMenusResponse | undefined): GameCategory[] => {
  const withVendors = categoriesWithVendors(menus);
  return [
    'HOME',
    ...withVendors.filter((type) => type !== 'INHOUSE'),
    ...(withVendors.includes('INHOUSE') ? (['INHOUSE'] as const) : []),
  ];
};

export const useNavigationCategories = () => navigationCategories(useGameMenus().data);

/** The categories with a lobby worth opening, in navigation order (home left out). */
export const useLobbyCategories = (): GameType[] =>
  useNavigationCategories().filter(
    (category): category is GameType => category !== 'HOME' && category !== 'PROMO',
  );
