import { CURRENCY } from './constants.js';
import { LANGUAGE_TAGS, type SupportedLanguage } from './languages.js';

/**
 * Money arrives as integer centavos; it is divided only here, for display (design.md: R$ 1.234,56),
 * by the web app and by the server's translated messages alike.
 */
export const formatMoney = (minorUnits: number, language: SupportedLanguage, currency: string = CURRENCY) =>
  new Intl.NumberFormat(LANGUAGE_TAGS[language], {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(minorUnits / 100);
