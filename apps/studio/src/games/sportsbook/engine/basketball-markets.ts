import {
  assertBasketballMarket,
  basketballMarketKey,
  basketballSelectionKeys,
  type BasketballMarket,
} from './basketball-market-keys.js';
import type { BasketballOutlook, ScoreChance } from './basketball-model.js';
import { outcomeOnBasketballScore } from './basketball-settlement.js';
import { fairSelectionOn, type SportFairMarket } from './sport-pricing.js';

/** The scores a market reads: the final score for the game's markets, a quarter's or half's own for theirs. */
const scoresFor = (outlook: BasketballOutlook, market: BasketballMarket): readonly ScoreChance[] => {
  switch (market.kind) {
    case 'QUARTER_RESULT':
      return outlook.quarters[market.quarter - 1] ?? [];
    case 'HALF_RESULT':
      return outlook.halves[market.half - 1] ?? [];
    default:
      return outlook.final;
  }
};

/**
 * Fair probabilities for each basketball market: settlement's own rule (basketball-settlement.ts,
 * outcomeOnBasketballScore) summed over every score the outlook holds, so a whole line's push
 * leaves the book and both sides of every line add up to 1.
 */
export const fairBasketballMarkets = (input: {
  outlook: BasketballOutlook;
  markets: readonly BasketballMarket[];
}): SportFairMarket<BasketballMarket>[] =>
  input.markets.map((market) => {
    assertBasketballMarket(market);
    const scenarios = scoresFor(input.outlook, market).map(({ score, probability }) => ({
      result: score,
      probability,
    }));
    const selections = basketballSelectionKeys(market).map((selection) =>
      fairSelectionOn({
        selection,
        scenarios,
        outcome: (score) => outcomeOnBasketballScore(market, selection, score),
      }),
    );
    return { key: basketballMarketKey(market), market, coverage: 1, selections };
  });
