import { describe, expect, it } from 'vitest';
import {
  currentElottPeriod,
  elottDrawId,
  elottPeriodsPerDay,
  openElottPeriod,
  type ElottPeriod,
} from './elott-periods.js';
import { LotteryInputError } from './input-error.js';

const view = (period: ElottPeriod) => ({
  periodKey: period.periodKey,
  startsAt: period.startsAt.toISOString(),
  drawAt: period.drawAt.toISOString(),
  closesAt: period.closesAt.toISOString(),
});

// 10:02:30Z is 17:02:30 in Vietnam (UTC+7), the 1,023rd minute of its day.
describe('ELOTT periods', () => {
  it('number 5-minute periods from Vietnamese midnight, drawn at their end, closed 30 s before', () => {
    const query = { now: new Date('2026-11-30T10:02:30Z'), periodMinutes: 5 as const, closeSeconds: 30 };
    expect(view(currentElottPeriod(query))).toEqual({
      periodKey: '20261130-0205',
      startsAt: '2026-11-30T10:00:00.000Z',
      drawAt: '2026-11-30T10:05:00.000Z',
      closesAt: '2026-11-30T10:04:30.000Z',
    });
    expect(openElottPeriod(query).number).toBe(205);
  });

  it('put a ticket into the next period once the current one has closed', () => {
    const query = { now: new Date('2026-11-30T10:04:30Z'), periodMinutes: 5 as const, closeSeconds: 30 };
    expect(currentElottPeriod(query).number).toBe(205);
    expect(view(openElottPeriod(query))).toMatchObject({
      periodKey: '20261130-0206',
      drawAt: '2026-11-30T10:10:00.000Z',
    });
  });

  it('count 1 and 3-minute periods the same way', () => {
    const now = new Date('2026-11-30T10:02:30Z');
    expect(view(currentElottPeriod({ now, periodMinutes: 1, closeSeconds: 5 }))).toMatchObject({
      periodKey: '20261130-1023',
      drawAt: '2026-11-30T10:03:00.000Z',
      closesAt: '2026-11-30T10:02:55.000Z',
    });
    expect(currentElottPeriod({ now, periodMinutes: 3, closeSeconds: 10 }).periodKey).toBe('20261130-0341');
    expect([1, 3, 5].map((minutes) => elottPeriodsPerDay(minutes as 1 | 3 | 5))).toEqual([1_440, 480, 288]);
  });

  it("cross Vietnam's midnight (17:00Z): the day's last period, then period 1 of the next day", () => {
    const query = { now: new Date('2026-11-30T16:59:45Z'), periodMinutes: 5 as const, closeSeconds: 30 };
    expect(view(currentElottPeriod(query))).toEqual({
      periodKey: '20261130-0288',
      startsAt: '2026-11-30T16:55:00.000Z',
      drawAt: '2026-11-30T17:00:00.000Z',
      closesAt: '2026-11-30T16:59:30.000Z',
    });
    expect(view(openElottPeriod(query))).toEqual({
      periodKey: '20261201-0001',
      startsAt: '2026-11-30T17:00:00.000Z',
      drawAt: '2026-11-30T17:05:00.000Z',
      closesAt: '2026-11-30T17:04:30.000Z',
    });
  });

  it('refuse another period length and a close that leaves no time to bet', () => {
    const now = new Date('2026-11-30T10:02:30Z');
    expect(() => currentElottPeriod({ now, periodMinutes: 2 as 1, closeSeconds: 0 })).toThrow(
      LotteryInputError,
    );
    expect(() => currentElottPeriod({ now, periodMinutes: 1, closeSeconds: 60 })).toThrow(LotteryInputError);
    expect(() => currentElottPeriod({ now, periodMinutes: 1, closeSeconds: -1 })).toThrow(LotteryInputError);
  });

  it('name the draw by game, period length and period', () => {
    expect(elottDrawId('FAST_3', 3, '20261130-0341')).toBe('ELOTT-FAST_3-3M-20261130-0341');
  });
});
