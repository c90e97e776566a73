import { useSearchParams } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { StatePanel } from '../../../components/state-panel';
import { useTranslation } from '../../../i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { usePromotions } from '../../../lib/promotions';
import { PromotionCard } from '../components/promotion-card';
import { PromotionDetailView } from '../components/promotion-detail';
import './promotions.css';

const CardPlaceholders = () => (
  <ul className="promo-grid" aria-hidden="true">
    {[0, 1, 2].map((index) => (
      <li key={index} className="promo-card promo-card-placeholder skeleton" />
    ))}
  </ul>
);

/** /promotions (spec section 1): the promotions the profile allows, and one in detail with ?id=. */
export default function PromotionsPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.promotions.title'));
  const [params] = useSearchParams();
  const id = params.get('id');
  const promotions = usePromotions();

  if (id) {
    return (
      <div className="promo-page">
        <PromotionDetailView id={id} />
      </div>
    );
  }
  return (
    <div className="promo-page">
      <h1 className="promo-page-title">{t('pages.promotions.title')}</h1>
      {promotions.isPending ? (
        <CardPlaceholders />
      ) : promotions.isError ? (
        <LoadError
          title={t('promotions.listError')}
          message={promotions.error.message}
          onRetry={() => void promotions.refetch()}
        />
      ) : promotions.data.list.length === 0 ? (
        <StatePanel
          icon="gift"
          headingLevel={2}
          title={t('promotions.emptyTitle')}
          description={t('pages.promotions.description')}
        />
      ) : (
        <ul className="promo-grid">
          {promotions.data.list.map((promotion) => (
            <PromotionCard key={promotion.id} promotion={promotion} />
          ))}
        </ul>
      )}
    </div>
  );
}
