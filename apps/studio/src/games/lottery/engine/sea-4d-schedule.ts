import { LotteryInputError } from './input-error.js';
import { WEEKDAYS, weekdayAfter, type Weekday } from './vn-time.js';

/**
 * SEA 4D's draw days: Wednesday, Saturday and Sunday at 18:30 in Singapore (UTC+8), as Singapore
 * Pools draws its 4D. Singapore has kept UTC+8 without daylight saving since 1982, so a fixed
 * offset is the zone's whole rule (as vn-time.ts for Vietnam). Special draws are not in this
 * weekly table: an operator dates one (`specialSea4dDraw`) at the same 18:30. The caller passes
 * `now`.
 */

export const SEA_4D_UTC_OFFSET_MINUTES = 8 * 60;
export const SEA_4D_DRAW_DAYS: readonly Weekday[] = ['WED', 'SAT', 'SUN'];
/** 18:30 Singapore time. */
export const SEA_4D_DRAW_MINUTE = 18 * 60 + 30;

const MINUTE_MS = 60_000;
/** Betting may close at most a day before the draw, as for VN. */
const MAX_CLOSE_MINUTES = 24 * 60 - 1;

export type Sea4dScheduledDraw = {
  /** The Singapore calendar day of the draw, YYYYMMDD. */
  dateKey: string;
  drawAt: Date;
  closesAt: Date;
};

export type Sea4dNextDrawQuery = {
  now: Date;
  closeMinutesBefore: number;
  /** The weekdays 4D draws on; Wednesday, Saturday and Sunday unless given. */
  days?: readonly Weekday[];
};

const singaporeDay = (now: Date) => {
  const shifted = new Date(now.getTime() + SEA_4D_UTC_OFFSET_MINUTES * MINUTE_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    weekday: WEEKDAYS[(shifted.getUTCDay() + 6) % 7] as Weekday,
  };
};

const dateKeyOf = (at: Date): string => {
  const { year, month, day } = singaporeDay(at);
  return `${year}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}`;
};

const closeMinutesChecked = (closeMinutesBefore: number): number => {
  if (
    !Number.isInteger(closeMinutesBefore) ||
    closeMinutesBefore < 0 ||
    closeMinutesBefore > MAX_CLOSE_MINUTES
  ) {
    throw new LotteryInputError('CLOSE_MINUTES_INVALID', `${closeMinutesBefore}`);
  }
  return closeMinutesBefore;
};

/** 18:30 Singapore time on a Singapore calendar day (month 1-12; a day past the month's end rolls on). */
const drawAtOn = (year: number, month: number, day: number): Date =>
  new Date(Date.UTC(year, month - 1, day, 0, SEA_4D_DRAW_MINUTE) - SEA_4D_UTC_OFFSET_MINUTES * MINUTE_MS);

/** The next 4D draw still ahead of `now` (its drawAt later than now), betting open or not. */
export const nextSea4dDraw = ({
  now,
  closeMinutesBefore,
  days = SEA_4D_DRAW_DAYS,
}: Sea4dNextDrawQuery): Sea4dScheduledDraw => {
  closeMinutesChecked(closeMinutesBefore);
  const today = singaporeDay(now);
  // Today's draw may be over: eight days cover the same weekday next week.
  for (let offset = 0; offset < 8; offset += 1) {
    if (!days.includes(weekdayAfter(today.weekday, offset))) continue;
    const drawAt = drawAtOn(today.year, today.month, today.day + offset);
    if (drawAt.getTime() <= now.getTime()) continue;
    return {
      dateKey: dateKeyOf(drawAt),
      drawAt,
      closesAt: new Date(drawAt.getTime() - closeMinutesBefore * MINUTE_MS),
    };
  }
  throw new LotteryInputError('NO_DRAW_SCHEDULED', 'SEA_4D');
};

/** How far ahead an operator may date a special draw. */
export const SEA_4D_SPECIAL_MAX_DAYS_AHEAD = 366;

/**
 * A special 4D draw an operator dates (Singapore Pools adds such days now and then): 18:30
 * Singapore time on `dateKey` (YYYYMMDD, a real calendar day), its betting closing as a weekly
 * draw's. Refused (`SPECIAL_DRAW_DATE_INVALID`) when the day does not exist, when its betting would
 * already be closed at `now` (no ticket could be sold, and a draw dated in the past could be
 * chosen knowing the news of the day) or when it is more than a year ahead. A regular draw day is
 * accepted: its draw is the same one the weekly table creates.
 */
export const specialSea4dDraw = ({
  dateKey,
  now,
  closeMinutesBefore,
}: {
  dateKey: string;
  now: Date;
  closeMinutesBefore: number;
}): Sea4dScheduledDraw => {
  closeMinutesChecked(closeMinutesBefore);
  const parts = /^(\d{4})(\d{2})(\d{2})$/.exec(dateKey);
  const [year, month, day] = (parts ?? []).slice(1).map(Number) as [number, number, number];
  const drawAt = parts ? drawAtOn(year, month, day) : new Date(Number.NaN);
  // A month or day out of range rolls over to another date, whose key differs from the one asked.
  if (Number.isNaN(drawAt.getTime()) || dateKeyOf(drawAt) !== dateKey) {
    throw new LotteryInputError('SPECIAL_DRAW_DATE_INVALID', dateKey);
  }
  const closesAt = new Date(drawAt.getTime() - closeMinutesBefore * MINUTE_MS);
  const latest = now.getTime() + SEA_4D_SPECIAL_MAX_DAYS_AHEAD * 24 * 60 * MINUTE_MS;
  if (closesAt.getTime() <= now.getTime() || drawAt.getTime() > latest) {
    throw new LotteryInputError('SPECIAL_DRAW_DATE_INVALID', dateKey);
  }
  return { dateKey, drawAt, closesAt };
};

/** A 4D draw's id: one draw a draw day, named by its Singapore date. */
export const sea4dDrawId = (dateKey: string): string => `SEA4D-${dateKey}`;
