import { describe, expect, it } from 'vitest';
import { footballScoreboard, type FeedResult } from './feed.js';
import { SportsbookInputError } from './input-error.js';
import { parseMarketKey, selectionKeys } from './market-keys.js';
import type { Outcome } from './outcome.js';
import { finalResultFromFeed, settleSelection, type FinalResult } from './settlement.js';
import type { Score } from './score.js';

const finished = (fullTime: string, halfTime: string | null = null): FinalResult => {
  const parse = (text: string): Score => {
    const [home, away] = text.split('-').map(Number);
    return { home: home ?? -1, away: away ?? -1 };
  };
  return { status: 'FINISHED', fullTime: parse(fullTime), halfTime: halfTime ? parse(halfTime) : null };
};

const settle = (key: string, selection: string, result: FinalResult): Outcome =>
  settleSelection({ market: parseMarketKey(key), selection, result });

/** [market key, selection, full time, half time, outcome] */
type Case = readonly [string, string, string, string | null, Outcome];

const CASES: readonly Case[] = [
  ['1X2', '1', '2-1', null, 'WON'],
  ['1X2', 'X', '2-1', null, 'LOST'],
  ['1X2', 'X', '1-1', null, 'WON'],
  ['1X2', '2', '0-3', null, 'WON'],
  ['DC', '1X', '1-1', null, 'WON'],
  ['DC', '1X', '0-1', null, 'LOST'],
  ['DC', '12', '1-1', null, 'LOST'],
  ['DC', '12', '0-1', null, 'WON'],
  ['DC', 'X2', '2-0', null, 'LOST'],
  ['DNB', '1', '2-0', null, 'WON'],
  ['DNB', '1', '1-1', null, 'VOID'],
  ['DNB', '2', '1-1', null, 'VOID'],
  ['DNB', '2', '2-0', null, 'LOST'],
  // Half lines never push.
  ['OU:2.5', 'OVER', '2-1', null, 'WON'],
  ['OU:2.5', 'UNDER', '2-1', null, 'LOST'],
  ['OU:0.5', 'UNDER', '0-0', null, 'WON'],
  // Whole lines push on the line.
  ['OU:2', 'OVER', '1-1', null, 'VOID'],
  ['OU:2', 'UNDER', '1-1', null, 'VOID'],
  ['OU:2', 'OVER', '2-1', null, 'WON'],
  // Quarter lines: 2.25 is half on 2, half on 2.5; 2.75 half on 2.5, half on 3.
  ['OU:2.25', 'OVER', '1-1', null, 'HALF_LOST'],
  ['OU:2.25', 'UNDER', '1-1', null, 'HALF_WON'],
  ['OU:2.25', 'OVER', '2-1', null, 'WON'],
  ['OU:2.75', 'OVER', '2-1', null, 'HALF_WON'],
  ['OU:2.75', 'UNDER', '2-1', null, 'HALF_LOST'],
  ['OU:2.75', 'OVER', '1-1', null, 'LOST'],
  ['OU:3.25', 'UNDER', '4-0', null, 'LOST'],
  ['BTTS', 'YES', '1-1', null, 'WON'],
  ['BTTS', 'YES', '3-0', null, 'LOST'],
  ['BTTS', 'NO', '3-0', null, 'WON'],
  ['BTTS', 'NO', '0-0', null, 'WON'],
  // Asian handicap, the home side's line.
  ['AH:0', '1', '1-1', null, 'VOID'],
  ['AH:0', '2', '0-1', null, 'WON'],
  ['AH:-0.5', '1', '1-0', null, 'WON'],
  ['AH:-0.5', '1', '1-1', null, 'LOST'],
  ['AH:-1', '1', '2-1', null, 'VOID'],
  ['AH:-1', '2', '2-1', null, 'VOID'],
  ['AH:-1', '1', '3-1', null, 'WON'],
  ['AH:-0.25', '1', '0-0', null, 'HALF_LOST'],
  ['AH:-0.25', '2', '0-0', null, 'HALF_WON'],
  ['AH:-0.75', '1', '1-0', null, 'HALF_WON'],
  ['AH:-0.75', '2', '1-0', null, 'HALF_LOST'],
  ['AH:-0.75', '1', '2-0', null, 'WON'],
  ['AH:-0.75', '1', '0-0', null, 'LOST'],
  ['AH:0.25', '1', '0-0', null, 'HALF_WON'],
  ['AH:1.25', '1', '0-1', null, 'HALF_WON'],
  ['AH:1.25', '2', '0-1', null, 'HALF_LOST'],
  ['AH:1.5', '2', '0-2', null, 'WON'],
  ['AH:-1.75', '1', '2-0', null, 'HALF_WON'],
  ['AH:-1.75', '1', '2-1', null, 'LOST'],
  ['CS', '2-1', '2-1', null, 'WON'],
  ['CS', '1-2', '2-1', null, 'LOST'],
  ['CS', '0-0', '0-0', null, 'WON'],
  ['CS', 'OTHER', '5-0', null, 'WON'],
  ['CS', 'OTHER', '4-4', null, 'LOST'],
  ['CS', '4-4', '4-4', null, 'WON'],
  ['HTFT', '1/1', '2-0', '1-0', 'WON'],
  ['HTFT', 'X/1', '2-0', '1-0', 'LOST'],
  ['HTFT', '2/1', '2-1', '0-1', 'WON'],
  ['HTFT', 'X/X', '0-0', '0-0', 'WON'],
  // HT/FT without the half-time score cannot be settled.
  ['HTFT', '1/1', '2-0', null, 'VOID'],
];

describe('settlement on crafted results', () => {
  it.each(CASES)('%s %s on %s (HT %s) is %s', (key, selection, fullTime, halfTime, outcome) => {
    expect(settle(key, selection, finished(fullTime, halfTime))).toBe(outcome);
  });

  it('voids every selection of every market when the match is abandoned or cancelled', () => {
    for (const key of ['1X2', 'DC', 'DNB', 'OU:2.25', 'BTTS', 'AH:-0.75', 'CS', 'HTFT']) {
      const market = parseMarketKey(key);
      for (const selection of selectionKeys(market)) {
        for (const status of ['ABANDONED', 'CANCELLED'] as const) {
          expect(settleSelection({ market, selection, result: { status } })).toBe('VOID');
        }
      }
    }
  });

  it('exactly one correct-score and one HT/FT selection wins on any result', () => {
    for (const [fullTime, halfTime] of [
      ['3-2', '1-2'],
      ['0-0', '0-0'],
      ['6-1', '4-0'],
    ] as const) {
      for (const key of ['CS', 'HTFT']) {
        const market = parseMarketKey(key);
        const winners = selectionKeys(market).filter(
          (selection) =>
            settleSelection({ market, selection, result: finished(fullTime, halfTime) }) === 'WON',
        );
        expect(winners).toHaveLength(1);
      }
    }
  });

  it('refuses a selection the market does not have, and a score that is not one', () => {
    expect(() => settle('1X2', 'YES', finished('1-0'))).toThrow(SportsbookInputError);
    expect(() => settle('CS', '9-9', finished('9-9'))).toThrow(SportsbookInputError);
    const negative: FinalResult = { status: 'FINISHED', fullTime: { home: 1, away: -1 }, halfTime: null };
    expect(() => settle('1X2', '1', negative)).toThrow(SportsbookInputError);
  });
});

describe('a feed result as settlement reads it', () => {
  const feedResult = (overrides: Partial<FeedResult>): FeedResult => ({
    fixtureId: 'F1',
    sport: 'FOOTBALL',
    status: 'FINISHED',
    scoreboard: footballScoreboard({ score: { home: 2, away: 1 }, halfTimeScore: { home: 0, away: 1 } }),
    version: 1,
    ...overrides,
  });

  it('reads regular time from the two halves', () => {
    expect(finalResultFromFeed(feedResult({}))).toEqual(finished('2-1', '0-1'));
  });

  it('leaves extra time and penalties out of regular time', () => {
    const scoreboard = {
      home: 2,
      away: 1,
      periods: [
        { period: 'FIRST_HALF', home: 1, away: 0 },
        { period: 'SECOND_HALF', home: 0, away: 1 },
        { period: 'EXTRA_TIME_FIRST_HALF', home: 1, away: 0 },
        { period: 'EXTRA_TIME_SECOND_HALF', home: 0, away: 0 },
      ],
    } as const;
    const result = finalResultFromFeed(
      feedResult({ scoreboard: { ...scoreboard, periods: [...scoreboard.periods] } }),
    );
    expect(result).toEqual(finished('1-1', '1-0'));
    expect(settleSelection({ market: { kind: 'MATCH_RESULT' }, selection: 'X', result })).toBe('WON');
  });

  it('maps abandoned and cancelled matches, and refuses an incomplete result or another sport', () => {
    expect(finalResultFromFeed(feedResult({ status: 'ABANDONED' }))).toEqual({ status: 'ABANDONED' });
    expect(finalResultFromFeed(feedResult({ status: 'CANCELLED' }))).toEqual({ status: 'CANCELLED' });
    expect(() => finalResultFromFeed(feedResult({ scoreboard: { home: 2, away: 1, periods: [] } }))).toThrow(
      SportsbookInputError,
    );
    expect(() => finalResultFromFeed(feedResult({ sport: 'TENNIS' }))).toThrow(SportsbookInputError);
  });
});
