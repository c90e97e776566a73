import { fairSelectionOn, type SportFairMarket } from './sport-pricing.js';
import {
  assertTennisMarketFits,
  tennisMarketKey,
  tennisMarketsFor,
  tennisSelectionKeys,
  type TennisMarket,
} from './tennis-market-keys.js';
import type { TennisOutlook } from './tennis-model.js';
import { outcomeOnTennisSummary } from './tennis-settlement.js';

/**
 * Fair probabilities for each tennis market: settlement's own rule (tennis-settlement.ts,
 * outcomeOnTennisSummary) summed over every way the match can end. Retirements are not priced:
 * the model assumes the match is completed.
 */
export const fairTennisMarkets = (input: {
  outlook: TennisOutlook;
  markets?: readonly TennisMarket[];
}): SportFairMarket<TennisMarket>[] => {
  const { outlook } = input;
  const scenarios = outlook.endings.map(({ summary, probability }) => ({ result: summary, probability }));
  return (input.markets ?? tennisMarketsFor(outlook)).map((market) => {
    assertTennisMarketFits(market, outlook.format);
    const selections = tennisSelectionKeys(market).map((selection) =>
      fairSelectionOn({
        selection,
        scenarios,
        outcome: (summary) => outcomeOnTennisSummary(market, selection, summary),
      }),
    );
    return { key: tennisMarketKey(market), market, coverage: 1, selections };
  });
};
