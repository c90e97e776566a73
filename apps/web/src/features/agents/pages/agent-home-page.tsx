import { Link, Navigate } from 'react-router';
import { useTranslation } from '../../../i18n';
import { isAgentType } from '@platform/contracts';
import { Icon, type IconName } from '../../../components/icon';
import { useHoldsContracts } from '../../../lib/consolidated';
import { useSessionStore } from '../../../lib/session-store';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAgentPolicy } from '../api/get-agent-policy';
import { TeamSummary } from '../components/team-summary';
import '../components/team.css';
import './agent-pages.css';

type Entry = { to: string; icon: IconName; title: string; text: string; testId: string };

/** The agent centre: the team's counts and an entry for each page that works today. */
export default function AgentHomePage() {
  const { t } = useTranslation();
  const userType = useSessionStore((state) => state.userType);
  // "My contracts" leads somewhere when the agent holds or is offered one, or may offer them
  // (which needs one of its own first).
  const holdsContracts = useHoldsContracts();
  const offersContracts = (useAgentPolicy().data?.contractTypes.length ?? 0) > 0;
  usePageTitle(t('pages.agentHome.title'));
  // Spec section 4: non-agents opening the agent centre are sent to the agent portal.
  if (userType !== null && !isAgentType(userType)) return <Navigate to="/agent" replace />;
  const entries: Entry[] = [
    {
      to: '/agentHome/agentTeamOverview',
      icon: 'trophy',
      title: t('agent.menu.agentTeamOverview'),
      text: t('agent.menu.agentTeamOverviewText'),
      testId: 'agent-overview-link',
    },
    {
      to: '/agentHome/registerCenter',
      icon: 'user',
      title: t('agent.menu.registerCenter'),
      text: t('agent.menu.registerCenterText'),
      testId: 'agent-register-center-link',
    },
    {
      to: '/agentHome/downlineManagmentView',
      icon: 'users',
      title: t('agent.menu.downlineManagmentView'),
      text: t('agent.menu.downlineManagmentViewText'),
      testId: 'agent-downlines-link',
    },
    {
      to: '/agentHome/transfer',
      icon: 'wallet',
      title: t('agent.transfer.open'),
      text: t('agent.menu.transferText'),
      testId: 'agent-transfer-link',
    },
    {
      to: '/agentHome/palStatementsAgentCopy',
      icon: 'percent',
      title: t('agent.menu.palStatementsAgentCopy'),
      text: t('agent.menu.palStatementsAgentCopyText'),
      testId: 'agent-profit-loss-link',
    },
    {
      to: '/agentHome/agentRevenueReport',
      icon: 'bank',
      title: t('agent.menu.agentRevenueReport'),
      text: t('agent.menu.agentRevenueReportText'),
      testId: 'agent-revenue-link',
    },
    {
      to: '/agentHome/agentDownlineTransactionDetailsCopy',
      icon: 'wallet',
      title: t('agent.menu.agentDownlineTransactionDetailsCopy'),
      text: t('agent.menu.agentDownlineTransactionDetailsCopyText'),
      testId: 'agent-transactions-link',
    },
    {
      to: '/agentHome/personalHistoryCopy',
      icon: 'cards',
      title: t('agent.menu.personalHistoryCopy'),
      text: t('agent.menu.personalHistoryCopyText'),
      testId: 'agent-bets-link',
    },
    ...(holdsContracts || offersContracts
      ? [
          {
            to: '/agentHome/contracts',
            icon: 'percent',
            title: t('contracts.myTitle'),
            text: t('contracts.myMenuText'),
            testId: 'agent-contracts-link',
          } satisfies Entry,
        ]
      : []),
  ];
  return (
    <div className="agent-page agent-page-wide">
      <h1 className="agent-page-title">{t('pages.agentHome.title')}</h1>
      <p className="agent-page-lead">{t('pages.agentHome.description')}</p>
      <TeamSummary />
      <nav aria-label={t('agent.menu.label')}>
        <ul className="agent-menu">
          {entries.map((entry) => (
            <li key={entry.to}>
              <Link className="agent-menu-link" to={entry.to} data-testid={entry.testId}>
                <span className="agent-menu-icon">
                  <Icon name={entry.icon} size={22} />
                </span>
                <span>
                  <span className="agent-menu-title">{entry.title}</span>
                  <span className="agent-menu-text">{entry.text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
