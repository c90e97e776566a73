import { useTranslation, currentLanguage } from '../../../../i18n';
import type { Withdrawal } from '@platform/contracts';
import { formatDateTime, formatMoney } from '../../../../lib/format';
import { useWithdrawHistory } from '../../api/get-withdraw-history';
import { HistoryCard } from './history-card';
import { StatusBadge } from './status-badge';

const STATUS_TONES = { PENDING: 'info', APPROVED: 'warning', PAID: 'success', REJECTED: 'danger' } as const;

/** A withdrawal's status and, once paid, where its confirmation stands. */
export const WithdrawalStatus = ({ withdrawal }: { withdrawal: Withdrawal }) => {
  const { t } = useTranslation();
  return (
    <span className="payments-statuses" data-testid="withdrawal-status" data-status={withdrawal.status}>
      <StatusBadge tone={STATUS_TONES[withdrawal.status]}>
        {t(`payments.withdrawStatus.${withdrawal.status}`)}
      </StatusBadge>
      {withdrawal.confirmation ? (
        <StatusBadge
          tone={
            withdrawal.confirmation === 'AWAITING' || withdrawal.confirmation === 'NOT_RECEIVED'
              ? 'warning'
              : 'muted'
          }
        >
          {t(`payments.confirmationStatus.${withdrawal.confirmation}`)}
        </StatusBadge>
      ) : null}
    </span>
  );
};

/** The member's withdrawals, newest first. */
export const WithdrawHistory = () => {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <HistoryCard
      id="withdraw-history-title"
      title={t('payments.withdraw.historyTitle')}
      empty={t('payments.withdraw.historyEmpty')}
      query={useWithdrawHistory()}
      testId="withdraw-history"
      renderItem={(withdrawal) => (
        <>
          <span>
            <strong>{formatMoney(withdrawal.amount, language)}</strong>
            <span className="payments-muted">
              {formatDateTime(withdrawal.createdAt, language)} · {withdrawal.maskedKey}
              {withdrawal.remark ? ` · ${withdrawal.remark}` : ''}
            </span>
          </span>
          <WithdrawalStatus withdrawal={withdrawal} />
        </>
      )}
    />
  );
};
