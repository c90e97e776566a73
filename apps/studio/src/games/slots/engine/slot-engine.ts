import { compileSlot, type CompiledSlot } from './compiled-slot.js';
import { rowRange, type SlotDefinition } from './slot-definition.js';
import {
  evaluateColumns,
  type SlotClusterCredits,
  type SlotLineCredits,
  type SlotPosition,
  type SlotWaysCredits,
} from './slot-evaluation.js';
import type { UniformInt } from '../../../seeded-random.js';

/**
 * One spin, decided on the server from an injected uniform source: production passes
 * `crypto.randomInt`, simulations a seeded source. The client only renders the outcome.
 *
 * A round is a paid spin plus the free spins it triggers. The caller plays the free spins one by
 * one in free-spin mode (or all at once with playRound), passing what the round has won so far so
 * the round as a whole stays within the max win.
 */

export type SlotWin = (SlotLineCredits | SlotWaysCredits | SlotClusterCredits) & {
  /** Minor units, after the spin's multiplier, before any cap. */
  win: number;
};

export type SlotSpinMode = 'base' | 'free';

export type SlotOutcome = {
  code: string;
  mode: SlotSpinMode;
  bet: number;
  /** Per reel, the strip index shown on the top row. */
  stops: number[];
  /**
   * `window[row][reel]`: symbol ids as the client draws them. A reel of a variable-rows game that
   * shows fewer than `rows` rows has '' below its last cell.
   */
  window: string[][];
  /** Rows each reel shows this spin (all `rows` unless the game varies them). */
  reelHeights: number[];
  wins: SlotWin[];
  scatter: { count: number; positions: SlotPosition[]; win: number };
  freeSpinsAwarded: number;
  /** Multiplier applied to this spin's wins: the multiplier feature in base spins, the free-spin multiplier in free spins. */
  multiplier: number;
  /** What the spin pays, minor units: the sum of the wins, cut to what the round may still pay. */
  totalWin: number;
  /** The same before the max win cut. */
  uncappedWin: number;
  /** The round reached its max win with this spin: it pays no more and any free spins are forfeited. */
  roundCapReached: boolean;
  /** The most a round at this bet can pay, in bets: shown when the bet is placed (Brazilian rule). */
  potentialMaxMultiplier: number;
};

export type SpinRequest = {
  definition: SlotDefinition;
  /** Total bet in minor units; one of the definition's bet levels. */
  bet: number;
  random: UniformInt;
  /** Set to play a free spin of a round that has already paid `roundWinSoFar` minor units. */
  freeSpin?: { roundWinSoFar: number };
};

/**
 * One stop per reel, left to right. A variable-rows game first draws the reel's height (each of
 * minRows..rows equally likely), then its stop; the reel shows that many cells from the stop down.
 */
const drawColumns = (slot: CompiledSlot, random: UniformInt) => {
  const { min, max } = rowRange(slot.definition);
  const stops: number[] = [];
  const columns = slot.strips.map((strip) => {
    const height = min === max ? max : min + random(max - min + 1);
    const stop = random(strip.length);
    stops.push(stop);
    return Array.from({ length: height }, (_, row) => strip[(stop + row) % strip.length] ?? -1);
  });
  return { stops, columns };
};

/** Drawn on every base spin, win or not, so each spin consumes the same randomness. */
const drawMultiplier = (slot: CompiledSlot, random: UniformInt) => {
  const feature = slot.definition.multiplierFeature;
  if (!feature) return 1;
  const total = feature.outcomes.reduce((sum, outcome) => sum + outcome.weight, 0);
  let roll = random(total);
  for (const outcome of feature.outcomes) {
    if (roll < outcome.weight) return outcome.multiplier;
    roll -= outcome.weight;
  }
  return 1;
};

/** Exact: bet levels are multiples of betUnits, so the division leaves nothing; floor only guards. */
const moneyOf = (bet: number, credits: number, multiplier: number, betUnits: number) =>
  Math.floor((bet * credits * multiplier) / betUnits);

const windowOf = (slot: CompiledSlot, columns: number[][]) =>
  Array.from({ length: slot.definition.rows }, (_, row) =>
    columns.map((column) => (row < column.length ? (slot.ids[column[row] ?? -1] ?? '') : '')),
  );

export const isBetLevel = (definition: SlotDefinition, bet: number): boolean =>
  definition.betLevels.includes(bet);

export const spin = ({ definition, bet, random, freeSpin }: SpinRequest): SlotOutcome => {
  const slot = compileSlot(definition);
  if (!isBetLevel(definition, bet)) throw new RangeError(`${bet} is not a bet level of ${definition.code}.`);
  const mode: SlotSpinMode = freeSpin ? 'free' : 'base';
  const { stops, columns } = drawColumns(slot, random);
  const multiplier = freeSpin ? (definition.scatter?.freeSpinMultiplier ?? 1) : drawMultiplier(slot, random);
  const evaluation = evaluateColumns(slot, columns);
  const wins = evaluation.wins.map((win) => ({
    ...win,
    win: moneyOf(bet, win.credits, multiplier, definition.betUnits),
  }));
  const scatterCount = evaluation.scatter.count;
  const scatterBets = definition.scatter?.pays[scatterCount] ?? 0;
  const scatterWin = moneyOf(bet, scatterBets * definition.betUnits, multiplier, definition.betUnits);
  const uncappedWin = wins.reduce((sum, win) => sum + win.win, scatterWin);
  const roundLimit = Math.max(0, definition.maxWinMultiplier * bet - (freeSpin?.roundWinSoFar ?? 0));
  const roundCapReached = uncappedWin >= roundLimit;
  return {
    code: definition.code,
    mode,
    bet,
    stops,
    window: windowOf(slot, columns),
    reelHeights: columns.map((column) => column.length),
    wins,
    scatter: { ...evaluation.scatter, win: scatterWin },
    freeSpinsAwarded: roundCapReached ? 0 : (definition.scatter?.freeSpins[scatterCount] ?? 0),
    multiplier,
    totalWin: Math.min(uncappedWin, roundLimit),
    uncappedWin,
    roundCapReached,
    potentialMaxMultiplier: definition.maxWinMultiplier,
  };
};

export type SlotRound = {
  /** The paid spin first, then every free spin in the order played. */
  spins: SlotOutcome[];
  totalWin: number;
  freeSpinsPlayed: number;
  capReached: boolean;
};

/** A paid spin and all the free spins it leads to (retriggers add to the remaining count). */
export const playRound = ({ definition, bet, random }: Omit<SpinRequest, 'freeSpin'>): SlotRound => {
  const first = spin({ definition, bet, random });
  const spins = [first];
  let totalWin = first.totalWin;
  let remaining = first.freeSpinsAwarded;
  let capReached = first.roundCapReached;
  while (remaining > 0 && !capReached) {
    remaining -= 1;
    const next = spin({ definition, bet, random, freeSpin: { roundWinSoFar: totalWin } });
    spins.push(next);
    totalWin += next.totalWin;
    remaining += next.freeSpinsAwarded;
    capReached = next.roundCapReached;
  }
  return { spins, totalWin, freeSpinsPlayed: spins.length - 1, capReached };
};
