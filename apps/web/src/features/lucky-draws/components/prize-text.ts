import type { LuckyPrize, SupportedLanguage } from '@platform/contracts';
import type { TFunction } from '../../../i18n';
import { formatMoney } from '../../../lib/format';

/** A prize as a short label (the wheel's slices, the history). */
export const prizeLabel = (prize: LuckyPrize, t: TFunction, language: SupportedLanguage): string => {
  switch (prize.type) {
    case 'CASH':
      return t('lucky.prizeCash', { amount: formatMoney(prize.amount, language) });
    case 'POINTS':
      return t('lucky.prizePoints', { count: prize.points });
    case 'NOTHING':
      return t('lucky.prizeNothing');
    default: {
      const unknown: never = prize;
      return String(unknown);
    }
  }
};

/** The sentence that announces a draw's result. */
export const prizeResult = (prize: LuckyPrize, t: TFunction, language: SupportedLanguage): string => {
  switch (prize.type) {
    case 'CASH':
      return t('lucky.wonCash', { amount: formatMoney(prize.amount, language) });
    case 'POINTS':
      return t('lucky.wonPoints', { count: prize.points });
    case 'NOTHING':
      return t('lucky.wonNothing');
    default: {
      const unknown: never = prize;
      return String(unknown);
    }
  }
};

/** Whether the visitor asked for less motion: the animations then jump to their end. */
export const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;
