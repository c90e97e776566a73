import { NavLink, useLocation } from 'react-router';
import { useTranslation } from '../../i18n';
import { Icon, type IconName } from '../../components/icon';
import { CATEGORY_ICONS, CATEGORY_ROUTES, useLobbyCategories } from '../../lib/categories';
import { isNavTargetActive } from '../../lib/nav-match';
import { useRealAccountGuard } from '../../components/real-account-guard';
import { UnreadBadge } from '../../components/unread-badge';
import { useUnreadCount } from '../../lib/inbox-unread';
import './bottom-bar.css';

type Shortcut = {
  key: string;
  to: string;
  icon: IconName;
  label: string;
  accent?: boolean;
  /** Real money: trial users get the register-first dialog instead (spec section 4). */
  realMoney?: boolean;
};

/** Phone shortcuts (design.md): the five places a player goes most, within thumb reach. */
export const BottomBar = () => {
  const { t } = useTranslation();
  const guard = useRealAccountGuard();
  const { search } = useLocation();
  // Games open the slots lobby (the biggest), or else the first listed one; the in-house games take
  // the place the spec gives promotions until that page exists. A shortcut with no lobby behind it
  // is left out (docs/games.md, "What is shown").
  const lobbies = useLobbyCategories();
  // The account shortcut leads to the member centre, whose messages item the count belongs to.
  const unread = useUnreadCount();
  const games = lobbies.includes('RNG') ? 'RNG' : lobbies.find((category) => category !== 'INHOUSE');
  const shortcuts: Shortcut[] = [
    { key: 'home', to: '/', icon: 'home', label: t('bottomBar.home') },
    ...(games
      ? [
          {
            key: 'games',
            to: CATEGORY_ROUTES[games],
            icon: CATEGORY_ICONS[games],
            label: t('bottomBar.games'),
          },
        ]
      : []),
    {
      key: 'deposit',
      to: '/member?tab=depositv2',
      icon: 'wallet',
      label: t('bottomBar.deposit'),
      accent: true,
      realMoney: true,
    },
    ...(lobbies.includes('INHOUSE')
      ? [
          {
            key: 'inhouse',
            to: CATEGORY_ROUTES.INHOUSE,
            icon: CATEGORY_ICONS.INHOUSE,
            label: t('categories.INHOUSE'),
          },
        ]
      : []),
    { key: 'account', to: '/member', icon: 'user', label: t('bottomBar.account') },
  ];
  return (
    <nav className="bottom-bar" aria-label={t('bottomBar.label')} data-testid="bottom-bar">
      <ul>
        {shortcuts.map((shortcut) => (
          <li key={shortcut.key}>
            <NavLink
              to={shortcut.to}
              end
              onClick={(event) => {
                if (shortcut.realMoney && !guard()) event.preventDefault();
              }}
              className={({ isActive }) =>
                `bottom-bar-item${shortcut.accent ? ' is-accent' : ''}${isNavTargetActive(shortcut.to, isActive, search) ? ' is-active' : ''}`
              }
            >
              <span className="bottom-bar-icon">
                <Icon name={shortcut.icon} size={22} />
                {shortcut.key === 'account' ? <UnreadBadge count={unread} placement="corner" /> : null}
              </span>
              <span className="bottom-bar-label">{shortcut.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
};
