import { LIMIT_RAISE_COOL_DOWN_HOURS, type LimitPeriod } from '@platform/contracts';
import { brasiliaDay } from '../../lib/day-range.js';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Midnight of a Brasília calendar day (UTC−3 all year; lib/day-range.ts). */
const brasiliaMidnight = (day: string): Date => new Date(`${day}T00:00:00-03:00`);
const dayOf = (utcMidnight: Date): string => utcMidnight.toISOString().slice(0, 10);

/**
 * The calendar period that holds `now`: its first and last day so far (yyyy-MM-dd, as the
 * wallet's day rows and player_bet_refusal count them), when it began and when the next one
 * begins. Weeks start on Monday, months on the 1st.
 */
export const periodWindow = (
  period: LimitPeriod,
  now: Date,
): { fromDay: string; toDay: string; from: Date; resetsAt: Date } => {
  const today = brasiliaDay(now);
  const day = new Date(`${today}T00:00:00Z`);
  let start: Date;
  let next: Date;
  switch (period) {
    case 'DAY':
      start = day;
      next = new Date(day.getTime() + DAY_MS);
      break;
    case 'WEEK':
      start = new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
      next = new Date(start.getTime() + 7 * DAY_MS);
      break;
    case 'MONTH':
      start = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1));
      next = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 1));
      break;
    default: {
      const unknown: never = period;
      throw new Error(`unknown limit period ${String(unknown)}`);
    }
  }
  return {
    fromDay: dayOf(start),
    toDay: today,
    from: brasiliaMidnight(dayOf(start)),
    resetsAt: brasiliaMidnight(dayOf(next)),
  };
};

/** A limit as stored: the amount in force and a raise or removal waiting for its cool-down. */
export type StoredLimit = {
  amount: number;
  pending: { amount: number | null; requestedAt: Date; dueAt: Date } | null;
};

/** What a member's request does to a limit (the rule of docs/responsible-gaming.md). */
export type LimitChange =
  /** A first limit, or a lower one: in force at once; a pending raise is dropped. */
  | { type: 'APPLY'; amount: number }
  /** A higher limit, or none: waits for the cool-down, then for the member's confirmation. */
  | { type: 'REQUEST_RAISE'; amount: number | null; requestedAt: Date; dueAt: Date }
  | { type: 'UNCHANGED' };

export const decideLimitChange = (
  current: StoredLimit | null,
  requested: number | null,
  now: Date,
): LimitChange => {
  if (!current) return requested === null ? { type: 'UNCHANGED' } : { type: 'APPLY', amount: requested };
  if (requested !== null && requested < current.amount) return { type: 'APPLY', amount: requested };
  if (requested === current.amount) return { type: 'UNCHANGED' };
  // The same raise asked again keeps its cool-down running; another one starts it over.
  if (current.pending && current.pending.amount === requested) return { type: 'UNCHANGED' };
  return {
    type: 'REQUEST_RAISE',
    amount: requested,
    requestedAt: now,
    dueAt: new Date(now.getTime() + LIMIT_RAISE_COOL_DOWN_HOURS * HOUR_MS),
  };
};
