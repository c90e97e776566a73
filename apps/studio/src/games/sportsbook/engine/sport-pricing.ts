import {
  DEFAULT_MARGIN,
  priceMarket,
  type MarginConfig,
  type PricedMarket,
  type PricingResult,
} from './margin.js';
import type { FairSelection } from './markets.js';
import { effectiveProbability, emptyDistribution, type Outcome } from './outcome.js';

/**
 * Fair and priced markets of a sport's own market type (basketball's, tennis'), each wrapped into
 * the shared `Market` union only when it reaches the feed (sport-results.ts). The margin and its
 * closing rules are margin.ts's `priceMarket`, the same for every sport.
 */
export type SportFairMarket<M> = { key: string; market: M; coverage: 1; selections: FairSelection[] };

export type SportPricedMarket<M> = PricedMarket<M>;

export type SportPricingResult<M> = PricingResult<M>;

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

/** margin.ts's priceMarket, with its closing rules, for a sport's own market type. */
export const priceSportMarket = <M>(
  fair: SportFairMarket<M>,
  config: MarginConfig = DEFAULT_MARGIN,
): SportPricingResult<M> => priceMarket(fair, config);

export const priceSportMarkets = <M>(
  fair: readonly SportFairMarket<M>[],
  config: MarginConfig = DEFAULT_MARGIN,
): SportPricingResult<M>[] => fair.map((market) => priceSportMarket(market, config));
