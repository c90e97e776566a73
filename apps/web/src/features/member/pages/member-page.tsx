import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page';

export default function MemberPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      icon="user"
      title={t('pages.member.title')}
      description={t('pages.member.description')}
    />
  );
}
