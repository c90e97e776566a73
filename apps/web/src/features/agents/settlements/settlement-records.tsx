import { useState } from 'react';
import {
  AGENT_REPORT_PAGE_SIZE,
  type ContractSettlementTotals,
  type ContractType,
} from '@platform/contracts';
import { currentLanguage, useTranslation } from '../../../i18n';
import { formatCount, formatMoney } from '../../../lib/format';
import { useAgentReport } from '../api/get-agent-reports';
import {
  ReportBody,
  ReportFilters,
  ReportTable,
  useReportRange,
  type ReportColumn,
} from '../reports/report-parts';
import { SettlementDetail } from './settlement-detail';
import {
  formatExactMoney,
  formatPeriod,
  formatRate,
  subAgentsExact,
  toRows,
  type SettlementRow,
} from './settlement-format';
import '../../../components/form/form.css';
import './settlements.css';

type Column = ReportColumn<SettlementRow>;
type TotalCell = { value: (totals: ContractSettlementTotals) => string };

/**
 * One contract type's settlement records (docs/agents.md "Settlement records"): a row per
 * (contract, period) with the figures its payout line carries, the filter's totals, the CSV, and
 * a detail down to the bets behind each figure.
 */
export const SettlementRecords = ({ type }: { type: ContractType }) => {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { preset, range, page, setPage, onRange } = useReportRange();
  const [open, setOpen] = useState<SettlementRow | null>(null);
  // A real-time salary records every 5-minute window in force (288 a day), nearly all empty: its
  // page starts with the windows that paid.
  const [nonZero, setNonZero] = useState(type === 'REALTIME_SALARY');
  const params = {
    ...range,
    type,
    ...(nonZero ? { nonZero: 'true' } : {}),
    page,
    pageSize: AGENT_REPORT_PAGE_SIZE,
  };
  const report = useAgentReport('settlements', params);
  const money = (value: number) => formatMoney(value, language);
  const count = (value: number) => formatCount(value, language);
  const dash = '—';
  const period = (row: SettlementRow) => (row.parsed?.kind === 'PERIOD' ? row.parsed : null);

  const validBet: Column = {
    key: 'validBet',
    label: type === 'REALTIME_SALARY' ? t('agent.settlements.paidOnBet') : t('agent.settlements.validBet'),
    num: true,
    value: (row) =>
      row.parsed?.kind === 'PERIOD'
        ? money(row.parsed.team.validBet)
        : row.parsed?.kind === 'REALTIME'
          ? money(row.parsed.validBet)
          : dash,
  };
  const houseResult: Column = {
    key: 'houseResult',
    label: t('agent.settlements.houseResult'),
    num: true,
    value: (row) => {
      const line = period(row);
      return line ? money(line.team.houseResult) : dash;
    },
    signed: (row) => period(row)?.team.houseResult ?? 0,
  };
  const active: Column = {
    key: 'activeMembers',
    label: t('agent.settlements.activeMembers'),
    num: true,
    value: (row) => {
      const line = period(row);
      return line ? count(line.team.activeMembers) : dash;
    },
  };
  // The tier and the rate it earned share a column: a dividend line carries nine figures already.
  const tier: Column = {
    key: 'tier',
    label: t('agent.settlements.detail.rateTitle'),
    value: (row) => {
      const line = period(row);
      if (!line) return dash;
      if (line.tier === null) return t('agent.settlements.noTier');
      return `${t('agent.settlements.tierN', { n: line.tier + 1 })} · ${formatRate(line.effectiveRate, language)}`;
    },
  };
  const subAgents: Column = {
    key: 'subAgents',
    label: t('agent.settlements.subAgents'),
    num: true,
    value: (row) => {
      const line = period(row);
      if (!line) return dash;
      return line.subAgents.length === 0 ? dash : formatExactMoney(subAgentsExact(row), language);
    },
  };
  const bets: Column = {
    key: 'bets',
    label: t('agent.settlements.bets'),
    num: true,
    value: (row) =>
      row.parsed?.kind === 'REALTIME'
        ? count(row.parsed.betCount)
        : row.parsed?.kind === 'PERIOD'
          ? count(row.parsed.betIds.length)
          : dash,
  };
  const amount: Column = {
    key: 'amount',
    label: t('agent.settlements.amount'),
    num: true,
    value: (row) => money(row.amount),
  };
  const status: Column = {
    key: 'status',
    label: t('agent.settlements.status'),
    value: (row) => (
      <span className={`settlement-state settlement-state-${row.state.toLowerCase()}`}>
        {row.parsed?.kind === 'SUPERSEDED'
          ? t('agent.settlements.superseded')
          : t(`agent.settlements.states.${row.state}`)}
      </span>
    ),
  };

  const COLUMNS: Record<ContractType, Column[]> = {
    DIVIDEND: [validBet, houseResult, active, tier, subAgents, amount, status],
    DAILY_SALARY: [validBet, active, tier, subAgents, bets, amount, status],
    HOURLY_SALARY: [validBet, tier, subAgents, bets, amount, status],
    REALTIME_SALARY: [validBet, bets, amount, status],
  };
  const totalCells: Record<string, TotalCell> = {
    validBet: { value: (totals) => money(totals.validBet) },
    amount: { value: (totals) => money(totals.amount) },
    status: {
      value: (totals) =>
        totals.pendingAmount > 0
          ? t('agent.settlements.pendingTotal', { amount: money(totals.pendingAmount) })
          : t('agent.settlements.recordCount', { count: totals.count }),
    },
  };

  return (
    <div className="report team-card" aria-busy={report.isFetching || undefined}>
      <ReportFilters range={range} preset={preset} onRange={onRange} csv={{ kind: 'settlements', params }}>
        <label className="checkbox-row settlement-non-zero">
          <input
            type="checkbox"
            className="checkbox-input"
            checked={nonZero}
            onChange={(event) => {
              setNonZero(event.target.checked);
              setPage(1);
            }}
            data-testid="settlement-non-zero"
          />
          <span className="checkbox-label">{t('agent.settlements.nonZero')}</span>
        </label>
      </ReportFilters>
      <ReportBody
        report={report}
        emptyIcon="percent"
        isEmpty={({ list }) => list.length === 0}
        page={page}
        onPage={setPage}
      >
        {({ list, totals, accounts }) => (
          <>
            <ReportTable<SettlementRow, ContractSettlementTotals>
              caption={t(`agent.settlements.titles.${type}`)}
              columns={COLUMNS[type]}
              rows={toRows(list)}
              rowKey={(row) => `${row.contractId}:${row.periodKey}`}
              rowHeaderLabel={
                type === 'REALTIME_SALARY' ? t('agent.settlements.window') : t('agent.settlements.period')
              }
              rowHeader={(row) => {
                const label = formatPeriod(row.periodStart, row.periodEnd, language);
                return (
                  <button
                    type="button"
                    className="settlement-open"
                    onClick={() => setOpen(row)}
                    aria-label={t('agent.settlements.open', { period: label })}
                    data-testid="settlement-open"
                  >
                    {label}
                  </button>
                );
              }}
              totals={totals}
              totalColumns={totalCells}
            />
            {open ? (
              <SettlementDetail row={open} type={type} accounts={accounts} onClose={() => setOpen(null)} />
            ) : null}
          </>
        )}
      </ReportBody>
    </div>
  );
};
