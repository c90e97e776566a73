import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isSupportedLanguage, type SupportedLanguage } from '@platform/contracts';
import { browserLocalStorage } from '../lib/browser-storage';
import { languageTag, readStoredLanguage, storeLanguage } from '../lib/language';
import { en } from './en';
import { pt } from './pt';
import type { Translation } from './types';
import { zh } from './zh';

// Resource keys are the API's uppercase language codes, so one code travels from the selector
// to localStorage, the Language header and i18next unchanged.
const resources: Record<SupportedLanguage, { translation: Translation }> = {
  PT: { translation: pt },
  EN: { translation: en },
  CN: { translation: zh },
};

export const i18n = i18next.createInstance();

const setDocumentLanguage = (language: SupportedLanguage) => {
  if (typeof document !== 'undefined') document.documentElement.lang = languageTag(language);
};

const initialLanguage = readStoredLanguage(browserLocalStorage());

void i18n.use(initReactI18next).init({
  resources,
  lng: initialLanguage,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: Object.keys(resources),
  lowerCaseLng: false,
  load: 'currentOnly',
  // React escapes output already; escaping here would double-encode.
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
setDocumentLanguage(initialLanguage);

export const currentLanguage = (): SupportedLanguage =>
  isSupportedLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;

/** Switches the interface, remembers the choice (hisLang and lang) and updates <html lang>. */
export const changeLanguage = async (language: SupportedLanguage) => {
  storeLanguage(browserLocalStorage(), language);
  setDocumentLanguage(language);
  await i18n.changeLanguage(language);
};
