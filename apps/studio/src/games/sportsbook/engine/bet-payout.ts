import { SPORTS_NAMED_SYSTEMS } from '@platform/contracts';
import { SportsbookInputError } from './input-error.js';
import { ODDS_SCALE, assertOdds } from './odds.js';
import type { Outcome } from './outcome.js';

/**
 * What a bet returns, in integer centavos. A bet is one or more lines, each a combination of its
 * legs: a single is one line of one leg, an accumulator one line of every leg, a system every
 * combination of the sizes it names (a Trixie: the three doubles and the treble of three legs).
 *
 * A line returns its stake × the product of its legs' factors:
 *   WON → odds, VOID → 1, HALF_WON → (odds + 1) / 2, HALF_LOST → 1/2, LOST → 0.
 * The stake is split evenly over the lines as an exact fraction, the lines' returns are added,
 * and the bet's return is floored to the centavo once, then capped at the max payout. All of it
 * is exact: factors are fractions over 2000 (half-thousandths) multiplied as BigInt.
 */

export type LegOutcome = Outcome | 'OPEN';
export type BetLeg = { oddsE3: number; outcome: LegOutcome };

/** SYSTEM `sizes` are the combination sizes it bets: [2] is "2 from n", [2, 3] over 3 legs a Trixie. */
export type BetShape =
  { kind: 'SINGLE' } | { kind: 'ACCUMULATOR' } | { kind: 'SYSTEM'; sizes: readonly number[] };

/** The named full-cover systems, with the number of legs each is defined on (the contract's table). */
export const NAMED_SYSTEMS = SPORTS_NAMED_SYSTEMS;

export type NamedSystem = keyof typeof NAMED_SYSTEMS;

export const namedSystem = (name: NamedSystem): BetShape => ({
  kind: 'SYSTEM',
  sizes: NAMED_SYSTEMS[name].sizes,
});

/** "k from n": every combination of k of the bet's legs (2/3 is kFromN(2) over three legs). */
export const kFromN = (k: number): BetShape => ({ kind: 'SYSTEM', sizes: [k] });

export const MAX_LEGS = 20;
/** A system above this many lines is refused: its slip would be unreadable and its settlement slow. */
export const MAX_LINES = 1_024;

const combinationsOf = (legCount: number, size: number): number[][] => {
  const combinations: number[][] = [];
  const walk = (start: number, chosen: number[]): void => {
    if (chosen.length === size) {
      combinations.push(chosen);
      return;
    }
    for (let leg = start; leg <= legCount - (size - chosen.length); leg += 1) walk(leg + 1, [...chosen, leg]);
  };
  walk(0, []);
  return combinations;
};

const sizesOf = (shape: BetShape, legCount: number): readonly number[] => {
  switch (shape.kind) {
    case 'SINGLE':
      if (legCount !== 1)
        throw new SportsbookInputError('BET_SHAPE_INVALID', `a single has 1 leg, not ${legCount}`);
      return [1];
    case 'ACCUMULATOR':
      if (legCount < 2)
        throw new SportsbookInputError('BET_SHAPE_INVALID', 'an accumulator needs 2 legs or more');
      return [legCount];
    case 'SYSTEM': {
      const distinct = new Set(shape.sizes);
      const valid =
        shape.sizes.length > 0 &&
        distinct.size === shape.sizes.length &&
        shape.sizes.every((size) => Number.isInteger(size) && size >= 1 && size <= legCount);
      if (!valid)
        throw new SportsbookInputError('BET_SHAPE_INVALID', `sizes ${shape.sizes.join(',')} of ${legCount}`);
      return shape.sizes;
    }
    default: {
      const unknown: never = shape;
      throw new SportsbookInputError('BET_SHAPE_INVALID', JSON.stringify(unknown));
    }
  }
};

const binomial = (n: number, k: number): number => {
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - i + 1)) / i;
  return Math.round(result);
};

/** How many lines a bet of this shape has over this many legs (a Yankee: 11). */
export const lineCount = (shape: BetShape, legCount: number): number =>
  sizesOf(shape, legCount).reduce((sum, size) => sum + binomial(legCount, size), 0);

/** The lines of a bet, each as the indices of its legs. */
export const betLines = (shape: BetShape, legCount: number): number[][] => {
  if (!Number.isInteger(legCount) || legCount < 1 || legCount > MAX_LEGS) {
    throw new SportsbookInputError('BET_LEGS_INVALID', `${legCount}`);
  }
  if (lineCount(shape, legCount) > MAX_LINES) throw new SportsbookInputError('BET_TOO_MANY_LINES');
  return sizesOf(shape, legCount).flatMap((size) => combinationsOf(legCount, size));
};

/** Every factor is a fraction over this: half-thousandths, so (odds + 1) / 2 stays whole. */
export const FACTOR_DENOMINATOR = 2n * BigInt(ODDS_SCALE);

/** A settled leg's factor × 2000, exactly. */
export const legFactorNumerator = (leg: { oddsE3: number; outcome: Outcome }): bigint => {
  const odds = BigInt(leg.oddsE3);
  const scale = BigInt(ODDS_SCALE);
  switch (leg.outcome) {
    case 'WON':
      return 2n * odds;
    case 'HALF_WON':
      return odds + scale;
    case 'VOID':
      return 2n * scale;
    case 'HALF_LOST':
      return scale;
    case 'LOST':
      return 0n;
    default: {
      const unknown: never = leg.outcome;
      throw new SportsbookInputError('OUTCOME_UNKNOWN', String(unknown));
    }
  }
};

export const assertStake = (stakeMinor: number): void => {
  if (!Number.isSafeInteger(stakeMinor) || stakeMinor <= 0)
    throw new SportsbookInputError('STAKE_INVALID', `${stakeMinor}`);
};

export const assertMaxPayout = (maxPayoutMinor: number): void => {
  if (!Number.isSafeInteger(maxPayoutMinor) || maxPayoutMinor <= 0) {
    throw new SportsbookInputError('MAX_PAYOUT_INVALID', `${maxPayoutMinor}`);
  }
};

export type BetInput = {
  stakeMinor: number;
  shape: BetShape;
  legs: readonly BetLeg[];
  maxPayoutMinor: number;
};

export const assertBet = (bet: BetInput): void => {
  assertStake(bet.stakeMinor);
  assertMaxPayout(bet.maxPayoutMinor);
  bet.legs.forEach((leg) => assertOdds(leg.oddsE3));
  betLines(bet.shape, bet.legs.length);
};

/**
 * OPEN while some line still depends on an open leg; a line with a lost leg is decided at once,
 * so an accumulator with one lost leg settles (for 0) without waiting for its other matches.
 * `capped` says the max payout cut the return.
 */
export type BetSettlement =
  | { status: 'OPEN' }
  | { status: 'SETTLED'; returnMinor: number; uncappedReturnMinor: number; capped: boolean };

type SettledLeg = { oddsE3: number; outcome: Outcome };
type SettledBet = Extract<BetSettlement, { status: 'SETTLED' }>;

/**
 * floor(stake × Σ lines Π factors / lines), each line's product brought to the common
 * denominator 2000^legs, then capped. `paying` holds the lines with no lost leg.
 */
const payLines = (
  bet: Omit<BetInput, 'shape'>,
  paying: readonly SettledLeg[][],
  lines: number,
): SettledBet => {
  const legCount = bet.legs.length;
  const numerator = paying.reduce((sum, line) => {
    const padding = FACTOR_DENOMINATOR ** BigInt(legCount - line.length);
    return sum + line.reduce((product, leg) => product * legFactorNumerator(leg), padding);
  }, 0n);
  const denominator = BigInt(lines) * FACTOR_DENOMINATOR ** BigInt(legCount);
  const uncapped = (BigInt(bet.stakeMinor) * numerator) / denominator;
  const cap = BigInt(bet.maxPayoutMinor);
  const capped = uncapped > cap;
  // The cap keeps the paid amount a safe integer; the uncapped figure is for the record only.
  const uncappedReturnMinor =
    uncapped > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(uncapped);
  return { status: 'SETTLED', returnMinor: Number(capped ? cap : uncapped), uncappedReturnMinor, capped };
};

export const settleBet = (bet: BetInput): BetSettlement => {
  assertBet(bet);
  const lines = betLines(bet.shape, bet.legs.length);
  const paying: SettledLeg[][] = [];
  for (const line of lines) {
    const lineLegs = line.map((index) => bet.legs[index] as BetLeg);
    if (lineLegs.some((leg) => leg.outcome === 'LOST')) continue;
    const settled = lineLegs.filter((leg): leg is SettledLeg => leg.outcome !== 'OPEN');
    if (settled.length < lineLegs.length) return { status: 'OPEN' };
    paying.push(settled);
  }
  return payLines(bet, paying, lines.length);
};

/** What the bet returns if every leg wins: the "potential return" on the slip. */
export const potentialReturn = (bet: Omit<BetInput, 'legs'> & { oddsE3: readonly number[] }): number => {
  const legs = bet.oddsE3.map((oddsE3): SettledLeg => ({ oddsE3, outcome: 'WON' }));
  assertBet({ ...bet, legs });
  const lines = betLines(bet.shape, legs.length);
  const paying = lines.map((line) => line.map((index) => legs[index] as SettledLeg));
  return payLines({ ...bet, legs }, paying, lines.length).returnMinor;
};
