import { z } from 'zod';
import { LocalisedGameNames } from './studio-names.js';

/**
 * Crash in the built-in studio: multiplayer rounds over a WebSocket, each round's crash point from
 * a published hash chain (docs/provably-fair.md, docs/studio-crash.md). Amounts are integer
 * centavos; multipliers are in hundredths (2.35× is 235); times are the server's epoch ms.
 */
const Int = z.number().int();
const Hash = z.string().regex(/^[0-9a-f]{64}$/u);
const sessionId = z.string().trim().min(1).max(128);

/** The lowest cash-out (auto or by hand): 1.01×. */
export const CRASH_MIN_CASH_OUT = 101;
/** The highest crash point: 1,000,000×. */
export const CRASH_MAX_MULTIPLIER = 100_000_000;

/** The hash chain rounds are played from: its terminal hash and salt are public before play. */
export const CrashChain = z.object({
  terminalHash: Hash,
  salt: z.string(),
  /** Rounds in the chain; round n plays the chain's n-th hash. */
  length: Int,
});
export type CrashChain = z.infer<typeof CrashChain>;

export const CrashGameInfo = z.object({
  kind: z.literal('crash'),
  gameCode: z.string(),
  names: LocalisedGameNames,
  /** House edge in basis points (100 = 1 %). */
  edgeBp: Int,
  rtp: z.number(),
  minBet: Int,
  maxBet: Int,
  /** The most one bet may pay (stake included); a bet is cashed out when it reaches it. */
  maxPayout: Int,
  chain: CrashChain,
  /** How long bets are taken before a round flies, and the pause after a crash. */
  bettingMs: Int,
  pauseMs: Int,
  /** The curve: the multiplier t ms into the flight is floor(100 · e^(growthPerMs · t)) hundredths. */
  growthPerMs: z.number().positive(),
});
export type CrashGameInfo = z.infer<typeof CrashGameInfo>;

export const CRASH_PHASES = ['betting', 'flying', 'crashed'] as const;
export const CrashPhase = z.enum(CRASH_PHASES);
export type CrashPhase = z.infer<typeof CrashPhase>;

/** A bet of the round as every player sees it: the player is a short hash, never a name. */
export const CrashPlayerBet = z.object({
  player: z.string(),
  /** Free play on demo credits. */
  demo: z.boolean(),
  bet: Int,
  /** Set once cashed out: the multiplier and what it paid. */
  cashOut: Int.nullable(),
  win: Int.nullable(),
});
export type CrashPlayerBet = z.infer<typeof CrashPlayerBet>;

/** A finished round: anyone can check its hash against the terminal hash and its crash point. */
export const CrashHistoryEntry = z.object({ round: Int, crashPoint: Int, hash: Hash });
export type CrashHistoryEntry = z.infer<typeof CrashHistoryEntry>;

const roundBase = { round: Int, serverTime: Int };

/** What the socket pushes; the page sends nothing but may ping. */
export const CrashSocketMessage = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('snapshot'),
    ...roundBase,
    phase: CrashPhase,
    /** Betting: when bets close. */
    bettingEndsAt: Int.nullable(),
    /** Flying or crashed: when the flight began (the page draws the curve from it). */
    startedAt: Int.nullable(),
    /** Crashed: the round's crash point and hash. */
    crashPoint: Int.nullable(),
    hash: Hash.nullable(),
    bets: z.array(CrashPlayerBet),
    /** The last rounds, newest first. */
    history: z.array(CrashHistoryEntry),
    chain: CrashChain,
  }),
  z.object({ type: z.literal('betting'), ...roundBase, bettingEndsAt: Int, chain: CrashChain }),
  z.object({ type: z.literal('flying'), ...roundBase, startedAt: Int }),
  z.object({ type: z.literal('bet'), ...roundBase, bet: CrashPlayerBet }),
  z.object({
    type: z.literal('cashout'),
    ...roundBase,
    player: z.string(),
    cashOut: Int,
    win: Int,
  }),
  z.object({ type: z.literal('crash'), ...roundBase, crashPoint: Int, hash: Hash }),
]);
export type CrashSocketMessage = z.infer<typeof CrashSocketMessage>;

export const CrashBetRequest = z.object({
  sessionId,
  bet: z.number().int().positive(),
  /** Cash out by itself at this multiplier (hundredths, at least 1.01×). */
  autoCashOut: z.number().int().min(CRASH_MIN_CASH_OUT).max(CRASH_MAX_MULTIPLIER).nullable().optional(),
});
export type CrashBetRequest = z.input<typeof CrashBetRequest>;

export const CrashBetResponse = z.object({
  round: Int,
  bet: Int,
  autoCashOut: Int.nullable(),
  /** How the round's list shows this player. */
  player: z.string(),
  balance: Int,
});
export type CrashBetResponse = z.infer<typeof CrashBetResponse>;

export const CrashCashOutRequest = z.object({ sessionId });
export type CrashCashOutRequest = z.input<typeof CrashCashOutRequest>;

export const CrashCashOutResponse = z.object({
  round: Int,
  /** The multiplier on the server's clock when the cash-out arrived (hundredths). */
  cashOut: Int,
  win: Int,
  balance: Int,
});
export type CrashCashOutResponse = z.infer<typeof CrashCashOutResponse>;

export const CrashStateRequest = z.object({ sessionId });
export type CrashStateRequest = z.input<typeof CrashStateRequest>;

/** The session's balance and its bet in the current round, once that bet's money has moved. */
export const CrashStateResponse = z.object({
  balance: Int,
  bet: z
    .object({
      round: Int,
      bet: Int,
      autoCashOut: Int.nullable(),
      player: z.string(),
      cashOut: Int.nullable(),
      win: Int.nullable(),
    })
    .nullable(),
});
export type CrashStateResponse = z.infer<typeof CrashStateResponse>;
