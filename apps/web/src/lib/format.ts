import type { SupportedLanguage } from '@platform/contracts';
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

export const formatDateTime = (iso: string, language: SupportedLanguage) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date.toLocaleString(languageTag(language));
};

/**
 * Company names often end in an abbreviation ("Ltda.") that already closes the sentence our
 * templates put them at the end of; this avoids "Ltda..".
 */
export const withoutFinalPeriod = (text: string) => text.replace(/\.+\s*$/, '');
