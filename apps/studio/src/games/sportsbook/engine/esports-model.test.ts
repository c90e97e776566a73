import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ESPORTS_MODEL,
  SERIES_START,
  esportsOutlook,
  esportsStateFromScoreboard,
  mapsFormat,
  isSeriesOver,
  mapScore,
  mapWinProbability,
  seriesWinProbabilities,
  type EsportsMatchState,
  type MapsFormat,
} from './esports-model.js';
import type { EsportsTitle } from './feed.js';
import { SportsbookInputError } from './input-error.js';

const format = (bestOf: MapsFormat['bestOf'], rounds = false): MapsFormat => ({
  kind: 'MAPS',
  bestOf,
  roundsToWinMap: rounds ? 13 : null,
});

const seriesWin = (input: {
  homeMap: number;
  bestOf: MapsFormat['bestOf'];
  title?: EsportsTitle;
  state?: EsportsMatchState;
}) => {
  const title = input.title ?? 'LEAGUE_OF_LEGENDS';
  const rounds = title === 'CS2' || title === 'VALORANT';
  return seriesWinProbabilities(
    esportsOutlook({
      homeMap: input.homeMap,
      title,
      format: format(input.bestOf, rounds),
      state: input.state ?? SERIES_START,
    }),
  );
};

const binomial = (n: number, k: number): number => {
  let value = 1;
  for (let i = 1; i <= k; i += 1) value = (value * (n - k + i)) / i;
  return value;
};

const mapChance = fc.double({ min: 0.02, max: 0.98, noNaN: true });

describe('map chance from ratings', () => {
  it('is logistic in the rating gap: even at equal ratings, 10 to 1 at 400 points', () => {
    const parameters = DEFAULT_ESPORTS_MODEL;
    expect(mapWinProbability({ homeRating: 1700, awayRating: 1700, parameters })).toBe(0.5);
    expect(mapWinProbability({ homeRating: 1900, awayRating: 1500, parameters })).toBeCloseTo(10 / 11, 12);
    expect(
      mapWinProbability({
        homeRating: 1700,
        awayRating: 1700,
        parameters: { ...parameters, homeAdvantageElo: 50 },
      }),
    ).toBeGreaterThan(0.5);
    expect(() => mapWinProbability({ homeRating: Number.NaN, awayRating: 1500, parameters })).toThrow(
      SportsbookInputError,
    );
  });
});

describe('series from maps', () => {
  it('matches the closed forms: Bo1 p, Bo3 p²(3 − 2p), Bo5 p³(1 + 3q + 6q²), Bo2 p² / 2pq / q²', () => {
    fc.assert(
      fc.property(mapChance, (p) => {
        const q = 1 - p;
        expect(seriesWin({ homeMap: p, bestOf: 1 }).home).toBeCloseTo(p, 12);
        expect(seriesWin({ homeMap: p, bestOf: 3 }).home).toBeCloseTo(p * p * (3 - 2 * p), 12);
        expect(seriesWin({ homeMap: p, bestOf: 5 }).home).toBeCloseTo(p ** 3 * (1 + 3 * q + 6 * q * q), 12);
        const bo2 = seriesWin({ homeMap: p, bestOf: 2 });
        expect(bo2.home).toBeCloseTo(p * p, 12);
        expect(bo2.draw).toBeCloseTo(2 * p * q, 12);
        expect(bo2.away).toBeCloseTo(q * q, 12);
      }),
      { numRuns: 50 },
    );
  });

  it('sums the paths to every map score: P(3-k) = C(2 + k, k) p³ qᵏ in a Bo5, and the paths add up to 1', () => {
    const p = 0.62;
    const outlook = esportsOutlook({ homeMap: p, title: 'DOTA_2', format: format(5), state: SERIES_START });
    expect(outlook.paths.reduce((sum, path) => sum + path.probability, 0)).toBeCloseTo(1, 12);
    expect(outlook.paths).toHaveLength(20);
    for (let k = 0; k <= 2; k += 1) {
      const scoreChance = outlook.paths
        .filter(({ winners }) => mapScore(winners).home === 3 && mapScore(winners).away === k)
        .reduce((sum, path) => sum + path.probability, 0);
      expect(scoreChance).toBeCloseTo(binomial(2 + k, k) * p ** 3 * (1 - p) ** k, 12);
    }
    for (const { winners } of outlook.paths) {
      expect(isSeriesOver(winners, 5)).toBe(true);
      expect(isSeriesOver(winners.slice(0, -1), 5)).toBe(false);
    }
  });

  it('favours the stronger team more the longer the series', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.51, max: 0.98, noNaN: true }), (p) => {
        const bo1 = seriesWin({ homeMap: p, bestOf: 1 }).home;
        const bo3 = seriesWin({ homeMap: p, bestOf: 3 }).home;
        const bo5 = seriesWin({ homeMap: p, bestOf: 5 }).home;
        expect(bo1).toBeGreaterThan(0.5);
        expect(bo3).toBeGreaterThan(bo1);
        expect(bo5).toBeGreaterThan(bo3);
      }),
      { numRuns: 50 },
    );
  });

  it('moves the series price towards the team that wins a map, and settles it once the series is won', () => {
    fc.assert(
      fc.property(mapChance, fc.constantFrom<MapsFormat['bestOf']>(2, 3, 5), (p, bestOf) => {
        const before = seriesWin({ homeMap: p, bestOf }).home;
        const homeWon = seriesWin({
          homeMap: p,
          bestOf,
          state: { maps: [{ winner: 'HOME', rounds: null }], currentRounds: null },
        });
        const awayWon = seriesWin({
          homeMap: p,
          bestOf,
          state: { maps: [{ winner: 'AWAY', rounds: null }], currentRounds: null },
        });
        expect(homeWon.home).toBeGreaterThan(before);
        expect(awayWon.home).toBeLessThan(before);
        // The law of total probability: the price before the map is the average of the two after it.
        expect(p * homeWon.home + (1 - p) * awayWon.home).toBeCloseTo(before, 12);
      }),
      { numRuns: 50 },
    );
    const won = seriesWin({
      homeMap: 0.3,
      bestOf: 3,
      state: {
        maps: [
          { winner: 'HOME', rounds: null },
          { winner: 'HOME', rounds: null },
        ],
        currentRounds: null,
      },
    });
    expect(won).toEqual({ home: 1, draw: 0, away: 0 });
  });

  it('reprices from the round score of the map in play (CS2, Valorant)', () => {
    const title = 'CS2';
    const before = seriesWin({ homeMap: 0.5, bestOf: 3, title }).home;
    const leading = seriesWin({
      homeMap: 0.5,
      bestOf: 3,
      title,
      state: { maps: [], currentRounds: { home: 9, away: 3 } },
    }).home;
    const trailing = seriesWin({
      homeMap: 0.5,
      bestOf: 3,
      title,
      state: { maps: [], currentRounds: { home: 3, away: 9 } },
    }).home;
    expect(before).toBeCloseTo(0.5, 9);
    expect(leading).toBeGreaterThan(0.6);
    expect(trailing).toBeLessThan(0.4);
    const atZero = seriesWin({
      homeMap: 0.64,
      bestOf: 3,
      title: 'VALORANT',
      state: { maps: [], currentRounds: { home: 0, away: 0 } },
    });
    expect(atZero.home).toBeCloseTo(seriesWin({ homeMap: 0.64, bestOf: 3, title: 'VALORANT' }).home, 9);
  });

  it('refuses states the series cannot be in', () => {
    const lol = (state: EsportsMatchState) => () =>
      esportsOutlook({ homeMap: 0.5, title: 'LEAGUE_OF_LEGENDS', format: format(3), state });
    const cs = (state: EsportsMatchState) => () =>
      esportsOutlook({ homeMap: 0.5, title: 'CS2', format: format(3, true), state });
    const home = { winner: 'HOME', rounds: null } as const;
    expect(lol({ maps: [home, home, home], currentRounds: null })).toThrow(SportsbookInputError);
    expect(lol({ maps: [], currentRounds: { home: 1, away: 0 } })).toThrow(SportsbookInputError);
    expect(cs({ maps: [home], currentRounds: null })).toThrow(SportsbookInputError);
    expect(cs({ maps: [{ winner: 'AWAY', rounds: { home: 13, away: 4 } }], currentRounds: null })).toThrow(
      SportsbookInputError,
    );
    expect(cs({ maps: [], currentRounds: { home: 13, away: 4 } })).toThrow(SportsbookInputError);
    expect(() =>
      esportsOutlook({ homeMap: 1, title: 'DOTA_2', format: format(3), state: SERIES_START }),
    ).toThrow(SportsbookInputError);
  });
});

describe('series state from a feed scoreboard', () => {
  it('reads completed maps and the round score of the map in play', () => {
    const read = esportsStateFromScoreboard({
      title: 'CS2',
      format: mapsFormat('CS2', 3),
      scoreboard: {
        home: 0,
        away: 1,
        periods: [
          { period: 'MAP_1', home: 14, away: 16 },
          { period: 'MAP_2', home: 7, away: 4 },
        ],
      },
    });
    expect(read).toEqual({
      state: {
        maps: [{ winner: 'AWAY', rounds: { home: 14, away: 16 } }],
        currentRounds: { home: 7, away: 4 },
      },
      mapInPlay: true,
    });
  });

  it('reads a map without rounds as its winner, 0-0 while it is played', () => {
    const read = esportsStateFromScoreboard({
      title: 'DOTA_2',
      format: mapsFormat('DOTA_2', 3),
      scoreboard: {
        home: 1,
        away: 0,
        periods: [
          { period: 'MAP_1', home: 1, away: 0 },
          { period: 'MAP_2', home: 0, away: 0 },
        ],
      },
    });
    expect(read).toEqual({
      state: { maps: [{ winner: 'HOME', rounds: null }], currentRounds: null },
      mapInPlay: true,
    });
  });

  it('refuses periods out of order, a map in play before another, kills for a map, or a board that disagrees', () => {
    const lol = (scoreboard: Parameters<typeof esportsStateFromScoreboard>[0]['scoreboard']) => () =>
      esportsStateFromScoreboard({
        title: 'LEAGUE_OF_LEGENDS',
        format: mapsFormat('LEAGUE_OF_LEGENDS', 3),
        scoreboard,
      });
    expect(lol({ home: 1, away: 0, periods: [{ period: 'MAP_2', home: 1, away: 0 }] })).toThrow(
      SportsbookInputError,
    );
    expect(
      lol({
        home: 1,
        away: 0,
        periods: [
          { period: 'MAP_1', home: 0, away: 0 },
          { period: 'MAP_2', home: 1, away: 0 },
        ],
      }),
    ).toThrow(SportsbookInputError);
    expect(lol({ home: 0, away: 0, periods: [{ period: 'MAP_1', home: 12, away: 7 }] })).toThrow(
      SportsbookInputError,
    );
    expect(lol({ home: 0, away: 1, periods: [{ period: 'MAP_1', home: 1, away: 0 }] })).toThrow(
      SportsbookInputError,
    );
  });
});
