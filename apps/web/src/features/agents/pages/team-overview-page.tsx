import { useState } from 'react';
import { Link } from 'react-router';
import type { TeamFigures } from '@platform/contracts';
import { currentLanguage, useTranslation } from '../../../i18n';
import { Segmented } from '../../../components/form/segmented';
import { LoadError } from '../../../components/load-error';
import { formatCount, formatDay, formatMoney } from '../../../lib/format';
import { useTeamOverview } from '../api/get-agent-reports';
import { AgentPage } from '../components/agent-page';
import { ReportFilters, ReportSkeleton, useReportRange } from '../reports/report-parts';
import { TrendChart } from '../reports/trend-chart';
import '../components/team.css';

type Metric = 'validBet' | 'profitLoss' | 'depositAmount' | 'activeMembers' | 'newMembers';
const METRICS: readonly Metric[] = ['validBet', 'profitLoss', 'depositAmount', 'activeMembers', 'newMembers'];
const MONEY_METRICS = new Set<keyof TeamFigures>([
  'validBet',
  'profitLoss',
  'depositAmount',
  'withdrawalAmount',
  'payout',
  'firstDepositAmount',
  'bonusAmount',
]);

/** agentTeamOverview (spec section 2): the team's figures for a period, and their daily trend. */
export default function TeamOverviewPage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { preset, range, onRange } = useReportRange();
  const [metric, setMetric] = useState<Metric>('validBet');
  const overview = useTeamOverview(range);
  const money = (value: number) => formatMoney(value, language);
  const count = (value: number) => formatCount(value, language);
  const show = (key: keyof TeamFigures) => (value: number) =>
    MONEY_METRICS.has(key) ? money(value) : count(value);

  const body = () => {
    if (overview.isPending) return <ReportSkeleton />;
    if (overview.isError) {
      return (
        <LoadError
          title={t('agent.reports.errorTitle')}
          message={overview.error.message}
          onRetry={() => void overview.refetch()}
        />
      );
    }
    const { figures, trend, teamSize, directCount } = overview.data;
    const cards: Array<{ key: string; label: string; value: string; hint?: string; tone?: number }> = [
      { key: 'teamSize', label: t('agent.reports.overview.teamSize'), value: count(teamSize) },
      { key: 'directCount', label: t('agent.reports.overview.directCount'), value: count(directCount) },
      { key: 'newMembers', label: t('agent.reports.figures.newMembers'), value: count(figures.newMembers) },
      {
        key: 'activeMembers',
        label: t('agent.reports.figures.activeMembers'),
        value: count(figures.activeMembers),
      },
      {
        key: 'firstDeposits',
        label: t('agent.reports.figures.firstDepositCount'),
        value: count(figures.firstDepositCount),
        hint: t('agent.reports.overview.firstDepositsOf', { amount: money(figures.firstDepositAmount) }),
      },
      {
        key: 'deposits',
        label: t('agent.reports.figures.depositAmount'),
        value: money(figures.depositAmount),
        hint: `${count(figures.depositCount)} × ${t('agent.reports.figures.depositCount').toLowerCase()}`,
      },
      {
        key: 'withdrawals',
        label: t('agent.reports.figures.withdrawalAmount'),
        value: money(figures.withdrawalAmount),
        hint: `${count(figures.withdrawalCount)} × ${t('agent.reports.figures.withdrawalCount').toLowerCase()}`,
      },
      {
        key: 'validBet',
        label: t('agent.reports.figures.validBet'),
        value: money(figures.validBet),
        hint: `${count(figures.betCount)} × ${t('agent.reports.figures.betCount').toLowerCase()}`,
      },
      {
        key: 'profitLoss',
        label: t('agent.reports.figures.profitLoss'),
        value: money(figures.profitLoss),
        hint: t('agent.reports.overview.houseHint'),
        tone: figures.profitLoss,
      },
    ];
    return (
      <>
        <dl className="overview-cards" data-testid="overview-cards">
          {cards.map((card) => (
            <div key={card.key} className="overview-card">
              <dt>{card.label}</dt>
              <dd
                className={!card.tone ? undefined : card.tone < 0 ? 'report-out' : 'report-in'}
                data-testid={`overview-${card.key}`}
              >
                {card.value}
              </dd>
              {card.hint ? <dd className="overview-hint">{card.hint}</dd> : null}
            </div>
          ))}
        </dl>
        <section className="team-card" aria-labelledby="overview-trend-title">
          <div className="team-card-head overview-trend-head">
            <h2 className="team-card-title" id="overview-trend-title">
              {t('agent.reports.overview.trend')}
            </h2>
            <Segmented<Metric>
              label={t('agent.reports.overview.metric')}
              value={metric}
              onChange={setMetric}
              options={METRICS.map((value) => ({ value, label: t(`agent.reports.figures.${value}`) }))}
            />
          </div>
          <TrendChart
            points={trend.map((point) => ({ day: point.day, value: point[metric] }))}
            format={show(metric)}
            language={language}
            emptyText={t('agent.reports.overview.chartEmpty')}
            label={t('agent.reports.overview.chartLabel', {
              metric: t(`agent.reports.figures.${metric}`),
              from: formatDay(overview.data.from, language),
              to: formatDay(overview.data.to, language),
            })}
          />
          {/* The same figures day by day, as a table with totals and a CSV, are the revenue report. */}
          <p className="overview-more">
            <Link to="/agentHome/agentRevenueReport" data-testid="overview-day-by-day">
              {t('agent.reports.overview.dayByDay')}
            </Link>
          </p>
        </section>
      </>
    );
  };

  return (
    <AgentPage title={t('agent.reports.overview.title')} lead={t('agent.reports.overview.lead')} wide>
      <div className="report" aria-busy={overview.isFetching || undefined}>
        <ReportFilters range={range} preset={preset} onRange={onRange} />
        {body()}
      </div>
    </AgentPage>
  );
}
