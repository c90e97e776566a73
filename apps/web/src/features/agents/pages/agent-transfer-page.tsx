import { Link, Navigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import { isAgentType } from '@platform/contracts';
import { StatePanel } from '../../../components/state-panel';
import { useTransferRefused } from '../../../lib/jurisdiction';
import { useSessionStore } from '../../../lib/session-store';
import { usePageTitle } from '../../../lib/use-page-title';
import { DownlineTransfer } from '../components/downline-transfer';
import './agent-pages.css';

/** The agent's transfer to an account of their downline (spec section 6). */
export default function AgentTransferPage() {
  const { t } = useTranslation();
  const userType = useSessionStore((state) => state.userType);
  // The downline detail's "transfer to this account" opens the form with the account filled in.
  const [searchParams] = useSearchParams();
  const refused = useTransferRefused('DOWNLINE');
  usePageTitle(t('agent.transfer.title'));
  // Spec section 4: non-agents opening the agent centre are sent to the agent portal.
  if (userType !== null && !isAgentType(userType)) return <Navigate to="/agent" replace />;
  return (
    <div className="agent-page">
      <nav className="agent-breadcrumb" aria-label={t('security.breadcrumb')}>
        <Link to="/agentHome">{t('pages.agentHome.title')}</Link>
        <span aria-hidden="true">/</span>
        <span aria-current="page">{t('agent.transfer.title')}</span>
      </nav>
      <h1 className="agent-page-title">{t('agent.transfer.title')}</h1>
      <p className="agent-page-lead">{t('agent.transfer.lead')}</p>
      {refused ? (
        <StatePanel
          icon="info"
          headingLevel={2}
          title={t('common.notOfferedTitle')}
          description={t('errors.feature-unavailable')}
        />
      ) : (
        <DownlineTransfer initialAccount={searchParams.get('account') ?? ''} />
      )}
    </div>
  );
}
