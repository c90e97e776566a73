import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon';
import { useMemberInfo } from '../../features/member/api/get-member-info';
import { currentLanguage } from '../../i18n';
import { formatMoney } from '../../lib/format';
import { useSessionStore } from '../../lib/session-store';
import { useSystemInfo } from '../../lib/system-info';
import { useUiStore } from '../ui-store';
import { Clock } from './clock';
import './header.css';

type HeaderProps = { showMenuButton: boolean; isDesktop: boolean };

export const Header = ({ showMenuButton, isDesktop }: HeaderProps) => {
  const { t } = useTranslation();
  const { brand } = useSystemInfo().info;
  const token = useSessionStore((state) => state.token);
  const collapsed = useUiStore((state) => state.collapsed);
  const drawerOpen = useUiStore((state) => state.drawerOpen);
  const toggleMenu = useUiStore((state) => state.toggleMenu);

  const menuLabel = isDesktop
    ? t(collapsed ? 'header.expandMenu' : 'header.collapseMenu')
    : t(drawerOpen ? 'header.closeMenu' : 'header.openMenu');

  return (
    <header className="site-header">
      {showMenuButton && (
        <button
          type="button"
          className="icon-btn site-header-menu"
          aria-label={menuLabel}
          aria-expanded={isDesktop ? !collapsed : drawerOpen}
          onClick={toggleMenu}
          data-testid="menu-button"
        >
          <Icon name="menu" size={22} />
        </button>
      )}
      <Link to="/" className="site-header-logo">
        {brand.logoText || brand.name}
      </Link>
      <Clock className="site-header-clock" />
      {token ? <MemberArea /> : <VisitorActions />}
    </header>
  );
};

const VisitorActions = () => {
  const { t } = useTranslation();
  return (
    <div className="site-header-actions">
      <Link to="/login" className="btn btn-secondary site-header-btn" data-testid="header-login">
        {t('header.login')}
      </Link>
      <Link to="/register" className="btn btn-primary site-header-btn" data-testid="header-register">
        {t('header.register')}
      </Link>
    </div>
  );
};

const MemberArea = () => {
  const { t } = useTranslation();
  const { data: member } = useMemberInfo();
  return (
    <div className="site-header-actions">
      <span className="site-header-balance" aria-live="polite">
        <span className="visually-hidden">{t('header.balance')}: </span>
        {member ? formatMoney(member.balance, currentLanguage()) : '—'}
      </span>
      <Link to="/member" className="icon-btn site-header-account" aria-label={t('header.account')}>
        <Icon name="user" size={22} />
      </Link>
    </div>
  );
};
