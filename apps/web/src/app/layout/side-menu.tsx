import { Fragment, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from '../../i18n';
import type { Promotion, WhitelabelFlag } from '@platform/contracts';
import { GroupBanner } from '../../components/banner/group-banner';
import { Icon, type IconName } from '../../components/icon';
import { LanguageSelect } from '../../components/language-select';
import { useGameMenus } from '../../lib/catalogue/get-game-menus';
import {
  CATEGORY_ICONS,
  CATEGORY_ROUTES,
  useLobbyCategories,
  useNavigationCategories,
} from '../../lib/categories';
import { openSiteModal } from '../../lib/site-modal-store';
import { usePromotionOffered } from '../../lib/jurisdiction';
import { useLuckyOffered } from '../../lib/lucky-draws';
import { isNavTargetActive } from '../../lib/nav-match';
import { useSystemInfo } from '../../lib/system-info';
import { useCustomerService } from '../../lib/use-customer-service';
import { useLotteryOffered } from '../../lib/lottery';
import { useClaimableMissions, useMissionsOffered } from '../../lib/missions';
import { UnreadBadge } from '../../components/unread-badge';
import { isTrialSession, useSessionStore } from '../../lib/session-store';
import { useUiStore } from '../ui-store';
import { Clock } from './clock';
import './side-menu.css';

type SideMenuProps = {
  /** Desktop rail reduced to icons. */
  collapsed?: boolean;
  /** Called after an entry is chosen, so the drawer can close. */
  onNavigate?: () => void;
  /** The drawer shows the clock the phone header has no room for. */
  showClock?: boolean;
};

type Entry = {
  key: string;
  label: string;
  icon: IconName;
  to?: string;
  onSelect?: () => void;
  /** Hidden unless this whitelabel flag is on (spec section 6: menu items depend on flags). */
  flag?: WhitelabelFlag;
  /** Hidden unless the jurisdiction profile offers this promotion (decision 0015). */
  promotion?: Promotion;
  /** A count shown beside the label (spec section 2: badge counts on the mission items). */
  badge?: { count: number; label: string };
};

/** Every game category the menus may list (all the site's categories but home and promotions). */
const CATEGORY_COUNT = Object.keys(CATEGORY_ROUTES).length - 2;

const EntryPlaceholders = ({ count }: { count: number }) =>
  Array.from({ length: count }, (_, index) => (
    <li key={`placeholder-${index}`} className="side-menu-placeholder" aria-hidden="true">
      <span className="side-menu-item">
        <span className="side-menu-placeholder-icon skeleton" />
        <span className="side-menu-placeholder-bar skeleton" />
      </span>
    </li>
  ));

export const SideMenu = ({ collapsed = false, onNavigate, showClock = false }: SideMenuProps) => {
  const { t } = useTranslation();
  const { info } = useSystemInfo();
  const { search } = useLocation();
  const openMenu = useUiStore((state) => state.openMenu);
  const openCustomerService = useCustomerService(info.customerService);

  // Spec section 2, Top navigation: home, the categories with a vendor, promotions, in-house.
  const menusPending = useGameMenus().isPending;
  const games: Entry[] = useNavigationCategories().map((category) => ({
    key: category,
    label: t(`categories.${category}`),
    icon: CATEGORY_ICONS[category],
    to: CATEGORY_ROUTES[category],
  }));

  // Only entries whose page works today (docs/games.md, "What is shown"), each behind its
  // whitelabel flag and the jurisdiction profile's promotion switch (rebate: MANPLAYREB3 and the
  // profile's REBATE, off in BR). The betting record and the points mall are member-only: a
  // visitor choosing them is asked to log in (RequireSession). Missions and the reward centre are
  // a real member's only (a trial account has no rewards), missions where the profile offers them,
  // with the count of those ready to claim.
  const token = useSessionStore((state) => state.token);
  const realMember = useSessionStore(
    (state) => Boolean(state.token) && state.userType !== null && !isTrialSession(state),
  );
  const setChatOpen = useUiStore((state) => state.setChatOpen);
  const claimableMissions = useClaimableMissions();
  const missionsOffered = useMissionsOffered();
  const hasVendors = useLobbyCategories().length > 0;
  // The lottery's lobby and results (docs/lottery.md): while its menu lists a game a launch opens.
  const lotteryOffered = useLotteryOffered();
  const moreEntries: Entry[] = [
    // The vendors and their logos (spec section 2, Modals: partners), while there are any.
    ...(hasVendors
      ? [
          {
            key: 'partners',
            label: t('menu.partners'),
            icon: 'grid' as const,
            onSelect: () => openSiteModal({ kind: 'partners' }),
          },
        ]
      : []),
    {
      key: 'bettingRecord',
      label: t('records.titles.personalHistoryCopy'),
      icon: 'cards',
      to: '/member?tab=personalHistoryCopy',
    },
    ...(lotteryOffered
      ? [{ key: 'lottery', label: t('menu.lottery'), icon: 'lottery' as const, to: '/lottery' }]
      : []),
    ...(missionsOffered
      ? [
          {
            key: 'missions',
            label: t('menu.missions'),
            icon: 'trophy' as const,
            to: '/missions',
            promotion: 'MISSIONS' as const,
            badge: {
              count: claimableMissions,
              label: t('missions.badge', { count: claimableMissions }),
            },
          },
        ]
      : []),
    ...(realMember
      ? [
          {
            key: 'rewards',
            label: t('rewardCentre.title'),
            icon: 'gift' as const,
            to: '/member?tab=rewardCenter',
          },
        ]
      : []),
    { key: 'pointMall', label: t('menu.pointMall'), icon: 'bag', to: '/pointMall', promotion: 'POINTS_MALL' },
    {
      key: 'vip',
      label: t('menu.vip'),
      icon: 'crown',
      to: '/member?tab=playerRank',
      flag: 'VIP3',
      promotion: 'VIP',
    },
    {
      key: 'rebate',
      label: t('menu.rebate'),
      icon: 'percent',
      to: '/member?tab=manualRebate',
      flag: 'MANPLAYREB3',
      promotion: 'REBATE',
    },
    // The lucky draws (docs/lucky-draws.md): where the profile offers them and lets a prize
    // credit, while a game of the kind is open.
    {
      key: 'redEnvelope',
      label: t('menu.redEnvelope'),
      icon: 'gift',
      to: '/redEnvelope',
      promotion: 'RED_ENVELOPE',
    },
    {
      key: 'prizeWheel',
      label: t('menu.prizeWheel'),
      icon: 'refresh',
      to: '/prizeWheel',
      promotion: 'PRIZE_WHEEL',
    },
    { key: 'goldenEgg', label: t('menu.goldenEgg'), icon: 'star', to: '/goldenEgg', promotion: 'GOLDEN_EGG' },
    { key: 'raffle', label: t('menu.raffle'), icon: 'grid', to: '/raffle', promotion: 'RAFFLE' },
    // Member-only: a visitor choosing it gets the login popup (RequireSession, spec section 6).
    { key: 'feedback', label: t('menu.feedback'), icon: 'message', to: '/feedback' },
    {
      key: 'referral',
      label: t('menu.referral'),
      icon: 'users',
      to: '/member?tab=referral',
      flag: 'REFERRAL3',
      promotion: 'REFERRAL',
    },
    // The chat room works for a session only (members write, trial accounts read): a visitor
    // does not see the entry (docs/chat-room.md).
    ...(token
      ? [
          {
            key: 'chatRoom',
            label: t('menu.chatRoom'),
            icon: 'message' as const,
            onSelect: () => setChatOpen(true),
          },
        ]
      : []),
    {
      key: 'customerService',
      label: t('menu.customerService'),
      icon: 'headset',
      onSelect: () => openCustomerService(),
    },
    // The site itself installs as an app (docs/pwa.md), so /down always has something to offer.
    { key: 'download', label: t('menu.download'), icon: 'download', to: '/down' },
    // The help centre opens over the page (spec section 2, Modals); the modal leads to /help.
    { key: 'help', label: t('menu.help'), icon: 'help', onSelect: () => openSiteModal({ kind: 'help' }) },
  ];
  // The lucky draws pay real prizes: listed for a real member only (a visitor or a trial account
  // would meet a login or a refusal), like the missions, and only while a game of the kind is open.
  const lucky = useLuckyOffered();
  const offered: Partial<Record<Promotion, boolean>> = {
    VIP: usePromotionOffered('VIP'),
    REFERRAL: usePromotionOffered('REFERRAL'),
    POINTS_MALL: usePromotionOffered('POINTS_MALL'),
    REBATE: usePromotionOffered('REBATE'),
    MISSIONS: usePromotionOffered('MISSIONS'),
    ...lucky,
  };
  const more = moreEntries.filter(
    (entry) =>
      (!entry.flag || info.whitelabel[entry.flag] === true) &&
      (!entry.promotion || offered[entry.promotion] === true),
  );

  const renderEntry = (entry: Entry) => {
    const content: ReactNode = (
      <>
        <Icon name={entry.icon} size={20} />
        <span className="side-menu-label">{entry.label}</span>
        {entry.badge ? (
          <UnreadBadge
            count={entry.badge.count}
            label={entry.badge.label}
            placement={collapsed ? 'corner' : 'inline'}
          />
        ) : null}
      </>
    );
    const title = collapsed ? entry.label : undefined;
    return (
      <li key={entry.key}>
        {entry.to ? (
          <NavLink
            to={entry.to}
            end
            className={({ isActive }) =>
              `side-menu-item${isNavTargetActive(entry.to ?? '', isActive, search) ? ' is-active' : ''}`
            }
            title={title}
            aria-label={collapsed ? entry.label : undefined}
            onClick={onNavigate}
          >
            {content}
          </NavLink>
        ) : (
          <button
            type="button"
            className="side-menu-item"
            title={title}
            aria-label={collapsed ? entry.label : undefined}
            onClick={() => {
              onNavigate?.();
              entry.onSelect?.();
            }}
          >
            {content}
          </button>
        )}
      </li>
    );
  };

  return (
    <nav
      className={`side-menu${collapsed ? ' is-collapsed' : ''}`}
      aria-label={t('menu.label')}
      data-testid="side-menu"
    >
      <h2 className="side-menu-heading">{t('menu.games')}</h2>
      <ul className="side-menu-list">
        {games.map((entry) => (
          <Fragment key={entry.key}>
            {/* While the menus load, rows where the categories will be, so the entries below
                keep their place (every category but in-house comes before promotions). */}
            {menusPending && entry.key === 'PROMO' && <EntryPlaceholders count={CATEGORY_COUNT - 1} />}
            {renderEntry(entry)}
          </Fragment>
        ))}
        {menusPending && <EntryPlaceholders count={1} />}
      </ul>
      <h2 className="side-menu-heading">{t('menu.more')}</h2>
      <ul className="side-menu-list">{more.map(renderEntry)}</ul>
      {!collapsed && <GroupBanner group="w_leftmenu" onFollow={onNavigate} compact />}
      <div className="side-menu-footer">
        {collapsed ? (
          <button
            type="button"
            className="side-menu-item"
            title={t('menu.language')}
            aria-label={t('menu.language')}
            onClick={openMenu}
          >
            <Icon name="globe" size={20} />
          </button>
        ) : (
          <LanguageSelect />
        )}
        {showClock && <Clock className="side-menu-clock" />}
      </div>
    </nav>
  );
};
