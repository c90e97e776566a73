import { Link, Outlet } from 'react-router';
import { useTranslation } from '../../i18n';
import { Icon } from '../../components/icon';
import { LanguageSelect } from '../../components/language-select';
import { useLogout } from '../../features/accounts/components/use-logout';
import { useSessionStore } from '../../lib/session-store';
import { useSystemInfo } from '../../lib/system-info';
import { ContractPopupGate } from '../../features/contracts/components/contract-popup-gate';
import './agent-layout.css';

/** Agent routes use only this view: no player side menu, footer or bottom bar (spec section 2). */
export const AgentLayout = () => {
  const { t } = useTranslation();
  const { brand } = useSystemInfo().info;
  const token = useSessionStore((state) => state.token);
  const { requestLogout } = useLogout();
  return (
    <div className="agent-shell" data-testid="agent-layout">
      <header className="agent-header">
        <Link to="/agent" className="agent-header-brand">
          <span className="agent-header-logo">{brand.logoText || brand.name}</span>
          <span className="agent-header-badge">{t('agent.portal')}</span>
        </Link>
        <div className="agent-header-spacer" />
        <LanguageSelect compact />
        {token && (
          <button
            type="button"
            className="btn btn-ghost agent-header-back"
            onClick={requestLogout}
            aria-label={t('header.logout')}
            data-testid="agent-logout"
          >
            <Icon name="logout" size={18} />
            <span>{t('header.logout')}</span>
          </button>
        )}
        <Link to="/" className="btn btn-ghost agent-header-back" aria-label={t('agent.backToSite')}>
          <Icon name="chevronLeft" size={18} />
          <span>{t('agent.backToSite')}</span>
        </Link>
      </header>
      <main id="main" className="agent-main">
        <Outlet />
      </main>
      {token && <ContractPopupGate />}
    </div>
  );
};
