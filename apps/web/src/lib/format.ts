import { CURRENCY, type SupportedLanguage } from '@platform/contracts';
import { languageTag } from './language';

/** Money arrives as integer centavos; it is divided only here, for display (design.md: R$ 1.234,56). */
export const formatMoney = (minorUnits: number, language: SupportedLanguage, currency: string = CURRENCY) =>
  new Intl.NumberFormat(languageTag(language), {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(minorUnits / 100);

export const formatClock = (date: Date, language: SupportedLanguage) =>
  new Intl.DateTimeFormat(languageTag(language), {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(date);

export const formatDateTime = (iso: string, language: SupportedLanguage) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date.toLocaleString(languageTag(language));
};

/**
 * Company names often end in an abbreviation ("Ltda.") that already closes the sentence our
 * templates put them at the end of; this avoids "Ltda..".
 */
export const withoutFinalPeriod = (text: string) => text.replace(/\.+\s*$/, '');
