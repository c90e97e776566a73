import { describe, expect, it } from 'vitest';
import type { FeedResult } from './feed.js';
import { SportsbookInputError } from './input-error.js';
import type { Outcome } from './outcome.js';
import { parseTennisMarketKey, tennisMarketKey } from './tennis-market-keys.js';
import {
  settleTennisSelection,
  tennisFinalResultFromFeed,
  type TennisFinalResult,
} from './tennis-settlement.js';

const sets = (...scores: string[]) =>
  scores.map((text) => {
    const [home, away] = text.split('-').map(Number) as [number, number];
    return { home, away };
  });
const settle = (key: string, selection: string, result: TennisFinalResult): Outcome =>
  settleTennisSelection({ market: parseTennisMarketKey(key), selection, result });

// 6-4 3-6 7-5: home in three, 31 games, 16 to 15.
const completed: TennisFinalResult = { status: 'COMPLETED', bestOf: 3, sets: sets('6-4', '3-6', '7-5') };

describe('tennis settlement on crafted results', () => {
  it('settles match winner, set betting and first set winner', () => {
    expect(settle('TMW', '1', completed)).toBe('WON');
    expect(settle('TMW', '2', completed)).toBe('LOST');
    expect(settle('SB:BO3', '2-1', completed)).toBe('WON');
    expect(settle('SB:BO3', '2-0', completed)).toBe('LOST');
    expect(settle('FSW', '1', completed)).toBe('WON');
    const fiveSets: TennisFinalResult = {
      status: 'COMPLETED',
      bestOf: 5,
      sets: sets('4-6', '6-7', '6-3', '6-4', '6-2'),
    };
    expect(settle('SB:BO5', '3-2', fiveSets)).toBe('WON');
    expect(settle('FSW', '2', fiveSets)).toBe('WON');
    expect(() => settle('SB:BO5', '3-0', completed)).toThrow(SportsbookInputError);
  });

  it('settles total games and game handicaps, a whole line met exactly being a push', () => {
    expect(settle('TG:30.5', 'OVER', completed)).toBe('WON');
    expect(settle('TG:31.5', 'OVER', completed)).toBe('LOST');
    expect(settle('TG:31.5', 'UNDER', completed)).toBe('WON');
    expect(settle('TG:31', 'OVER', completed)).toBe('VOID');
    expect(settle('TG:31', 'UNDER', completed)).toBe('VOID');
    expect(settle('GH:-0.5', '1', completed)).toBe('WON');
    expect(settle('GH:-1.5', '1', completed)).toBe('LOST');
    expect(settle('GH:-1', '1', completed)).toBe('VOID');
    expect(settle('GH:-1', '2', completed)).toBe('VOID');
    expect(settle('GH:1.5', '2', completed)).toBe('LOST');
  });

  it('on a retirement: the player who advances wins once a set is complete, the first set stands, the rest is void', () => {
    // Home won the first set 6-3; away retired in the second: home advances.
    const retired: TennisFinalResult = { status: 'RETIRED', bestOf: 3, sets: sets('6-3'), winner: 'HOME' };
    expect(settle('TMW', '1', retired)).toBe('WON');
    expect(settle('TMW', '2', retired)).toBe('LOST');
    expect(settle('FSW', '1', retired)).toBe('WON');
    expect(settle('SB:BO3', '2-0', retired)).toBe('VOID');
    expect(settle('TG:8.5', 'OVER', retired)).toBe('VOID');
    expect(settle('GH:-2.5', '1', retired)).toBe('VOID');
    // A retirement in the first set voids the match winner and the first set too.
    const early: TennisFinalResult = { status: 'RETIRED', bestOf: 3, sets: [], winner: 'AWAY' };
    expect(settle('TMW', '2', early)).toBe('VOID');
    expect(settle('FSW', '2', early)).toBe('VOID');
    // The player who lost the first set can advance.
    expect(settle('TMW', '2', { ...retired, winner: 'AWAY' })).toBe('WON');
  });

  it('voids all but a completed first set on an abandonment, and everything on a cancellation', () => {
    const abandoned: TennisFinalResult = { status: 'ABANDONED', bestOf: 3, sets: sets('4-6') };
    expect(settle('FSW', '2', abandoned)).toBe('WON');
    expect(settle('TMW', '2', abandoned)).toBe('VOID');
    expect(settle('TG:20.5', 'UNDER', abandoned)).toBe('VOID');
    expect(settle('TMW', '1', { status: 'CANCELLED' })).toBe('VOID');
  });

  it('refuses results settlement cannot trust, and keys it does not have', () => {
    const bad: TennisFinalResult[] = [
      { status: 'COMPLETED', bestOf: 3, sets: sets('6-4') },
      { status: 'COMPLETED', bestOf: 3, sets: sets('6-5', '6-4') },
      { status: 'COMPLETED', bestOf: 3, sets: sets('6-4', '6-4', '6-4') },
      { status: 'RETIRED', bestOf: 3, sets: sets('6-4', '6-4'), winner: 'HOME' },
    ];
    for (const result of bad) expect(() => settle('TMW', '1', result)).toThrow(SportsbookInputError);
    for (const key of ['TG:22.25', 'TG:0', 'GH:x', 'SB:BO4', 'TMW:1', 'MW']) {
      expect(() => parseTennisMarketKey(key)).toThrow(SportsbookInputError);
    }
    for (const key of ['TMW', 'FSW', 'SB:BO3', 'SB:BO5', 'TG:22.5', 'TG:22', 'GH:-3.5']) {
      expect(tennisMarketKey(parseTennisMarketKey(key))).toBe(key);
    }
  });

  it('reads a feed result: a finished match not decided is a retirement the feed must name', () => {
    const feed = (status: FeedResult['status'], scores: string[], retired?: 'HOME' | 'AWAY'): FeedResult => {
      const list = sets(...scores);
      const complete = list.filter(
        (games) =>
          Math.max(games.home, games.away) >= 6 &&
          (Math.abs(games.home - games.away) >= 2 || Math.max(games.home, games.away) === 7),
      );
      return {
        fixtureId: 't',
        sport: 'TENNIS',
        status,
        version: 1,
        scoreboard: {
          home: complete.filter((games) => games.home > games.away).length,
          away: complete.filter((games) => games.away > games.home).length,
          periods: list.map((games, index) => ({ period: `SET_${index + 1}` as const, ...games })),
        },
        ...(retired ? { retired } : {}),
      };
    };
    const format = { kind: 'SETS', bestOf: 3 } as const;
    expect(tennisFinalResultFromFeed({ result: feed('FINISHED', ['6-4', '3-6', '7-5']), format })).toEqual(
      completed,
    );
    expect(tennisFinalResultFromFeed({ result: feed('FINISHED', ['6-3', '2-1'], 'AWAY'), format })).toEqual({
      status: 'RETIRED',
      bestOf: 3,
      sets: sets('6-3'),
      winner: 'HOME',
    });
    expect(() => tennisFinalResultFromFeed({ result: feed('FINISHED', ['6-3', '2-1']), format })).toThrow(
      SportsbookInputError,
    );
    expect(tennisFinalResultFromFeed({ result: feed('ABANDONED', ['6-3', '2-1']), format })).toEqual({
      status: 'ABANDONED',
      bestOf: 3,
      sets: sets('6-3'),
    });
  });
});
