import { describe, expect, it } from 'vitest';
import { SportsbookInputError } from './input-error.js';
import { addScores, assertScore, goalDifference, resultOf, totalGoals } from './score.js';

describe('score', () => {
  it('names the 1X2 result of a score', () => {
    expect(resultOf({ home: 2, away: 1 })).toBe('1');
    expect(resultOf({ home: 0, away: 0 })).toBe('X');
    expect(resultOf({ home: 3, away: 3 })).toBe('X');
    expect(resultOf({ home: 0, away: 1 })).toBe('2');
  });

  it('counts goals and the home side’s lead', () => {
    expect(totalGoals({ home: 2, away: 3 })).toBe(5);
    expect(goalDifference({ home: 1, away: 3 })).toBe(-2);
    expect(addScores({ home: 1, away: 0 }, { home: 2, away: 2 })).toEqual({ home: 3, away: 2 });
  });

  it('refuses negative, fractional and non-numeric goals', () => {
    expect(() => assertScore({ home: 0, away: 0 })).not.toThrow();
    for (const score of [
      { home: -1, away: 0 },
      { home: 1.5, away: 0 },
      { home: 0, away: Number.NaN },
    ]) {
      expect(() => assertScore(score)).toThrow(SportsbookInputError);
    }
  });
});
