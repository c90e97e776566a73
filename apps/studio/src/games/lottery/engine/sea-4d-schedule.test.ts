import { describe, expect, it } from 'vitest';
import { LotteryInputError } from './input-error.js';
import { nextSea4dDraw, sea4dDrawId } from './sea-4d-schedule.js';

const at = (iso: string) => new Date(iso);
const next = (iso: string, closeMinutesBefore = 30) => {
  const draw = nextSea4dDraw({ now: at(iso), closeMinutesBefore });
  return { dateKey: draw.dateKey, drawAt: draw.drawAt.toISOString(), closesAt: draw.closesAt.toISOString() };
};

describe('SEA 4D draw days', () => {
  // 2026-11-30 is a Monday. 18:30 in Singapore is 10:30 UTC.
  it('draws on Wednesday, Saturday and Sunday at 18:30 Singapore time', () => {
    expect(next('2026-11-30T03:00:00Z')).toEqual({
      dateKey: '20261202',
      drawAt: '2026-12-02T10:30:00.000Z',
      closesAt: '2026-12-02T10:00:00.000Z',
    });
    expect(next('2026-12-02T10:30:00Z').dateKey).toBe('20261205'); // Wednesday's draw time: Saturday next
    expect(next('2026-12-05T12:00:00Z').dateKey).toBe('20261206'); // Saturday evening: Sunday
  });

  it('crosses the week and the month: after Sunday’s draw comes next Wednesday', () => {
    expect(next('2026-11-29T10:29:59.999Z').dateKey).toBe('20261129'); // Sunday, a moment before
    expect(next('2026-11-29T10:30:00Z')).toMatchObject({
      dateKey: '20261202',
      drawAt: '2026-12-02T10:30:00.000Z',
    });
    // Sunday 23:59 in Singapore is still Sunday there though it is Sunday 15:59 UTC.
    expect(next('2026-12-06T15:59:00Z').dateKey).toBe('20261209');
    // Tuesday 00:30 Singapore is Monday 16:30 UTC: the Singapore day counts.
    expect(next('2026-12-28T16:30:00Z').dateKey).toBe('20261230');
    expect(next('2026-12-31T12:00:00Z').dateKey).toBe('20270102'); // the year's end
  });

  it('closes betting the configured minutes before, possibly the day before', () => {
    expect(next('2026-11-30T03:00:00Z', 0).closesAt).toBe('2026-12-02T10:30:00.000Z');
    expect(next('2026-11-30T03:00:00Z', 20 * 60).closesAt).toBe('2026-12-01T14:30:00.000Z');
    expect(() => nextSea4dDraw({ now: at('2026-11-30T03:00:00Z'), closeMinutesBefore: 24 * 60 })).toThrow(
      LotteryInputError,
    );
    expect(() => nextSea4dDraw({ now: at('2026-11-30T03:00:00Z'), closeMinutesBefore: -1 })).toThrow(
      LotteryInputError,
    );
  });

  it('takes its draw days as data', () => {
    const draw = nextSea4dDraw({ now: at('2026-11-30T03:00:00Z'), closeMinutesBefore: 30, days: ['MON'] });
    expect(draw.dateKey).toBe('20261130');
    const later = nextSea4dDraw({ now: at('2026-11-30T11:00:00Z'), closeMinutesBefore: 30, days: ['MON'] });
    expect(later.dateKey).toBe('20261207');
  });

  it('names the draw by its Singapore date', () => {
    expect(sea4dDrawId('20261202')).toBe('SEA4D-20261202');
  });
});
