import { Navigate } from 'react-router';
import { useTranslation } from '../../../i18n';
import { isAgentType } from '@platform/contracts';
import { useSessionStore } from '../../../lib/session-store';
import { usePageTitle } from '../../../lib/use-page-title';
import { AgentCentreMenu } from '../components/agent-centre-menu';
import { TeamSummary } from '../components/team-summary';
import '../components/team.css';
import './agent-pages.css';

/** The agent centre: the team's counts and the centre's entries (agent-centre-menu.tsx). */
export default function AgentHomePage() {
  const { t } = useTranslation();
  const userType = useSessionStore((state) => state.userType);
  usePageTitle(t('pages.agentHome.title'));
  // Spec section 4: non-agents opening the agent centre are sent to the agent portal.
  if (userType !== null && !isAgentType(userType)) return <Navigate to="/agent" replace />;
  return (
    <div className="agent-page agent-page-wide">
      <h1 className="agent-page-title">{t('pages.agentHome.title')}</h1>
      <p className="agent-page-lead">{t('pages.agentHome.description')}</p>
      <TeamSummary />
      <AgentCentreMenu />
    </div>
  );
}
