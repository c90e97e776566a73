import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { CONTRACT_POLICY_NAMES, CONTRACT_TYPES, type ContractType } from '@platform/contracts';
import { Icon, type IconName } from '../../../components/icon';
import { UnreadBadge } from '../../../components/unread-badge';
import { useHeldContractTypes } from '../../../lib/consolidated';
import { useUnreadCount } from '../../../lib/inbox-unread';
import { useTransferOffered } from '../../../lib/jurisdiction';
import { useSystemInfo } from '../../../lib/system-info';
import { useCustomerService } from '../../../lib/use-customer-service';
import { useAgentPolicy } from '../api/get-agent-policy';
import '../pages/agent-pages.css';

type Entry = {
  to: string;
  icon: IconName;
  title: string;
  text: string;
  testId: string;
  /** Unread messages shown on the entry (the messages entry). */
  badge?: number;
};

/** Each contract type's records page (spec section 2 names) and the icon of its menu entry. */
const RECORD_PAGES = {
  DIVIDEND: { page: 'agentDividendRecordCopy2', icon: 'percent' },
  DAILY_SALARY: { page: 'agentDailyWages2', icon: 'bank' },
  HOURLY_SALARY: { page: 'agentHourSalary', icon: 'clock' },
  REALTIME_SALARY: { page: 'agentRealtimeSalary', icon: 'flame' },
} as const satisfies Record<ContractType, { page: string; icon: IconName }>;

const MenuEntry = ({ entry, onNavigate }: { entry: Entry; onNavigate?: () => void }) => (
  <li>
    <Link className="agent-menu-link" to={entry.to} data-testid={entry.testId} onClick={onNavigate}>
      <span className="agent-menu-icon">
        <Icon name={entry.icon} size={22} />
      </span>
      <span>
        <span className="agent-menu-title">{entry.title}</span>
        <span className="agent-menu-text">{entry.text}</span>
      </span>
      {entry.badge ? (
        <span className="agent-menu-badge">
          <UnreadBadge count={entry.badge} />
        </span>
      ) : null}
    </Link>
  </li>
);

/**
 * The agent centre's entries: each page that works today. The contract records show for the types
 * the agent's policy allows (docs/agents.md, "Agent types"); customer service only when the
 * operator configured an entry. The /agentHome page and the agent-centre overlay
 * (agent-centre-overlay.tsx) draw the same list; `onNavigate` runs when an entry is chosen.
 */
export const AgentCentreMenu = ({ onNavigate }: { onNavigate?: () => void }) => {
  const { t } = useTranslation();
  const policy = useAgentPolicy();
  const held = useHeldContractTypes();
  const { customerService } = useSystemInfo().info;
  const openCustomerService = useCustomerService(customerService);
  const unread = useUnreadCount();
  const downlineOffered = useTransferOffered('DOWNLINE');
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
    // Money to a downline exists only where the jurisdiction allows it (BR: none).
    ...(downlineOffered
      ? [
          {
            to: '/agentHome/transfer',
            icon: 'wallet',
            title: t('agent.transfer.open'),
            text: t('agent.menu.transferText'),
            testId: 'agent-transfer-link',
          } satisfies Entry,
        ]
      : []),
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
    ...(held.length > 0 || (policy.data?.contractTypes.length ?? 0) > 0
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
  // A type's records lead somewhere when the agent may offer it (its downlines' contracts pay it
  // the difference) or holds one itself (offered by its upline, whatever its own policy allows).
  const allowed = policy.data?.contractTypes ?? [];
  const records: Entry[] = CONTRACT_TYPES.filter(
    (type) => allowed.includes(CONTRACT_POLICY_NAMES[type]) || held.includes(type),
  ).map((type) => {
    const { page, icon } = RECORD_PAGES[type];
    return {
      to: `/agentHome/${page}`,
      icon,
      title: t(`agent.menu.${page}`),
      text: t(`agent.menu.${page}Text`),
      testId: `agent-records-${page}`,
    };
  });
  const portal: Entry[] = [
    {
      to: '/agentHome/agentAnnouncement',
      icon: 'megaphone',
      title: t('agent.menu.agentAnnouncement'),
      text: t('agent.menu.agentAnnouncementText'),
      testId: 'agent-announcement-link',
    },
    {
      to: '/member?tab=depositv2',
      icon: 'bank',
      title: t('payments.deposit.title'),
      text: t('agent.menu.depositText'),
      testId: 'agent-deposit-link',
    },
    {
      to: '/member?tab=withdraw',
      icon: 'wallet',
      title: t('payments.withdraw.title'),
      text: t('agent.menu.withdrawText'),
      testId: 'agent-withdraw-link',
    },
    // Spec section 2: the portal lists messages; the member inbox is the same for agents.
    {
      to: '/member?tab=messageV2',
      icon: 'message',
      title: t('inbox.title'),
      text: t('inbox.agentMenuText'),
      testId: 'agent-messages-link',
      badge: unread,
    },
  ];
  return (
    <nav aria-label={t('agent.menu.label')}>
      <ul className="agent-menu">
        {[...entries, ...records, ...portal].map((entry) => (
          <MenuEntry key={entry.to} entry={entry} onNavigate={onNavigate} />
        ))}
        {customerService.length > 0 ? (
          <li>
            <button
              type="button"
              className="agent-menu-link"
              onClick={() => {
                onNavigate?.();
                openCustomerService();
              }}
              data-testid="agent-customer-service"
            >
              <span className="agent-menu-icon">
                <Icon name="headset" size={22} />
              </span>
              <span>
                <span className="agent-menu-title">{t('menu.customerService')}</span>
                <span className="agent-menu-text">{t('agent.menu.customerServiceText')}</span>
              </span>
            </button>
          </li>
        ) : null}
      </ul>
    </nav>
  );
};
