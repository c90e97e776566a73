import { describe, expect, it } from 'vitest';
import { countedTurnover } from './wager-target.js';

describe('countedTurnover', () => {
  it('counts each game type at its percent, floored once per type', () => {
    const lines = [
      { gameType: 'RNG', turnover: 1_001 },
      { gameType: 'RNG', turnover: 1_000 },
      { gameType: 'LIVE', turnover: 999 },
      { gameType: 'SPORTS', turnover: 3 },
    ];
    // RNG 2001 × 100 % + LIVE floor(999 × 10 %) = 99 + SPORTS floor(3 × 50 %) = 1
    expect(countedTurnover(lines, { RNG: 100, LIVE: 10, SPORTS: 50 })).toBe(2_001 + 99 + 1);
  });

  it('counts nothing for a type left out or a game the catalogue no longer knows', () => {
    expect(
      countedTurnover(
        [
          { gameType: 'FISH', turnover: 5_000 },
          { gameType: undefined, turnover: 7_000 },
        ],
        { RNG: 100 },
      ),
    ).toBe(0);
  });
});
