import { describe, expect, it } from 'vitest';
import { BASIS_POINTS } from './margin.js';
import { ODDS_SCALE } from './odds.js';
import { priceSportMarkets } from './sport-pricing.js';
import { parseTennisMarketKey, tennisMarketsFor } from './tennis-market-keys.js';
import { fairTennisMarkets } from './tennis-markets.js';
import {
  advanceTennisState,
  matchStart,
  tennisOutlook,
  type SetsFormat,
  type TennisState,
} from './tennis-model.js';
import { settleTennisSelection } from './tennis-settlement.js';

const serve = { home: 0.65, away: 0.61 };
const outlookAt = (state: TennisState, format: SetsFormat = { kind: 'SETS', bestOf: 3 }) =>
  tennisOutlook({ serve, format, state });
const fairOf = (state: TennisState, key: string) => {
  const market = fairTennisMarkets({ outlook: outlookAt(state), markets: [parseTennisMarketKey(key)] })[0];
  if (!market) throw new Error(key);
  return Object.fromEntries(
    market.selections.map((selection) => [selection.key, selection.probability ?? 0]),
  );
};

describe('tennis markets', () => {
  it('adds up every fair book to 1 and every priced book to 1 + margin before rounding', () => {
    for (const bestOf of [3, 5] as const) {
      const outlook = outlookAt(matchStart('HOME'), { kind: 'SETS', bestOf });
      const fair = fairTennisMarkets({ outlook });
      expect(fair.map((market) => market.key)).toContain(`SB:BO${bestOf}`);
      for (const market of fair) {
        const total = market.selections.reduce((sum, selection) => sum + (selection.probability ?? 0), 0);
        expect(total).toBeCloseTo(1, 9);
      }
      for (const result of priceSportMarkets(fair, { marginBp: 600, method: 'POWER' })) {
        if (result.status !== 'PRICED') throw new Error(`${result.key} closed`);
        const implied = result.market.selections.reduce(
          (sum, selection) => sum + selection.impliedProbability,
          0,
        );
        expect(implied).toBeCloseTo(1 + 600 / BASIS_POINTS, 9);
        const offered = result.market.selections.reduce(
          (sum, selection) => sum + ODDS_SCALE / selection.oddsE3,
          0,
        );
        expect(offered).toBeGreaterThanOrEqual(implied - 1e-9);
      }
    }
  });

  it('centres the total games and handicap lines on the match', () => {
    const outlook = outlookAt(matchStart('AWAY'));
    const markets = tennisMarketsFor(outlook);
    const totals = markets.flatMap((market) =>
      market.kind === 'TOTAL_GAMES' ? [market.lineQuarters / 4] : [],
    );
    expect(totals).toHaveLength(8);
    const over = fairOf(matchStart('AWAY'), `TG:${totals[4]}`).OVER!;
    expect(over).toBeGreaterThan(0.3);
    expect(over).toBeLessThan(0.7);
  });

  it('moves prices the right way on a break of serve', () => {
    const level: TennisState = {
      sets: [],
      games: { home: 2, away: 2 },
      points: { home: 1, away: 3 },
      server: 'HOME',
    };
    const broken = advanceTennisState({ state: level, winner: 'AWAY', format: { kind: 'SETS', bestOf: 3 } });
    const saved = advanceTennisState({ state: level, winner: 'HOME', format: { kind: 'SETS', bestOf: 3 } });
    for (const key of ['TMW', 'FSW', 'GH:-1.5']) {
      expect(fairOf(broken, key)['1']).toBeLessThan(fairOf(level, key)['1']!);
      expect(fairOf(saved, key)['1']).toBeGreaterThan(fairOf(level, key)['1']!);
    }
    expect(fairOf(broken, 'SB:BO3')['0-2']).toBeGreaterThan(fairOf(level, 'SB:BO3')['0-2']!);
  });

  it('at match point won every selection is certain of the outcome settlement gives it', () => {
    const format: SetsFormat = { kind: 'SETS', bestOf: 3 };
    const last: TennisState = {
      sets: [{ home: 6, away: 4 }],
      games: { home: 5, away: 3 },
      points: { home: 3, away: 0 },
      server: 'HOME',
    };
    const done = advanceTennisState({ state: last, winner: 'HOME', format });
    const outlook = outlookAt(done);
    const markets = tennisMarketsFor(outlookAt(last));
    for (const market of fairTennisMarkets({ outlook, markets })) {
      for (const selection of market.selections) {
        const settled = settleTennisSelection({
          market: market.market,
          selection: selection.key,
          result: { status: 'COMPLETED', bestOf: 3, sets: done.sets },
        });
        expect(selection.outcomes[settled]).toBeCloseTo(1, 12);
      }
    }
  });
});
