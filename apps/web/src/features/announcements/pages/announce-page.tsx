import { useTranslation } from '../../../i18n';
import { PlaceholderPage } from '../../../components/placeholder-page';

export default function AnnouncePage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      icon="message"
      title={t('pages.announce.title')}
      description={t('pages.announce.description')}
    />
  );
}
