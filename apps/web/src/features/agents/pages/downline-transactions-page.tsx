import { useState, type FormEvent } from 'react';
import {
  AGENT_REPORT_PAGE_SIZE,
  DOWNLINE_TRANSACTION_KINDS,
  type DownlineTransaction,
  type DownlineTransactionKind,
} from '@platform/contracts';
import { currentLanguage, useTranslation } from '../../../i18n';
import { Icon } from '../../../components/icon';
import { formatCount, formatDateTime, formatMoney } from '../../../lib/format';
import { useAgentReport } from '../api/get-agent-reports';
import { AgentPage } from '../components/agent-page';
import {
  ReportBody,
  ReportFilters,
  ReportTable,
  useReportRange,
  type ReportColumn,
} from '../reports/report-parts';
import '../components/team.css';

type Totals = { count: number; amount: number };
const MOVEMENTS = ['DEPOSIT', 'WITHDRAWAL_HOLD', 'WITHDRAWAL_RETURN', 'TRANSFER', 'BONUS'] as const;
const movementKey = (movement: string) =>
  (MOVEMENTS as readonly string[]).includes(movement) ? (movement as (typeof MOVEMENTS)[number]) : 'BONUS';

/** agentDownlineTransactionDetailsCopy (spec section 2): the team's money movements from the ledger. */
export default function DownlineTransactionsPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { preset, range, page, setPage, onRange } = useReportRange();
  const [kind, setKind] = useState<DownlineTransactionKind | ''>('');
  const [draft, setDraft] = useState('');
  const [account, setAccount] = useState('');
  const params = {
    ...range,
    page,
    pageSize: AGENT_REPORT_PAGE_SIZE,
    kind: kind || undefined,
    account: account || undefined,
  };
  const report = useAgentReport('transactions', params);
  const money = (value: number) => formatMoney(value, language);

  const columns: Array<ReportColumn<DownlineTransaction>> = [
    { key: 'account', label: t('agent.reports.account'), value: (row) => row.account },
    {
      key: 'level',
      label: t('agent.reports.transactions.level'),
      value: (row) => formatCount(row.level, language),
      num: true,
    },
    {
      key: 'movement',
      label: t('agent.reports.transactions.kind'),
      value: (row) => t(`agent.reports.transactions.movements.${movementKey(row.movement)}`),
    },
    {
      key: 'amount',
      label: t('agent.reports.transactions.amount'),
      value: (row) => money(row.amount),
      num: true,
      signed: (row) => row.amount,
    },
    {
      key: 'balanceAfter',
      label: t('agent.reports.transactions.balanceAfter'),
      value: (row) => money(row.balanceAfter),
      num: true,
    },
  ];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAccount(draft.trim());
    setPage(1);
  };

  const body = (
    <ReportBody
      report={report}
      emptyIcon="wallet"
      isEmpty={({ list }) => list.length === 0}
      page={page}
      onPage={setPage}
    >
      {({ list, totals }) => (
        <>
          <ul className="report-kind-totals" aria-label={t('agent.reports.total')}>
            {totals.byKind.map((entry) => (
              <li key={entry.kind}>
                <span>{t(`agent.reports.transactions.kinds.${entry.kind}`)}</span>
                <strong className={entry.amount < 0 ? 'report-out' : 'report-in'}>
                  {money(entry.amount)}
                </strong>
                <small>{formatCount(entry.count, language)}</small>
              </li>
            ))}
          </ul>
          <ReportTable<DownlineTransaction, Totals>
            caption={t('agent.reports.transactions.title')}
            columns={columns}
            rows={list}
            rowKey={(row) => `${row.entryId}:${row.account}`}
            rowHeaderLabel={t('agent.reports.time')}
            rowHeader={(row) => formatDateTime(row.time, language) ?? row.time}
            totals={totals}
            totalColumns={{
              movement: {
                value: (row) =>
                  `${formatCount(row.count, language)} ${t('agent.reports.transactions.count').toLowerCase()}`,
              },
              amount: { value: (row) => money(row.amount), signed: (row) => row.amount },
            }}
          />
        </>
      )}
    </ReportBody>
  );

  return (
    <AgentPage title={t('agent.reports.transactions.title')} lead={t('agent.reports.transactions.lead')} wide>
      <div className="report team-card" aria-busy={report.isFetching || undefined}>
        <ReportFilters range={range} preset={preset} onRange={onRange} csv={{ kind: 'transactions', params }}>
          <label className="records-field">
            <span>{t('agent.reports.transactions.kind')}</span>
            <select
              value={kind}
              onChange={(event) => {
                setKind(event.target.value as DownlineTransactionKind | '');
                setPage(1);
              }}
              data-testid="report-kind"
            >
              <option value="">{t('agent.reports.transactions.allKinds')}</option>
              {DOWNLINE_TRANSACTION_KINDS.map((item) => (
                <option key={item} value={item}>
                  {t(`agent.reports.transactions.kinds.${item}`)}
                </option>
              ))}
            </select>
          </label>
          <form className="report-search" role="search" onSubmit={submit}>
            <label className="records-field">
              <span>{t('agent.reports.transactions.search')}</span>
              <input
                type="search"
                className="field-input"
                value={draft}
                maxLength={64}
                placeholder={t('agent.reports.transactions.searchPlaceholder')}
                onChange={(event) => setDraft(event.target.value)}
              />
            </label>
            <button
              type="submit"
              className="btn btn-secondary"
              aria-label={t('agent.downlines.searchButton')}
            >
              <Icon name="search" size={18} />
            </button>
          </form>
        </ReportFilters>
        {body}
      </div>
    </AgentPage>
  );
}
