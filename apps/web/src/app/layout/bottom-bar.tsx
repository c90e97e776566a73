import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../../components/icon';
import './bottom-bar.css';

type Shortcut = { key: string; to: string; icon: IconName; label: string; accent?: boolean };

/** Phone shortcuts (design.md): the five places a player goes most, within thumb reach. */
export const BottomBar = () => {
  const { t } = useTranslation();
  const shortcuts: Shortcut[] = [
    { key: 'home', to: '/', icon: 'home', label: t('bottomBar.home') },
    { key: 'games', to: '/rng', icon: 'slots', label: t('bottomBar.games') },
    {
      key: 'deposit',
      to: '/member?tab=depositv2',
      icon: 'wallet',
      label: t('bottomBar.deposit'),
      accent: true,
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
              className={({ isActive }) =>
                `bottom-bar-item${shortcut.accent ? ' is-accent' : ''}${isActive ? ' is-active' : ''}`
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
