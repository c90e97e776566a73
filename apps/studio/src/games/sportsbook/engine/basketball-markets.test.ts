import { describe, expect, it } from 'vitest';
import { basketballMarketsFor, parseBasketballMarketKey } from './basketball-market-keys.js';
import { fairBasketballMarkets } from './basketball-markets.js';
import {
  TIP_OFF,
  basketballExpectation,
  basketballOutlook,
  type BasketballOutlook,
  type BasketballState,
} from './basketball-model.js';
import { settleBasketballSelection } from './basketball-settlement.js';
import { BASIS_POINTS } from './margin.js';
import { ODDS_SCALE } from './odds.js';
import { NBA_PARAMETERS } from './simulated-basketball-competitions.js';
import { priceSportMarkets } from './sport-pricing.js';

const parameters = NBA_PARAMETERS;
const expected = basketballExpectation({
  home: { offence: 2, defence: 1 },
  away: { offence: 1, defence: 2 },
  parameters,
});
const markets = basketballMarketsFor(expected);
const outlookAt = (state: BasketballState): BasketballOutlook =>
  basketballOutlook({ expected, parameters, state });
const fairOf = (outlook: BasketballOutlook, key: string) => {
  const market = fairBasketballMarkets({ outlook, markets: [parseBasketballMarketKey(key)] })[0];
  if (!market) throw new Error(key);
  return Object.fromEntries(
    market.selections.map((selection) => [selection.key, selection.probability ?? 0]),
  );
};
const preMatch = outlookAt(TIP_OFF);

describe('basketball markets', () => {
  it('offers the money line, spreads and totals around the game’s own lines, and every quarter and half', () => {
    const keys = markets.map((market) => market.kind);
    expect(keys.filter((kind) => kind === 'POINT_SPREAD')).toHaveLength(13);
    expect(keys.filter((kind) => kind === 'TOTAL_POINTS')).toHaveLength(13);
    expect(keys.filter((kind) => kind === 'QUARTER_RESULT')).toHaveLength(4);
    expect(keys.filter((kind) => kind === 'HALF_RESULT')).toHaveLength(2);
  });

  it('adds up every fair book to 1 and every priced book to 1 + margin before rounding', () => {
    const fair = fairBasketballMarkets({ outlook: preMatch, markets });
    for (const market of fair) {
      const total = market.selections.reduce((sum, selection) => sum + (selection.probability ?? 0), 0);
      expect(total).toBeCloseTo(1, 9);
    }
    for (const marginBp of [300, 500, 800]) {
      for (const result of priceSportMarkets(fair, { marginBp, method: 'POWER' })) {
        if (result.status !== 'PRICED') throw new Error(`${result.key} closed`);
        const implied = result.market.selections.reduce(
          (sum, selection) => sum + selection.impliedProbability,
          0,
        );
        expect(implied).toBeCloseTo(1 + marginBp / BASIS_POINTS, 9);
        const offered = result.market.selections.reduce(
          (sum, selection) => sum + ODDS_SCALE / selection.oddsE3,
          0,
        );
        expect(offered).toBeGreaterThanOrEqual(implied - 1e-9);
        expect(offered).toBeLessThan(implied + 0.05);
      }
    }
  });

  it('puts the main spread and total near even money', () => {
    const spread = fairOf(preMatch, `PS:${-Math.round(expected.margin) - 0.5}`);
    expect(spread['1']).toBeGreaterThan(0.4);
    expect(spread['1']).toBeLessThan(0.6);
    const total = fairOf(preMatch, `TP:${Math.round(expected.total) + 0.5}`);
    expect(total.OVER).toBeGreaterThan(0.4);
    expect(total.OVER).toBeLessThan(0.6);
  });

  it('moves prices the right way on a basket', () => {
    const state: BasketballState = {
      periods: [
        { home: 28, away: 28 },
        { home: 10, away: 10 },
      ],
      minutesPlayed: 18,
    };
    const basket: BasketballState = { ...state, periods: [state.periods[0]!, { home: 12, away: 10 }] };
    const [before, after] = [outlookAt(state), outlookAt(basket)];
    expect(fairOf(after, 'ML')['1']).toBeGreaterThan(fairOf(before, 'ML')['1']!);
    expect(fairOf(after, 'PS:-3.5')['1']).toBeGreaterThan(fairOf(before, 'PS:-3.5')['1']!);
    expect(fairOf(after, 'TP:230.5').OVER).toBeGreaterThan(fairOf(before, 'TP:230.5').OVER!);
    expect(fairOf(after, 'QR:2')['1']).toBeGreaterThan(fairOf(before, 'QR:2')['1']!);
    expect(fairOf(after, 'HR:1')['1']).toBeGreaterThan(fairOf(before, 'HR:1')['1']!);
    // The first quarter is over: its result is certain.
    expect(fairOf(before, 'QR:1')).toEqual({ '1': 0, X: 1, '2': 0 });
  });

  it('prices a whole line’s push out of the book', () => {
    const fair = fairBasketballMarkets({
      outlook: preMatch,
      markets: [parseBasketballMarketKey('TP:229')],
    })[0]!;
    const over = fair.selections.find((selection) => selection.key === 'OVER')!;
    expect(over.outcomes.VOID).toBeGreaterThan(0.01);
    expect(over.outcomes.WON + over.outcomes.VOID + over.outcomes.LOST).toBeCloseTo(1, 10);
  });

  it('at the final buzzer every selection is certain of the outcome settlement gives it', () => {
    const periods = [
      { home: 30, away: 25 },
      { home: 25, away: 30 },
      { home: 28, away: 27 },
      { home: 29, away: 27 },
    ];
    const outlook = outlookAt({ periods, minutesPlayed: 48 });
    for (const market of fairBasketballMarkets({ outlook, markets })) {
      for (const selection of market.selections) {
        const settled = settleBasketballSelection({
          market: market.market,
          selection: selection.key,
          result: { status: 'FINISHED', periods },
        });
        expect(selection.outcomes[settled]).toBeCloseTo(1, 12);
      }
    }
  });
});
