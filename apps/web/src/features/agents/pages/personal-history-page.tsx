import { AGENT_REPORT_PAGE_SIZE, type PersonalBet } from '@platform/contracts';
import { currentLanguage, useTranslation } from '../../../i18n';
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

type Totals = { rounds: number; betAmount: number; winAmount: number; profit: number };

/** personalHistoryCopy in the agent centre: the agent's own betting record. */
export default function PersonalHistoryPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { preset, range, page, setPage, onRange } = useReportRange();
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

  const body = (
    <ReportBody
      report={report}
      emptyIcon="cards"
      isEmpty={({ list }) => list.length === 0}
      page={page}
      onPage={setPage}
    >
      {({ list, totals }) => (
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
      )}
    </ReportBody>
  );

  return (
    <AgentPage title={t('agent.reports.bets.title')} lead={t('agent.reports.bets.lead')} wide>
      <div className="report team-card" aria-busy={report.isFetching || undefined}>
        <ReportFilters range={range} preset={preset} onRange={onRange} csv={{ kind: 'bets', params }} />
        {body}
      </div>
    </AgentPage>
  );
}
