import { describe, expect, it } from 'vitest';
import { expectedGoals, scoreOutlook } from './football-model.js';
import { priceMarket } from './margin.js';
import { fairMarkets } from './markets.js';
import { emptyDistribution } from './outcome.js';
import { fairSelectionOn, priceSportMarket, type SportFairMarket } from './sport-pricing.js';

const twoWay = (home: number): SportFairMarket<{ kind: 'TEST' }> => ({
  key: 'T',
  market: { kind: 'TEST' },
  coverage: 1,
  selections: [
    { key: '1', outcomes: { ...emptyDistribution(), WON: home, LOST: 1 - home }, probability: home },
    { key: '2', outcomes: { ...emptyDistribution(), WON: 1 - home, LOST: home }, probability: 1 - home },
  ],
});

describe('pricing a sport’s own markets', () => {
  it('prices exactly as margin.ts prices football’s markets', () => {
    const parameters = { baseGoals: 1.35, homeAdvantage: 1.25, rho: -0.08, maxGoals: 10 };
    const expected = expectedGoals({
      home: { attack: 1.3, defence: 1.1 },
      away: { attack: 1, defence: 1 },
      parameters,
    });
    for (const fair of fairMarkets(
      scoreOutlook({
        expected,
        parameters,
        state: { minute: 0, score: { home: 0, away: 0 }, halfTimeScore: null },
      }),
    )) {
      if (fair.coverage !== 1) continue;
      const own = priceSportMarket({ ...fair, coverage: 1 }, { marginBp: 700, method: 'POWER' });
      expect(own).toEqual(priceMarket(fair, { marginBp: 700, method: 'POWER' }));
    }
  });

  it('closes a decided market and one whose favourite is worth 1.01 or less', () => {
    expect(priceSportMarket(twoWay(1))).toEqual({ status: 'CLOSED', key: 'T', reason: 'DECIDED' });
    expect(priceSportMarket(twoWay(0.995))).toEqual({ status: 'CLOSED', key: 'T', reason: 'BELOW_MIN_ODDS' });
    expect(priceSportMarket(twoWay(0.5)).status).toBe('PRICED');
  });

  it('sums settlement’s rule over the scenarios, a push leaving the book', () => {
    const selection = fairSelectionOn({
      selection: 'OVER',
      scenarios: [
        { result: 1, probability: 0.25 },
        { result: 2, probability: 0.25 },
        { result: 3, probability: 0.5 },
      ],
      outcome: (total) => (total > 2 ? 'WON' : total === 2 ? 'VOID' : 'LOST'),
    });
    expect(selection.outcomes).toEqual({ ...emptyDistribution(), WON: 0.5, VOID: 0.25, LOST: 0.25 });
    expect(selection.probability).toBeCloseTo(0.5 / 0.75, 12);
  });
});
