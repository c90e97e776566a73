import type { ContractTerms, DividendPeriod } from '@platform/contracts';

/**
 * Settlement periods on Brasília's clock. Brazil has kept UTC−3 all year since daylight saving
 * ended in 2019, so every boundary is a fixed offset (as in lib/day-range.ts); were DST to return,
 * this file is the one place to teach the zone's rules.
 */
const BRASILIA_OFFSET_MS = 3 * 3_600_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const FIVE_MINUTES_MS = 5 * 60_000;

/** Dividend periods D, W, H, M, plus the hour (hourly salary) and the 5-minute window (real-time salary). */
export type PeriodKind = DividendPeriod | 'HOUR' | 'FIVE_MINUTES';
export const PERIOD_KINDS: readonly PeriodKind[] = ['D', 'W', 'H', 'M', 'HOUR', 'FIVE_MINUTES'];

/**
 * A settlement period: the instants [start, end). `key` names it in Brasília's calendar
 * (`D:2026-11-26`, `W:2026-11-23` for the week starting that Monday, `H:2026-11-1` and
 * `H:2026-11-2` for the two halves, `M:2026-11`, `HOUR:2026-11-26T14`,
 * `FIVE_MINUTES:2026-11-26T14:05`): the same for every instant in the period, so it is a stable
 * part of the idempotency key of a (contract, period) settlement.
 */
export type Period = {
  kind: PeriodKind;
  key: string;
  start: Date;
  end: Date;
};

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** Brasília wall-clock fields at midnight UTC of the same digits, turned back into the real instant. */
const brasiliaInstant = (year: number, monthIndex: number, day: number, hour = 0, minute = 0): Date =>
  new Date(Date.UTC(year, monthIndex, day, hour, minute) + BRASILIA_OFFSET_MS);

const dateKey = (year: number, monthIndex: number, day: number) => {
  // Date.UTC normalises overflowing days (the 0th, the 32nd), so read the fields back.
  const normal = new Date(Date.UTC(year, monthIndex, day));
  return `${pad(normal.getUTCFullYear(), 4)}-${pad(normal.getUTCMonth() + 1)}-${pad(normal.getUTCDate())}`;
};

const assertValidInstant = (instant: Date) => {
  if (Number.isNaN(instant.getTime())) throw new RangeError('periodOf needs a valid instant');
};

/** The period of `kind` that contains `instant`. */
export const periodOf = (kind: PeriodKind, instant: Date): Period => {
  assertValidInstant(instant);
  const local = new Date(instant.getTime() - BRASILIA_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  const day = local.getUTCDate();
  const hour = local.getUTCHours();
  switch (kind) {
    case 'D': {
      const start = brasiliaInstant(year, month, day);
      return { kind, key: `D:${dateKey(year, month, day)}`, start, end: new Date(start.getTime() + DAY_MS) };
    }
    case 'W': {
      const sinceMonday = (local.getUTCDay() + 6) % 7;
      const start = brasiliaInstant(year, month, day - sinceMonday);
      return {
        kind,
        key: `W:${dateKey(year, month, day - sinceMonday)}`,
        start,
        end: new Date(start.getTime() + 7 * DAY_MS),
      };
    }
    case 'H': {
      const firstHalf = day <= 15;
      return {
        kind,
        key: `H:${pad(year, 4)}-${pad(month + 1)}-${firstHalf ? 1 : 2}`,
        start: brasiliaInstant(year, month, firstHalf ? 1 : 16),
        end: firstHalf ? brasiliaInstant(year, month, 16) : brasiliaInstant(year, month + 1, 1),
      };
    }
    case 'M':
      return {
        kind,
        key: `M:${pad(year, 4)}-${pad(month + 1)}`,
        start: brasiliaInstant(year, month, 1),
        end: brasiliaInstant(year, month + 1, 1),
      };
    case 'HOUR': {
      const start = brasiliaInstant(year, month, day, hour);
      return {
        kind,
        key: `HOUR:${dateKey(year, month, day)}T${pad(hour)}`,
        start,
        end: new Date(start.getTime() + HOUR_MS),
      };
    }
    case 'FIVE_MINUTES': {
      const minute = local.getUTCMinutes() - (local.getUTCMinutes() % 5);
      const start = brasiliaInstant(year, month, day, hour, minute);
      return {
        kind,
        key: `FIVE_MINUTES:${dateKey(year, month, day)}T${pad(hour)}:${pad(minute)}`,
        start,
        end: new Date(start.getTime() + FIVE_MINUTES_MS),
      };
    }
    default: {
      const unknown: never = kind;
      throw new RangeError(`unknown period kind ${String(unknown)}`);
    }
  }
};

/** The period right after `period` (its start is `period.end`). */
export const periodAfter = (period: Period): Period => periodOf(period.kind, period.end);

/** The period right before `period` (its end is `period.start`). */
export const periodBefore = (period: Period): Period =>
  periodOf(period.kind, new Date(period.start.getTime() - 1));

/** The latest period of `kind` that has fully ended at `now`: the one a scheduled job settles. */
export const lastClosedPeriod = (kind: PeriodKind, now: Date): Period => periodBefore(periodOf(kind, now));

const KEY_PATTERN = /^(D|W|H|M|HOUR|FIVE_MINUTES):(\d{4})-(\d{2})(?:-(\d{1,2}))?(?:T(\d{2})(?::(\d{2}))?)?$/u;

/**
 * The period a key names, or null for anything periodOf would not have produced (a weekly key that
 * is not a Monday, 30 February, a 5-minute key at :07…): a key read back from storage or a job
 * payload is trusted only if it round-trips.
 */
export const parsePeriodKey = (key: string): Period | null => {
  const match = KEY_PATTERN.exec(key);
  if (!match) return null;
  const [, kind, year, month, day, hour, minute] = match;
  const candidate = brasiliaInstant(
    Number(year),
    Number(month) - 1,
    kind === 'H' ? (day === '2' ? 16 : 1) : day === undefined ? 1 : Number(day),
    hour === undefined ? 0 : Number(hour),
    minute === undefined ? 0 : Number(minute),
  );
  if (Number.isNaN(candidate.getTime())) return null;
  const period = periodOf(kind as PeriodKind, candidate);
  return period.key === key ? period : null;
};

/** The period kind a contract settles on: its dividend period, the day, the hour or 5 minutes. */
export const settlementPeriodKind = (terms: ContractTerms): PeriodKind => {
  switch (terms.type) {
    case 'DIVIDEND':
      return terms.dividend.period;
    case 'DAILY_SALARY':
      return 'D';
    case 'HOURLY_SALARY':
      return 'HOUR';
    case 'REALTIME_SALARY':
      return 'FIVE_MINUTES';
    default: {
      const unknown: never = terms;
      throw new RangeError(`unknown contract terms ${JSON.stringify(unknown)}`);
    }
  }
};

/**
 * The idempotency key of one (contract, period) settlement: the job's singleton key and the
 * wallet posting's key, so a replayed period pays nothing twice.
 */
export const settlementKey = (contractId: string, period: Pick<Period, 'key'>): string =>
  `contract-settlement:${contractId}:${period.key}`;
