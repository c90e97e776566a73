import {
  DEFAULT_MARGIN,
  applyMargin,
  assertMargin,
  type MarginConfig,
  type PricedSelection,
} from './margin.js';
import type { FairSelection } from './markets.js';
import { MIN_ODDS_E3, ODDS_SCALE, roundOddsToTick } from './odds.js';
import { effectiveProbability, emptyDistribution, type Outcome } from './outcome.js';

/**
 * Fair and priced markets for the sports whose markets are not yet in the shared `Market` union
 * (market-keys.ts): basketball and tennis. The shapes mirror football's `FairMarket` and
 * `PricedMarket` with the sport's own market type, and the margin is the same `applyMargin`
 * (margin.ts) with the same closing rules, so once these markets join the shared union their fair
 * markets go through `priceMarket` unchanged.
 */
export type SportFairMarket<M> = { key: string; market: M; coverage: 1; selections: FairSelection[] };

export type SportPricedMarket<M> = { key: string; market: M; selections: PricedSelection[] };

export type SportPricingResult<M> =
  | { status: 'PRICED'; market: SportPricedMarket<M> }
  | { status: 'CLOSED'; key: string; reason: 'DECIDED' | 'BELOW_MIN_ODDS' };

/** One way the match (or the part a market reads) can end, with its chance. */
export type Scenario<R> = { result: R; probability: number };

/**
 * A selection's fair probability: settlement's own rule summed over every scenario, so a price is
 * always for the rule the bet is settled by (outcome.ts, effectiveProbability: a push leaves the
 * book).
 */
export const fairSelectionOn = <R>(input: {
  selection: string;
  scenarios: readonly Scenario<R>[];
  outcome: (result: R) => Outcome;
}): FairSelection => {
  const outcomes = emptyDistribution();
  for (const { result, probability } of input.scenarios) outcomes[input.outcome(result)] += probability;
  return { key: input.selection, outcomes, probability: effectiveProbability(outcomes) };
};

/**
 * margin.ts's priceMarket for a sport's own market type: selections that cannot win are left out,
 * a market with fewer than two live selections is DECIDED, one whose favourite is worth 1.01 or
 * less is BELOW_MIN_ODDS, and the rest are margined (applyMargin) and rounded down onto the ladder.
 */
export const priceSportMarket = <M>(
  fair: SportFairMarket<M>,
  config: MarginConfig = DEFAULT_MARGIN,
): SportPricingResult<M> => {
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
  const total = live.reduce((sum, selection) => sum + selection.probability, 0);
  const implied = applyMargin(
    live.map((selection) => selection.probability / total),
    config,
  ).map((p) => p * total);
  const selections = live.map((selection, index): PricedSelection => {
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

export const priceSportMarkets = <M>(
  fair: readonly SportFairMarket<M>[],
  config: MarginConfig = DEFAULT_MARGIN,
): SportPricingResult<M>[] => fair.map((market) => priceSportMarket(market, config));
