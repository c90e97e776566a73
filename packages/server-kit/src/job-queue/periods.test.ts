import { describe, expect, it } from 'vitest';
import { assertEvery, periodKey, periodStartOf } from './periods.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('periods of a periodic job', () => {
  it('lays periods end to end from the epoch', () => {
    const at = Date.parse('2026-11-26T07:31:42.500Z');
    expect(periodKey(periodStartOf(at, { everyMs: MINUTE }))).toBe('2026-11-26T07:31:00.000Z');
    expect(periodKey(periodStartOf(at, { everyMs: 5 * MINUTE }))).toBe('2026-11-26T07:30:00.000Z');
    expect(periodKey(periodStartOf(at, { everyMs: HOUR }))).toBe('2026-11-26T07:00:00.000Z');
  });

  it('starts a Brasília day at 03:00 UTC with an offset', () => {
    const brasiliaDay = { everyMs: DAY, offsetMs: 3 * HOUR };
    expect(periodKey(periodStartOf(Date.parse('2026-11-26T02:59:59.999Z'), brasiliaDay))).toBe(
      '2026-11-25T03:00:00.000Z',
    );
    expect(periodKey(periodStartOf(Date.parse('2026-11-26T03:00:00.000Z'), brasiliaDay))).toBe(
      '2026-11-26T03:00:00.000Z',
    );
  });

  it('gives every moment of a period the same start, and the next period the start after', () => {
    const every = { everyMs: 7_000, offsetMs: 1_500 };
    const start = periodStartOf(1_000_000, every);
    for (const at of [start, start + 1, start + 6_999]) expect(periodStartOf(at, every)).toBe(start);
    expect(periodStartOf(start + 7_000, every)).toBe(start + 7_000);
  });

  it('keys sort in the order of their periods', () => {
    const keys = [0, 1, 2, 10, 11].map((index) =>
      periodKey(Date.parse('2026-01-01T00:00:00Z') + index * HOUR),
    );
    expect([...keys].sort()).toEqual(keys);
  });

  it('refuses a period under a second and an offset outside the period', () => {
    expect(() => assertEvery('j', { everyMs: 999 })).toThrow(/at least 1000/);
    expect(() => assertEvery('j', { everyMs: 1_000.5 })).toThrow(/whole number/);
    expect(() => assertEvery('j', { everyMs: MINUTE, offsetMs: MINUTE })).toThrow(/offsetMs/);
    expect(() => assertEvery('j', { everyMs: MINUTE, offsetMs: 30_000 })).not.toThrow();
  });
});
