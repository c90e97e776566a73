/**
 * A periodic job's periods: fixed lengths laid end to end from the epoch, shifted by an offset, so
 * every instance computes the same period for the same moment without asking anyone. A day in
 * Brasília (UTC−3, no daylight saving since 2019) is `{ everyMs: DAY, offsetMs: 3 * HOUR }`.
 */
export type Every = { everyMs: number; offsetMs?: number };

export const periodStartOf = (at: number, { everyMs, offsetMs = 0 }: Every): number =>
  Math.floor((at - offsetMs) / everyMs) * everyMs + offsetMs;

/** The key a period is run under: its start as an ISO timestamp, which also sorts by time. */
export const periodKey = (start: number): string => new Date(start).toISOString();

export const assertEvery = (name: string, { everyMs, offsetMs = 0 }: Every): void => {
  // pg-boss looks for due jobs at most every half second: a shorter period could not be kept.
  if (!Number.isInteger(everyMs) || everyMs < 1_000) {
    throw new Error(`job ${name}: everyMs must be a whole number of milliseconds, at least 1000`);
  }
  if (!Number.isInteger(offsetMs) || offsetMs < 0 || offsetMs >= everyMs) {
    throw new Error(`job ${name}: offsetMs must be a whole number from 0 to everyMs − 1`);
  }
};
