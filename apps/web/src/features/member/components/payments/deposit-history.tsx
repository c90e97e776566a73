import { useTranslation, currentLanguage } from '../../../../i18n';
import { formatDateTime, formatMoney } from '../../../../lib/format';
import { useDepositHistory } from '../../api/get-deposit-history';
import { HistoryCard } from './history-card';
import { StatusBadge } from './status-badge';

/** The member's latest charges with their status. */
export const DepositHistory = () => {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <HistoryCard
      id="deposit-history-title"
      title={t('payments.deposit.historyTitle')}
      empty={t('payments.deposit.historyEmpty')}
      query={useDepositHistory()}
      testId="deposit-history"
      renderItem={(order) => (
        <>
          <span>
            <strong>{formatMoney(order.amount, language)}</strong>
            <span className="payments-muted">
              {formatDateTime(order.createdAt, language)} · {order.reference}
            </span>
          </span>
          <StatusBadge
            tone={order.status === 'PAID' ? 'success' : order.status === 'PENDING' ? 'info' : 'muted'}
          >
            {t(`payments.depositStatus.${order.status}`)}
          </StatusBadge>
        </>
      )}
    />
  );
};
