import { useTranslation } from 'react-i18next';
import type { SupportedLanguage } from '@platform/contracts';
import { currentLanguage } from '../i18n';

/** The interface language, re-rendering on a switch (query keys carry it, so server texts follow). */
export const useLanguage = (): SupportedLanguage => {
  useTranslation();
  return currentLanguage();
};
