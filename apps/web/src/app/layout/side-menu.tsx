import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { WhitelabelFlag } from '@platform/contracts';
import { Icon, type IconName } from '../../components/icon';
import { LanguageSelect } from '../../components/language-select';
import { CATEGORY_ICONS, CATEGORY_ROUTES, useNavigationCategories } from '../../lib/categories';
import { isNavTargetActive } from '../../lib/nav-match';
import { useSystemInfo } from '../../lib/system-info';
import { appDownloads } from '../../lib/working-links';
import { useCustomerService } from '../use-customer-service';
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
};

export const SideMenu = ({ collapsed = false, onNavigate, showClock = false }: SideMenuProps) => {
  const { t } = useTranslation();
  const { info } = useSystemInfo();
  const { search } = useLocation();
  const openMenu = useUiStore((state) => state.openMenu);
  const openCustomerService = useCustomerService(info.customerService);

  // Spec section 2, Top navigation: home, the categories with a vendor, promotions, in-house.
  const games: Entry[] = useNavigationCategories().map((category) => ({
    key: category,
    label: t(`categories.${category}`),
    icon: CATEGORY_ICONS[category],
    to: CATEGORY_ROUTES[category],
  }));

  // Only entries whose page works today (docs/games.md, "What is shown"). VIP, rebate, referral,
  // the points mall, missions, rewards, feedback and partners come back with their pages (each a
  // later issue; the whitelabel flags VIP3, MANPLAYREB3 and REFERRAL3 will then decide them).
  // Download appears only when the operator configured an app to download.
  const moreEntries: Entry[] = [
    {
      key: 'customerService',
      label: t('menu.customerService'),
      icon: 'headset',
      onSelect: () => openCustomerService(),
    },
    ...(appDownloads(info.resources).length > 0
      ? [{ key: 'download', label: t('menu.download'), icon: 'download' as const, to: '/down' }]
      : []),
    { key: 'help', label: t('menu.help'), icon: 'help', to: '/help' },
  ];
  const more = moreEntries.filter((entry) => !entry.flag || info.whitelabel[entry.flag] === true);

  const renderEntry = (entry: Entry) => {
    const content: ReactNode = (
      <>
        <Icon name={entry.icon} size={20} />
        <span className="side-menu-label">{entry.label}</span>
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
      <ul className="side-menu-list">{games.map(renderEntry)}</ul>
      <h2 className="side-menu-heading">{t('menu.more')}</h2>
      <ul className="side-menu-list">{more.map(renderEntry)}</ul>
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
