import { useState } from 'react';
import type { RebateCategoryLine, RebateStatus } from '@platform/contracts';
import { currentLanguage, useTranslation } from '../../../../i18n';
import { ConfirmStep } from '../../../../components/form/confirm-step';
import { FormAlert } from '../../../../components/form/form-alert';
import { Pagination } from '../../../../components/pagination/pagination';
import { formatDay, formatMoney, formatRate } from '../../../../lib/format';
import { useClaimRebate, useRebate } from '../../api/rebate';
import { LoadError, RecordsSkeleton } from '../records-states';
import './rebate.css';

const STATUS_TONE: Record<RebateStatus, string> = {
  PENDING: 'rebate-badge-accent',
  CLAIMED: 'rebate-badge-success',
  PAID: 'rebate-badge-success',
  EXPIRED: '',
};

/** Turnover, rate and rebate per game category: today's running lines or a period's. */
const CategoryTable = ({ lines, caption }: { lines: RebateCategoryLine[]; caption: string }) => {
  const { t } = useTranslation();
  const language = currentLanguage();
  return (
    <div className="rebate-table-wrap">
      <table className="rebate-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('rebate.category')}</th>
            <th scope="col">{t('rebate.turnover')}</th>
            <th scope="col">{t('rebate.rate')}</th>
            <th scope="col">{t('rebate.amount')}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.category}>
              <th scope="row">{t(`categories.${line.category}`)}</th>
              <td>{formatMoney(line.turnover, language)}</td>
              <td>{formatRate(line.rateBp, language)}</td>
              <td>{formatMoney(line.amount, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
};

/**
 * The member centre's manualRebate page (docs/rebate.md): the pending rebate and its claim after
 * one confirmation, today's valid turnover per game category at the member's rate, and the
 * history of past periods. What a period pays is computed by the server's job once the day ends.
 */
export const Rebate = () => {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState(false);
  const [claimed, setClaimed] = useState<number | null>(null);
  const query = useRebate(page);
  const claim = useClaimRebate();
  const money = (amount: number) => formatMoney(amount, language);

  if (query.isPending) return <RecordsSkeleton />;
  if (query.isError) {
    return (
      <LoadError
        title={t('rebate.loadError')}
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const data = query.data;
  const send = () => {
    claim.mutate(undefined, {
      onSuccess: (result) => {
        setClaimed(result.amount);
        setConfirming(false);
      },
      onError: () => setConfirming(false),
    });
  };

  return (
    <div className="rebate" data-testid="rebate">
      <section className="rebate-card rebate-pending" aria-labelledby="rebate-pending-title">
        <h2 id="rebate-pending-title" className="rebate-card-title">
          {t('rebate.pendingTitle')}
        </h2>
        <p className="rebate-pending-amount" data-testid="rebate-pending">
          {money(data.pendingAmount)}
        </p>
        <p className="rebate-muted">
          {data.mode === 'AUTO'
            ? t('rebate.autoNote')
            : t('rebate.claimNote', { minimum: money(data.minimumPayout) })}
        </p>
        {claimed !== null ? (
          <FormAlert tone="success">
            <span data-testid="rebate-claimed">{t('rebate.claimed', { amount: money(claimed) })}</span>
          </FormAlert>
        ) : null}
        {claim.error ? <FormAlert>{claim.error.message}</FormAlert> : null}
        {confirming ? (
          <ConfirmStep
            title={t('rebate.confirm', { amount: money(data.pendingAmount), count: data.pendingCount })}
            confirmLabel={t('rebate.confirmSend')}
            pending={claim.isPending}
            onConfirm={send}
            onBack={() => setConfirming(false)}
            testId="rebate-confirm"
            tone="accent"
          />
        ) : (
          <button
            type="button"
            className="btn btn-primary btn-lg rebate-claim"
            disabled={!data.claimable}
            onClick={() => {
              setClaimed(null);
              claim.reset();
              setConfirming(true);
            }}
            data-testid="rebate-claim"
          >
            {t('rebate.claim')}
          </button>
        )}
      </section>

      <section className="rebate-card" aria-labelledby="rebate-today-title">
        <h2 id="rebate-today-title" className="rebate-card-title">
          {t('rebate.todayTitle', { day: formatDay(data.today.period, language) })}
        </h2>
        {data.today.categories.length > 0 ? (
          <CategoryTable
            lines={data.today.categories}
            caption={t('rebate.todayTitle', { day: formatDay(data.today.period, language) })}
          />
        ) : (
          <p className="rebate-muted" data-testid="rebate-today-empty">
            {t('rebate.todayEmpty')}
          </p>
        )}
        <p className="rebate-muted">{t('rebate.todayNote')}</p>
      </section>

      <section className="rebate-card" aria-labelledby="rebate-history-title">
        <h2 id="rebate-history-title" className="rebate-card-title">
          {t('rebate.historyTitle')}
        </h2>
        {data.history.length === 0 ? (
          <p className="rebate-muted" data-testid="rebate-history-empty">
            {t('rebate.historyEmpty')}
          </p>
        ) : (
          <ul className="rebate-history" data-testid="rebate-history">
            {data.history.map((record) => (
              <li key={record.id} className="rebate-record">
                <details>
                  <summary className="rebate-record-head">
                    <span>{formatDay(record.period, language)}</span>
                    <strong>{money(record.amount)}</strong>
                    <span className={`rebate-badge ${STATUS_TONE[record.status]}`}>
                      {t(`rebate.status.${record.status}`)}
                    </span>
                  </summary>
                  <CategoryTable
                    lines={record.categories}
                    caption={t('rebate.periodLines', { day: formatDay(record.period, language) })}
                  />
                  {record.status === 'PENDING' ? (
                    <p className="rebate-muted">
                      {t('rebate.expires', { day: formatDay(record.expiresAt.slice(0, 10), language) })}
                    </p>
                  ) : null}
                </details>
              </li>
            ))}
          </ul>
        )}
        <Pagination
          page={data.page}
          totalPages={data.totalPages}
          onPage={setPage}
          label={t('rebate.historyTitle')}
        />
      </section>
    </div>
  );
};
