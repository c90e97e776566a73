import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page';

export default function RecentPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      icon="slots"
      title={t('pages.recent.title')}
      description={t('pages.recent.description')}
    />
  );
}
