import type { MemberPromotion, SupportedLanguage } from '@platform/contracts';
import type { TFunction } from '../../../i18n';
import { formatMoney } from '../../../lib/format';

/** What a promotion pays, as the member reads it: money, points or lucky-draw tickets. */
export const rewardText = (
  promotion: Pick<MemberPromotion, 'rewardType' | 'rewardAmount'>,
  t: TFunction,
  language: SupportedLanguage,
): string => {
  switch (promotion.rewardType) {
    case 'BONUS':
      return formatMoney(promotion.rewardAmount, language);
    case 'POINTS':
      return t('promotions.points', { count: promotion.rewardAmount });
    case 'TICKETS':
      return t('promotions.tickets', { count: promotion.rewardAmount });
    default: {
      const unknown: never = promotion.rewardType;
      throw new Error(`unknown reward type ${String(unknown)}`);
    }
  }
};
