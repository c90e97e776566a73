import { EngineInputError } from '../../../engine-input-error.js';

/**
 * Money and odds shared by every in-house game. Multipliers travel as integers scaled by 10,000
 * ("E4": 2.0002× is 20002) so payouts are exact in integer minor units; floats are for display only.
 */
export const MULTIPLIER_SCALE = 10_000;
/** House edges are integer basis points: 100 = 1 %. */
export const BASIS_POINTS = 10_000;
export const DEFAULT_EDGE_BP = 100;
/** No in-house game may be configured to keep more than 20 % of stakes. */
export const MAX_EDGE_BP = 2_000;

/** A player's choice or a configuration value the in-house games cannot accept. */
export class FairInputError extends EngineInputError {}

export const assertEdge = (edgeBp: number): void => {
  if (!Number.isInteger(edgeBp) || edgeBp < 0 || edgeBp > MAX_EDGE_BP) {
    throw new FairInputError('EDGE_OUT_OF_RANGE', `${edgeBp} bp`);
  }
};

/** The return a player is promised, as a fraction: 1 − edge. */
export const targetRtp = (edgeBp: number): number => (BASIS_POINTS - edgeBp) / BASIS_POINTS;

/** 20002 → 2.0002, for display and JSON. */
export const multiplierOf = (multiplierE4: number): number => multiplierE4 / MULTIPLIER_SCALE;

/**
 * What a winning bet returns (stake included), rounded down to the minor unit so the house never
 * pays a fraction it does not have. BigInt keeps bet × multiplier exact past 2^53.
 */
export const payoutMinor = (betMinor: number, multiplierE4: number): number => {
  if (!Number.isSafeInteger(betMinor) || betMinor < 0) throw new FairInputError('BET_INVALID', `${betMinor}`);
  if (!Number.isSafeInteger(multiplierE4) || multiplierE4 < 0) {
    throw new FairInputError('MULTIPLIER_INVALID', `${multiplierE4}`);
  }
  const payout = (BigInt(betMinor) * BigInt(multiplierE4)) / BigInt(MULTIPLIER_SCALE);
  if (payout > BigInt(Number.MAX_SAFE_INTEGER)) throw new FairInputError('PAYOUT_TOO_LARGE');
  return Number(payout);
};

/** C(n, k) exactly; the games need at most C(25, 12) = 5,200,300. */
export const binomial = (n: number, k: number): number => {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= Math.min(k, n - k); i += 1) result = (result * (n - i + 1)) / i;
  return Math.round(result);
};
