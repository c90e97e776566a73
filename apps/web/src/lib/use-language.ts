import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isSupportedLanguage, type SupportedLanguage } from '@platform/contracts';

/** The interface language, re-rendering on a switch (query keys carry it, so server texts follow). */
export const useLanguage = (): SupportedLanguage => {
  const { i18n } = useTranslation();
  return isSupportedLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
};
