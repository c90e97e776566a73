import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  certainOutcome,
  effectiveProbability,
  emptyDistribution,
  type OutcomeDistribution,
} from './outcome.js';

const mirror = (d: OutcomeDistribution): OutcomeDistribution => ({
  WON: d.LOST,
  HALF_WON: d.HALF_LOST,
  VOID: d.VOID,
  HALF_LOST: d.HALF_WON,
  LOST: d.WON,
});

/** Five non-negative weights normalised to a distribution. */
const weight = fc.integer({ min: 0, max: 1_000 });
const distributionArbitrary = fc
  .tuple(weight, weight, weight, weight, weight)
  .filter((weights) => weights.reduce((a, b) => a + b, 0) > 0)
  .map(([won, halfWon, push, halfLost, lost]): OutcomeDistribution => {
    const total = won + halfWon + push + halfLost + lost;
    return {
      WON: won / total,
      HALF_WON: halfWon / total,
      VOID: push / total,
      HALF_LOST: halfLost / total,
      LOST: lost / total,
    };
  });

describe('effective probability (1 / fair odds)', () => {
  it('is the chance of winning for a win-or-lose selection', () => {
    expect(effectiveProbability({ ...emptyDistribution(), WON: 0.3, LOST: 0.7 })).toBeCloseTo(0.3, 12);
    expect(effectiveProbability(certainOutcome('WON'))).toBe(1);
    expect(effectiveProbability(certainOutcome('LOST'))).toBe(0);
  });

  it('leaves a push out of the book: draw no bet at 40 % / 25 % / 35 % is 40 / 75', () => {
    expect(effectiveProbability({ ...emptyDistribution(), WON: 0.4, VOID: 0.25, LOST: 0.35 })).toBeCloseTo(
      0.4 / 0.75,
      12,
    );
  });

  it('returns the stake exactly at fair odds, whatever the mix of outcomes', () => {
    fc.assert(
      fc.property(distributionArbitrary, (d) => {
        const probability = effectiveProbability(d);
        if (probability === null || probability === 0) return;
        const odds = 1 / probability;
        const expectedReturn = d.WON * odds + (d.HALF_WON * (odds + 1)) / 2 + d.VOID + d.HALF_LOST / 2;
        expect(expectedReturn).toBeCloseTo(1, 9);
      }),
    );
  });

  it('adds up to 1 over the two sides of a line', () => {
    fc.assert(
      fc.property(distributionArbitrary, (d) => {
        const side = effectiveProbability(d);
        const other = effectiveProbability(mirror(d));
        if (side === null || other === null) return;
        expect(side + other).toBeCloseTo(1, 9);
      }),
    );
  });

  it('has no price for a selection that can only be void', () => {
    expect(effectiveProbability(certainOutcome('VOID'))).toBeNull();
  });
});
