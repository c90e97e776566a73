import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PERIOD_KINDS,
  lastClosedPeriod,
  parsePeriodKey,
  periodAfter,
  periodBefore,
  periodOf,
  settlementKey,
  settlementPeriodKind,
  type PeriodKind,
} from './periods.js';

const at = (iso: string) => new Date(iso);
const span = (kind: PeriodKind, iso: string) => {
  const period = periodOf(kind, at(iso));
  return [period.key, period.start.toISOString(), period.end.toISOString()];
};

describe('settlement periods on Brasília time (UTC−3)', () => {
  it('starts the day at midnight in Brasília, 03:00 UTC', () => {
    expect(span('D', '2026-11-26T02:59:59.999Z')).toEqual([
      'D:2026-11-25',
      '2026-11-25T03:00:00.000Z',
      '2026-11-26T03:00:00.000Z',
    ]);
    expect(span('D', '2026-11-26T03:00:00.000Z')[0]).toBe('D:2026-11-26');
  });

  it('starts the week on Monday, across a month and a year end', () => {
    // Thursday 26 November 2026 → the week of Monday 23rd.
    expect(span('W', '2026-11-26T12:00:00Z')).toEqual([
      'W:2026-11-23',
      '2026-11-23T03:00:00.000Z',
      '2026-11-30T03:00:00.000Z',
    ]);
    // Sunday 3 January 2027, 23:00 in Brasília (02:00 UTC on the 4th) → the week of Monday 28 December 2026.
    expect(span('W', '2027-01-04T02:00:00Z')[0]).toBe('W:2026-12-28');
    // Monday 4 January 2027, 00:00 in Brasília.
    expect(span('W', '2027-01-04T03:00:00Z')[0]).toBe('W:2027-01-04');
  });

  it('splits the month into the 1st–15th and the 16th to the end, February included', () => {
    expect(span('H', '2026-11-15T23:00:00-03:00')).toEqual([
      'H:2026-11-1',
      '2026-11-01T03:00:00.000Z',
      '2026-11-16T03:00:00.000Z',
    ]);
    expect(span('H', '2026-11-16T00:00:00-03:00')).toEqual([
      'H:2026-11-2',
      '2026-11-16T03:00:00.000Z',
      '2026-12-01T03:00:00.000Z',
    ]);
    expect(span('H', '2028-02-29T12:00:00-03:00')).toEqual([
      'H:2028-02-2',
      '2028-02-16T03:00:00.000Z',
      '2028-03-01T03:00:00.000Z',
    ]);
    expect(span('H', '2026-12-31T23:59:00-03:00')[2]).toBe('2027-01-01T03:00:00.000Z');
  });

  it('takes the calendar month, the hour and the 5-minute window', () => {
    expect(span('M', '2026-12-31T23:59:59-03:00')).toEqual([
      'M:2026-12',
      '2026-12-01T03:00:00.000Z',
      '2027-01-01T03:00:00.000Z',
    ]);
    expect(span('HOUR', '2026-11-26T14:59:59-03:00')).toEqual([
      'HOUR:2026-11-26T14',
      '2026-11-26T17:00:00.000Z',
      '2026-11-26T18:00:00.000Z',
    ]);
    expect(span('FIVE_MINUTES', '2026-11-26T14:09:59.999-03:00')).toEqual([
      'FIVE_MINUTES:2026-11-26T14:05',
      '2026-11-26T17:05:00.000Z',
      '2026-11-26T17:10:00.000Z',
    ]);
  });

  it('names the period a job settles once it has closed, and the next and previous ones', () => {
    expect(lastClosedPeriod('FIVE_MINUTES', at('2026-11-26T17:10:00Z')).key).toBe(
      'FIVE_MINUTES:2026-11-26T14:05',
    );
    expect(lastClosedPeriod('W', at('2026-11-30T03:00:00Z')).key).toBe('W:2026-11-23');
    const half = periodOf('H', at('2026-11-20T12:00:00Z'));
    expect(periodAfter(half).key).toBe('H:2026-12-1');
    expect(periodBefore(half).key).toBe('H:2026-11-1');
  });

  it('reads back only the keys it writes', () => {
    expect(parsePeriodKey('W:2026-11-23')?.start.toISOString()).toBe('2026-11-23T03:00:00.000Z');
    expect(parsePeriodKey('H:2026-02-2')?.end.toISOString()).toBe('2026-03-01T03:00:00.000Z');
    for (const bad of [
      'W:2026-11-24', // a Tuesday
      'D:2026-02-30',
      'D:2026-11-1',
      'H:2026-11-3',
      'FIVE_MINUTES:2026-11-26T14:07',
      'HOUR:2026-11-26T24',
      'M:2026-13',
      'Y:2026',
      '',
    ]) {
      expect(parsePeriodKey(bad), bad).toBeNull();
    }
  });

  it('settles each contract type on its own period', () => {
    const tier = { rate: 100, betAmount: 0, activeMembers: 0 };
    expect(
      settlementPeriodKind({
        type: 'DIVIDEND',
        dividend: {
          period: 'H',
          tiers: [{ periodValidBet: 0, periodProfitLoss: 0, activeMembers: 0, rate: 1 }],
        },
      }),
    ).toBe('H');
    expect(settlementPeriodKind({ type: 'DAILY_SALARY', dailySalary: { tiers: [tier] } })).toBe('D');
    expect(settlementPeriodKind({ type: 'HOURLY_SALARY', hourlySalary: { tiers: [tier] } })).toBe('HOUR');
    expect(
      settlementPeriodKind({
        type: 'REALTIME_SALARY',
        realtimeSalary: { profitRate: 1, lossRate: 1, minimumSingleBet: 0 },
      }),
    ).toBe('FIVE_MINUTES');
    expect(settlementKey('c-1', periodOf('D', at('2026-11-26T12:00:00Z')))).toBe(
      'contract-settlement:c-1:D:2026-11-26',
    );
  });
});

// 2000-01-01 to 2100-01-01.
const instant = fc.integer({ min: 946_684_800_000, max: 4_102_444_800_000 }).map((ms) => new Date(ms));
const kind = fc.constantFrom(...PERIOD_KINDS);

describe('settlement period properties', () => {
  it('contains its instant, and every instant of a period gives the same key (a stable idempotency key)', () => {
    fc.assert(
      fc.property(kind, instant, fc.double({ min: 0, max: 1, noNaN: true }), (periodKind, when, fraction) => {
        const period = periodOf(periodKind, when);
        expect(period.start.getTime()).toBeLessThanOrEqual(when.getTime());
        expect(when.getTime()).toBeLessThan(period.end.getTime());
        const inside = new Date(
          period.start.getTime() + Math.floor(fraction * (period.end.getTime() - period.start.getTime() - 1)),
        );
        expect(periodOf(periodKind, inside)).toEqual(period);
        expect(periodOf(periodKind, period.start)).toEqual(period);
        expect(periodOf(periodKind, new Date(period.end.getTime() - 1)).key).toBe(period.key);
      }),
    );
  });

  it('tiles time: the next period starts where this one ends, with a different key', () => {
    fc.assert(
      fc.property(kind, instant, (periodKind, when) => {
        const period = periodOf(periodKind, when);
        const next = periodAfter(period);
        expect(next.start).toEqual(period.end);
        expect(next.key).not.toBe(period.key);
        expect(periodBefore(next)).toEqual(period);
        expect(next.key > period.key).toBe(true);
      }),
    );
  });

  it('round-trips every key it produces', () => {
    fc.assert(
      fc.property(kind, instant, (periodKind, when) => {
        const period = periodOf(periodKind, when);
        expect(parsePeriodKey(period.key)).toEqual(period);
      }),
    );
  });
});
