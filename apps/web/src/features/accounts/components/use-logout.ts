import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n';
import { showDialog } from '../../../components/dialog/dialog-store';
import { closeAccountModal, useAccountModalStore } from '../../../lib/account-modal-store';
import { paragraph } from '../../../lib/html';
import { isAgentSession, useSessionStore } from '../../../lib/session-store';
import { logout } from '../api/logout';
import { endLocalSession } from './end-session';

/**
 * Logout (spec section 4): confirm, show the full-page loader, end the session on the server,
 * forget it here, and go home (agents to the agent portal).
 */
export const useLogout = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const performLogout = async () => {
    const agent = isAgentSession(useSessionStore.getState());
    const { setBusy } = useAccountModalStore.getState();
    setBusy(true);
    try {
      await logout();
    } catch {
      // An expired or unreachable session is still over for this device.
    } finally {
      endLocalSession(queryClient);
      closeAccountModal({ silent: true });
      setBusy(false);
      void navigate(agent ? '/agent' : '/', { replace: true });
    }
  };

  const requestLogout = () =>
    showDialog({
      icon: 'warning',
      title: t('accounts.logout.title'),
      html: paragraph(t('accounts.logout.text')),
      buttons: [
        { label: t('accounts.logout.cancel'), variant: 'secondary' },
        { label: t('accounts.logout.confirm'), onClick: () => void performLogout() },
      ],
    });

  return { requestLogout, performLogout };
};
