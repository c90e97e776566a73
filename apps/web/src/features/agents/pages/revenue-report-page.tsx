import { AGENT_REPORT_PAGE_SIZE, type RevenueRow, type TeamFigures } from '@platform/contracts';
import { currentLanguage, useTranslation } from '../../../i18n';
import { formatCount, formatDay, formatMoney } from '../../../lib/format';
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

type Totals = TeamFigures & { revenue: number };
type Key = keyof Totals;
const COLUMNS: ReadonlyArray<{ key: Key; money: boolean; signed?: boolean }> = [
  { key: 'newMembers', money: false },
  { key: 'activeMembers', money: false },
  { key: 'firstDepositCount', money: false },
  { key: 'depositAmount', money: true },
  { key: 'withdrawalAmount', money: true },
  { key: 'validBet', money: true },
  { key: 'payout', money: true },
  { key: 'profitLoss', money: true, signed: true },
  { key: 'bonusAmount', money: true },
  { key: 'revenue', money: true, signed: true },
];

/** agentRevenueReport (spec section 2): the team's figures and revenue, day by day. */
export default function RevenueReportPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { preset, range, page, setPage, onRange } = useReportRange();
  const params = { ...range, page, pageSize: AGENT_REPORT_PAGE_SIZE };
  const report = useAgentReport('revenue', params);
  const show = (money: boolean, value: number) =>
    money ? formatMoney(value, language) : formatCount(value, language);

  const columns: Array<ReportColumn<RevenueRow>> = COLUMNS.map((column) => ({
    key: column.key,
    label: t(`agent.reports.figures.${column.key}`),
    value: (row) => show(column.money, row[column.key]),
    num: true,
    ...(column.signed ? { signed: (row: RevenueRow) => row[column.key] } : {}),
  }));
  const totalColumns = Object.fromEntries(
    COLUMNS.map((column) => [
      column.key,
      {
        value: (row: Totals) => show(column.money, row[column.key]),
        ...(column.signed ? { signed: (row: Totals) => row[column.key] } : {}),
      },
    ]),
  );

  const body = (
    <ReportBody
      report={report}
      emptyIcon="wallet"
      isEmpty={({ totals }) => Object.values(totals).every((value) => value === 0)}
      page={page}
      onPage={setPage}
    >
      {({ list, totals }) => (
        <ReportTable<RevenueRow, Totals>
          caption={t('agent.reports.revenue.title')}
          columns={columns}
          rows={list}
          rowKey={(row) => row.day}
          rowHeaderLabel={t('agent.reports.day')}
          rowHeader={(row) => formatDay(row.day, language)}
          totals={totals}
          totalColumns={totalColumns}
        />
      )}
    </ReportBody>
  );

  return (
    <AgentPage title={t('agent.reports.revenue.title')} lead={t('agent.reports.revenue.lead')} wide>
      <div className="report team-card" aria-busy={report.isFetching || undefined}>
        <ReportFilters range={range} preset={preset} onRange={onRange} csv={{ kind: 'revenue', params }} />
        {body}
      </div>
    </AgentPage>
  );
}
