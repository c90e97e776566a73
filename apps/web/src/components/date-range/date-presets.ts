import { RECORDS_MAX_DAYS, RECORDS_TIME_ZONE } from '@platform/contracts';

/**
 * History looks back: the spec's date-picker presets include "next 7/30 days", which a record of
 * what already happened can never fill, so records offer past periods only (docs/payments.md).
 */
export type DatePreset = 'today' | 'yesterday' | 'previous7' | 'previous30' | 'thisMonth';
export type DateRange = { from: string; to: string };

export const DATE_PRESETS: readonly DatePreset[] = [
  'today',
  'yesterday',
  'previous7',
  'previous30',
  'thisMonth',
];
export const DEFAULT_PRESET: DatePreset = 'previous7';

const DAY_MS = 86_400_000;

/** Today as a Brasília calendar day (yyyy-MM-dd): records are kept in Brazil's days, not the device's. */
export const brasiliaToday = (now: Date = new Date()) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: RECORDS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);

const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Brasília calendar days; "previous N days" ends today and counts it. */
export const presetRange = (preset: DatePreset, now: Date = new Date()): DateRange => {
  const today = brasiliaToday(now);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: shift(today, -1), to: shift(today, -1) };
    case 'previous7':
      return { from: shift(today, -6), to: today };
    case 'previous30':
      return { from: shift(today, -29), to: today };
    case 'thisMonth':
      return { from: `${today.slice(0, 8)}01`, to: today };
    default: {
      const unknownPreset: never = preset;
      throw new Error(`Unknown preset ${String(unknownPreset)}`);
    }
  }
};

export type RangeProblem = 'order' | 'tooLong' | 'missing';

/** Why a custom range cannot be asked for, or null when the server will accept it. */
export const rangeProblem = (
  { from, to }: DateRange,
  maxDays: number = RECORDS_MAX_DAYS,
): RangeProblem | null => {
  if (!/^\d{4}-\d{2}-\d{2}$/u.test(from) || !/^\d{4}-\d{2}-\d{2}$/u.test(to)) return 'missing';
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
  if (days < 1) return 'order';
  if (days > maxDays) return 'tooLong';
  return null;
};
