import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CRASH_MAX_HUNDREDTHS } from '../../fair/index.js';
import { msToReach, multiplierAt, STANDARD_GROWTH_PER_MS } from './crash-curve.js';

describe('the crash curve', () => {
  it('starts at 1.00× and doubles about every 11.6 s on the standard curve', () => {
    expect(multiplierAt(0, STANDARD_GROWTH_PER_MS)).toBe(100);
    expect(multiplierAt(11_552, STANDARD_GROWTH_PER_MS)).toBe(199);
    expect(multiplierAt(11_553, STANDARD_GROWTH_PER_MS)).toBe(200);
    expect(msToReach(200, STANDARD_GROWTH_PER_MS)).toBe(11_553);
    expect(msToReach(100, STANDARD_GROWTH_PER_MS)).toBe(0);
  });

  it('finds the first ms at which any multiplier is reached, whatever the rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 101, max: CRASH_MAX_HUNDREDTHS }),
        fc.constantFrom(STANDARD_GROWTH_PER_MS, 0.0006, 0.0012),
        (hundredths, rate) => {
          const ms = msToReach(hundredths, rate);
          expect(multiplierAt(ms, rate)).toBeGreaterThanOrEqual(hundredths);
          expect(multiplierAt(ms - 1, rate)).toBeLessThan(hundredths);
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
