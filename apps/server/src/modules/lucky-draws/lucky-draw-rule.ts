import type { LuckyEarningRules } from '@platform/contracts';
import { brasiliaDay } from '../../lib/day-range.js';

const DAY_MS = 86_400_000;
/** A day is counted this long after it ends, so deposits and rounds closed at 23:59 have committed. */
export const DAY_SETTLE_MS = 5 * 60_000;
/** Days one run counts at most; a longer stop is caught up run by run. */
export const DAYS_PER_RUN = 7;

/** Tickets a member earns for a day: per deposit step plus per turnover step, capped per day. */
export const ticketsEarned = (rules: LuckyEarningRules, day: { deposits: number; turnover: number }) => {
  const byDeposit = rules.depositPerTicket ? Math.floor(day.deposits / rules.depositPerTicket) : 0;
  const byTurnover = rules.turnoverPerTicket ? Math.floor(day.turnover / rules.turnoverPerTicket) : 0;
  const deposit = Math.min(byDeposit, rules.maxPerDay);
  return { deposit, turnover: Math.min(byTurnover, rules.maxPerDay - deposit) };
};

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/**
 * The closed Brasília days still to count, oldest first: from the day after the last counted (the
 * first time, yesterday only) up to the last day that ended DAY_SETTLE_MS ago, at most DAYS_PER_RUN.
 */
export const daysToCount = (now: Date, lastCounted: string | null): string[] => {
  const lastClosed = brasiliaDay(new Date(now.getTime() - DAY_SETTLE_MS - DAY_MS));
  let day = lastCounted ? nextDay(lastCounted) : lastClosed;
  const days: string[] = [];
  while (day <= lastClosed && days.length < DAYS_PER_RUN) {
    days.push(day);
    day = nextDay(day);
  }
  return days;
};
