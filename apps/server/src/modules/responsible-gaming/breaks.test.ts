import { describe, expect, it } from 'vitest';
import { breakEnd } from './breaks.js';

describe('breakEnd', () => {
  const from = new Date('2026-01-31T15:00:00.000Z');

  it('ends pauses after fixed hours', () => {
    expect(breakEnd('24H', from)?.toISOString()).toBe('2026-02-01T15:00:00.000Z');
    expect(breakEnd('7D', from)?.toISOString()).toBe('2026-02-07T15:00:00.000Z');
    expect(breakEnd('30D', from)?.toISOString()).toBe('2026-03-02T15:00:00.000Z');
    expect(breakEnd('6W', from)?.toISOString()).toBe('2026-03-14T15:00:00.000Z');
  });

  it('ends self-exclusions after calendar months, and never for an indefinite one', () => {
    expect(breakEnd('6M', from)?.toISOString()).toBe('2026-07-31T15:00:00.000Z');
    expect(breakEnd('1Y', from)?.toISOString()).toBe('2027-01-31T15:00:00.000Z');
    expect(breakEnd('2Y', from)?.toISOString()).toBe('2028-01-31T15:00:00.000Z');
    expect(breakEnd('5Y', from)?.toISOString()).toBe('2031-01-31T15:00:00.000Z');
    expect(breakEnd('INDEFINITE', from)).toBeNull();
  });
});
