import { i18n } from '../../i18n';
import { openAccountModal } from '../../lib/account-modal-store';
import { isApiError } from '../../lib/api-client';
import { paragraph } from '../../lib/html';
import { showDialog } from '../dialog/dialog-store';
import { showTrialDialog } from '../real-account-guard';

/**
 * What a refused play or favourite tells the player: a trial account is asked to register
 * ('in_need_true_account'), an ended session to log in again, anything else gets the server's
 * message under a title saying what failed.
 */
export const showCatalogueError = (error: unknown, title: string) => {
  if (isApiError(error) && error.code === 'in-need-true-account') {
    showTrialDialog();
    return;
  }
  if (isApiError(error) && error.code === 'unauthorized') {
    openAccountModal({ kind: 'login' });
    return;
  }
  const message = error instanceof Error && error.message ? error.message : i18n.t('errors.unknown');
  showDialog({ icon: 'error', title, html: paragraph(message) });
};
