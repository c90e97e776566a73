import { describe, expect, it } from 'vitest';
import { createShotRate } from './shot-rate.js';

describe('shot rate', () => {
  it('lets a session shoot perSecond times in any second, and refuses the next until a second has passed', () => {
    let now = 10_000;
    const rate = createShotRate({ perSecond: 3, maxSessions: 10, now: () => now });
    expect([rate.take('a'), rate.take('a'), rate.take('a')]).toEqual([true, true, true]);
    expect(rate.take('a')).toBe(false);
    // Another session has its own allowance.
    expect(rate.take('b')).toBe(true);
    now += 999;
    expect(rate.take('a')).toBe(false);
    // The three shots of the first second no longer count.
    now += 1;
    expect([rate.take('a'), rate.take('a'), rate.take('a'), rate.take('a')]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it('spreads shots over a sliding second', () => {
    let now = 0;
    const rate = createShotRate({ perSecond: 2, maxSessions: 10, now: () => now });
    expect(rate.take('a')).toBe(true);
    now = 600;
    expect(rate.take('a')).toBe(true);
    now = 900;
    expect(rate.take('a')).toBe(false);
    now = 1_000;
    expect(rate.take('a')).toBe(true);
    now = 1_500;
    expect(rate.take('a')).toBe(false);
    now = 1_600;
    expect(rate.take('a')).toBe(true);
  });
});
