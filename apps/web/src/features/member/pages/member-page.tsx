import { useEffect, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n';
import { showTrialDialog } from '../../../components/real-account-guard';
import { RegisterRealButton } from '../../../components/register-real-button';
import { StatePanel } from '../../../components/state-panel';
import { PageSpinner } from '../../../components/page-spinner';
import { usePromotionOffered, usePromotionRefused, useTransferRefused } from '../../../lib/jurisdiction';
import { isTrialSession, useSessionStore } from '../../../lib/session-store';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSystemInfo } from '../../../lib/system-info';
import { lazyPage } from '../../../components/lazy-page';
import { depositChannelsQueryOptions } from '../api/get-deposit-channels';
import { MemberCentreMenu } from '../components/member-centre-menu';
import { Deposit } from '../components/payments/deposit';
import './member-page.css';

// Each tab but the deposit loads with its own code: the deposit page, where members land most,
// draws without the records' lists or the forms that check their input with zod and
// react-hook-form (about 38 KB compressed).
const TransactionRecords = lazyPage(() =>
  import('../components/transaction-records').then((module) => ({ default: module.TransactionRecords })),
);
const AccountRecords = lazyPage(() =>
  import('../components/transaction-records').then((module) => ({ default: module.AccountRecords })),
);
const BetRecords = lazyPage(() =>
  import('../components/bet-records').then((module) => ({ default: module.BetRecords })),
);
const ProfitRecords = lazyPage(() =>
  import('../components/bet-records').then((module) => ({ default: module.ProfitRecords })),
);
const TransferFund = lazyPage(() =>
  import('../components/transfer-fund').then((module) => ({ default: module.TransferFund })),
);
const SecurityCenter = lazyPage(() =>
  import('../components/security-center').then((module) => ({ default: module.SecurityCenter })),
);
const PaymentPasswordSetup = lazyPage(() =>
  import('../components/payment-password-setup').then((module) => ({
    default: module.PaymentPasswordSetup,
  })),
);
const TransferUpline = lazyPage(() =>
  import('../components/transfer-upline').then((module) => ({ default: module.TransferUpline })),
);
const HolderContracts = lazyPage(() =>
  import('../../../components/contracts/holder-contracts').then((module) => ({
    default: module.HolderContracts,
  })),
);
const Withdraw = lazyPage(() =>
  import('../components/payments/withdraw').then((module) => ({ default: module.Withdraw })),
);
const PlayerLimits = lazyPage(() =>
  import('../components/limits/limits').then((module) => ({ default: module.PlayerLimits })),
);
const IdentityVerification = lazyPage(() =>
  import('../components/identity/identity-verification').then((module) => ({
    default: module.IdentityVerification,
  })),
);
const PlayBreaks = lazyPage(() =>
  import('../components/limits/play-breaks').then((module) => ({ default: module.PlayBreaks })),
);
const ActivityStatement = lazyPage(() =>
  import('../components/statement/statement').then((module) => ({ default: module.ActivityStatement })),
);
const Referral = lazyPage(() =>
  import('../components/loyalty/referral').then((module) => ({ default: module.Referral })),
);
const PlayerRank = lazyPage(() =>
  import('../components/loyalty/player-rank').then((module) => ({ default: module.PlayerRank })),
);
const BonusDetails = lazyPage(() =>
  import('../components/bonus/bonus-details').then((module) => ({ default: module.BonusDetails })),
);
const Rebate = lazyPage(() =>
  import('../components/rebate/rebate').then((module) => ({ default: module.Rebate })),
);
const RewardCentre = lazyPage(() =>
  import('../components/reward-centre/reward-centre').then((module) => ({ default: module.RewardCentre })),
);
const MissionLeaderboard = lazyPage(() =>
  import('../components/missions/mission-leaderboard').then((module) => ({
    default: module.MissionLeaderboard,
  })),
);
const Inbox = lazyPage(() =>
  import('../components/inbox/inbox').then((module) => ({ default: module.Inbox })),
);

/** Member-centre pages that move real money or need a real account (spec sections 2 and 4). */
const REAL_ACCOUNT_TABS = [
  'depositv2',
  'withdraw',
  'transferFund',
  'transferUpline',
  'rewardCenter',
  'manualRebate',
  'referral',
  'playerRank',
  'missionLeaderboard',
  'contracts',
  'limits',
  'statement',
];

/** The deposit tab, where members land most, draws once its channels are in (lazy-page.tsx). */
export const prefetchFirstAnswers = (client: QueryClient, address: URL) => {
  const session = useSessionStore.getState();
  if (address.searchParams.get('tab') !== 'depositv2' || !session.token || isTrialSession(session)) return;
  void client.prefetchQuery(depositChannelsQueryOptions(session.token));
};

export default function MemberPage() {
  const [searchParams] = useSearchParams();
  const tab = searchParams.get('tab');
  const trial = useSessionStore(isTrialSession);
  const blocked = trial && (tab === null || REAL_ACCOUNT_TABS.includes(tab) || tab === 'securityCenter');

  useEffect(() => {
    if (blocked) showTrialDialog();
  }, [blocked]);

  if (blocked) return <TrialNotice />;
  if (tab === 'securityCenter') return <SecurityPage />;
  if (tab === 'contracts') return <ContractsPage />;
  if (tab === 'messageV2') return <MessagesPage />;
  if (tab === 'referral') return <ReferralPage />;
  if (tab === 'playerRank') return <PlayerRankPage />;
  if (tab === 'manualRebate') return <RebatePage />;
  if (tab === 'missionLeaderboard') return <MissionLeaderboardPage />;
  if (tab === 'rewardCenter') return <RewardCentrePage />;
  if (tab === 'limits') return <LimitsPage />;
  if (tab === 'statement') return <StatementPage />;
  if (tab === 'depositv2') return <PaymentsPage tab="depositv2" />;
  if (tab === 'withdraw') return <PaymentsPage tab="withdraw" />;
  if (tab === 'transactionHistory') return <RecordsPage tab="transactionHistory" />;
  if (tab === 'accountRecord') return <RecordsPage tab="accountRecord" />;
  if (tab === 'bonusDetails') return <BonusDetailsPage />;
  if (tab === 'personalHistoryCopy') return <RecordsPage tab="personalHistoryCopy" />;
  if (tab === 'personalProfit') return <RecordsPage tab="personalProfit" />;
  if (tab === 'transferUpline') return <RecordsPage tab="transferUpline" />;
  if (tab === 'transferFund') return <RecordsPage tab="transferFund" />;
  return <MemberHome />;
}

const MemberHome = () => {
  const { t } = useTranslation();
  usePageTitle(t('pages.member.title'));
  return (
    <div className="member-page">
      <h1 className="member-page-title">{t('pages.member.title')}</h1>
      <p className="member-page-lead">{t('pages.member.description')}</p>
      <MemberCentreMenu />
    </div>
  );
};

/** A member centre page's frame: the breadcrumb back to the centre, the title (also the tab's) and the lead. */
const MemberSubpage = ({ title, lead, children }: { title: string; lead: string; children: ReactNode }) => {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <div className="member-page">
      <nav className="member-breadcrumb" aria-label={t('security.breadcrumb')}>
        <Link to="/member">{t('pages.member.title')}</Link>
        <span aria-hidden="true">/</span>
        <span aria-current="page">{title}</span>
      </nav>
      <h1 className="member-page-title">{title}</h1>
      <p className="member-page-lead">{lead}</p>
      {children}
    </div>
  );
};

const SecurityPage = () => {
  const { t } = useTranslation();
  return (
    <MemberSubpage title={t('security.title')} lead={t('security.lead')}>
      <IdentityVerification />
      <SecurityCenter />
      <PaymentPasswordSetup />
    </MemberSubpage>
  );
};

/** The contracts the member holds, with the holder's answers (docs/agents.md "Contract screens"). */
const ContractsPage = () => {
  const { t } = useTranslation();
  return (
    <MemberSubpage title={t('contracts.memberTitle')} lead={t('contracts.myLead')}>
      <HolderContracts />
    </MemberSubpage>
  );
};

/** The member's limits (docs/responsible-gaming.md): real accounts only. */
const LimitsPage = () => {
  const { t } = useTranslation();
  return (
    <MemberSubpage title={t('limits.title')} lead={t('limits.lead')}>
      <PlayerLimits />
      <PlayBreaks />
    </MemberSubpage>
  );
};

/** The activity statement (docs/responsible-gaming.md): real accounts only. */
const StatementPage = () => {
  const { t } = useTranslation();
  return (
    <MemberSubpage title={t('statement.title')} lead={t('statement.lead')}>
      <ActivityStatement />
    </MemberSubpage>
  );
};

/**
 * A page the jurisdiction profile leaves out, or behind a whitelabel flag the operator switched
 * off: said so, nothing asked of the server.
 */
const NotOffered = ({ byProfile }: { byProfile: boolean }) => {
  const { t } = useTranslation();
  return (
    <StatePanel
      icon="info"
      headingLevel={2}
      title={t('common.notOfferedTitle')}
      description={t(byProfile ? 'errors.feature-unavailable' : 'errors.operation-not-allowed')}
    />
  );
};

/** The whitelabel flag behind each promotion page (spec section 6). */
const PROMOTION_FLAGS = { VIP: 'VIP3', REFERRAL: 'REFERRAL3', REBATE: 'MANPLAYREB3' } as const;

/** A promotion page: shown when the profile offers it and its flag is on. */
const OfferedPage = ({
  promotion,
  children,
}: {
  promotion: keyof typeof PROMOTION_FLAGS;
  children: ReactNode;
}) => {
  const { info } = useSystemInfo();
  const refused = usePromotionRefused(promotion);
  if (refused) return <NotOffered byProfile />;
  if (info.whitelabel[PROMOTION_FLAGS[promotion]] !== true) return <NotOffered byProfile={false} />;
  return children;
};

/** The member's referral code, link, QR and referred friends (docs/referral-vip.md). */
const ReferralPage = () => {
  const { t } = useTranslation();
  return (
    <MemberSubpage title={t('loyalty.referral.title')} lead={t('loyalty.referral.lead')}>
      <OfferedPage promotion="REFERRAL">
        <Referral />
      </OfferedPage>
    </MemberSubpage>
  );
};

/** The member's VIP level and the levels' benefits (spec: playerRank, flag-gated; docs/referral-vip.md). */
const PlayerRankPage = () => {
  const { t } = useTranslation();
  return (
    <MemberSubpage title={t('loyalty.rank.title')} lead={t('loyalty.rank.lead')}>
      <OfferedPage promotion="VIP">
        <PlayerRank />
      </OfferedPage>
    </MemberSubpage>
  );
};

/** The member's rebate and its claim (spec: manualRebate, MANPLAYREB3; docs/rebate.md). */
/** Bonus money held apart from cash, the active bonus's wagering, past bonuses; then cash bonuses credited. */
const BonusDetailsPage = () => {
  const { t } = useTranslation();
  return (
    <MemberSubpage title={t('records.titles.bonusDetails')} lead={t('records.leads.bonusDetails')}>
      <BonusDetails />
      <h2 className="member-section-title">{t('bonus.cashCredits')}</h2>
      <RecordsBody tab="bonusDetails" fixedKind="BONUS" />
    </MemberSubpage>
  );
};

const RebatePage = () => {
  const { t } = useTranslation();
  return (
    <MemberSubpage title={t('rebate.title')} lead={t('rebate.lead')}>
      <OfferedPage promotion="REBATE">
        <Rebate />
      </OfferedPage>
    </MemberSubpage>
  );
};

/** Every reward to claim in one place (spec section 2, rewardCenter): what the profile offers. */
const RewardCentrePage = () => {
  const { t } = useTranslation();
  return (
    <MemberSubpage title={t('rewardCentre.title')} lead={t('rewardCentre.lead')}>
      <RewardCentre />
    </MemberSubpage>
  );
};

/** The missions leaderboard (spec section 2, missionLeaderboard; docs/missions.md): where the profile offers missions. */
const MissionLeaderboardPage = () => {
  const { t } = useTranslation();
  const refused = usePromotionRefused('MISSIONS');
  // Asked only once the profile is known to offer missions: nothing is asked that BR would refuse.
  const offered = usePromotionOffered('MISSIONS');
  return (
    <MemberSubpage title={t('missions.leaderboard.title')} lead={t('missions.leaderboard.lead')}>
      {refused ? <NotOffered byProfile /> : offered ? <MissionLeaderboard /> : <PageSpinner />}
    </MemberSubpage>
  );
};

/** The member inbox (spec section 2, messageV2; docs/inbox.md). Open to trial accounts: theirs is empty. */
const MessagesPage = () => {
  const { t } = useTranslation();
  return (
    <MemberSubpage title={t('inbox.title')} lead={t('inbox.lead')}>
      <Inbox />
    </MemberSubpage>
  );
};

type RecordsTab =
  | 'transactionHistory'
  | 'accountRecord'
  | 'bonusDetails'
  | 'personalHistoryCopy'
  | 'personalProfit'
  | 'transferUpline'
  | 'transferFund';
type RecordsPageProps = { tab: RecordsTab; fixedKind?: string };

const RecordsPage = ({ tab, fixedKind }: RecordsPageProps) => {
  const { t } = useTranslation();
  return (
    <MemberSubpage title={t(`records.titles.${tab}`)} lead={t(`records.leads.${tab}`)}>
      {/* key: each tab starts from the default range and filters */}
      <RecordsBody key={tab} tab={tab} fixedKind={fixedKind} />
    </MemberSubpage>
  );
};

const RecordsBody = ({ tab, fixedKind }: RecordsPageProps) => {
  switch (tab) {
    case 'transactionHistory':
    case 'bonusDetails':
      return <TransactionRecords fixedKind={fixedKind} />;
    case 'accountRecord':
      return <AccountRecords />;
    case 'personalHistoryCopy':
      return <BetRecords />;
    case 'personalProfit':
      return <ProfitRecords />;
    case 'transferUpline':
      return <UplineTransfer />;
    case 'transferFund':
      return <TransferFund />;
    default: {
      const unknownTab: never = tab;
      return unknownTab;
    }
  }
};

/** The upline transfer, or why it is not offered here (the jurisdiction's transfers). */
const UplineTransfer = () => {
  const { t } = useTranslation();
  if (useTransferRefused('UPLINE')) {
    return (
      <StatePanel
        icon="info"
        headingLevel={2}
        title={t('common.notOfferedTitle')}
        description={t('errors.feature-unavailable')}
      />
    );
  }
  return <TransferUpline />;
};

type PaymentsTab = 'depositv2' | 'withdraw';

/** Deposit and withdraw: the member centre's money pages, each with its title and lead. */
const PaymentsPage = ({ tab }: { tab: PaymentsTab }) => {
  const { t } = useTranslation();
  const texts = tab === 'depositv2' ? 'payments.deposit' : 'payments.withdraw';
  return (
    <MemberSubpage title={t(`${texts}.title`)} lead={t(`${texts}.lead`)}>
      {tab === 'depositv2' ? <Deposit /> : <Withdraw />}
    </MemberSubpage>
  );
};

const TrialNotice = () => {
  const { t } = useTranslation();
  usePageTitle(t('trial.in_need_true_account_title'));
  return (
    <StatePanel
      icon="user"
      tone="accent"
      title={t('trial.in_need_true_account_title')}
      description={t('trial.in_need_true_account')}
    >
      <RegisterRealButton large testId="trial-register" />
      <Link className="btn btn-secondary btn-lg" to="/">
        {t('common.backHome')}
      </Link>
    </StatePanel>
  );
};
