/*
 * The jurisdiction profile's fixed lists, kept apart from the zod schemas in jurisdiction.ts so the
 * site's shell can use them without zod (as games-lists.ts does for the catalogue).
 */
import { GAME_TYPES } from './games-lists.js';

/** The profiles a deployment may run under (docs/decisions/0015-jurisdiction-profile.md). */
export const JURISDICTION_CODES = ['BR', 'OPEN'] as const;
export type JurisdictionCode = (typeof JURISDICTION_CODES)[number];

/**
 * What a profile switches on or off as a product: every game type with a lobby (spec 2's
 * categories), and COCKFIGHT, the live class CF, which the home shows as its own section.
 */
export const PRODUCTS = [...GAME_TYPES, 'COCKFIGHT'] as const;
export type Product = (typeof PRODUCTS)[number];

/**
 * Promotion kinds of the spec (section 1): ADVANCE_BONUS is any bonus, credit or advantage given
 * before a bet (a welcome or deposit-match bonus, free bets), which Lei 14.790 art. 29 forbids.
 */
export const PROMOTIONS = [
  'ADVANCE_BONUS',
  'REBATE',
  'REFERRAL',
  'VIP',
  'MISSIONS',
  'POINTS_MALL',
  'RED_ENVELOPE',
  'PRIZE_WHEEL',
  // The daily check-in's streak rewards (the spec's SIGNED; decision 0019).
  'CHECK_IN',
  'GOLDEN_EGG',
  'RAFFLE',
] as const;
export type Promotion = (typeof PROMOTIONS)[number];

/**
 * Money between players: a member to the agent above (UPLINE), an agent to a member below
 * (DOWNLINE). Moves between a member's own wallets are the wallet setting's (isSingle).
 */
export const TRANSFERS = ['UPLINE', 'DOWNLINE'] as const;
export type Transfer = (typeof TRANSFERS)[number];

/** How money comes in and goes out; the seed has PIX only (docs/payments.md). */
export const PAYMENT_METHODS = ['PIX'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * The player limits of the member centre (docs/responsible-gaming.md): money (centavos) for
 * DEPOSIT, LOSS and WAGER, bets for BET_COUNT, minutes of logged-in time for SESSION_TIME.
 */
export const LIMIT_KINDS = ['DEPOSIT', 'LOSS', 'WAGER', 'BET_COUNT', 'SESSION_TIME'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
/** Calendar periods in the profile's time zone: a day, a week from Monday, a month from the 1st. */
export const LIMIT_PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
/** How long a raise (or removal) of a limit waits before the member may confirm it. */
export const LIMIT_RAISE_COOL_DOWN_HOURS = 24;
/** Highest money limit a member may set: R$ 10 000 000,00 (centavos). */
export const LIMIT_AMOUNT_MAX = 1_000_000_000;
/** Highest bet-count limit. */
export const LIMIT_COUNT_MAX = 1_000_000;
/** Highest session-time limit of each period, in minutes: the whole day, week or longest month. */
export const SESSION_TIME_MAX_MINUTES = { DAY: 1_440, WEEK: 10_080, MONTH: 44_640 } as const satisfies Record<
  LimitPeriod,
  number
>;
/** The highest limit of a kind over a period, in the kind's unit (centavos, bets or minutes). */
export const limitMaximum = (kind: LimitKind, period: LimitPeriod): number => {
  switch (kind) {
    case 'DEPOSIT':
    case 'LOSS':
    case 'WAGER':
      return LIMIT_AMOUNT_MAX;
    case 'BET_COUNT':
      return LIMIT_COUNT_MAX;
    case 'SESSION_TIME':
      return SESSION_TIME_MAX_MINUTES[period];
    default: {
      const unknown: never = kind;
      throw new Error(`unknown limit kind ${String(unknown)}`);
    }
  }
};
/**
 * Why an amount does not fit a limit of its kind and period, as the field message's key and values
 * (FIELD_MESSAGES): a time limit in hours and minutes of its period, anything else too big; null
 * when it fits. The request schemas admit up to the money maximum; the server and the site then
 * check this.
 */
export const limitAmountProblem = (
  kind: LimitKind,
  period: LimitPeriod,
  amount: number | null,
): { messageKey: 'too_big' | 'sessionMinutes'; values: { hours: number; minutes: number } } | null => {
  const maximum = limitMaximum(kind, period);
  if (amount === null || amount <= maximum) return null;
  const values = { hours: maximum / 60, minutes: maximum };
  return { messageKey: kind === 'SESSION_TIME' ? 'sessionMinutes' : 'too_big', values };
};
/** A pause (time-out) or a self-exclusion: a member's break from play (docs/responsible-gaming.md). */
export const PLAY_BREAK_KINDS = ['PAUSE', 'SELF_EXCLUSION'] as const;
export type PlayBreakKind = (typeof PLAY_BREAK_KINDS)[number];
/** The lengths of a pause a member may choose: 24 hours, 7 days, 30 days, 6 weeks. */
export const PAUSE_DURATIONS = ['24H', '7D', '30D', '6W'] as const;
export type PauseDuration = (typeof PAUSE_DURATIONS)[number];
/** The lengths of a self-exclusion: 6 months, 1, 2 or 5 years, or with no end. */
export const SELF_EXCLUSION_DURATIONS = ['6M', '1Y', '2Y', '5Y', 'INDEFINITE'] as const;
export type SelfExclusionDuration = (typeof SELF_EXCLUSION_DURATIONS)[number];
