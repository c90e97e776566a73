import { Suspense, lazy, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n';
import { Icon } from '../../components/icon';
import { openAccountModal } from '../../lib/account-modal-store';
import { useSessionStore } from '../../lib/session-store';
import { useSystemInfo } from '../../lib/system-info';
import { useUiStore } from '../ui-store';
import { Clock } from './clock';
import './header.css';

// Logged-in header pieces (account menu, avatar) load only for a session: visitors never need them.
const MemberArea = lazy(() => import('./member-area').then((module) => ({ default: module.MemberArea })));

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
      {token ? (
        <Suspense fallback={<span className="site-header-balance" aria-hidden="true" />}>
          <MemberArea />
        </Suspense>
      ) : (
        <VisitorActions />
      )}
    </header>
  );
};

/** The popup opens over the page the visitor is on; the address still works as a plain link. */
const openInPlace = (event: MouseEvent, kind: 'login' | 'register') => {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
  event.preventDefault();
  openAccountModal({ kind });
};

const VisitorActions = () => {
  const { t } = useTranslation();
  return (
    <div className="site-header-actions">
      <Link
        to="/login"
        className="btn btn-secondary site-header-btn"
        data-testid="header-login"
        onClick={(event) => openInPlace(event, 'login')}
      >
        {t('header.login')}
      </Link>
      <Link
        to="/register"
        className="btn btn-primary site-header-btn"
        data-testid="header-register"
        onClick={(event) => openInPlace(event, 'register')}
      >
        {t('header.register')}
      </Link>
    </div>
  );
};
