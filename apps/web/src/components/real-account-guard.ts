import { useCallback } from 'react';
import { useTranslation, i18n } from '../i18n';
import { openAccountModal } from '../lib/account-modal-store';
import { paragraph } from '../lib/html';
import { isTrialSession, useSessionStore } from '../lib/session-store';
import { showDialog } from './dialog/dialog-store';

/** Spec sections 4 and 8: a trial user is told to register a real account ('in_need_true_account'). */
export const showTrialDialog = () =>
  showDialog({
    icon: 'info',
    title: i18n.t('trial.in_need_true_account_title'),
    html: paragraph(i18n.t('trial.in_need_true_account')),
    buttons: [
      { label: i18n.t('trial.later'), variant: 'secondary' },
      { label: i18n.t('trial.register'), onClick: () => openAccountModal({ kind: 'register' }) },
    ],
  });

/**
 * For every real-money or member-only action (deposit, withdraw, favourite, real play): runs it
 * for members, and for trial users shows the dialog instead. Returns whether the action ran.
 */
export const useRealAccountGuard = () => {
  useTranslation();
  const trial = useSessionStore(isTrialSession);
  return useCallback(
    (action?: () => void) => {
      if (trial) {
        showTrialDialog();
        return false;
      }
      action?.();
      return true;
    },
    [trial],
  );
};
