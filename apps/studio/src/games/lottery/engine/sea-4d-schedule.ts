import { LotteryInputError } from './input-error.js';
import { WEEKDAYS, weekdayAfter, type Weekday } from './vn-time.js';

/**
 * SEA 4D's draw days: Wednesday, Saturday and Sunday at 18:30 in Singapore (UTC+8), as Singapore
 * Pools draws its 4D. Singapore has kept UTC+8 without daylight saving since 1982, so a fixed
 * offset is the zone's whole rule (as vn-time.ts for Vietnam). Special draws are not in this
 * weekly table: an operator adds such a day to `days` or creates the draw itself. The caller
 * passes `now`.
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

/** The next 4D draw still ahead of `now` (its drawAt later than now), betting open or not. */
export const nextSea4dDraw = ({
  now,
  closeMinutesBefore,
  days = SEA_4D_DRAW_DAYS,
}: Sea4dNextDrawQuery): Sea4dScheduledDraw => {
  if (
    !Number.isInteger(closeMinutesBefore) ||
    closeMinutesBefore < 0 ||
    closeMinutesBefore > MAX_CLOSE_MINUTES
  ) {
    throw new LotteryInputError('CLOSE_MINUTES_INVALID', `${closeMinutesBefore}`);
  }
  const today = singaporeDay(now);
  // Today's draw may be over: eight days cover the same weekday next week.
  for (let offset = 0; offset < 8; offset += 1) {
    if (!days.includes(weekdayAfter(today.weekday, offset))) continue;
    const drawAt = new Date(
      Date.UTC(today.year, today.month - 1, today.day + offset, 0, SEA_4D_DRAW_MINUTE) -
        SEA_4D_UTC_OFFSET_MINUTES * MINUTE_MS,
    );
    if (drawAt.getTime() <= now.getTime()) continue;
    return {
      dateKey: dateKeyOf(drawAt),
      drawAt,
      closesAt: new Date(drawAt.getTime() - closeMinutesBefore * MINUTE_MS),
    };
  }
  throw new LotteryInputError('NO_DRAW_SCHEDULED', 'SEA_4D');
};

/** A 4D draw's id: one draw a draw day, named by its Singapore date. */
export const sea4dDrawId = (dateKey: string): string => `SEA4D-${dateKey}`;
