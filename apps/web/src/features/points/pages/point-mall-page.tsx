import { useTranslation } from '../../../i18n';
import { PlaceholderPage } from '../../../components/placeholder-page';

export default function PointMallPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      icon="bag"
      title={t('pages.pointMall.title')}
      description={t('pages.pointMall.description')}
    />
  );
}
