import { AGENT_REPORT_PAGE_SIZE, type ProfitLossRow, type TeamFigures } from '@platform/contracts';
import { currentLanguage, useTranslation } from '../../../i18n';
import { formatCount, formatMoney } from '../../../lib/format';
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
  const { preset, range, page, setPage, onRange } = useReportRange();
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

  const body = (
    <ReportBody
      report={report}
      emptyIcon="users"
      isEmpty={({ list }) => list.length === 0}
      page={page}
      onPage={setPage}
    >
      {({ list, totals: teamTotals }) => (
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
      )}
    </ReportBody>
  );

  return (
    <AgentPage title={t('agent.reports.profitLoss.title')} lead={t('agent.reports.profitLoss.lead')} wide>
      <div className="report team-card" aria-busy={report.isFetching || undefined}>
        <ReportFilters range={range} preset={preset} onRange={onRange} csv={{ kind: 'profitLoss', params }} />
        {body}
      </div>
    </AgentPage>
  );
}
