import { useEffect } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n';
import { Icon } from '../../../components/icon';
import { StatePanel } from '../../../components/state-panel';
import { openAccountModal, useAccountModalStore } from '../../../lib/account-modal-store';
import { isAgentSession, useSessionStore } from '../../../lib/session-store';
import { usePageTitle } from '../../../lib/use-page-title';

/** The agent portal (spec section 2): the login popup logs in with portal 'agent' here. */
export default function AgentLoginPage() {
  const { t } = useTranslation();
  const token = useSessionStore((state) => state.token);
  const agent = useSessionStore(isAgentSession);
  usePageTitle(t('pages.agentLogin.title'));

  useEffect(() => {
    if (useSessionStore.getState().token) return;
    openAccountModal({ kind: 'login' });
    return () => {
      const { current, close } = useAccountModalStore.getState();
      if (current?.kind === 'login') close({ silent: true });
    };
  }, []);

  return (
    <StatePanel
      icon="users"
      title={t('pages.agentLogin.title')}
      description={agent ? t('pages.agentLogin.signedIn') : t('pages.agentLogin.description')}
      tone="accent"
    >
      {agent ? (
        <Link className="btn btn-primary btn-lg" to="/agentHome">
          {t('pages.agentLogin.open')}
          <Icon name="chevronRight" size={18} />
        </Link>
      ) : (
        !token && (
          <button
            type="button"
            className="btn btn-primary btn-lg"
            onClick={() => openAccountModal({ kind: 'login' })}
            data-testid="agent-login-open"
          >
            {t('accounts.login.submit')}
          </button>
        )
      )}
    </StatePanel>
  );
}
