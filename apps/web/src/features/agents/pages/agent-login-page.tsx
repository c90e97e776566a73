import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '../../../components/placeholder-page';

export default function AgentLoginPage() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      icon="users"
      title={t('pages.agentLogin.title')}
      description={t('pages.agentLogin.description')}
    />
  );
}
