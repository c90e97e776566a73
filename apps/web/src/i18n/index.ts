import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, isSupportedLanguage, type SupportedLanguage } from '@platform/contracts';
import { browserLocalStorage } from '../lib/browser-storage';
import { languageTag, readStoredLanguage, storeLanguage } from '../lib/language';
import { loadChunk } from '../lib/lazy-with-retry';
import { pt } from './pt';
import type { Translation } from './types';

// Portuguese is the default and ships with the entry, so a first visit paints without waiting.
// The other languages are chunks of their own, fetched when a visitor chooses one (or returns
// having chosen one): each is as large as Portuguese, and most visitors never need them.
const loaders: Record<SupportedLanguage, () => Promise<Translation>> = {
  PT: () => Promise.resolve(pt),
  EN: () => import('./en').then((module) => module.en),
  CN: () => import('./zh').then((module) => module.zh),
};

export const i18n = i18next.createInstance();

const setDocumentLanguage = (language: SupportedLanguage) => {
  if (typeof document !== 'undefined') document.documentElement.lang = languageTag(language);
};

const hasResources = (language: SupportedLanguage) => i18n.hasResourceBundle(language, 'translation');

/** Registers a language's texts (a test can make one ready without a dynamic import). */
export const addLanguageResources = (language: SupportedLanguage, resource: Translation) => {
  i18n.addResourceBundle(language, 'translation', resource);
};

/** Fetches a language's texts once; later calls for it resolve at once. */
export const loadLanguage = async (language: SupportedLanguage) => {
  if (hasResources(language)) return;
  addLanguageResources(language, await loadChunk(loaders[language]));
};

const initialLanguage = readStoredLanguage(browserLocalStorage());

// Resource keys are the API's uppercase language codes, so one code travels from the selector
// to localStorage, the Language header and i18next unchanged.
void i18n.use(initReactI18next).init({
  resources: { [DEFAULT_LANGUAGE]: { translation: pt } },
  lng: initialLanguage,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: Object.keys(loaders),
  lowerCaseLng: false,
  load: 'currentOnly',
  // React escapes output already; escaping here would double-encode.
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
setDocumentLanguage(initialLanguage);

/**
 * Resolves when the returning visitor's language can be shown (at once for Portuguese). main.tsx
 * renders after it, so nobody sees Portuguese flash before their language.
 */
export const initialLanguageReady: Promise<void> = loadLanguage(initialLanguage).catch(async () => {
  // The texts could not be fetched: the site in Portuguese beats no site. The stored choice
  // stays, so the next visit tries the chosen language again.
  setDocumentLanguage(DEFAULT_LANGUAGE);
  await i18n.changeLanguage(DEFAULT_LANGUAGE);
});

export const currentLanguage = (): SupportedLanguage =>
  isSupportedLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;

let latestChoice: SupportedLanguage | undefined;

/**
 * Switches the interface once the language's texts are loaded, remembers the choice (hisLang and
 * lang) and updates <html lang>. Rejects, changing nothing, if the texts cannot be fetched.
 */
export const changeLanguage = async (language: SupportedLanguage) => {
  latestChoice = language;
  try {
    await loadLanguage(language);
  } catch (error) {
    // Only the latest choice reports a failure: an earlier one no longer matters.
    if (latestChoice === language) throw error;
  }
  // A later choice was made while this one loaded: that one decides, this one must not undo it.
  if (latestChoice !== language) return;
  storeLanguage(browserLocalStorage(), language);
  setDocumentLanguage(language);
  await i18n.changeLanguage(language);
};
