import { LotteryInputError } from './input-error.js';
import type { ElottGame } from './elott-result.js';
import { DAY_MINUTES, vnDateKey, vnInstant, vnLocalTime } from './vn-time.js';

/**
 * ELOTT draw periods. A game with an N-minute period draws at every N-th minute of the Vietnamese
 * day, counted from its midnight: period 1 of a 5-minute game runs 00:00–00:05 and is drawn at
 * 00:05; the last (288th) is drawn at midnight and still belongs to the day it ran in. 1, 3 and 5
 * all divide a day, so periods never straddle two days and their numbers restart each day.
 * Betting on a period closes `closeSeconds` before its draw.
 */

export const ELOTT_PERIOD_MINUTES = [1, 3, 5] as const;
export type ElottPeriodMinutes = (typeof ELOTT_PERIOD_MINUTES)[number];

export type ElottPeriod = {
  /** YYYYMMDD-NNNN: the Vietnamese day the period runs in and its number that day, from 1. */
  periodKey: string;
  number: number;
  startsAt: Date;
  drawAt: Date;
  closesAt: Date;
};

const MINUTE_MS = 60_000;

export type ElottPeriodQuery = { now: Date; periodMinutes: ElottPeriodMinutes; closeSeconds: number };

const assertQuery = ({ periodMinutes, closeSeconds }: ElottPeriodQuery): void => {
  if (!ELOTT_PERIOD_MINUTES.includes(periodMinutes))
    throw new LotteryInputError('PERIOD_INVALID', `${periodMinutes}`);
  // Betting must stay open for part of the period, or no ticket could ever be placed.
  if (!Number.isInteger(closeSeconds) || closeSeconds < 0 || closeSeconds >= periodMinutes * 60) {
    throw new LotteryInputError('CLOSE_SECONDS_INVALID', `${closeSeconds}`);
  }
};

const periodAt = (instant: Date, periodMinutes: number, closeSeconds: number): ElottPeriod => {
  const local = vnLocalTime(instant);
  const index = Math.floor(local.minuteOfDay / periodMinutes);
  const startsAt = vnInstant(local, index * periodMinutes);
  const drawAt = new Date(startsAt.getTime() + periodMinutes * MINUTE_MS);
  return {
    periodKey: `${vnDateKey(local)}-${String(index + 1).padStart(4, '0')}`,
    number: index + 1,
    startsAt,
    drawAt,
    closesAt: new Date(drawAt.getTime() - closeSeconds * 1000),
  };
};

/**
 * The period of any length dividing a day running at `instant`, keyed as an ELOTT period is: the
 * VN regions' fast test schedule (STUDIO_LOTTERY_VN_TEST_PERIOD_MINUTES) reuses it.
 */
export const fixedPeriodAt = (input: {
  now: Date;
  periodMinutes: number;
  closeSeconds: number;
}): ElottPeriod => {
  if (
    !Number.isInteger(input.periodMinutes) ||
    input.periodMinutes < 1 ||
    DAY_MINUTES % input.periodMinutes !== 0
  )
    throw new LotteryInputError('PERIOD_INVALID', `${input.periodMinutes}`);
  if (
    !Number.isInteger(input.closeSeconds) ||
    input.closeSeconds < 0 ||
    input.closeSeconds >= input.periodMinutes * 60
  )
    throw new LotteryInputError('CLOSE_SECONDS_INVALID', `${input.closeSeconds}`);
  return periodAt(input.now, input.periodMinutes, input.closeSeconds);
};

/** The period running at `now` (its start ≤ now < its draw). */
export const currentElottPeriod = (query: ElottPeriodQuery): ElottPeriod => {
  assertQuery(query);
  return periodAt(query.now, query.periodMinutes, query.closeSeconds);
};

/** The period a ticket bought at `now` plays in: this one, or the next once this one has closed. */
export const openElottPeriod = (query: ElottPeriodQuery): ElottPeriod => {
  const current = currentElottPeriod(query);
  if (query.now.getTime() < current.closesAt.getTime()) return current;
  return periodAt(current.drawAt, query.periodMinutes, query.closeSeconds);
};

export const elottPeriodsPerDay = (periodMinutes: ElottPeriodMinutes): number => DAY_MINUTES / periodMinutes;

export const elottDrawId = (game: ElottGame, periodMinutes: ElottPeriodMinutes, periodKey: string): string =>
  `ELOTT-${game}-${periodMinutes}M-${periodKey}`;
