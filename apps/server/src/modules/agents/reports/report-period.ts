import type { AgentReportPreset, SupportedLanguage } from '@platform/contracts';
import { fieldIssue, fieldsRejected } from '@platform/server-kit';
import { brasiliaDay, dayRange } from '../../../lib/day-range.js';
import type { ReportPeriod } from './reports.repository.js';

const DAY_MS = 86_400_000;

const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The inclusive Brasília days of a preset; "previous N days" ends today and counts it. */
export const presetDays = (preset: AgentReportPreset, now: Date): { from: string; to: string } => {
  const today = brasiliaDay(now);
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
    case 'lastMonth': {
      const lastOfPrevious = shift(`${today.slice(0, 8)}01`, -1);
      return { from: `${lastOfPrevious.slice(0, 8)}01`, to: lastOfPrevious };
    }
    default: {
      const unknown: never = preset;
      throw new Error(`no preset ${String(unknown)}`);
    }
  }
};

/** A real calendar day: the pattern alone lets 2026-02-30 through. */
const isCalendarDay = (day: string) => {
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === day;
};

/**
 * The period a report asks for: its preset, or `from` and `to` (both needed, real days, in order,
 * at most RECORDS_MAX_DAYS). A preset wins over dates sent with it. Refusals are the translated
 * validation envelope, never a 500.
 */
export const resolvePeriod = (
  query: { preset?: AgentReportPreset | undefined; from?: string | undefined; to?: string | undefined },
  now: Date,
  language: SupportedLanguage,
): ReportPeriod => {
  const days = query.preset ? presetDays(query.preset, now) : { from: query.from, to: query.to };
  const missing = (['from', 'to'] as const).filter((field) => !days[field] || !isCalendarDay(days[field]));
  if (missing.length > 0) {
    throw fieldsRejected(missing.map((field) => fieldIssue(field, 'invalid', language)));
  }
  const { from, to } = dayRange(days.from!, days.to!);
  return { fromDay: days.from!, toDay: days.to!, from, to };
};

/** Every day of the period, newest first. */
export const daysOf = (period: ReportPeriod): string[] => {
  const out: string[] = [];
  for (let day = period.toDay; day >= period.fromDay; day = shift(day, -1)) out.push(day);
  return out;
};
