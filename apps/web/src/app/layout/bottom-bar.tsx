import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../components/icon';
import { isNavTargetActive } from '../../lib/nav-match';
import { useRealAccountGuard } from '../../components/real-account-guard';
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
  const shortcuts: Shortcut[] = [
    { key: 'home', to: '/', icon: 'home', label: t('bottomBar.home') },
    { key: 'games', to: '/rng', icon: 'slots', label: t('bottomBar.games') },
    {
      key: 'deposit',
      to: '/member?tab=depositv2',
      icon: 'wallet',
      label: t('bottomBar.deposit'),
      accent: true,
      realMoney: true,
    },
    { key: 'promotions', to: '/promotions', icon: 'gift', label: t('bottomBar.promotions') },
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
              </span>
              <span className="bottom-bar-label">{shortcut.label}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
};
