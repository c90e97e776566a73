import { describe, expect, it } from 'vitest';
import { LotteryInputError } from './input-error.js';
import { isBettingOpen, nextOpenVnDraw, nextVnDraw, vnDrawId } from './vn-next-draw.js';
import { VN_PROVINCES, VN_WEEKLY_SCHEDULE, type VnProvinceCode } from './vn-schedule.js';
import { WEEKDAYS, vnLocalTime } from './vn-time.js';

// 2026-11-30 is a Monday. Vietnam is UTC+7: south 16:15 = 09:15Z, centre 10:15Z, north 11:15Z.
const at = (iso: string) => new Date(iso);
const times = (draw: { drawAt: Date; closesAt: Date }) => ({
  drawAt: draw.drawAt.toISOString(),
  closesAt: draw.closesAt.toISOString(),
});

describe('the weekly province schedule', () => {
  it('has the published days: 3 southern provinces a day and 4 on Saturday; 2 or 3 central ones', () => {
    expect(WEEKDAYS.map((day) => VN_WEEKLY_SCHEDULE.SOUTH[day].length)).toEqual([3, 3, 3, 3, 3, 4, 3]);
    expect(WEEKDAYS.map((day) => VN_WEEKLY_SCHEDULE.CENTRAL[day].length)).toEqual([2, 2, 2, 3, 2, 3, 3]);
    expect(VN_WEEKLY_SCHEDULE.SOUTH.MON).toEqual(['HCM', 'DTH', 'CMA']);
    expect(VN_WEEKLY_SCHEDULE.SOUTH.SAT).toEqual(['HCM', 'LAN', 'BPH', 'HGI']);
    expect(VN_WEEKLY_SCHEDULE.CENTRAL.WED).toEqual(['DNG', 'KHO']);
  });

  it('lists every province under its own region and draws each at least once a week', () => {
    for (const region of ['NORTH', 'CENTRAL', 'SOUTH'] as const) {
      const scheduled = new Set(WEEKDAYS.flatMap((day) => VN_WEEKLY_SCHEDULE[region][day]));
      for (const code of scheduled) expect(VN_PROVINCES[code].region).toBe(region);
      const ofRegion = Object.values(VN_PROVINCES).filter((province) => province.region === region);
      expect(ofRegion.every(({ code }) => scheduled.has(code as VnProvinceCode))).toBe(true);
    }
  });
});

describe('the next draw and its close', () => {
  it("gives today's southern draw at 16:15 Vietnam time and its close 15 minutes before", () => {
    const draw = nextVnDraw({ region: 'SOUTH', now: at('2026-11-30T08:00:00Z'), closeMinutesBefore: 15 });
    expect(times(draw)).toEqual({ drawAt: '2026-11-30T09:15:00.000Z', closesAt: '2026-11-30T09:00:00.000Z' });
    expect(draw).toMatchObject({ dateKey: '20261130', provinces: ['HCM', 'DTH', 'CMA'] });
    expect(isBettingOpen(draw, at('2026-11-30T08:59:59.999Z'))).toBe(true);
    expect(isBettingOpen(draw, at('2026-11-30T09:00:00.000Z'))).toBe(false);
  });

  it('between the close and the draw: the next draw is still today, but a ticket plays tomorrow', () => {
    const query = { region: 'SOUTH' as const, now: at('2026-11-30T09:05:00Z'), closeMinutesBefore: 15 };
    expect(times(nextVnDraw(query)).drawAt).toBe('2026-11-30T09:15:00.000Z');
    const open = nextOpenVnDraw(query);
    expect(times(open)).toEqual({ drawAt: '2026-12-01T09:15:00.000Z', closesAt: '2026-12-01T09:00:00.000Z' });
    expect(open.provinces).toEqual(['BTR', 'VTA', 'BLI']);
  });

  it("reads the day in Vietnam: 00:30 Tuesday there is still Monday in UTC, and Tuesday's host draws", () => {
    const now = at('2026-11-30T17:30:00Z');
    expect(vnLocalTime(now)).toMatchObject({ day: 1, month: 12, weekday: 'TUE', minuteOfDay: 30 });
    const draw = nextVnDraw({ region: 'NORTH', now, closeMinutesBefore: 30 });
    expect(times(draw)).toEqual({ drawAt: '2026-12-01T11:15:00.000Z', closesAt: '2026-12-01T10:45:00.000Z' });
    expect(draw).toMatchObject({ dateKey: '20261201', provinces: ['QNI'] });
  });

  it('closes across midnight: 20 hours before 18:15 is 22:15 the evening before', () => {
    // Monday 22:30 in Vietnam: Tuesday's draw closed at Monday 22:15, so a ticket plays Wednesday.
    const query = { region: 'NORTH' as const, now: at('2026-11-30T15:30:00Z'), closeMinutesBefore: 20 * 60 };
    expect(times(nextVnDraw(query))).toEqual({
      drawAt: '2026-12-01T11:15:00.000Z',
      closesAt: '2026-11-30T15:15:00.000Z',
    });
    expect(times(nextOpenVnDraw(query))).toEqual({
      drawAt: '2026-12-02T11:15:00.000Z',
      closesAt: '2026-12-01T15:15:00.000Z',
    });
  });

  it("finds a province's next weekday and crosses a month and a year", () => {
    // HCM draws on Monday and Saturday: from Monday after its draw, the next is Saturday.
    const hcm = nextVnDraw({
      region: 'SOUTH',
      province: 'HCM',
      now: at('2026-11-30T10:00:00Z'),
      closeMinutesBefore: 10,
    });
    expect(hcm).toMatchObject({ dateKey: '20261205', provinces: ['HCM'] });
    expect(hcm.drawAt.toISOString()).toBe('2026-12-05T09:15:00.000Z');
    const kontum = nextVnDraw({
      region: 'CENTRAL',
      province: 'KTU',
      now: at('2026-12-31T16:30:00Z'),
      closeMinutesBefore: 0,
    });
    expect(kontum.drawAt.toISOString()).toBe('2027-01-03T10:15:00.000Z');
    expect(kontum.dateKey).toBe('20270103');
    const north = nextVnDraw({ region: 'NORTH', now: at('2026-12-31T16:30:00Z'), closeMinutesBefore: 0 });
    expect(north.dateKey).toBe('20270101');
  });

  it('refuses a province of another region and a close a day or more before the draw', () => {
    const now = at('2026-11-30T08:00:00Z');
    expect(() => nextVnDraw({ region: 'NORTH', province: 'HCM', now, closeMinutesBefore: 15 })).toThrow(
      LotteryInputError,
    );
    expect(() => nextVnDraw({ region: 'SOUTH', now, closeMinutesBefore: 24 * 60 })).toThrow(
      LotteryInputError,
    );
    expect(() => nextVnDraw({ region: 'SOUTH', now, closeMinutesBefore: -1 })).toThrow(LotteryInputError);
  });

  it('names draws: one a day in the north, one per province and day elsewhere', () => {
    expect(vnDrawId('NORTH', '20261130')).toBe('VN-NORTH-20261130');
    expect(vnDrawId('SOUTH', '20261130', 'HCM')).toBe('VN-SOUTH-HCM-20261130');
    expect(() => vnDrawId('CENTRAL', '20261130')).toThrow(LotteryInputError);
  });
});
