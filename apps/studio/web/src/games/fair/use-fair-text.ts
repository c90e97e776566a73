import { useMemo } from 'react';
import { useStudio } from '../../studio-context';
import { fairTranslator } from './fair-i18n';

/** The fair games' texts in the page's language. */
export const useFairText = () => {
  const { language } = useStudio();
  return useMemo(() => fairTranslator(language), [language]);
};
