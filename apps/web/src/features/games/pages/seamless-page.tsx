import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page';

export default function SeamlessPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      icon="live"
      title={t('pages.seamless.title')}
      description={t('pages.seamless.description')}
    />
  );
}
