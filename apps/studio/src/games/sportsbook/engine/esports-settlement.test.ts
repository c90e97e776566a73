import { describe, expect, it } from 'vitest';
import { esportsMarketsFor } from './esports-market-keys.js';
import type { MapResult } from './esports-model.js';
import { esportsFinalResultFromFeed, type EsportsFinalResult } from './esports-settlement.js';
import type { FeedResult, PeriodScore } from './feed.js';
import { SportsbookInputError } from './input-error.js';
import { parseMarketKey, selectionKeys } from './market-keys.js';
import type { Outcome } from './outcome.js';
import { settleSelection, type FinalResult } from './settlement.js';

/** "13-7" is a CS2 map with its rounds; "H" and "A" a map without rounds. */
const map = (text: string): MapResult => {
  if (text === 'H' || text === 'A') return { winner: text === 'H' ? 'HOME' : 'AWAY', rounds: null };
  const [home, away] = text.split('-').map(Number) as [number, number];
  return { winner: home > away ? 'HOME' : 'AWAY', rounds: { home, away } };
};

const completed = (bestOf: 1 | 2 | 3 | 5, ...maps: string[]): EsportsFinalResult => ({
  status: 'MAPS_COMPLETED',
  bestOf,
  maps: maps.map(map),
});
const abandoned = (bestOf: 1 | 2 | 3 | 5, ...maps: string[]): EsportsFinalResult => ({
  status: 'MAPS_ABANDONED',
  bestOf,
  maps: maps.map(map),
});

const settle = (key: string, selection: string, result: FinalResult): Outcome =>
  settleSelection({ market: parseMarketKey(key), selection, result });

describe('e-sports settlement on crafted results', () => {
  // CS2 Bo3: home wins map 1 13-9, loses map 2 16-19 in overtime, wins map 3 13-11.
  const bo3 = completed(3, '13-9', '16-19', '13-11');

  it('settles the series markets', () => {
    expect(settle('MW', '1', bo3)).toBe('WON');
    expect(settle('MW', '2', bo3)).toBe('LOST');
    expect(settle('TM:2.5', 'OVER', bo3)).toBe('WON');
    expect(settle('TM:2.5', 'UNDER', bo3)).toBe('LOST');
    expect(settle('MH:-1.5', '1', bo3)).toBe('LOST');
    expect(settle('MH:-1.5', '2', bo3)).toBe('WON');
    expect(settle('MH:1.5', '1', bo3)).toBe('WON');
    expect(settle('CMS:BO3', '2-1', bo3)).toBe('WON');
    expect(settle('CMS:BO3', '2-0', bo3)).toBe('LOST');
    const sweep = completed(3, '5-13', '10-13');
    expect(settle('MW', '2', sweep)).toBe('WON');
    expect(settle('TM:2.5', 'UNDER', sweep)).toBe('WON');
    expect(settle('MH:1.5', '2', sweep)).toBe('WON');
    expect(settle('CMS:BO3', '0-2', sweep)).toBe('WON');
  });

  it('settles map winners, and voids the map the series never reached', () => {
    expect(settle('MAP:1', '1', bo3)).toBe('WON');
    expect(settle('MAP:2', '1', bo3)).toBe('LOST');
    expect(settle('MAP:2', '2', bo3)).toBe('WON');
    const sweep = completed(3, '13-5', '13-10');
    expect(settle('MAP:3', '1', sweep)).toBe('VOID');
    expect(settle('MAP:3', '2', sweep)).toBe('VOID');
    expect(settle('RT:3:21.5', 'OVER', sweep)).toBe('VOID');
  });

  it('settles total rounds and round handicaps on the map’s rounds, overtime included', () => {
    expect(settle('RT:1:21.5', 'OVER', bo3)).toBe('WON'); // 22 rounds
    expect(settle('RT:1:22.5', 'OVER', bo3)).toBe('LOST');
    expect(settle('RT:2:24.5', 'OVER', bo3)).toBe('WON'); // 35 rounds
    expect(settle('RH:1:-3.5', '1', bo3)).toBe('WON'); // 13-9: +4
    expect(settle('RH:1:-4.5', '1', bo3)).toBe('LOST');
    expect(settle('RH:2:-2.5', '2', bo3)).toBe('WON'); // away won 19-16 by 3
    expect(settle('RH:2:2.5', '1', bo3)).toBe('LOST');
    expect(settle('RH:3:-2', '1', bo3)).toBe('VOID'); // a whole line pushes: 13-11 is exactly +2
    expect(settle('RH:3:-1.75', '1', bo3)).toBe('HALF_WON');
  });

  it('a Bo2 draw voids the two-way match winner and wins the draw of the three-way', () => {
    const draw = completed(2, 'H', 'A');
    expect(settle('MW', '1', draw)).toBe('VOID');
    expect(settle('MW', '2', draw)).toBe('VOID');
    expect(settle('MW3', 'X', draw)).toBe('WON');
    expect(settle('MW3', '1', draw)).toBe('LOST');
    expect(settle('CMS:BO2', '1-1', draw)).toBe('WON');
    const homeSweep = completed(2, 'H', 'H');
    expect(settle('MW', '1', homeSweep)).toBe('WON');
    expect(settle('MW3', '1', homeSweep)).toBe('WON');
    expect(settle('MW3', 'X', homeSweep)).toBe('LOST');
  });

  it('an abandoned or forfeited series keeps its completed maps’ markets and voids the rest', () => {
    // Abandoned during map 3 of a Bo5 at 2-0 (or a team forfeits there: the award does not count).
    const stopped = abandoned(5, '13-7', '13-11');
    expect(settle('MAP:1', '1', stopped)).toBe('WON');
    expect(settle('MAP:2', '2', stopped)).toBe('LOST');
    expect(settle('RT:2:23.5', 'OVER', stopped)).toBe('WON');
    expect(settle('MAP:3', '1', stopped)).toBe('VOID');
    expect(settle('RT:3:20.5', 'UNDER', stopped)).toBe('VOID');
    for (const [key, selection] of [
      ['MW', '1'],
      ['TM:3.5', 'UNDER'],
      ['MH:-2.5', '1'],
      ['CMS:BO5', '3-0'],
    ] as const) {
      expect(settle(key, selection, stopped), key).toBe('VOID');
    }
  });

  it('a walkover, an abandonment before the first map and a cancellation void every selection', () => {
    const markets = esportsMarketsFor({
      title: 'CS2',
      format: { kind: 'MAPS', bestOf: 3, roundsToWinMap: 13 },
    });
    for (const result of [abandoned(3), { status: 'ABANDONED' } as const, { status: 'CANCELLED' } as const]) {
      for (const market of markets) {
        for (const selection of selectionKeys(market)) {
          expect(settleSelection({ market, selection, result })).toBe('VOID');
        }
      }
    }
  });

  it('refuses a result that is not a series, and a market of another sport or format', () => {
    expect(() => settle('MW', '1', completed(3, 'H'))).toThrow(SportsbookInputError);
    expect(() => settle('MW', '1', completed(3, 'H', 'H', 'A'))).toThrow(SportsbookInputError);
    expect(() => settle('MW', '1', abandoned(3, 'H', 'H'))).toThrow(SportsbookInputError);
    expect(() => settle('MW', '1', completed(1, '13-7', '13-9'))).toThrow(SportsbookInputError);
    expect(() => settle('CMS:BO5', '3-0', bo3)).toThrow(SportsbookInputError);
    expect(() => settle('RT:1:21.5', 'OVER', completed(3, 'H', 'H'))).toThrow(SportsbookInputError);
    expect(() => settle('1X2', '1', bo3)).toThrow(SportsbookInputError);
    expect(() =>
      settle('MW', '1', { status: 'FINISHED', fullTime: { home: 2, away: 1 }, halfTime: null }),
    ).toThrow(SportsbookInputError);
    expect(() => settle('MW3', 'Y', completed(2, 'H', 'A'))).toThrow(SportsbookInputError);
  });
});

describe('an e-sports feed result as settlement reads it', () => {
  const feedResult = (
    status: FeedResult['status'],
    periods: PeriodScore[],
    board?: { home: number; away: number },
  ): FeedResult => {
    const counted = periods.reduce(
      (score, period) => ({
        home: score.home + (period.home > period.away && period.home >= 13 ? 1 : 0),
        away: score.away + (period.away > period.home && period.away >= 13 ? 1 : 0),
      }),
      { home: 0, away: 0 },
    );
    return {
      fixtureId: 'f',
      sport: 'ESPORTS',
      status,
      scoreboard: { ...(board ?? counted), periods },
      version: 1,
    };
  };
  const cs2 = { title: 'CS2', format: { kind: 'MAPS', bestOf: 3, roundsToWinMap: 13 } } as const;

  it('reads maps and rounds from the MAP_n periods', () => {
    const result = feedResult('FINISHED', [
      { period: 'MAP_1', home: 13, away: 9 },
      { period: 'MAP_2', home: 16, away: 19 },
      { period: 'MAP_3', home: 13, away: 11 },
    ]);
    expect(esportsFinalResultFromFeed({ ...cs2, result })).toEqual(completed(3, '13-9', '16-19', '13-11'));
  });

  it('reads a map without rounds as 1-0 or 0-1, 0-0 while it is played', () => {
    const lol = {
      title: 'LEAGUE_OF_LEGENDS',
      format: { kind: 'MAPS', bestOf: 3, roundsToWinMap: null },
    } as const;
    const periods: PeriodScore[] = [
      { period: 'MAP_1', home: 0, away: 1 },
      { period: 'MAP_2', home: 0, away: 0 },
    ];
    expect(
      esportsFinalResultFromFeed({
        ...lol,
        result: { ...feedResult('ABANDONED', periods), scoreboard: { home: 0, away: 1, periods } },
      }),
    ).toEqual(abandoned(3, 'A'));
  });

  it('drops the map stopped half-way from an abandoned series, and maps a cancellation', () => {
    const result = feedResult('ABANDONED', [
      { period: 'MAP_1', home: 13, away: 9 },
      { period: 'MAP_2', home: 8, away: 5 },
    ]);
    expect(esportsFinalResultFromFeed({ ...cs2, result })).toEqual(abandoned(3, '13-9'));
    expect(esportsFinalResultFromFeed({ ...cs2, result: feedResult('CANCELLED', []) })).toEqual({
      status: 'CANCELLED',
    });
  });

  it('refuses a finished series that is not over, a board that disagrees, or another sport', () => {
    const unfinished = feedResult('FINISHED', [
      { period: 'MAP_1', home: 13, away: 9 },
      { period: 'MAP_2', home: 8, away: 5 },
    ]);
    expect(() => esportsFinalResultFromFeed({ ...cs2, result: unfinished })).toThrow(SportsbookInputError);
    const wrongBoard = feedResult(
      'FINISHED',
      [
        { period: 'MAP_1', home: 13, away: 9 },
        { period: 'MAP_2', home: 13, away: 5 },
      ],
      { home: 1, away: 0 },
    );
    expect(() => esportsFinalResultFromFeed({ ...cs2, result: wrongBoard })).toThrow(SportsbookInputError);
    expect(() =>
      esportsFinalResultFromFeed({ ...cs2, result: { ...unfinished, sport: 'FOOTBALL' } }),
    ).toThrow(SportsbookInputError);
    const impossibleRounds = feedResult('FINISHED', [
      { period: 'MAP_1', home: 14, away: 3 },
      { period: 'MAP_2', home: 13, away: 5 },
    ]);
    expect(() => esportsFinalResultFromFeed({ ...cs2, result: impossibleRounds })).toThrow(
      SportsbookInputError,
    );
  });
});
