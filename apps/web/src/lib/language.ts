import {
  DEFAULT_LANGUAGE,
  LANGUAGE_TAGS,
  StorageKey,
  isSupportedLanguage,
  type SupportedLanguage,
} from '@platform/contracts';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The language a returning visitor chose, else the default. Only `lang` decides: `hisLang` is
 * written alongside it because existing clients of this API read that key too.
 */
export const readStoredLanguage = (storage: KeyValueStorage | undefined): SupportedLanguage => {
  const stored = safeGet(storage, StorageKey.language);
  return isSupportedLanguage(stored) ? stored : DEFAULT_LANGUAGE;
};

export const storeLanguage = (storage: KeyValueStorage | undefined, language: SupportedLanguage) => {
  try {
    storage?.setItem(StorageKey.historyLanguage, language);
    storage?.setItem(StorageKey.language, language);
  } catch {
    // Private browsing or a full quota: the choice still applies for this visit.
  }
};

export const languageTag = (language: SupportedLanguage) => LANGUAGE_TAGS[language];

const safeGet = (storage: KeyValueStorage | undefined, key: string) => {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
};
