import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SportsbookInputError } from './input-error.js';
import {
  MAX_ODDS_E3,
  MIN_ODDS_E3,
  TICK_LADDER,
  assertOdds,
  formatOdds,
  roundOddsToTick,
  tickSizeAt,
} from './odds.js';

describe('odds', () => {
  it('rounds a model price down onto the ladder', () => {
    expect(roundOddsToTick(1.957)).toBe(1_950);
    expect(roundOddsToTick(2.039)).toBe(2_020);
    expect(roundOddsToTick(3.49)).toBe(3_450);
    expect(roundOddsToTick(17.9)).toBe(17_500);
    expect(roundOddsToTick(1 / (1 / 1.95))).toBe(1_950);
  });

  it('holds prices in [1.01, 1000]', () => {
    expect(roundOddsToTick(1.004)).toBe(MIN_ODDS_E3);
    expect(roundOddsToTick(0.5)).toBe(MIN_ODDS_E3);
    expect(roundOddsToTick(5_000)).toBe(MAX_ODDS_E3);
    expect(() => roundOddsToTick(Number.NaN)).toThrow(SportsbookInputError);
  });

  it('lands on a tick no higher than the price and within one tick of it', () => {
    fc.assert(
      fc.property(fc.double({ min: 1.01, max: 999, noNaN: true }), (odds) => {
        const rounded = roundOddsToTick(odds);
        expect(rounded).toBeLessThanOrEqual(odds * 1_000 + 1e-6);
        expect(rounded + tickSizeAt(rounded)).toBeGreaterThan(odds * 1_000);
        expect(rounded % tickSizeAt(rounded)).toBe(0);
      }),
    );
  });

  it('has a ladder without gaps from 1.00 to 1000', () => {
    expect(TICK_LADDER[0]?.fromE3).toBe(1_000);
    TICK_LADDER.slice(1).forEach((band, index) => expect(band.fromE3).toBe(TICK_LADDER[index]?.toE3));
    expect(tickSizeAt(MAX_ODDS_E3)).toBe(10_000);
  });

  it('formats with two decimals unless the odds have three', () => {
    expect(formatOdds(1_950)).toBe('1.95');
    expect(formatOdds(10_000)).toBe('10.00');
    expect(formatOdds(1_005)).toBe('1.005');
  });

  it('refuses odds below 1.000, above the max or not in whole thousandths', () => {
    expect(() => assertOdds(1_000)).not.toThrow();
    for (const odds of [999, 1_950.5, MAX_ODDS_E3 + 1])
      expect(() => assertOdds(odds)).toThrow(SportsbookInputError);
  });
});
