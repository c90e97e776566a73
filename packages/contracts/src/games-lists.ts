/*
 * The catalogue's fixed lists and sizes, kept apart from the zod schemas in games.ts so the home
 * page and the lobbies can use them without zod (as system-lists.ts does for the start-up status).
 */

/** Game types that have lobbies; a subset of GAME_CATEGORIES (HOME and PROMO are not game types). */
export const GAME_TYPES = [
  'ELOTT',
  'LOTT',
  'LIVE',
  'SPORTS',
  'FISH',
  'RNG',
  'PVP',
  'ESPORTS',
  'INHOUSE',
] as const;

/** Vendor game classes (spec 3: SC, VP, JP, TG, AC) plus CF, cockfight, which the home page shows. */
export const GAME_CLASSES = ['SC', 'VP', 'JP', 'TG', 'AC', 'CF'] as const;

/** The selection types a lobby's classify menu offers besides the vendor's classes. */
export const GAME_SELECTIONS = ['ALL', 'HOT', 'RECENT', 'NEW', 'FAV', 'INHOUSE'] as const;

/** What games.ts's GameClassify accepts: a selection type or a vendor class. */
export const isGameClassify = (
  value: unknown,
): value is (typeof GAME_SELECTIONS)[number] | (typeof GAME_CLASSES)[number] =>
  (GAME_SELECTIONS as readonly unknown[]).includes(value) ||
  (GAME_CLASSES as readonly unknown[]).includes(value);

export const LOBBY_PAGING = { pageSize: 15, margin: 2, range: 5 } as const;
export const HOME_SECTION = { small: 5, large: 10, expanded: 15, perCategory: 20 } as const;
export const RECENT_LIMIT = 20;
export const FAVORITES_LIMIT = 999;
export const RANK_LIST_LIMIT = 20;
export const FAVORITE_TOGGLE_THROTTLE_MS = 1000;
