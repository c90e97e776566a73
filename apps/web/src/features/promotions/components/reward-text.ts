import type { MemberPromotion, SupportedLanguage } from '@platform/contracts';
import type { TFunction } from '../../../i18n';
import { formatCount, formatMoney } from '../../../lib/format';

/**
 * What a promotion pays, as the member reads it: money, points, lucky-draw tickets or free spins
 * at their bet (`count` picks the singular or plural, `number` is the count as the language writes
 * it: 1.000).
 */
export const rewardText = (
  promotion: Pick<MemberPromotion, 'rewardType' | 'rewardAmount'> &
    Partial<Pick<MemberPromotion, 'rewardBet'>>,
  t: TFunction,
  language: SupportedLanguage,
): string => {
  switch (promotion.rewardType) {
    case 'BONUS':
      return formatMoney(promotion.rewardAmount, language);
    case 'POINTS':
      return t('promotions.points', {
        count: promotion.rewardAmount,
        number: formatCount(promotion.rewardAmount, language),
      });
    case 'TICKETS':
      return t('promotions.tickets', {
        count: promotion.rewardAmount,
        number: formatCount(promotion.rewardAmount, language),
      });
    case 'FREE_SPINS':
      return t('promotions.freeSpins', {
        count: promotion.rewardAmount,
        number: formatCount(promotion.rewardAmount, language),
        bet: formatMoney(promotion.rewardBet ?? 0, language),
      });
    default: {
      const unknown: never = promotion.rewardType;
      throw new Error(`unknown reward type ${String(unknown)}`);
    }
  }
};
