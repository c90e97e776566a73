import { SportsbookInputError } from './input-error.js';
import type { Market } from './market-keys.js';
import type { FairMarket } from './markets.js';
import { MIN_ODDS_E3, ODDS_SCALE, roundOddsToTick } from './odds.js';

/**
 * From fair probabilities to offered odds. The margin is an overround in basis points: 500 means
 * a market's implied probabilities add up to 1.05 (a double chance market, covering each result
 * twice, to 2 × 1.05).
 *
 * - POWER (the default): implied = fairᵏ, with k < 1 solved so the implied add up to 1 + margin.
 *   Long shots take relatively more of the margin than favourites, as bettors' favourite–long-shot
 *   bias calls for, and no implied probability can pass 1, so a heavy favourite's odds stay above
 *   1.00.
 * - PROPORTIONAL: implied = fair × (1 + margin): simple, the same relative margin on every
 *   selection, but a selection above 1 / (1 + margin) would be priced below 1.00 and is held at
 *   the minimum odds.
 *
 * Odds are then rounded down onto the tick ladder (odds.ts), which only adds margin, and held in
 * [1.01, 1000].
 */
export type MarginMethod = 'POWER' | 'PROPORTIONAL';

export type MarginConfig = { marginBp: number; method: MarginMethod };

export const BASIS_POINTS = 10_000;
/** A book keeping more than 30 % of stakes is an error, not a price. */
export const MAX_MARGIN_BP = 3_000;
export const DEFAULT_MARGIN: MarginConfig = { marginBp: 500, method: 'POWER' };

export type PricedSelection = {
  key: string;
  oddsE3: number;
  /** 1 / fair odds. */
  fairProbability: number;
  /** The margined probability before rounding onto the ladder. */
  impliedProbability: number;
};

/** A priced market of any sport's market type (football's `Market` unless said). */
export type PricedMarket<M = Market> = { key: string; market: M; selections: PricedSelection[] };

/**
 * A market is closed rather than priced when
 * - DECIDED: fewer than two selections can still win (a total already passed in play);
 * - BELOW_MIN_ODDS: a selection is so likely (fair probability at least 1 / 1.01) that even the
 *   minimum odds would pay more than it is worth.
 * Below that, a selection whose margined odds fall under 1.01 is offered at 1.01, which still
 * keeps an edge on it.
 */
export type PricingResult<M = Market> =
  | { status: 'PRICED'; market: PricedMarket<M> }
  | { status: 'CLOSED'; key: string; reason: 'DECIDED' | 'BELOW_MIN_ODDS' };

export const assertMargin = (config: MarginConfig): void => {
  if (!Number.isInteger(config.marginBp) || config.marginBp < 0 || config.marginBp > MAX_MARGIN_BP) {
    throw new SportsbookInputError('MARGIN_OUT_OF_RANGE', `${config.marginBp} bp`);
  }
};

/** Bisection on k in (0, 1]: Σ pᵏ falls from the count of live selections (k → 0) to 1 (k = 1). */
const solvePowerExponent = (probabilities: readonly number[], target: number): number => {
  let low = 0;
  let high = 1;
  for (let iteration = 0; iteration < 100; iteration += 1) {
    const middle = (low + high) / 2;
    const sum = probabilities.reduce((total, p) => total + p ** middle, 0);
    if (sum > target) low = middle;
    else high = middle;
  }
  return (low + high) / 2;
};

export const applyMargin = (probabilities: readonly number[], config: MarginConfig): number[] => {
  const overround = 1 + config.marginBp / BASIS_POINTS;
  switch (config.method) {
    case 'PROPORTIONAL':
      return probabilities.map((p) => p * overround);
    case 'POWER': {
      const exponent = solvePowerExponent(probabilities, overround);
      return probabilities.map((p) => p ** exponent);
    }
    default: {
      const unknown: never = config.method;
      throw new SportsbookInputError('MARGIN_METHOD_UNKNOWN', String(unknown));
    }
  }
};

/**
 * Prices one market. Selections that can no longer win are left out (a page shows nothing for
 * them). The others are margined as one book scaled to add up to 1 and scaled back after, so
 * double chance, whose book adds up to 2, takes the same margin per result as 1X2.
 */
export const priceMarket = <M = Market>(
  fair: Pick<FairMarket, 'key' | 'selections'> & { market: M },
  config: MarginConfig = DEFAULT_MARGIN,
): PricingResult<M> => {
  assertMargin(config);
  const live = fair.selections.flatMap((selection) =>
    selection.probability !== null && selection.probability > 0
      ? [{ key: selection.key, probability: selection.probability }]
      : [],
  );
  if (live.length < 2) return { status: 'CLOSED', key: fair.key, reason: 'DECIDED' };
  if (live.some((selection) => selection.probability * MIN_ODDS_E3 >= ODDS_SCALE)) {
    return { status: 'CLOSED', key: fair.key, reason: 'BELOW_MIN_ODDS' };
  }
  // The live total is the market's coverage up to float error; scaling by it rather than the
  // nominal coverage makes the margined book add up to exactly total × (1 + margin).
  const total = live.reduce((sum, selection) => sum + selection.probability, 0);
  const implied = applyMargin(
    live.map((selection) => selection.probability / total),
    config,
  ).map((p) => p * total);
  const selections = live.map((selection, index) => {
    const impliedProbability = implied[index] ?? 0;
    return {
      key: selection.key,
      oddsE3: roundOddsToTick(1 / impliedProbability),
      fairProbability: selection.probability,
      impliedProbability,
    };
  });
  return { status: 'PRICED', market: { key: fair.key, market: fair.market, selections } };
};

/** Prices a list of fair markets with one margin. */
export const priceMarkets = (
  fair: readonly FairMarket[],
  config: MarginConfig = DEFAULT_MARGIN,
): PricingResult[] => fair.map((market) => priceMarket(market, config));
