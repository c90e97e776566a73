import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairEsportsMarkets } from './esports-markets.js';
import {
  SERIES_START,
  esportsOutlook,
  mapsFormat,
  isSeriesOver,
  type EsportsMatchState,
  type MapResult,
  type MapsFormat,
} from './esports-model.js';
import { finalRoundScores, roundWinProbabilityFor, type RoundRules } from './esports-rounds.js';
import type { EsportsTitle } from './feed.js';
import { BASIS_POINTS, priceMarkets } from './margin.js';
import type { FairMarket } from './markets.js';
import { OUTCOMES } from './outcome.js';
import { settleSelection } from './settlement.js';

const formatOf = mapsFormat;

const fair = (input: {
  homeMap: number;
  title: EsportsTitle;
  bestOf: MapsFormat['bestOf'];
  state?: EsportsMatchState;
}) =>
  fairEsportsMarkets({
    title: input.title,
    outlook: esportsOutlook({
      homeMap: input.homeMap,
      title: input.title,
      format: formatOf(input.title, input.bestOf),
      state: input.state ?? SERIES_START,
    }),
  });

const byKey = (markets: readonly FairMarket[], key: string): FairMarket => {
  const found = markets.find((market) => market.key === key);
  if (!found) throw new Error(`no ${key}`);
  return found;
};
const probabilityOf = (markets: readonly FairMarket[], key: string, selection: string): number =>
  byKey(markets, key).selections.find((entry) => entry.key === selection)?.probability ?? Number.NaN;

const titles = fc.constantFrom<EsportsTitle>('CS2', 'VALORANT', 'LEAGUE_OF_LEGENDS', 'DOTA_2');
const bestOfs = fc.constantFrom<MapsFormat['bestOf']>(1, 2, 3, 5);
const mapChance = fc.double({ min: 0.1, max: 0.9, noNaN: true });

describe('fair e-sports markets', () => {
  it('give every selection outcomes adding up to 1 and every market a book of 1', () => {
    fc.assert(
      fc.property(mapChance, titles, bestOfs, (homeMap, title, bestOf) => {
        for (const market of fair({ homeMap, title, bestOf })) {
          for (const selection of market.selections) {
            expect(OUTCOMES.reduce((sum, outcome) => sum + selection.outcomes[outcome], 0)).toBeCloseTo(1, 9);
          }
          const book = market.selections.reduce((sum, selection) => sum + (selection.probability ?? 0), 0);
          expect(book, market.key).toBeCloseTo(market.coverage, 9);
        }
      }),
      { numRuns: 12 },
    );
  });

  it('after the margin, add up to 1 + margin, and favour the stronger team in every series and map market', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.55, max: 0.85, noNaN: true }),
        titles,
        bestOfs,
        (homeMap, title, bestOf) => {
          const markets = fair({ homeMap, title, bestOf });
          const marginBp = 600;
          for (const result of priceMarkets(markets, { marginBp, method: 'POWER' })) {
            if (result.status !== 'PRICED') continue;
            const implied = result.market.selections.reduce(
              (sum, selection) => sum + selection.impliedProbability,
              0,
            );
            expect(implied, result.market.key).toBeCloseTo(1 + marginBp / BASIS_POINTS, 9);
          }
          expect(probabilityOf(markets, 'MW', '1')).toBeGreaterThan(0.5);
          expect(probabilityOf(markets, 'MAP:1', '1')).toBeCloseTo(homeMap, 8);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('price the match winner as the model’s series chance, and a Bo2 draw as draw no bet does', () => {
    const p = 0.64;
    const bo3 = fair({ homeMap: p, title: 'DOTA_2', bestOf: 3 });
    expect(probabilityOf(bo3, 'MW', '1')).toBeCloseTo(p * p * (3 - 2 * p), 12);
    const bo2 = fair({ homeMap: p, title: 'DOTA_2', bestOf: 2 });
    const q = 1 - p;
    expect(probabilityOf(bo2, 'MW', '1')).toBeCloseTo((p * p) / (p * p + q * q), 12);
    expect(byKey(bo2, 'MW').selections[0]?.outcomes.VOID).toBeCloseTo(2 * p * q, 12);
    expect(probabilityOf(bo2, 'MW3', 'X')).toBeCloseTo(2 * p * q, 12);
    expect(probabilityOf(bo2, 'CMS:BO2', '1-1')).toBeCloseTo(2 * p * q, 12);
  });

  it('relate the series markets as their rules say', () => {
    const p = 0.58;
    const q = 1 - p;
    const bo3 = fair({ homeMap: p, title: 'LEAGUE_OF_LEGENDS', bestOf: 3 });
    expect(probabilityOf(bo3, 'TM:2.5', 'UNDER')).toBeCloseTo(p * p + q * q, 12);
    expect(probabilityOf(bo3, 'MH:-1.5', '1')).toBeCloseTo(probabilityOf(bo3, 'CMS:BO3', '2-0'), 12);
    expect(probabilityOf(bo3, 'CMS:BO3', '2-0') + probabilityOf(bo3, 'CMS:BO3', '2-1')).toBeCloseTo(
      probabilityOf(bo3, 'MW', '1'),
      12,
    );
    // Map 3 is played only at 1-1: void otherwise, and then an even contest of one map.
    expect(probabilityOf(bo3, 'MAP:3', '1')).toBeCloseTo(p, 12);
    expect(byKey(bo3, 'MAP:3').selections[0]?.outcomes.VOID).toBeCloseTo(p * p + q * q, 12);
    const bo5 = fair({ homeMap: p, title: 'DOTA_2', bestOf: 5 });
    expect(probabilityOf(bo5, 'TM:4.5', 'OVER')).toBeCloseTo(6 * p * p * q * q, 12);
  });

  it('price total rounds from the map’s round model, voided when the map is not reached', () => {
    const rules: RoundRules = { roundsToWin: 13, overtime: 'MR3' };
    const homeMap = 0.6;
    const finals = finalRoundScores({
      homeRound: roundWinProbabilityFor(homeMap, rules),
      from: { home: 0, away: 0 },
      rules,
    });
    const over = finals
      .filter(({ score }) => score.home + score.away > 21.5)
      .reduce((sum, e) => sum + e.probability, 0);
    const markets = fair({ homeMap, title: 'CS2', bestOf: 3 });
    expect(probabilityOf(markets, 'RT:1:21.5', 'OVER')).toBeCloseTo(over, 10);
    expect(probabilityOf(markets, 'RT:3:21.5', 'OVER')).toBeCloseTo(over, 10);
    expect(byKey(markets, 'RT:3:21.5').selections[0]?.outcomes.VOID).toBeCloseTo(
      homeMap ** 2 + (1 - homeMap) ** 2,
      8,
    );
    // The stronger team is favoured on the round handicap's even line too.
    expect(probabilityOf(markets, 'RH:1:-1.5', '1')).toBeGreaterThan(0.5);
  });

  it('reprice in play: a map won or a round lead moves every price the right way', () => {
    const homeMap = 0.5;
    const start = fair({ homeMap, title: 'VALORANT', bestOf: 3 });
    const wonMap: MapResult = { winner: 'HOME', rounds: { home: 13, away: 8 } };
    const afterMap = fair({
      homeMap,
      title: 'VALORANT',
      bestOf: 3,
      state: { maps: [wonMap], currentRounds: null },
    });
    expect(probabilityOf(afterMap, 'MW', '1')).toBeGreaterThan(probabilityOf(start, 'MW', '1'));
    expect(probabilityOf(afterMap, 'MW', '1')).toBeCloseTo(0.75, 8);
    expect(probabilityOf(afterMap, 'CMS:BO3', '0-2')).toBe(0);
    expect(probabilityOf(afterMap, 'MAP:1', '1')).toBe(1);
    expect(probabilityOf(afterMap, 'RT:1:20.5', 'OVER')).toBe(1);
    const leading = fair({
      homeMap,
      title: 'VALORANT',
      bestOf: 3,
      state: { maps: [wonMap], currentRounds: { home: 10, away: 4 } },
    });
    expect(probabilityOf(leading, 'MAP:2', '1')).toBeGreaterThan(0.9);
    expect(probabilityOf(leading, 'MW', '1')).toBeGreaterThan(probabilityOf(afterMap, 'MW', '1'));
    // A 10-4 lead points to a short map: fewer rounds to come than from 0-0.
    expect(probabilityOf(leading, 'RT:2:18.5', 'OVER')).toBeLessThan(
      probabilityOf(afterMap, 'RT:2:18.5', 'OVER'),
    );
  });

  it('price every selection by the rule that settles it: at the end each one is certain of its settlement', () => {
    // CS2 maps: regulation 13-k, or won in the n-th overtime block (16-13, 19-17, …).
    const cs2Map = fc
      .tuple(fc.boolean(), fc.nat(11), fc.nat(3), fc.nat(2))
      .map(([homeWins, loser, overtimes, lead]): MapResult => {
        const win = 13 + 3 * overtimes;
        const lose = overtimes === 0 ? loser : 9 + 3 * overtimes + lead;
        return homeWins
          ? { winner: 'HOME', rounds: { home: win, away: lose } }
          : { winner: 'AWAY', rounds: { home: lose, away: win } };
      });
    fc.assert(
      fc.property(bestOfs, fc.array(cs2Map, { minLength: 5, maxLength: 5 }), (bestOf, maps) => {
        const played: MapResult[] = [];
        for (const map of maps) {
          if (
            isSeriesOver(
              played.map((entry) => entry.winner),
              bestOf,
            )
          )
            break;
          played.push(map);
        }
        const outlook = esportsOutlook({
          homeMap: 0.55,
          title: 'CS2',
          format: formatOf('CS2', bestOf),
          state: { maps: played, currentRounds: null },
        });
        expect(outlook.paths).toHaveLength(1);
        const result = { status: 'MAPS_COMPLETED', bestOf, maps: played } as const;
        for (const market of fairEsportsMarkets({ outlook, title: 'CS2' })) {
          for (const selection of market.selections) {
            const settled = settleSelection({ market: market.market, selection: selection.key, result });
            expect(selection.outcomes[settled], `${market.key} ${selection.key}`).toBeCloseTo(1, 12);
          }
        }
      }),
      { numRuns: 30 },
    );
  });
});
