import { createContext, useContext } from 'react';
import type { SupportedLanguage } from '@platform/contracts';
import type { Translate } from './i18n';
import type { SymbolLook } from './games/slots/symbol-art';

/** What every part of a game page needs: texts, money in the page's language, and symbol art. */
export type StudioContextValue = {
  language: SupportedLanguage;
  t: Translate;
  money: (centavos: number) => string;
  looks: Map<string, SymbolLook>;
  /** Translated name of a symbol id of the current game. */
  symbolLabel: (id: string) => string;
};

export const StudioContext = createContext<StudioContextValue | null>(null);

export const useStudio = (): StudioContextValue => {
  const value = useContext(StudioContext);
  if (!value) throw new Error('useStudio outside a StudioContext');
  return value;
};
