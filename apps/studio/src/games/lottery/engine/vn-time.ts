/**
 * Vietnam's clock (Asia/Ho_Chi_Minh). Vietnam has kept UTC+7 without daylight saving since 1975,
 * so a fixed offset is the zone's whole rule; reading it through Intl instead would make a pure
 * function depend on the ICU data the process happens to ship. Nothing here reads the clock: the
 * caller passes `now`.
 */

export const VN_UTC_OFFSET_MINUTES = 7 * 60;
const MINUTE_MS = 60_000;
export const DAY_MINUTES = 24 * 60;

export const WEEKDAYS = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A calendar day in Vietnam, with its weekday and the minutes since its local midnight of `now`. */
export type VnLocalTime = { year: number; month: number; day: number; weekday: Weekday; minuteOfDay: number };

export const vnLocalTime = (now: Date): VnLocalTime => {
  const shifted = new Date(now.getTime() + VN_UTC_OFFSET_MINUTES * MINUTE_MS);
  // getUTCDay: 0 = Sunday; WEEKDAYS starts on Monday, as the Vietnamese week (thứ hai) does.
  const weekday = WEEKDAYS[(shifted.getUTCDay() + 6) % 7] as Weekday;
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    weekday,
    minuteOfDay: shifted.getUTCHours() * 60 + shifted.getUTCMinutes(),
  };
};

/** The instant of a Vietnamese wall-clock time; `dayOffset` moves whole days (month ends included). */
export const vnInstant = (
  day: Pick<VnLocalTime, 'year' | 'month' | 'day'>,
  minuteOfDay: number,
  dayOffset = 0,
): Date =>
  new Date(
    Date.UTC(day.year, day.month - 1, day.day + dayOffset, 0, minuteOfDay) -
      VN_UTC_OFFSET_MINUTES * MINUTE_MS,
  );

/** YYYYMMDD of a Vietnamese day: the date part of draw and period ids. */
export const vnDateKey = (day: Pick<VnLocalTime, 'year' | 'month' | 'day'>): string =>
  `${day.year}${String(day.month).padStart(2, '0')}${String(day.day).padStart(2, '0')}`;

export const weekdayAfter = (weekday: Weekday, days: number): Weekday =>
  WEEKDAYS[(WEEKDAYS.indexOf(weekday) + days) % 7] as Weekday;
