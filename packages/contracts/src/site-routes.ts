import type { GameCategory } from './constants.js';
import { GAME_TYPES } from './games-lists.js';
// A type-only import: the schemas of games.ts (and zod) stay out of code that imports this file.
import type { GameType } from './games.js';

/*
 * Addresses of the site's pages (spec section 2 route table) that both the web app and the server
 * need: the server writes the preloads of the page an address opens on into the site's page
 * (apps/server/src/workflows/page-boot.ts). No zod here, so the web's first download can use it.
 */

/** Where each game category lives. */
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

/** The lobby a path opens (every game type has one, whether or not the menu lists it). */
export const lobbyCategoryForPath = (pathname: string): GameType | null => {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return GAME_TYPES.find((category) => CATEGORY_ROUTES[category] === path) ?? null;
};

/** The categories game_menus lists that have at least one vendor, in its order, once each. */
export const categoriesWithVendors = (
  menus:
    | { sortingVendor: readonly GameType[]; mappingVendor: Partial<Record<GameType, readonly unknown[]>> }
    | undefined,
): GameType[] => {
  if (!menus) return [];
  return menus.sortingVendor.filter(
    (type, index, all) => all.indexOf(type) === index && (menus.mappingVendor[type]?.length ?? 0) > 0,
  );
};

/**
 * Pages of the site that do what their link promises today, whoever follows it (a visitor is asked
 * to log in where the page is a member's). Everything else the route table knows is a placeholder
 * until its issue builds it or works only at times (promotions and the lucky
 * draws, while the operator has one open), and nothing visible may lead there (docs/games.md,
 * "What is shown").
 * A lobby works only while its category has a vendor with games a launch opens.
 */
const WORKING_PAGES = new Set([
  '',
  '/home',
  '/help',
  '/helpmc',
  '/member',
  '/favorite',
  '/recent',
  '/login',
  '/register',
  '/forget',
  '/pointmall',
  '/missions',
  '/announce',
  '/down',
  '/feedback',
  '/service',
]);

/** The lottery's pages (spec section 2), lower-case: its lobby, or a game with ?gameCode=. */
const LOTTERY_PAGES = new Set(['/lottery', '/sealottery', '/vnlottery', '/lottert']);

/** Whether the lottery's pages lead somewhere: while a lottery lobby (LOTT, ELOTT) lists a vendor. */
export const lotteryOffered = (lobbies: readonly GameType[]): boolean =>
  lobbies.includes('LOTT') || lobbies.includes('ELOTT');

/**
 * Whether a link of the site (an operator's banner, a notice) leads to a page that works; a game
 * launch (`/seamless?nodeId=…`) counts as one.
 */
export const leadsSomewhere = (href: string, lobbies: readonly GameType[]): boolean => {
  if (/^https?:\/\//iu.test(href)) return true;
  if (!href.startsWith('/')) return false;
  const address = new URL(href, 'https://site.invalid');
  const path = address.pathname.toLowerCase().replace(/\/+$/u, '');
  // A game launch: the game page launches the game it names (a visitor is asked to log in first).
  if (path === '/seamless') return /^\d{1,18}$/u.test(address.searchParams.get('nodeId') ?? '');
  const lobby = lobbyCategoryForPath(path);
  if (lobby) return lobbies.includes(lobby);
  // The lottery's pages work while a lottery game opens, which its lobbies' vendors say.
  if (LOTTERY_PAGES.has(path)) return lotteryOffered(lobbies);
  return WORKING_PAGES.has(path);
};

type LinkedBanner = { groupName: string; linkage: string; linkageType: string };

/** The home carousel's banners (w_home), without those whose site link leads nowhere. */
export const shownHomeBanners = <B extends LinkedBanner>(
  banners: readonly B[],
  lobbies: readonly GameType[],
): B[] =>
  banners.filter(
    (banner) =>
      banner.groupName === 'w_home' &&
      (banner.linkageType !== 'INTERNAL' || leadsSomewhere(banner.linkage, lobbies)),
  );

/** The pages a visit most often opens on, whose code is fetched at once (apps/web lazy-pages.ts). */
export type LandingPage = 'home' | 'lobby' | 'member';

/** The landing page an address (its path, no query) opens, if it is one of them. */
export const landingPageOf = (pathname: string): LandingPage | null =>
  pathname === '/'
    ? 'home'
    : lobbyCategoryForPath(pathname)
      ? 'lobby'
      : pathname === '/member'
        ? 'member'
        : null;
