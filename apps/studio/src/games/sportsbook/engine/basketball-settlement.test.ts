import { describe, expect, it } from 'vitest';
import { parseBasketballMarketKey, basketballMarketKey } from './basketball-market-keys.js';
import {
  basketballFinalResultFromFeed,
  settleBasketballSelection,
  type BasketballFinalResult,
} from './basketball-settlement.js';
import type { FeedResult } from './feed.js';
import { SportsbookInputError } from './input-error.js';
import type { Outcome } from './outcome.js';

const periods = (...scores: string[]) =>
  scores.map((text) => {
    const [home, away] = text.split('-').map(Number) as [number, number];
    return { home, away };
  });
const settle = (key: string, selection: string, result: BasketballFinalResult): Outcome =>
  settleBasketballSelection({ market: parseBasketballMarketKey(key), selection, result });

// 82-77 after four quarters: home by 5, 159 points.
const regulation: BasketballFinalResult = {
  status: 'FINISHED',
  periods: periods('20-18', '22-19', '18-21', '22-19'),
};
// 80-80 after regulation, 89-86 after one overtime.
const overtime: BasketballFinalResult = {
  status: 'FINISHED',
  periods: periods('20-20', '20-20', '20-20', '20-20', '9-6'),
};

describe('basketball settlement on crafted results', () => {
  it('settles the money line, overtime included', () => {
    expect(settle('ML', '1', regulation)).toBe('WON');
    expect(settle('ML', '2', regulation)).toBe('LOST');
    expect(settle('ML', '1', overtime)).toBe('WON');
  });

  it('settles spreads: half lines win or lose, a whole line met exactly is a push', () => {
    expect(settle('PS:-4.5', '1', regulation)).toBe('WON');
    expect(settle('PS:-5.5', '1', regulation)).toBe('LOST');
    expect(settle('PS:-5.5', '2', regulation)).toBe('WON');
    expect(settle('PS:-5', '1', regulation)).toBe('VOID');
    expect(settle('PS:-5', '2', regulation)).toBe('VOID');
    expect(settle('PS:5', '2', regulation)).toBe('LOST');
    // Overtime counts: home by 3.
    expect(settle('PS:-3', '1', overtime)).toBe('VOID');
    expect(settle('PS:-2.5', '1', overtime)).toBe('WON');
  });

  it('settles totals with overtime points, pushing on a whole line met exactly', () => {
    expect(settle('TP:158.5', 'OVER', regulation)).toBe('WON');
    expect(settle('TP:159.5', 'OVER', regulation)).toBe('LOST');
    expect(settle('TP:159', 'OVER', regulation)).toBe('VOID');
    expect(settle('TP:159', 'UNDER', regulation)).toBe('VOID');
    expect(settle('TP:170.5', 'OVER', overtime)).toBe('WON');
    expect(settle('TP:175', 'UNDER', overtime)).toBe('VOID');
  });

  it('settles quarter and half results on their own points, without overtime', () => {
    expect(settle('QR:1', '1', regulation)).toBe('WON');
    expect(settle('QR:3', '2', regulation)).toBe('WON');
    expect(settle('QR:4', 'X', overtime)).toBe('WON');
    expect(settle('HR:1', '1', regulation)).toBe('WON');
    expect(settle('HR:2', 'X', regulation)).toBe('WON');
    expect(settle('HR:2', 'X', overtime)).toBe('WON');
  });

  it('keeps an abandoned game’s completed quarters and voids the rest', () => {
    const abandoned: BasketballFinalResult = {
      status: 'ABANDONED',
      periods: periods('20-18', '22-19', '18-21'),
    };
    expect(settle('QR:1', '1', abandoned)).toBe('WON');
    expect(settle('HR:1', '1', abandoned)).toBe('WON');
    expect(settle('QR:4', '1', abandoned)).toBe('VOID');
    expect(settle('HR:2', '2', abandoned)).toBe('VOID');
    expect(settle('ML', '1', abandoned)).toBe('VOID');
    expect(settle('TP:100.5', 'OVER', abandoned)).toBe('VOID');
    expect(settle('PS:-1.5', '1', abandoned)).toBe('VOID');
    expect(settle('ML', '1', { status: 'CANCELLED' })).toBe('VOID');
  });

  it('refuses results settlement cannot trust, keys and selections it does not have', () => {
    const bad: BasketballFinalResult[] = [
      { status: 'FINISHED', periods: periods('20-20', '20-20', '20-20', '20-20') },
      { status: 'FINISHED', periods: periods('20-18', '20-20', '20-20') },
      { status: 'FINISHED', periods: periods('25-20', '20-20', '20-20', '20-20', '5-2') },
      { status: 'ABANDONED', periods: periods('25-20', '20-20', '20-20', '20-20') },
    ];
    for (const result of bad) expect(() => settle('ML', '1', result)).toThrow(SportsbookInputError);
    for (const key of ['PS:-5.25', 'TP:0', 'TP:-150.5', 'QR:5', 'HR:3', 'ML:1', 'XX:1']) {
      expect(() => parseBasketballMarketKey(key)).toThrow(SportsbookInputError);
    }
    expect(() => settle('ML', 'X', regulation)).toThrow(SportsbookInputError);
    for (const key of ['ML', 'PS:-5.5', 'PS:3', 'TP:159', 'QR:2', 'HR:1']) {
      expect(basketballMarketKey(parseBasketballMarketKey(key))).toBe(key);
    }
  });

  it('reads a feed result: overtimes count, an abandoned game drops the period it stopped in', () => {
    const feed = (status: FeedResult['status'], scores: string[]): FeedResult => {
      const list = periods(...scores);
      const keys = ['QUARTER_1', 'QUARTER_2', 'QUARTER_3', 'QUARTER_4', 'OVERTIME_1'] as const;
      return {
        fixtureId: 'g',
        sport: 'BASKETBALL',
        status,
        version: 1,
        scoreboard: {
          home: list.reduce((total, score) => total + score.home, 0),
          away: list.reduce((total, score) => total + score.away, 0),
          periods: list.map((score, index) => ({ period: keys[index] ?? 'OVERTIME_1', ...score })),
        },
      };
    };
    expect(
      basketballFinalResultFromFeed(feed('FINISHED', ['20-20', '20-20', '20-20', '20-20', '9-6'])),
    ).toEqual(overtime);
    expect(basketballFinalResultFromFeed(feed('ABANDONED', ['20-18', '22-19', '5-3']))).toEqual({
      status: 'ABANDONED',
      periods: periods('20-18', '22-19'),
    });
    expect(() => basketballFinalResultFromFeed(feed('FINISHED', ['20-18', '22-19']))).toThrow(
      SportsbookInputError,
    );
    expect(() => basketballFinalResultFromFeed({ ...feed('FINISHED', ['1-0']), sport: 'FOOTBALL' })).toThrow(
      SportsbookInputError,
    );
  });
});
