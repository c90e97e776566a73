import type { FastifyInstance } from 'fastify';
import {
  AgentPeriodQuery,
  DownlineTransactionsQuery,
  DownlineTransactionsResponse,
  PersonalBetsQuery,
  PersonalBetsResponse,
  ProfitLossQuery,
  ProfitLossResponse,
  ReportCsvResponse,
  RevenueQuery,
  RevenueResponse,
  TeamOverviewQuery,
  TeamOverviewResponse,
} from '@platform/contracts';
import type { ReportsService } from './reports.service.js';

/** The CSV exports take the report's filters without its paging: they hold every row. */
const TransactionsCsvQuery = DownlineTransactionsQuery.omit({ page: true, pageSize: true });

/**
 * The agent centre's overview and reports (docs/agents.md, "Reports"): module AGENT3, an agent's
 * token, the caller's own tree only. Each report has a `/csv` twin with the same filters.
 */
export const registerReportsRoutes = (app: FastifyInstance, service: ReportsService): void => {
  const routes = app.routeRegistry;
  const common = { modID: 'AGENT3', tags: ['agents'], token: true } as const;

  routes.add({
    ...common,
    method: 'GET',
    url: '/wps/agent/team/overview',
    summary:
      "agentTeamOverview: the calling agent's team in a period (size, new and active members, first deposits, deposits, withdrawals, valid bets, house P&L) and its per-day trend",
    querystring: TeamOverviewQuery,
    value: TeamOverviewResponse,
    handler: ({ principal, query, request }) => service.overview(principal, query, request.language),
  });
  routes.add({
    ...common,
    method: 'GET',
    url: '/wps/agent/report/profitLoss',
    summary:
      "palStatementsAgentCopy: the agent's own figures and each direct downline's team, paged, with the team's totals",
    querystring: ProfitLossQuery,
    value: ProfitLossResponse,
    handler: ({ principal, query, request }) => service.profitLoss(principal, query, request.language),
  });
  routes.add({
    ...common,
    method: 'GET',
    url: '/wps/agent/report/profitLoss/csv',
    summary: 'palStatementsAgentCopy as CSV: every row and the totals row',
    querystring: AgentPeriodQuery,
    value: ReportCsvResponse,
    handler: ({ principal, query, request }) => service.profitLossCsv(principal, query, request.language),
  });
  routes.add({
    ...common,
    method: 'GET',
    url: '/wps/agent/report/revenue',
    summary: "agentRevenueReport: the team's figures and revenue per day, paged, with the period's totals",
    querystring: RevenueQuery,
    value: RevenueResponse,
    handler: ({ principal, query, request }) => service.revenue(principal, query, request.language),
  });
  routes.add({
    ...common,
    method: 'GET',
    url: '/wps/agent/report/revenue/csv',
    summary: 'agentRevenueReport as CSV: every day and the totals row',
    querystring: AgentPeriodQuery,
    value: ReportCsvResponse,
    handler: ({ principal, query, request }) => service.revenueCsv(principal, query, request.language),
  });
  routes.add({
    ...common,
    method: 'GET',
    url: '/wps/agent/report/transactions',
    summary:
      "agentDownlineTransactionDetailsCopy: the downline's deposits, withdrawals, transfers and bonuses from the ledger, paged, with totals per kind",
    querystring: DownlineTransactionsQuery,
    value: DownlineTransactionsResponse,
    handler: ({ principal, query, request }) => service.transactions(principal, query, request.language),
  });
  routes.add({
    ...common,
    method: 'GET',
    url: '/wps/agent/report/transactions/csv',
    summary: 'agentDownlineTransactionDetailsCopy as CSV: every movement and the totals rows',
    querystring: TransactionsCsvQuery,
    value: ReportCsvResponse,
    handler: ({ principal, query, request }) => service.transactionsCsv(principal, query, request.language),
  });
  routes.add({
    ...common,
    method: 'GET',
    url: '/wps/agent/report/bets',
    summary: "personalHistoryCopy: the agent's own betting record, paged, with totals",
    querystring: PersonalBetsQuery,
    value: PersonalBetsResponse,
    handler: ({ principal, query, request }) => service.bets(principal, query, request.language),
  });
  routes.add({
    ...common,
    method: 'GET',
    url: '/wps/agent/report/bets/csv',
    summary: 'personalHistoryCopy as CSV: every round and the totals row',
    querystring: AgentPeriodQuery,
    value: ReportCsvResponse,
    handler: ({ principal, query, request }) => service.betsCsv(principal, query, request.language),
  });
};
