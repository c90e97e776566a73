import { useState } from 'react';
import { AGENT_REPORT_PAGE_SIZE, type ProfitLossRow, type TeamFigures } from '@platform/contracts';
import { currentLanguage, useTranslation } from '../../../i18n';
import { LoadError } from '../../../components/load-error';
import { StatePanel } from '../../../components/state-panel';
import { formatCount, formatMoney } from '../../../lib/format';
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

type FigureKey = keyof TeamFigures;
const MONEY: FigureKey[] = [
  'validBet',
  'payout',
  'profitLoss',
  'bonusAmount',
  'depositAmount',
  'withdrawalAmount',
];
const COUNTS: FigureKey[] = ['newMembers', 'activeMembers', 'betCount', 'firstDepositCount'];

/** palStatementsAgentCopy (spec section 2): the agent's own line and each direct downline's team. */
export default function ProfitLossPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { preset, range, setPreset, setRange } = useReportRange();
  const [page, setPage] = useState(1);
  const params = { ...range, page, pageSize: AGENT_REPORT_PAGE_SIZE };
  const report = useAgentReport('profitLoss', params);
  const money = (value: number) => formatMoney(value, language);
  const count = (value: number) => formatCount(value, language);

  const figureColumn = (key: FigureKey): ReportColumn<TeamFigures> => ({
    key,
    label: t(`agent.reports.figures.${key}`),
    value: (row) => (MONEY.includes(key) ? money(row[key]) : count(row[key])),
    num: true,
    ...(key === 'profitLoss' ? { signed: (row: TeamFigures) => row.profitLoss } : {}),
  });
  const columns: Array<ReportColumn<ProfitLossRow>> = [
    { key: 'members', label: t('agent.reports.members'), value: (row) => count(row.members), num: true },
    ...[
      ...COUNTS.slice(0, 2),
      'betCount' as const,
      ...MONEY.slice(0, 4),
      'firstDepositCount' as const,
      ...MONEY.slice(4),
    ].map(figureColumn),
  ];
  const totals = Object.fromEntries(
    columns
      .filter((column) => column.key !== 'members')
      .map((column) => {
        const key = column.key as FigureKey;
        return [
          key,
          {
            value: (row: TeamFigures) => (MONEY.includes(key) ? money(row[key]) : count(row[key])),
            ...(key === 'profitLoss' ? { signed: (row: TeamFigures) => row.profitLoss } : {}),
          },
        ];
      }),
  );

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
    const { list, totals: teamTotals, totalPages } = report.data;
    if (list.length === 0) {
      return (
        <StatePanel
          icon="users"
          headingLevel={2}
          title={t('agent.reports.emptyTitle')}
          description={t('agent.reports.emptyText')}
        />
      );
    }
    return (
      <>
        <ReportTable<ProfitLossRow, TeamFigures>
          caption={t('agent.reports.profitLoss.title')}
          columns={columns}
          rows={list}
          rowKey={(row) => row.memberId}
          rowHeaderLabel={t('agent.reports.account')}
          rowHeader={(row) => (
            <span className="report-account">
              <span>{row.account}</span>
              {row.isSelf ? (
                <span className="report-badge">{t('agent.reports.own')}</span>
              ) : row.isAgent ? (
                <span className="report-badge">{t('agent.reports.subAgent')}</span>
              ) : null}
            </span>
          )}
          totals={teamTotals}
          totalColumns={totals}
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
    <AgentPage title={t('agent.reports.profitLoss.title')} lead={t('agent.reports.profitLoss.lead')} wide>
      <div className="report team-card" aria-busy={report.isFetching || undefined}>
        <ReportFilters
          range={range}
          preset={preset}
          onRange={(next, nextPreset) => {
            setRange(next);
            setPreset(nextPreset);
            setPage(1);
          }}
          csv={{ kind: 'profitLoss', params }}
        />
        {body()}
      </div>
    </AgentPage>
  );
}
