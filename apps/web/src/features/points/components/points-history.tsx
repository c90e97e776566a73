import { useState } from 'react';
import { useTranslation, currentLanguage } from '../../../i18n';
import { LoadError } from '../../../components/load-error';
import { PageSpinner } from '../../../components/page-spinner';
import { Pagination } from '../../../components/pagination/pagination';
import { StatePanel } from '../../../components/state-panel';
import { formatMoney } from '../../../lib/format';
import { POINTS_PAGE_SIZE, usePointTransactions, useRedeemList } from '../api/points';

const dateText = (iso: string, language: string) =>
  new Date(iso).toLocaleString(language === 'CN' ? 'zh-CN' : language === 'EN' ? 'en-GB' : 'pt-BR', {
    timeZone: 'America/Sao_Paulo',
    dateStyle: 'short',
    timeStyle: 'short',
  });

/** The history tab: redeems with their statuses, then the points movements, each paged. */
export const PointsHistory = () => {
  const { t } = useTranslation();
  const language = currentLanguage();
  const [redeemPage, setRedeemPage] = useState(1);
  const [movementPage, setMovementPage] = useState(1);
  const redeems = useRedeemList(redeemPage);
  const movements = usePointTransactions(movementPage);
  const pages = (total: number) => Math.ceil(total / POINTS_PAGE_SIZE);

  return (
    <div className="points-history">
      <section aria-labelledby="points-redeems">
        <h2 id="points-redeems">{t('points.redeems')}</h2>
        {redeems.isPending ? (
          <PageSpinner />
        ) : redeems.isError ? (
          <LoadError
            title={t('points.loadError')}
            message={redeems.error.message}
            onRetry={() => void redeems.refetch()}
          />
        ) : redeems.data.list.length === 0 ? (
          <StatePanel icon="bag" headingLevel={3} title={t('points.emptyRedeems')} />
        ) : (
          <>
            <ul className="points-list" data-testid="points-redeems">
              {redeems.data.list.map((row) => (
                <li key={row.id} className="points-row">
                  <div>
                    <strong>
                      {row.kind === 'CASH' ? t('points.cashName') : `${row.quantity} × ${row.rewardName}`}
                    </strong>
                    <span className="points-row-meta">
                      {dateText(row.createdAt, language)}
                      {row.cash !== null ? ` · ${formatMoney(row.cash, language)}` : ''}
                    </span>
                  </div>
                  <div className="points-row-side">
                    <span className="points-row-points">−{row.points}</span>
                    <span className={`points-status points-status-${row.status.toLowerCase()}`}>
                      {t(`points.statuses.${row.status}`)}
                    </span>
                  </div>
                </li>
              ))}
            </ul>
            <Pagination
              page={redeemPage}
              totalPages={pages(redeems.data.total)}
              onPage={setRedeemPage}
              label={t('points.redeems')}
            />
          </>
        )}
      </section>
      <section aria-labelledby="points-movements">
        <h2 id="points-movements">{t('points.movements')}</h2>
        {movements.isPending ? (
          <PageSpinner />
        ) : movements.isError ? (
          <LoadError
            title={t('points.loadError')}
            message={movements.error.message}
            onRetry={() => void movements.refetch()}
          />
        ) : movements.data.list.length === 0 ? (
          <StatePanel icon="bag" headingLevel={3} title={t('points.emptyMovements')} />
        ) : (
          <>
            <ul className="points-list" data-testid="points-movements">
              {movements.data.list.map((row) => (
                <li key={row.id} className="points-row">
                  <div>
                    <strong>{t(`points.entryKinds.${row.kind}`)}</strong>
                    <span className="points-row-meta">{dateText(row.createdAt, language)}</span>
                  </div>
                  <div className="points-row-side">
                    <span className={`points-row-points${row.points > 0 ? ' is-gain' : ''}`}>
                      {row.points > 0 ? `+${row.points}` : `−${-row.points}`}
                    </span>
                    <span className="points-row-meta">{row.balance}</span>
                  </div>
                </li>
              ))}
            </ul>
            <Pagination
              page={movementPage}
              totalPages={pages(movements.data.total)}
              onPage={setMovementPage}
              label={t('points.movements')}
            />
          </>
        )}
      </section>
    </div>
  );
};
