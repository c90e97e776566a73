import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SportsbookInputError } from './input-error.js';
import {
  CORRECT_SCORE_OTHER,
  assertSelection,
  correctScoreKey,
  marketKey,
  parseMarketKey,
  selectionKeys,
  type Market,
} from './market-keys.js';

const marketArbitrary: fc.Arbitrary<Market> = fc.oneof(
  fc.constantFrom<Market>(
    { kind: 'MATCH_RESULT' },
    { kind: 'DOUBLE_CHANCE' },
    { kind: 'DRAW_NO_BET' },
    { kind: 'BOTH_TEAMS_TO_SCORE' },
    { kind: 'CORRECT_SCORE' },
    { kind: 'HALF_TIME_FULL_TIME' },
  ),
  fc.integer({ min: 1, max: 40 }).map((lineQuarters): Market => ({ kind: 'TOTAL_GOALS', lineQuarters })),
  fc
    .integer({ min: -40, max: 40 })
    .map((homeLineQuarters): Market => ({ kind: 'ASIAN_HANDICAP', homeLineQuarters })),
);

describe('market keys', () => {
  it('are the stable names stored with bets', () => {
    expect(marketKey({ kind: 'MATCH_RESULT' })).toBe('1X2');
    expect(marketKey({ kind: 'TOTAL_GOALS', lineQuarters: 10 })).toBe('OU:2.5');
    expect(marketKey({ kind: 'TOTAL_GOALS', lineQuarters: 9 })).toBe('OU:2.25');
    expect(marketKey({ kind: 'ASIAN_HANDICAP', homeLineQuarters: -3 })).toBe('AH:-0.75');
    expect(marketKey({ kind: 'ASIAN_HANDICAP', homeLineQuarters: 0 })).toBe('AH:0');
    expect(marketKey({ kind: 'HALF_TIME_FULL_TIME' })).toBe('HTFT');
  });

  it('parse back to the same market', () => {
    fc.assert(
      fc.property(marketArbitrary, (market) => {
        expect(parseMarketKey(marketKey(market))).toEqual(market);
      }),
    );
  });

  it('refuse keys that name no market', () => {
    for (const key of ['', '1x2', 'OU', 'OU:0', 'OU:-1.5', 'OU:2.3', 'AH:1:2', 'XX:1', 'CS:1']) {
      expect(() => parseMarketKey(key)).toThrow(SportsbookInputError);
    }
  });
});

describe('selections', () => {
  it('list each market’s selections', () => {
    expect(selectionKeys({ kind: 'MATCH_RESULT' })).toEqual(['1', 'X', '2']);
    expect(selectionKeys({ kind: 'DOUBLE_CHANCE' })).toEqual(['1X', '12', 'X2']);
    expect(selectionKeys({ kind: 'ASIAN_HANDICAP', homeLineQuarters: -2 })).toEqual(['1', '2']);
    expect(selectionKeys({ kind: 'TOTAL_GOALS', lineQuarters: 10 })).toEqual(['OVER', 'UNDER']);
    expect(selectionKeys({ kind: 'CORRECT_SCORE' })).toHaveLength(26);
    expect(selectionKeys({ kind: 'HALF_TIME_FULL_TIME' })).toHaveLength(9);
    expect(selectionKeys({ kind: 'HALF_TIME_FULL_TIME' })).toContain('X/2');
  });

  it('put scores past 4 goals a side in the correct score’s OTHER', () => {
    expect(correctScoreKey({ home: 4, away: 4 })).toBe('4-4');
    expect(correctScoreKey({ home: 5, away: 0 })).toBe(CORRECT_SCORE_OTHER);
    expect(() => assertSelection({ kind: 'CORRECT_SCORE' }, '5-0')).toThrow(SportsbookInputError);
  });
});
