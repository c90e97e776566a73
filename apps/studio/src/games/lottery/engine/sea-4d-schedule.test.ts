import { describe, expect, it } from 'vitest';
import { LotteryInputError } from './input-error.js';
import { nextSea4dDraw, sea4dDrawId, specialSea4dDraw } from './sea-4d-schedule.js';

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

  describe('special draws an operator dates', () => {
    const special = (dateKey: string, now = '2026-11-30T03:00:00Z', closeMinutesBefore = 30) =>
      specialSea4dDraw({ dateKey, now: at(now), closeMinutesBefore });

    it('draws at 18:30 Singapore time on the day named, on any weekday', () => {
      // 2026-12-01 is a Tuesday, not a weekly draw day.
      expect(special('20261201')).toEqual({
        dateKey: '20261201',
        drawAt: at('2026-12-01T10:30:00Z'),
        closesAt: at('2026-12-01T10:00:00Z'),
      });
      // A weekly draw day is the weekly draw itself.
      expect(special('20261202').drawAt.toISOString()).toBe(next('2026-11-30T03:00:00Z').drawAt);
    });

    it('refuses a day that does not exist, one whose betting has closed and one more than a year ahead', () => {
      for (const dateKey of [
        '20261131',
        '20270229',
        '20261300',
        '2026121',
        '2026-12-01',
        '２０２６１２０１',
        '',
      ]) {
        expect(() => special(dateKey), dateKey).toThrow(LotteryInputError);
      }
      expect(special('20280229', '2027-12-01T00:00:00Z').dateKey).toBe('20280229'); // a leap day is a day
      expect(() => special('20261130', '2026-11-30T10:00:00Z')).toThrow(LotteryInputError); // closed at 10:00
      expect(special('20261130', '2026-11-30T09:59:59Z').closesAt).toEqual(at('2026-11-30T10:00:00Z'));
      expect(() => special('20261129')).toThrow(LotteryInputError); // yesterday
      expect(() => special('20271202')).toThrow(LotteryInputError); // 367 days ahead
      expect(special('20271130').dateKey).toBe('20271130');
    });
  });
});
