import { useTranslation } from '../../../i18n';
import { PlaceholderPage } from '../../../components/placeholder-page';

export default function PromotionsPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      icon="gift"
      title={t('pages.promotions.title')}
      description={t('pages.promotions.description')}
    />
  );
}
