import { useState } from 'react';
import { AGENT_REPORT_PAGE_SIZE, type PersonalBet } from '@platform/contracts';
import { currentLanguage, useTranslation } from '../../../i18n';
import { LoadError } from '../../../components/load-error';
import { StatePanel } from '../../../components/state-panel';
import { formatCount, formatDateTime, formatMoney } from '../../../lib/format';
import { Pager } from '../../../components/date-range/range-picker';
import { useAgentReport } from '../api/get-agent-reports';
import { AgentPage } from '../components/agent-page';
import {
  ReportFilters,
  ReportSkeleton,
  ReportTable,
  useReportRange,
  type ReportColumn,
} from '../reports/report-parts';
import '../components/team.css';

type Totals = { rounds: number; betAmount: number; winAmount: number; profit: number };

/** personalHistoryCopy in the agent centre: the agent's own betting record. */
export default function PersonalHistoryPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { preset, range, setPreset, setRange } = useReportRange();
  const [page, setPage] = useState(1);
  const params = { ...range, page, pageSize: AGENT_REPORT_PAGE_SIZE };
  const report = useAgentReport('bets', params);
  const money = (value: number) => formatMoney(value, language);

  const columns: Array<ReportColumn<PersonalBet>> = [
    { key: 'game', label: t('agent.reports.bets.game'), value: (row) => `${row.gameCode} · ${row.vendor}` },
    {
      key: 'round',
      label: t('agent.reports.bets.round'),
      value: (row) => <span className="report-muted">{row.roundId}</span>,
    },
    {
      key: 'status',
      label: t('agent.reports.bets.status'),
      value: (row) => t(`agent.reports.bets.statuses.${row.status}`),
    },
    {
      key: 'betAmount',
      label: t('agent.reports.bets.betAmount'),
      value: (row) => money(row.betAmount),
      num: true,
    },
    {
      key: 'winAmount',
      label: t('agent.reports.bets.winAmount'),
      value: (row) => money(row.winAmount),
      num: true,
    },
    {
      key: 'profit',
      label: t('agent.reports.bets.profit'),
      value: (row) => money(row.profit),
      num: true,
      signed: (row) => row.profit,
    },
  ];

  const body = () => {
    if (report.isPending) return <ReportSkeleton />;
    if (report.isError) {
      return (
        <LoadError
          title={t('agent.reports.errorTitle')}
          message={report.error.message}
          onRetry={() => void report.refetch()}
        />
      );
    }
    const { list, totals, totalPages } = report.data;
    if (list.length === 0) {
      return (
        <StatePanel
          icon="cards"
          headingLevel={2}
          title={t('agent.reports.emptyTitle')}
          description={t('agent.reports.emptyText')}
        />
      );
    }
    return (
      <>
        <ReportTable<PersonalBet, Totals>
          caption={t('agent.reports.bets.title')}
          columns={columns}
          rows={list}
          rowKey={(row) => `${row.vendor}:${row.roundId}`}
          rowHeaderLabel={t('agent.reports.time')}
          rowHeader={(row) => formatDateTime(row.time, language) ?? row.time}
          totals={totals}
          totalColumns={{
            game: {
              value: (row) =>
                `${formatCount(row.rounds, language)} ${t('agent.reports.bets.rounds').toLowerCase()}`,
            },
            betAmount: { value: (row) => money(row.betAmount) },
            winAmount: { value: (row) => money(row.winAmount) },
            profit: { value: (row) => money(row.profit), signed: (row) => row.profit },
          }}
        />
        <Pager
          page={page}
          totalPages={totalPages}
          onPage={(next) => setPage(Math.min(Math.max(next, 1), totalPages))}
        />
      </>
    );
  };

  return (
    <AgentPage title={t('agent.reports.bets.title')} lead={t('agent.reports.bets.lead')} wide>
      <div className="report team-card" aria-busy={report.isFetching || undefined}>
        <ReportFilters
          range={range}
          preset={preset}
          onRange={(next, nextPreset) => {
            setRange(next);
            setPreset(nextPreset);
            setPage(1);
          }}
          csv={{ kind: 'bets', params }}
        />
        {body()}
      </div>
    </AgentPage>
  );
}
