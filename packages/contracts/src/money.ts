import { CURRENCY } from './constants.js';
import { LANGUAGE_TAGS, type SupportedLanguage } from './languages.js';
import { reaisText } from './number-text.js';

/**
 * Money arrives as integer centavos; it is divided only here, for display (design.md: R$ 1.234,56),
 * by the web app and by the server's translated messages alike.
 */
export const formatMoney = (minorUnits: number, language: SupportedLanguage, currency: string = CURRENCY) =>
  (currency === 'BRL' ? reaisText(minorUnits, language) : null) ??
  moneyFormat(language, currency).format(minorUnits / 100);

/** Made once per language and currency: making an Intl formatter costs far more than using it. */
const moneyFormats = new Map<string, Intl.NumberFormat>();
const moneyFormat = (language: SupportedLanguage, currency: string) => {
  const key = `${language} ${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LANGUAGE_TAGS[language], {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    moneyFormats.set(key, format);
  }
  return format;
};
