import type { GameCategory } from '@platform/contracts';
import type { IconName } from '../components/icon';

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

/**
 * Categories with a lobby page, in menu order. Until the catalogue exists every category is
 * listed; the games issue filters them to categories that have at least one vendor.
 */
export const LOBBY_CATEGORIES: GameCategory[] = [
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

export const lobbyCategoryForPath = (pathname: string): GameCategory | null => {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return LOBBY_CATEGORIES.find((category) => CATEGORY_ROUTES[category] === path) ?? null;
};
