import { z } from 'zod';
import { LocalisedGameNames } from './studio-names.js';

/**
 * The studio's provably fair in-house games (docs/provably-fair.md): Dice, Mines, Plinko, Double
 * and Limbo, played over `/studio/api/fair/*` with a studio session (studio.ts). Amounts are integer
 * centavos; multipliers are integers in units of 1/10,000 ("E4": 2.0002× is 20002), exactly as paid.
 */

export const FAIR_GAME_KINDS = ['dice', 'mines', 'plinko', 'double', 'limbo'] as const;
export type FairGameKind = (typeof FAIR_GAME_KINDS)[number];

const Int = z.number().int();
const sessionId = z.string().trim().min(1).max(128);
const bet = z.number().int().positive();
/** 1–64 of A–Z a–z 0–9 _ -: no ':' so a HMAC message splits back into one seed, nonce and round. */
export const ClientSeed = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/u);

/** What every in-house game shows before the first bet (Brazilian rule) and bounds its bets by. */
const fairCommon = {
  gameCode: z.string(),
  names: LocalisedGameNames,
  /** House edge in basis points (100 = 1 %). */
  edgeBp: Int,
  /** Theoretical return to player, as a fraction (0.99 = 99 %). */
  rtp: z.number(),
  minBet: Int,
  maxBet: Int,
  /** The most one bet pays (stake included): a larger win is paid as this. */
  maxPayout: Int,
};

export const DiceGameInfo = z.object({
  kind: z.literal('dice'),
  ...fairCommon,
  /** Rolls are 0–10000 hundredths; a choice must win on minWinCount…maxWinCount of them. */
  outcomes: Int,
  minWinCount: Int,
  maxWinCount: Int,
});

export const MinesGameInfo = z.object({
  kind: z.literal('mines'),
  ...fairCommon,
  tiles: Int,
  minMines: Int,
  maxMines: Int,
  /** multipliers[mines][safePicks] in E4 (0 where the pick count is impossible). */
  multipliers: z.array(z.array(Int)),
});

export const PLINKO_RISK_LEVELS = ['low', 'medium', 'high'] as const;
export const PlinkoRiskLevel = z.enum(PLINKO_RISK_LEVELS);
export const PlinkoGameInfo = z.object({
  kind: z.literal('plinko'),
  ...fairCommon,
  rows: z.array(Int),
  risks: z.array(PlinkoRiskLevel),
  /** tables[risk][rows] = multiplier per landing slot (rows + 1 slots), E4. */
  tables: z.record(PlinkoRiskLevel, z.record(z.string(), z.array(Int))),
});

export const DOUBLE_COLOURS = ['white', 'red', 'black'] as const;
export const DoubleColour = z.enum(DOUBLE_COLOURS);
export const DoubleGameInfo = z.object({
  kind: z.literal('double'),
  ...fairCommon,
  /** The wheel's slots in order: slot n has colour wheel[n]. */
  wheel: z.array(DoubleColour),
  payouts: z.record(DoubleColour, Int),
});

export const LimboGameInfo = z.object({
  kind: z.literal('limbo'),
  ...fairCommon,
  /** Targets in hundredths (1.01× is 101). */
  minTarget: Int,
  maxTarget: Int,
});

// ---------------------------------------------------------------------------------------------
// Seeds

/** The active pair as the player may see it: never the server seed itself. */
export const FairSeedPair = z.object({ serverSeedHash: z.string(), clientSeed: z.string(), nonce: Int });
export type FairSeedPair = z.infer<typeof FairSeedPair>;
/** A retired pair: the server seed is public now, with how many bets it served (nonces 0…n−1). */
export const RevealedSeedPair = z.object({
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  betsPlayed: Int,
});
export type RevealedSeedPair = z.infer<typeof RevealedSeedPair>;

export const FairSeedsRequest = z.object({ sessionId });
export const FairSeedsResponse = z.object({
  active: FairSeedPair,
  /** The player's most recently revealed pairs, newest first. */
  revealed: z.array(RevealedSeedPair),
});
export type FairSeedsResponse = z.infer<typeof FairSeedsResponse>;

/**
 * Retires the active pair (revealing its server seed) and starts a new one at nonce 0. The new
 * client seed (ClientSeed's rule) is checked by the service, which answers `invalid-client-seed`.
 */
export const FairRotateRequest = z.object({ sessionId, clientSeed: z.string().trim().max(256).optional() });
export const FairRotateResponse = z.object({ revealed: RevealedSeedPair, active: FairSeedPair });
export type FairRotateResponse = z.infer<typeof FairRotateResponse>;

// ---------------------------------------------------------------------------------------------
// Bets

/** What a settled bet answers: its seeds (the nonce it took), multiplier, win and new balance. */
const settled = {
  roundId: z.string(),
  bet: Int,
  /**
   * The bet's multiplier as placed (shown before the result); what a win pays per unit staked.
   * Plinko: the table's highest, what the drop may pay (it pays its slot's multiplier).
   */
  multiplierE4: Int,
  /** Paid back, stake included (0 on a loss). */
  win: Int,
  balance: Int,
  seeds: FairSeedPair,
};

export const DiceRollRequest = z.object({
  sessionId,
  bet,
  direction: z.enum(['over', 'under']),
  /** Hundredths: over 50.50 is 5050. */
  target: Int,
});
export const DiceRollResponse = z.object({ ...settled, roll: Int });
export type DiceRollResponse = z.infer<typeof DiceRollResponse>;

export const PlinkoDropRequest = z.object({ sessionId, bet, rows: Int, risk: PlinkoRiskLevel });
export const PlinkoDropResponse = z.object({
  ...settled,
  /** 0 = left, 1 = right, one per row. */
  path: z.array(z.union([z.literal(0), z.literal(1)])),
  slot: Int,
});
export type PlinkoDropResponse = z.infer<typeof PlinkoDropResponse>;

export const DoubleSpinRequest = z.object({ sessionId, bet, colour: DoubleColour });
export const DoubleSpinResponse = z.object({ ...settled, slot: Int, colour: DoubleColour });
export type DoubleSpinResponse = z.infer<typeof DoubleSpinResponse>;

export const LimboPlayRequest = z.object({ sessionId, bet, target: Int });
export const LimboPlayResponse = z.object({ ...settled, result: Int });
export type LimboPlayResponse = z.infer<typeof LimboPlayResponse>;

/** A Mines game in play or ended. Mine tiles are shown only once it has ended. */
export const MinesGame = z.object({
  roundId: z.string(),
  bet: Int,
  mines: Int,
  /** Tiles picked so far (0–24, row by row), in order; in a lost game the last is the mine. */
  picks: z.array(Int),
  /** What cashing out now pays, per unit staked (0 before the first pick). */
  multiplierE4: Int,
  /** What the next safe pick would raise it to (0 when no safe tile is left). */
  nextMultiplierE4: Int,
  status: z.enum(['in-play', 'won', 'lost']),
  /** Set once ended. */
  mineTiles: z.array(Int).nullable(),
  win: Int,
  seeds: FairSeedPair,
});
export type MinesGame = z.infer<typeof MinesGame>;
export const MinesStartRequest = z.object({ sessionId, bet, mines: Int });
export const MinesPickRequest = z.object({ sessionId, roundId: z.string().trim().min(1).max(64), tile: Int });
export const MinesCashOutRequest = z.object({ sessionId, roundId: z.string().trim().min(1).max(64) });
export const MinesResponse = z.object({ game: MinesGame, balance: Int });
export type MinesResponse = z.infer<typeof MinesResponse>;
/** The player's unfinished game, if any, to resume (a Mines game lives until it is ended). */
export const MinesActiveRequest = z.object({ sessionId });
export const MinesActiveResponse = z.object({ game: MinesGame.nullable(), balance: Int });

// ---------------------------------------------------------------------------------------------
// Verify: recompute any round from its seeds, with no session and nothing stored.

/** The edge a round was played at (the round lookup's params.edgeBp); the current one when absent. */
const verifyEdgeBp = Int.optional();
export const FairVerifyRequest = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('dice'),
    serverSeed: z.string().trim().max(128),
    clientSeed: ClientSeed,
    nonce: Int.nonnegative(),
    direction: z.enum(['over', 'under']),
    target: Int,
    edgeBp: verifyEdgeBp,
  }),
  z.object({
    kind: z.literal('mines'),
    serverSeed: z.string().trim().max(128),
    clientSeed: ClientSeed,
    nonce: Int.nonnegative(),
    mines: Int,
  }),
  z.object({
    kind: z.literal('plinko'),
    serverSeed: z.string().trim().max(128),
    clientSeed: ClientSeed,
    nonce: Int.nonnegative(),
    rows: Int,
    risk: PlinkoRiskLevel,
    edgeBp: verifyEdgeBp,
  }),
  z.object({
    kind: z.literal('double'),
    serverSeed: z.string().trim().max(128),
    clientSeed: ClientSeed,
    nonce: Int.nonnegative(),
  }),
  z.object({
    kind: z.literal('limbo'),
    serverSeed: z.string().trim().max(128),
    clientSeed: ClientSeed,
    nonce: Int.nonnegative(),
    edgeBp: verifyEdgeBp,
  }),
]);
export type FairVerifyRequest = z.input<typeof FairVerifyRequest>;
export const FairVerifyResponse = z.object({
  kind: z.enum(FAIR_GAME_KINDS),
  /** SHA-256 of the server seed: compare it with the hash shown before play. */
  serverSeedHash: z.string(),
  /** The floats the outcome was drawn from, in order. */
  floats: z.array(z.number()),
  /** dice: the roll (hundredths); mines: mine tiles; plinko: path and slot; double: slot and colour; limbo: result (hundredths). */
  outcome: z.record(z.string(), z.unknown()),
});
export type FairVerifyResponse = z.infer<typeof FairVerifyResponse>;

/** A stored real-money round of a fair game, with its seeds (the server seed once revealed). */
export const FairRoundRequest = z.object({ roundId: z.string().trim().min(1).max(64) });
export const FairRoundResponse = z.object({
  roundId: z.string(),
  gameCode: z.string(),
  kind: z.enum(FAIR_GAME_KINDS),
  bet: Int,
  win: Int,
  createdAt: z.string(),
  serverSeedHash: z.string(),
  /** null while the pair is still active (the player rotates it to reveal). */
  serverSeed: z.string().nullable(),
  clientSeed: z.string(),
  nonce: Int,
  /** The player's choice (direction and target, mines, rows and risk, colour, target). */
  params: z.record(z.string(), z.unknown()),
  /** What was decided, in the same shape as the verify answer's outcome. */
  outcome: z.record(z.string(), z.unknown()),
});
export type FairRoundResponse = z.infer<typeof FairRoundResponse>;
