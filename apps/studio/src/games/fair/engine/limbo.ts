import { generateFloats, verifyWithSeeds, type RoundSeeds, type Verified } from './fair-random.js';
import { BASIS_POINTS, DEFAULT_EDGE_BP, FairInputError, assertEdge } from './payout.js';

/**
 * Limbo: one float → a result multiplier in hundredths, the player wins when it reaches the
 * target they chose. With n = floor(float × 2^32), a whole number 0 … 2^32 − 1,
 *   result = max(1.00, floor((1 − edge) × 2^32 / (n + 1) × 100) / 100), capped at 1,000,000×.
 * For a target T (hundredths, 101 ≤ T ≤ the cap): result ≥ T ⇔ n + 1 ≤ (1 − edge)·2^32·100/T, so
 * P(win) = floor((1 − edge)·2^32·100/T) / 2^32 and the return T/100 · P(win) is 1 − edge to
 * within T/100/2^32 (docs/provably-fair.md). The same form as the crash point, on 32 bits.
 */

export const LIMBO_FLOAT_BITS = 32;
const TWO_POW_32 = 2n ** 32n;
export const LIMBO_MIN_RESULT = 100;
/** The lowest target: 1.01×. A target of 1.00× would always win its stake back. */
export const LIMBO_MIN_TARGET = 101;
/** 1,000,000×, as Crash: the highest result and the highest target. */
export const LIMBO_MAX_HUNDREDTHS = 100_000_000;
export const LIMBO_MAX_TARGET = LIMBO_MAX_HUNDREDTHS;

export type LimboOutcome = {
  /** Hundredths: 267 is a result of 2.67×. */
  result: number;
  win: boolean;
  /** The bet's multiplier (the target, shown when placed). */
  multiplierE4: number;
  /** What the bet returns per unit staked: multiplierE4 on a win, 0 on a loss. */
  payoutMultiplierE4: number;
};

export const assertLimboTarget = (targetHundredths: number): void => {
  if (
    !Number.isInteger(targetHundredths) ||
    targetHundredths < LIMBO_MIN_TARGET ||
    targetHundredths > LIMBO_MAX_TARGET
  ) {
    throw new FairInputError('LIMBO_TARGET_OUT_OF_RANGE', `${targetHundredths}`);
  }
};

/** n: the float's 32 bits as a whole number (exact: a float is a multiple of 2^-32). */
export const limboIntFromFloat = (float: number): number => Math.floor(float * 2 ** LIMBO_FLOAT_BITS);

/** The formula above in exact integers, for n in 0 … 2^32 − 1; hundredths. */
export const limboResultFromInt = (n: number, edgeBp: number = DEFAULT_EDGE_BP): number => {
  assertEdge(edgeBp);
  if (!Number.isInteger(n) || n < 0 || n >= 2 ** LIMBO_FLOAT_BITS) {
    throw new FairInputError('LIMBO_BITS_INVALID', `${n}`);
  }
  const hundredths = (BigInt(BASIS_POINTS - edgeBp) * TWO_POW_32) / (100n * BigInt(n + 1));
  if (hundredths > BigInt(LIMBO_MAX_HUNDREDTHS)) return LIMBO_MAX_HUNDREDTHS;
  return Math.max(LIMBO_MIN_RESULT, Number(hundredths));
};

export const limboResultFromFloat = (float: number, edgeBp: number = DEFAULT_EDGE_BP): number =>
  limboResultFromInt(limboIntFromFloat(float), edgeBp);

/** The target is the multiplier: T hundredths pay T × 100 in E4. */
export const limboMultiplierE4 = (targetHundredths: number): number => {
  assertLimboTarget(targetHundredths);
  return targetHundredths * 100;
};

/** The outcome for a given result: the pure mapping the RTP search walks. */
export const settleLimboResult = (result: number, targetHundredths: number): LimboOutcome => {
  const multiplierE4 = limboMultiplierE4(targetHundredths);
  const win = result >= targetHundredths;
  return { result, win, multiplierE4, payoutMultiplierE4: win ? multiplierE4 : 0 };
};

export const settleLimbo = (input: { float: number; target: number; edgeBp?: number }): LimboOutcome => {
  assertLimboTarget(input.target);
  return settleLimboResult(limboResultFromFloat(input.float, input.edgeBp), input.target);
};

export const playLimbo = (input: { seeds: RoundSeeds; target: number; edgeBp?: number }): LimboOutcome => {
  assertLimboTarget(input.target);
  const [float] = generateFloats(input.seeds, 1);
  return settleLimbo({ float: float ?? 0, target: input.target, edgeBp: input.edgeBp });
};

/** Recompute a past limbo bet from the revealed server seed (checked against its hash). */
export const verifyLimbo = (
  input: RoundSeeds & { serverSeedHash: string; target: number; edgeBp?: number },
): Verified<LimboOutcome> =>
  verifyWithSeeds(input, (seeds) => playLimbo({ seeds, target: input.target, edgeBp: input.edgeBp }));
