import { describe, expect, it } from 'vitest';
import {
  assertEsportsMarketFits,
  correctMapScoreKeys,
  esportsMarketsFor,
  type EsportsMarket,
} from './esports-market-keys.js';
import { SportsbookInputError } from './input-error.js';
import { marketKey, parseMarketKey, selectionKeys } from './market-keys.js';

describe('e-sports market keys', () => {
  it('round-trip through the one key parser football uses, and never read as a football key', () => {
    const markets: EsportsMarket[] = [
      { kind: 'MATCH_WINNER' },
      { kind: 'MATCH_WINNER_3WAY' },
      { kind: 'MAP_WINNER', map: 3 },
      { kind: 'TOTAL_MAPS', lineQuarters: 10 },
      { kind: 'MAP_HANDICAP', homeLineQuarters: -6 },
      { kind: 'CORRECT_MAP_SCORE', bestOf: 5 },
      { kind: 'MAP_TOTAL_ROUNDS', map: 2, lineQuarters: 86 },
      { kind: 'MAP_ROUND_HANDICAP', map: 1, homeLineQuarters: 14 },
    ];
    expect(markets.map(marketKey)).toEqual([
      'MW',
      'MW3',
      'MAP:3',
      'TM:2.5',
      'MH:-1.5',
      'CMS:BO5',
      'RT:2:21.5',
      'RH:1:3.5',
    ]);
    for (const market of markets) expect(parseMarketKey(marketKey(market))).toEqual(market);
    expect(parseMarketKey('OU:2.5')).toEqual({ kind: 'TOTAL_GOALS', lineQuarters: 10 });
  });

  it('refuse malformed keys', () => {
    for (const key of [
      'MAP',
      'MAP:0',
      'MAP:6',
      'MAP:1:2',
      'TM:0',
      'TM:-1.5',
      'CMS:BO4',
      'RT:1',
      'RT:1:-2.5',
      'RH:7:1.5',
      'MW:1',
    ]) {
      expect(() => parseMarketKey(key), key).toThrow(SportsbookInputError);
    }
  });

  it('list each format’s map scores and each market’s selections', () => {
    expect(correctMapScoreKeys(1)).toEqual(['1-0', '0-1']);
    expect(correctMapScoreKeys(2)).toEqual(['2-0', '1-1', '0-2']);
    expect(correctMapScoreKeys(3)).toEqual(['2-0', '2-1', '1-2', '0-2']);
    expect(correctMapScoreKeys(5)).toEqual(['3-0', '3-1', '3-2', '2-3', '1-3', '0-3']);
    expect(selectionKeys({ kind: 'MATCH_WINNER_3WAY' })).toEqual(['1', 'X', '2']);
    expect(selectionKeys({ kind: 'MAP_TOTAL_ROUNDS', map: 1, lineQuarters: 86 })).toEqual(['OVER', 'UNDER']);
  });

  it('offer per format the series markets, and rounds only for CS2 and Valorant', () => {
    const keys = (title: Parameters<typeof esportsMarketsFor>[0]['title'], bestOf: 1 | 2 | 3 | 5) =>
      esportsMarketsFor({
        title,
        format: { kind: 'MAPS', bestOf, roundsToWinMap: title === 'CS2' || title === 'VALORANT' ? 13 : null },
      }).map(marketKey);
    expect(keys('LEAGUE_OF_LEGENDS', 1)).toEqual(['MW', 'MAP:1']);
    expect(keys('DOTA_2', 2)).toEqual(['MW', 'MW3', 'MAP:1', 'MAP:2', 'CMS:BO2']);
    expect(keys('LEAGUE_OF_LEGENDS', 3)).toEqual([
      'MW',
      'MAP:1',
      'MAP:2',
      'MAP:3',
      'TM:2.5',
      'MH:-1.5',
      'MH:1.5',
      'CMS:BO3',
    ]);
    expect(keys('DOTA_2', 5)).toEqual([
      'MW',
      'MAP:1',
      'MAP:2',
      'MAP:3',
      'MAP:4',
      'MAP:5',
      'TM:3.5',
      'TM:4.5',
      'MH:-2.5',
      'MH:-1.5',
      'MH:1.5',
      'MH:2.5',
      'CMS:BO5',
    ]);
    const cs = keys('CS2', 3);
    expect(cs.filter((key) => key.startsWith('RT:1:'))).toEqual([
      'RT:1:18.5',
      'RT:1:19.5',
      'RT:1:20.5',
      'RT:1:21.5',
      'RT:1:22.5',
      'RT:1:23.5',
      'RT:1:24.5',
    ]);
    expect(cs.filter((key) => key.startsWith('RH:3:'))).toHaveLength(10);
  });

  it('refuse a market the match does not have', () => {
    const lol = {
      title: 'LEAGUE_OF_LEGENDS',
      format: { kind: 'MAPS', bestOf: 3, roundsToWinMap: null },
    } as const;
    expect(() => assertEsportsMarketFits({ ...lol, market: { kind: 'MAP_WINNER', map: 4 } })).toThrow(
      SportsbookInputError,
    );
    expect(() => assertEsportsMarketFits({ ...lol, market: { kind: 'MATCH_WINNER_3WAY' } })).toThrow(
      SportsbookInputError,
    );
    expect(() =>
      assertEsportsMarketFits({ ...lol, market: { kind: 'CORRECT_MAP_SCORE', bestOf: 5 } }),
    ).toThrow(SportsbookInputError);
    expect(() =>
      assertEsportsMarketFits({ ...lol, market: { kind: 'MAP_TOTAL_ROUNDS', map: 1, lineQuarters: 86 } }),
    ).toThrow(SportsbookInputError);
    expect(() => assertEsportsMarketFits({ ...lol, market: { kind: 'MAP_WINNER', map: 3 } })).not.toThrow();
  });
});
