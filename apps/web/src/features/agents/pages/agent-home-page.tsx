import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page';

export default function AgentHomePage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      icon="users"
      title={t('pages.agentHome.title')}
      description={t('pages.agentHome.description')}
    />
  );
}
