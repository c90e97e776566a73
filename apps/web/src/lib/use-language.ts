import { useTranslation, currentLanguage } from '../i18n';
import type { SupportedLanguage } from '@platform/contracts';

/** The interface language, re-rendering on a switch (query keys carry it, so server texts follow). */
export const useLanguage = (): SupportedLanguage => {
  useTranslation();
  return currentLanguage();
};
