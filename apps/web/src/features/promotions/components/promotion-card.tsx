import { Link } from 'react-router';
import type { MemberPromotion } from '@platform/contracts';
import { Icon } from '../../../components/icon';
import { useTranslation, currentLanguage } from '../../../i18n';
import { formatDateTime } from '../../../lib/format';
import { rewardText } from './reward-text';
import { StatusBadge } from './status-badge';

/** The picture the operator gave, or the site's own artwork when none was given. */
export const PromotionArt = ({
  promotion,
}: {
  promotion: Pick<MemberPromotion, 'image' | 'rewardAmount' | 'rewardType' | 'rewardBet'>;
}) => {
  const { t } = useTranslation();
  const language = currentLanguage();
  return promotion.image ? (
    <img className="promo-art" src={promotion.image} alt="" loading="lazy" />
  ) : (
    <div className="promo-art promo-art-drawn" aria-hidden="true">
      <Icon name="gift" size={36} />
      <span>{rewardText(promotion, t, language)}</span>
    </div>
  );
};

export const PromotionDates = ({
  promotion,
}: {
  promotion: Pick<MemberPromotion, 'startsAt' | 'endsAt'>;
}) => {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <p className="promo-dates">
      {t('promotions.dates', {
        from: formatDateTime(promotion.startsAt, language),
        to: formatDateTime(promotion.endsAt, language),
      })}
    </p>
  );
};

export const PromotionCard = ({ promotion }: { promotion: MemberPromotion }) => (
  <li className="promo-card" data-testid="promo-card">
    <Link to={`/promotions?id=${promotion.id}`} className="promo-card-link">
      <PromotionArt promotion={promotion} />
      <div className="promo-card-body">
        <div className="promo-card-head">
          <h2 className="promo-card-title">{promotion.title}</h2>
          <StatusBadge status={promotion.status} />
        </div>
        {promotion.summary ? <p className="promo-card-summary">{promotion.summary}</p> : null}
        <PromotionDates promotion={promotion} />
      </div>
    </Link>
  </li>
);
