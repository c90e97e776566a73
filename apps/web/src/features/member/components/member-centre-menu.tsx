import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { Icon, type IconName } from '../../../components/icon';
import { UnreadBadge } from '../../../components/unread-badge';
import { useHoldsContracts } from '../../../lib/consolidated';
import { usePromotionOffered, useTransferOffered } from '../../../lib/jurisdiction';
import { useUnreadCount } from '../../../lib/inbox-unread';
import { useClaimableMissions, useMissionsOffered } from '../../../lib/missions';
import { useSystemInfo } from '../../../lib/system-info';
import { useRebateOffered, useRewardsToClaim } from './reward-centre/rewards-to-claim';
import '../pages/member-page.css';

/** The member-centre pages built so far, in the order of spec section 2. */
const MENU: Array<{
  tab:
    | 'depositv2'
    | 'withdraw'
    | 'transactionHistory'
    | 'accountRecord'
    | 'bonusDetails'
    | 'personalHistoryCopy'
    | 'personalProfit'
    | 'transferUpline'
    | 'transferFund'
    | 'securityCenter'
    | 'contracts'
    | 'messageV2'
    | 'limits'
    | 'statement'
    | 'referral'
    | 'playerRank'
    | 'manualRebate'
    | 'missionLeaderboard'
    | 'rewardCenter';
  icon: IconName;
}> = [
  { tab: 'depositv2', icon: 'bank' },
  { tab: 'withdraw', icon: 'wallet' },
  { tab: 'securityCenter', icon: 'shieldCheck' },
  { tab: 'limits', icon: 'shield' },
  { tab: 'statement', icon: 'download' },
  { tab: 'transferFund', icon: 'wallet' },
  { tab: 'transferUpline', icon: 'users' },
  { tab: 'personalHistoryCopy', icon: 'cards' },
  { tab: 'transactionHistory', icon: 'bank' },
  { tab: 'accountRecord', icon: 'wallet' },
  { tab: 'personalProfit', icon: 'percent' },
  { tab: 'bonusDetails', icon: 'gift' },
  { tab: 'messageV2', icon: 'message' },
  { tab: 'rewardCenter', icon: 'gift' },
  { tab: 'manualRebate', icon: 'percent' },
  { tab: 'referral', icon: 'users' },
  { tab: 'playerRank', icon: 'crown' },
  { tab: 'missionLeaderboard', icon: 'trophy' },
  { tab: 'contracts', icon: 'percent' },
];

/**
 * The member centre's entries (spec section 2, Member centre pages), with the badge counts: the
 * /member page and the member-centre overlay (member-centre-overlay.tsx) draw the same list.
 * `onNavigate` runs when an entry is chosen (the overlay closes).
 */
export const MemberCentreMenu = ({ onNavigate }: { onNavigate?: () => void }) => {
  const { t } = useTranslation();
  const menuTitle = (tab: (typeof MENU)[number]['tab']) => {
    if (tab === 'securityCenter') return t('security.title');
    if (tab === 'depositv2') return t('payments.deposit.title');
    if (tab === 'withdraw') return t('payments.withdraw.title');
    if (tab === 'contracts') return t('contracts.memberTitle');
    if (tab === 'messageV2') return t('inbox.title');
    if (tab === 'limits') return t('limits.title');
    if (tab === 'statement') return t('statement.title');
    if (tab === 'referral') return t('loyalty.referral.title');
    if (tab === 'playerRank') return t('loyalty.rank.title');
    if (tab === 'manualRebate') return t('rebate.title');
    if (tab === 'missionLeaderboard') return t('missions.leaderboard.title');
    if (tab === 'rewardCenter') return t('rewardCentre.title');
    return t(`records.titles.${tab}`);
  };
  // Contracts appear only for a member who has one open (the consolidated flags say so).
  const holdsContracts = useHoldsContracts();
  // Money to the agent above exists only where the jurisdiction allows it (BR: none).
  const uplineOffered = useTransferOffered('UPLINE');
  // Referral and VIP appear only where the profile offers them and their flags are on.
  const { whitelabel } = useSystemInfo().info;
  const referralOffered = usePromotionOffered('REFERRAL') && whitelabel.REFERRAL3 === true;
  const vipOffered = usePromotionOffered('VIP') && whitelabel.VIP3 === true;
  const rebateOffered = useRebateOffered();
  const missionsOffered = useMissionsOffered();
  const claimableMissions = useClaimableMissions();
  const rewardsToClaim = useRewardsToClaim();
  const menu = MENU.filter(
    (item) =>
      (item.tab !== 'contracts' || holdsContracts) &&
      (item.tab !== 'transferUpline' || uplineOffered) &&
      (item.tab !== 'referral' || referralOffered) &&
      (item.tab !== 'playerRank' || vipOffered) &&
      (item.tab !== 'manualRebate' || rebateOffered) &&
      (item.tab !== 'missionLeaderboard' || missionsOffered),
  );
  const unread = useUnreadCount();
  return (
    <nav aria-label={t('pages.member.menuLabel')}>
      <ul className="member-menu" data-testid="member-menu">
        {menu.map((item) => (
          <li key={item.tab}>
            <Link className="member-menu-item" to={`/member?tab=${item.tab}`} onClick={onNavigate}>
              <span className="member-menu-icon" aria-hidden="true">
                <Icon name={item.icon} size={20} />
              </span>
              <span>{menuTitle(item.tab)}</span>
              {item.tab === 'messageV2' ? <UnreadBadge count={unread} /> : null}
              {item.tab === 'rewardCenter' ? (
                <UnreadBadge
                  count={rewardsToClaim}
                  label={t('rewardCentre.badge', { count: rewardsToClaim })}
                />
              ) : null}
              {item.tab === 'missionLeaderboard' ? (
                <UnreadBadge
                  count={claimableMissions}
                  label={t('missions.badge', { count: claimableMissions })}
                />
              ) : null}
              <Icon name="chevronRight" size={18} className="member-menu-chevron" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
};
