import { Link, Navigate } from 'react-router';
import { useTranslation } from '../../../i18n';
import { isAgentType } from '@platform/contracts';
import { Icon } from '../../../components/icon';
import { PlaceholderPage } from '../../../components/placeholder-page';
import { useSessionStore } from '../../../lib/session-store';

export default function AgentHomePage() {
  const { t } = useTranslation();
  const userType = useSessionStore((state) => state.userType);
  // Spec section 4: non-agents opening the agent centre are sent to the agent portal.
  if (userType !== null && !isAgentType(userType)) return <Navigate to="/agent" replace />;
  return (
    <PlaceholderPage
      icon="users"
      title={t('pages.agentHome.title')}
      description={t('pages.agentHome.description')}
    >
      <Link className="btn btn-primary" to="/agentHome/transfer" data-testid="agent-transfer-link">
        {t('agent.transfer.open')}
        <Icon name="chevronRight" size={18} />
      </Link>
    </PlaceholderPage>
  );
}
