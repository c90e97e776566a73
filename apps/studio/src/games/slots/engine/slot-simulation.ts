import type { SlotDefinition } from './slot-definition.js';
import { playRound } from './slot-engine.js';
import { seededUniformInt } from '../../../seeded-random.js';

/**
 * Plays paid spins through the production engine (playRound, caps included) with a seeded source:
 * the check that the engine pays what exactRtp says, and the source of hit frequency and
 * volatility, which have no cheap closed form. A "spin" is a paid spin with every free spin it
 * leads to, so the figures are what a player's stake sees.
 */
export type SimulationResult = {
  spins: number;
  /** Total paid back per unit bet. */
  rtp: number;
  /** Share of paid spins whose round pays anything. */
  hitFrequency: number;
  /** Standard deviation of a round's win, in bets: the volatility figure. */
  standardDeviation: number;
  /** standardDeviation / √spins: the sampling error of `rtp`. */
  standardError: number;
  /** Largest round win seen, in bets. */
  maxWin: number;
  /** Share of paid spins that triggered free spins. */
  triggerFrequency: number;
  /** Rounds stopped by the max win cap. */
  capHits: number;
  /**
   * Return the cap took away, per unit bet: what capped spins would have paid beyond it. A lower
   * bound, since free spins forfeited after the cap are not played.
   */
  capLoss: number;
};

export type SimulationRequest = {
  definition: SlotDefinition;
  spins: number;
  seed: string;
  /** Defaults to the smallest level; wins are exact multiples of the bet, so the level does not matter. */
  bet?: number;
};

export const simulate = ({ definition, spins, seed, bet }: SimulationRequest): SimulationResult => {
  const stake = bet ?? definition.betLevels[0] ?? 0;
  const random = seededUniformInt(seed);
  let paid = 0;
  let squares = 0;
  let hits = 0;
  let maxWin = 0;
  let triggers = 0;
  let capHits = 0;
  let capped = 0;
  for (let count = 0; count < spins; count += 1) {
    const round = playRound({ definition, bet: stake, random });
    const win = round.totalWin / stake;
    paid += win;
    squares += win * win;
    if (win > 0) hits += 1;
    if (win > maxWin) maxWin = win;
    if (round.freeSpinsPlayed > 0) triggers += 1;
    if (round.capReached) capHits += 1;
    for (const outcome of round.spins) capped += (outcome.uncappedWin - outcome.totalWin) / stake;
  }
  const rtp = paid / spins;
  const standardDeviation = Math.sqrt(Math.max(0, squares / spins - rtp * rtp));
  return {
    spins,
    rtp,
    hitFrequency: hits / spins,
    standardDeviation,
    standardError: standardDeviation / Math.sqrt(spins),
    maxWin,
    triggerFrequency: triggers / spins,
    capHits,
    capLoss: capped / spins,
  };
};
