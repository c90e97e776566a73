/** Business constants of the spec (section 9) that both the server and the web app use. */
export const PLATFORM = 'WEB';
export const NOTICE_PLATFORM = 'W';
export const CURRENCY = 'BRL';

export const AGENT_TYPES = [1, 2, 41, 42] as const;
export const TRIAL_TYPES = [4] as const;
export const isAgentType = (type: number) => (AGENT_TYPES as readonly number[]).includes(type);
export const isTrialType = (type: number) => (TRIAL_TYPES as readonly number[]).includes(type);
/** Back-office operators (approve withdrawals…): not in the spec's lists, so outside both of them. */
export const OPERATOR_TYPE = 90;
export const isOperatorType = (type: number) => type === OPERATOR_TYPE;

export const GAME_CATEGORIES = [
  'HOME',
  'PROMO',
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
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/**
 * `status` of GET /wps/system/status. Here, in a file without zod, because the web app's entry
 * chunk reads it and must not pull zod in with it (docs/PERFORMANCE.md).
 */
export const SYSTEM_STATUS = { normal: 0, maintenance: 1, regionBlocked: 2 } as const;
export type SystemStatusCode = (typeof SYSTEM_STATUS)[keyof typeof SYSTEM_STATUS];

/**
 * Remember-me state (last username, flag, long-lived token) lasts one day (spec section 9). Here,
 * not in accounts.ts, because the logged-in header's logout reads it without zod.
 */
export const REMEMBER_ME_DAYS = 1;

export const LOBBY_PAGE_SIZE = 15;
export const ANNOUNCEMENTS_PER_PAGE = 9;
/** Spec section 7: the home's notice call asks for banners, player notices, popups and promotions. */
export const HOME_NOTICE_TYPES = 'B,PL,PU,PR';
export const CLOCK_TICK_MS = 1000;
export const BANNER_AUTOPLAY_MS = 5000;
export const BANNER_TRANSITION_MS = 1000;
export const LAZY_CHUNK_TIMEOUT_MS = 120_000;
export const LOCKOUT_MINUTES = 5;
export const DEFAULT_MINIMUM_AGE = 18;
export const DEFAULT_FLAGGED_PASSWORD = '123456';

/** localStorage / sessionStorage keys the client uses (spec sections 3, 4). */
export const StorageKey = {
  historyLanguage: 'hisLang',
  language: 'lang',
  token: 'token',
  registerValidation: 'validate',
} as const;

/**
 * The message a game page posts to the page that frames it when the player's balance moved (a bet
 * or a win), so the site's header re-reads the wallet: `{ type: GAME_BALANCE_MESSAGE }`. In free
 * play the money is the game's own demo credits, which no wallet holds, so the message carries
 * them and the header shows them: `{ type: GAME_BALANCE_MESSAGE, demoBalance }` (minor units).
 */
export const GAME_BALANCE_MESSAGE = 'game:balance-changed';
export type GameBalanceMessage = { type: typeof GAME_BALANCE_MESSAGE; demoBalance?: number };

/**
 * Brazil's clock: record dates (from, to) are calendar days here, and records show their times in
 * it. Here, not beside the record schemas, so the site's first load can format dates without zod.
 */
export const RECORDS_TIME_ZONE = 'America/Sao_Paulo';
export const RECORDS_MAX_DAYS = 92;
