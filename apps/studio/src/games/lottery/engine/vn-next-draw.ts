import { LotteryInputError } from './input-error.js';
import type { VnRegion } from './vn-prizes.js';
import {
  VN_DRAW_MINUTE,
  VN_PROVINCES,
  VN_WEEKLY_SCHEDULE,
  provincesDrawing,
  type VnProvinceCode,
  type VnWeeklySchedule,
} from './vn-schedule.js';
import { vnDateKey, vnInstant, vnLocalTime, weekdayAfter } from './vn-time.js';

/**
 * When the next VN draw of a region (or of one province) happens and when its betting closes, at an
 * injected `now`. Betting closes `closeMinutesBefore` the draw (configuration); a ticket placed at
 * or after `closesAt` is late and must be refused.
 */

export type VnScheduledDraw = {
  region: VnRegion;
  /** The Vietnamese calendar day of the draw, YYYYMMDD. */
  dateKey: string;
  /** Who draws: the chosen province, or every province of the region that day. */
  provinces: readonly VnProvinceCode[];
  drawAt: Date;
  closesAt: Date;
};

export type VnNextDrawQuery = {
  region: VnRegion;
  province?: VnProvinceCode;
  now: Date;
  closeMinutesBefore: number;
  schedule?: VnWeeklySchedule;
};

/** Betting may close at most a day before the draw: a longer window would skip a whole draw day. */
const MAX_CLOSE_MINUTES = 24 * 60 - 1;
/** Every scheduled province draws within a week; one more day covers a close before midnight. */
const DAYS_SEARCHED = 8;

const assertQuery = ({ region, province, closeMinutesBefore }: VnNextDrawQuery): void => {
  if (
    !Number.isInteger(closeMinutesBefore) ||
    closeMinutesBefore < 0 ||
    closeMinutesBefore > MAX_CLOSE_MINUTES
  ) {
    throw new LotteryInputError('CLOSE_MINUTES_INVALID', `${closeMinutesBefore}`);
  }
  if (province !== undefined && VN_PROVINCES[province]?.region !== region) {
    throw new LotteryInputError('PROVINCE_INVALID', `${String(province)} does not draw in ${region}`);
  }
};

/** The scheduled draws from `now`'s Vietnamese day on, in time order. */
function* upcomingDraws(query: VnNextDrawQuery): Generator<VnScheduledDraw> {
  const { region, province, now, closeMinutesBefore, schedule = VN_WEEKLY_SCHEDULE } = query;
  const today = vnLocalTime(now);
  for (let offset = 0; offset < DAYS_SEARCHED; offset += 1) {
    const drawing = provincesDrawing(region, weekdayAfter(today.weekday, offset), schedule);
    const provinces = province === undefined ? drawing : drawing.filter((code) => code === province);
    if (provinces.length === 0) continue;
    const drawAt = vnInstant(today, VN_DRAW_MINUTE[region], offset);
    yield {
      region,
      dateKey: vnDateKey(vnLocalTime(drawAt)),
      provinces,
      drawAt,
      closesAt: new Date(drawAt.getTime() - closeMinutesBefore * 60_000),
    };
  }
}

const firstDraw = (query: VnNextDrawQuery, isWanted: (draw: VnScheduledDraw) => boolean): VnScheduledDraw => {
  assertQuery(query);
  for (const draw of upcomingDraws(query)) if (isWanted(draw)) return draw;
  throw new LotteryInputError('NO_DRAW_SCHEDULED', `${query.region} ${query.province ?? ''}`.trim());
};

/** The next draw still ahead of `now`, betting open or not (the draw job's next run). */
export const nextVnDraw = (query: VnNextDrawQuery): VnScheduledDraw =>
  firstDraw(query, (draw) => draw.drawAt.getTime() > query.now.getTime());

/** The next draw a ticket bought at `now` would play in: the first whose betting has not closed. */
export const nextOpenVnDraw = (query: VnNextDrawQuery): VnScheduledDraw =>
  firstDraw(query, (draw) => draw.closesAt.getTime() > query.now.getTime());

export const isBettingOpen = (draw: Pick<VnScheduledDraw, 'closesAt'>, now: Date): boolean =>
  now.getTime() < draw.closesAt.getTime();

/**
 * A VN draw's id: one per province and day in the south and centre, one per day in the north
 * (the host city names the ticket, not the draw).
 */
export const vnDrawId = (region: VnRegion, dateKey: string, province?: VnProvinceCode): string => {
  switch (region) {
    case 'NORTH':
      return `VN-NORTH-${dateKey}`;
    case 'CENTRAL':
    case 'SOUTH':
      if (province === undefined) throw new LotteryInputError('PROVINCE_REQUIRED', region);
      return `VN-${region}-${province}-${dateKey}`;
    default: {
      const unknown: never = region;
      throw new Error(`unknown region ${String(unknown)}`);
    }
  }
};
