import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../../i18n';
import { formatDateTime, formatMoney } from '../../../../lib/format';
import { useDepositHistory } from '../../api/get-deposit-history';
import { LoadError } from '../transaction-records';
import { StatusBadge } from './status-badge';

/** The member's latest charges with their status. */
export const DepositHistory = () => {
  const { t } = useTranslation();
  const language = currentLanguage();
  const history = useDepositHistory();
  return (
    <section className="payments-card" aria-labelledby="deposit-history-title">
      <h2 className="payments-title" id="deposit-history-title">
        {t('payments.deposit.historyTitle')}
      </h2>
      {history.isPending ? (
        <div className="payments-list-skeleton skeleton" role="status" aria-label={t('records.loading')} />
      ) : history.isError ? (
        <LoadError message={history.error.message} onRetry={() => void history.refetch()} />
      ) : history.data.list.length === 0 ? (
        <p className="payments-muted">{t('payments.deposit.historyEmpty')}</p>
      ) : (
        <ul className="payments-list" data-testid="deposit-history">
          {history.data.list.map((order) => (
            <li key={order.id} className="payments-list-item">
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
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
