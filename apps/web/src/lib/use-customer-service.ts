import { useTranslation } from '../i18n';
import type { CustomerServiceEntry } from '@platform/contracts';
import { showDialog } from '../components/dialog/dialog-store';
import { openCustomerService } from './customer-service';
import { paragraph } from './html';

/** Opens customer service; explains when there is none or the browser blocked the window. */
export const useCustomerService = (entries: readonly CustomerServiceEntry[]) => {
  const { t } = useTranslation();
  return (csType?: string) => {
    const { outcome } = openCustomerService(entries, csType);
    if (outcome === 'unavailable') {
      showDialog({
        icon: 'info',
        title: t('menu.customerService'),
        html: paragraph(t('menu.noCustomerService')),
      });
    }
    if (outcome === 'blocked') {
      // A click inside the dialog is a fresh user gesture, which popup blockers allow.
      showDialog({
        icon: 'warning',
        title: t('menu.customerService'),
        html: paragraph(t('menu.popupBlocked')),
        buttons: [
          { label: t('system.customerService'), onClick: () => void openCustomerService(entries, csType) },
        ],
      });
    }
  };
};
