import { RECORDS_TIME_ZONE, type SupportedLanguage } from '@platform/contracts';
import { languageTag } from './language';

export { formatMoney } from '@platform/contracts';

export const formatClock = (date: Date, language: SupportedLanguage) =>
  new Intl.DateTimeFormat(languageTag(language), {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(date);

/** A whole number with the language's grouping (10.250 in Portuguese). */
export const formatCount = (value: number, language: SupportedLanguage) =>
  new Intl.NumberFormat(languageTag(language), { maximumFractionDigits: 0 }).format(value);

/**
 * A moment of a record in Brasília time, the clock the server's day ranges use (a bet at 23:30
 * there belongs to that day wherever the phone is): "28/02/2026 14:30" in Portuguese, the
 * language's own order and marks otherwise (Intl).
 */
export const formatDateTime = (iso: string, language: SupportedLanguage) => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const tag = languageTag(language);
  const day = new Intl.DateTimeFormat(tag, {
    timeZone: RECORDS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
  const time = new Intl.DateTimeFormat(tag, {
    timeZone: RECORDS_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
  return `${day} ${time}`;
};

/** A record's calendar day (yyyy-MM-dd, a Brasília day from the server) as the language writes it. */
export const formatDay = (day: string, language: SupportedLanguage) => {
  const date = new Date(`${day}T12:00:00Z`);
  return Number.isNaN(date.getTime())
    ? day
    : new Intl.DateTimeFormat(languageTag(language), {
        timeZone: 'UTC',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }).format(date);
};

/**
 * Company names often end in an abbreviation ("Ltda.") that already closes the sentence our
 * templates put them at the end of; this avoids "Ltda..".
 */
export const withoutFinalPeriod = (text: string) => text.replace(/\.+\s*$/, '');

/** A rate in basis points as a percentage: 150 → "1,50%" in Portuguese (contracts' rates). */
export const formatRate = (basisPoints: number, language: SupportedLanguage) =>
  new Intl.NumberFormat(languageTag(language), {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(basisPoints / 10_000);
