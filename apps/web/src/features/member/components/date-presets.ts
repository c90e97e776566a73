import { RECORDS_MAX_DAYS, RECORDS_TIME_ZONE } from '@platform/contracts';

export type DatePreset = 'previous7' | 'previous30' | 'next7' | 'next30';
export type DateRange = { from: string; to: string };

export const DATE_PRESETS: readonly DatePreset[] = ['previous7', 'previous30', 'next7', 'next30'];
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

/** "Previous" ranges end today, "next" ranges start today; both include today. */
export const presetRange = (preset: DatePreset, now: Date = new Date()): DateRange => {
  const today = brasiliaToday(now);
  switch (preset) {
    case 'previous7':
      return { from: shift(today, -6), to: today };
    case 'previous30':
      return { from: shift(today, -29), to: today };
    case 'next7':
      return { from: today, to: shift(today, 6) };
    case 'next30':
      return { from: today, to: shift(today, 29) };
    default: {
      const unknownPreset: never = preset;
      throw new Error(`Unknown preset ${String(unknownPreset)}`);
    }
  }
};

export type RangeProblem = 'order' | 'tooLong' | 'missing';

/** Why a custom range cannot be asked for, or null when the server will accept it. */
export const rangeProblem = ({ from, to }: DateRange): RangeProblem | null => {
  if (!/^\d{4}-\d{2}-\d{2}$/u.test(from) || !/^\d{4}-\d{2}-\d{2}$/u.test(to)) return 'missing';
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
  if (days < 1) return 'order';
  if (days > RECORDS_MAX_DAYS) return 'tooLong';
  return null;
};
