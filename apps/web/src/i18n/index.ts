import { useSyncExternalStore } from 'react';
import { DEFAULT_LANGUAGE, type SupportedLanguage } from '@platform/contracts';
import { browserLocalStorage } from '../lib/browser-storage';
import { languageTag, readStoredLanguage, storeLanguage } from '../lib/language';
import { loadChunk } from '../lib/lazy-with-retry';
import { pt } from './pt';
import type { TFunction as TFunctionOf, TranslationKey as TranslationKeyOf } from './keys';
import { createTranslator } from './translator';
import type { Translation } from './types';

/** A key of the interface's texts ("header.login"); typecheck rejects a key that does not exist. */
export type TranslationKey = TranslationKeyOf<Translation>;
export type TFunction = TFunctionOf<Translation>;

// Portuguese is the default and ships with the entry, so a first visit paints without waiting.
// The other languages are chunks of their own, fetched when a visitor chooses one (or returns
// having chosen one): each is as large as Portuguese, and most visitors never need them.
const loaders: Record<SupportedLanguage, () => Promise<Translation>> = {
  PT: () => Promise.resolve(pt),
  EN: () => import('./en').then((module) => module.en),
  CN: () => import('./zh').then((module) => module.zh),
};

// Resources are keyed by the API's uppercase language codes, so one code travels from the
// selector to localStorage, the Language header and the texts unchanged. Plural forms follow the
// language's own rules (pt-BR, en, zh-CN).
export const i18n = createTranslator<SupportedLanguage, Translation>({
  fallback: DEFAULT_LANGUAGE,
  locale: languageTag,
});

/** Translates outside React (API errors, dialogs opened from plain functions). */
export const t = i18n.t;

/**
 * `t` for a component, which re-renders when the language (or a language's texts) changes; `t`
 * is then a new function, so memos that depend on it recompute.
 */
export const useTranslation = () => ({ t: useSyncExternalStore(i18n.subscribe, i18n.snapshot), i18n });

const setDocumentLanguage = (language: SupportedLanguage) => {
  if (typeof document !== 'undefined') document.documentElement.lang = languageTag(language);
};

/** Registers a language's texts (a test can make one ready without a dynamic import). */
export const addLanguageResources = (language: SupportedLanguage, resource: Translation) => {
  i18n.addResources(language, resource);
};

/** Fetches a language's texts once; later calls for it resolve at once. */
export const loadLanguage = async (language: SupportedLanguage) => {
  if (i18n.hasResources(language)) return;
  addLanguageResources(language, await loadChunk(loaders[language]));
};

const initialLanguage = readStoredLanguage(browserLocalStorage());

addLanguageResources(DEFAULT_LANGUAGE, pt);
// Until the chosen language's texts arrive, every key falls back to Portuguese.
i18n.changeLanguage(initialLanguage);
setDocumentLanguage(initialLanguage);

/**
 * Resolves when the returning visitor's language can be shown (at once for Portuguese). main.tsx
 * renders after it, so nobody sees Portuguese flash before their language.
 */
export const initialLanguageReady: Promise<void> = loadLanguage(initialLanguage).catch(() => {
  // The texts could not be fetched: the site in Portuguese beats no site. The stored choice
  // stays, so the next visit tries the chosen language again.
  setDocumentLanguage(DEFAULT_LANGUAGE);
  i18n.changeLanguage(DEFAULT_LANGUAGE);
});

export const currentLanguage = (): SupportedLanguage => i18n.language;

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
  i18n.changeLanguage(language);
};
