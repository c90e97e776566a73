import {
  LANGUAGE_TAGS,
  RECORDS_TIME_ZONE,
  wholeNumberText,
  type SupportedLanguage,
} from '@platform/contracts';

/**
 * One Intl formatter per language, made on first use: making one costs far more than using it,
 * and a page formats hundreds of amounts and dates (a lobby, a records table, a round history).
 */
export const perLanguage = <Formatter>(make: (tag: string) => Formatter) => {
  const made = new Map<SupportedLanguage, Formatter>();
  return (language: SupportedLanguage): Formatter => {
    let formatter = made.get(language);
    if (!formatter) {
      formatter = make(LANGUAGE_TAGS[language]);
      made.set(language, formatter);
    }
    return formatter;
  };
};

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The time of day on the device's clock, with seconds ("09:05:07"): 24 hours, two digits each,
 * as Intl writes it with `hourCycle: 'h23'` in every language of the site (format.test.ts holds
 * the two equal). Written by hand because the header draws it on every page's first render, and
 * making the first Intl.DateTimeFormat loads the locale's data: 40–70 ms of a phone's main thread
 * before the first screen, for a clock most phones do not even show.
 */
export const formatClock = (date: Date) =>
  `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}:${twoDigits(date.getSeconds())}`;

const countFormat = perLanguage((tag) => new Intl.NumberFormat(tag, { maximumFractionDigits: 0 }));

/** A whole number with the language's grouping (10.250 in Portuguese). */
export const formatCount = (value: number, language: SupportedLanguage) =>
  wholeNumberText(value, language) ?? countFormat(language).format(value);

/** A record's day and time of day in Brasília time (formatDateTime; the settlement periods). */
export const recordDayFormat = perLanguage(
  (tag) =>
    new Intl.DateTimeFormat(tag, {
      timeZone: RECORDS_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }),
);
export const recordTimeFormat = perLanguage(
  (tag) =>
    new Intl.DateTimeFormat(tag, {
      timeZone: RECORDS_TIME_ZONE,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

/**
 * A moment of a record in Brasília time, the clock the server's day ranges use (a bet at 23:30
 * there belongs to that day wherever the phone is): "28/02/2026 14:30" in Portuguese, the
 * language's own order and marks otherwise (Intl).
 */
export const formatDateTime = (iso: string, language: SupportedLanguage) => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return `${recordDayFormat(language).format(date)} ${recordTimeFormat(language).format(date)}`;
};
