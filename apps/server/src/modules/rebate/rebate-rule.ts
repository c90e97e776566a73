import {
  REBATE_CATEGORIES,
  type RebateCategory,
  type RebateCategoryLine,
  type RebateSetting,
} from '@platform/contracts';
import { brasiliaDay, dayRange } from '../../lib/day-range.js';

const DAY_MS = 86_400_000;
/**
 * A day is computed this long after it ends: a round's close time is taken in its statement, so
 * one that closed at 23:59:59 may commit a moment later (the points job waits a minute too).
 */
export const PERIOD_SETTLE_MS = 5 * 60_000;
/** Periods one run computes at most; a longer gap (the job was stopped) is caught up run by run. */
export const PERIODS_PER_RUN = 7;

const isCategory = (value: string): value is RebateCategory =>
  (REBATE_CATEGORIES as readonly string[]).includes(value);

/** The rates of a VIP level: its own entry, or the last one for a level above the list. */
export const ratesOfLevel = (
  setting: RebateSetting,
  level: number,
): RebateSetting['levels'][number]['rates'] =>
  (setting.levels[Math.min(level, setting.levels.length - 1)] ?? { rates: {} }).rates;

/**
 * A period's lines: each category's valid turnover × the level's rate in basis points, rounded
 * down to whole centavos per category (so the sum never pays a fraction of a centavo, and each
 * line the member sees adds up). Games outside the catalogue's categories earn nothing.
 */
export const rebateLinesOf = (
  turnover: ReadonlyArray<{ gameType: string | undefined; turnover: number }>,
  rates: RebateSetting['levels'][number]['rates'],
): { lines: RebateCategoryLine[]; amount: number } => {
  const byCategory = new Map<RebateCategory, number>();
  for (const row of turnover) {
    if (!row.gameType || !isCategory(row.gameType)) continue;
    byCategory.set(row.gameType, (byCategory.get(row.gameType) ?? 0) + row.turnover);
  }
  const lines = REBATE_CATEGORIES.filter((category) => byCategory.has(category)).map((category) => {
    const sum = byCategory.get(category)!;
    const rateBp = rates[category] ?? 0;
    return { category, turnover: sum, rateBp, amount: Math.floor((sum * rateBp) / 10_000) };
  });
  return { lines, amount: lines.reduce((total, line) => total + line.amount, 0) };
};

/** The instants [from, to) of a Brasília day. */
export const periodRange = (period: string): { from: Date; to: Date } => dayRange(period, period, 1);

/** When a period's pending rebate expires: claimDays after the period ended. */
export const expiryOf = (period: string, claimDays: number): Date =>
  new Date(periodRange(period).to.getTime() + claimDays * DAY_MS);

const nextDay = (period: string): string =>
  new Date(new Date(`${period}T12:00:00Z`).getTime() + DAY_MS).toISOString().slice(0, 10);

/**
 * The closed periods still to compute, oldest first: from the day after the last computed one
 * (or, the first time, yesterday only: rebates start when the feature does, as the points mall's
 * earning does) up to the last day that ended PERIOD_SETTLE_MS ago, at most PERIODS_PER_RUN.
 */
export const periodsToCompute = (now: Date, lastComputed: string | null): string[] => {
  const lastClosed = brasiliaDay(new Date(now.getTime() - PERIOD_SETTLE_MS - DAY_MS));
  const periods: string[] = [];
  let period = lastComputed ? nextDay(lastComputed) : lastClosed;
  while (period <= lastClosed && periods.length < PERIODS_PER_RUN) {
    periods.push(period);
    period = nextDay(period);
  }
  return periods;
};
