import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  type ContractSettlementBetsQuery,
  type ContractSettlementsResponse as SettlementsAnswer,
  type DownlineTransactionsResponse as DownlineTransactionsAnswer,
  type PersonalBetsResponse as PersonalBetsAnswer,
  type ProfitLossResponse as ProfitLossAnswer,
  type RevenueResponse as RevenueAnswer,
  ContractSettlementBetsResponse,
  ContractSettlementsResponse,
  DownlineTransactionsResponse,
  PersonalBetsResponse,
  ProfitLossResponse,
  ReportCsvResponse,
  RevenueResponse,
  TeamOverviewResponse,
} from '@platform/contracts';
import { apiGet, type ResponseSchema } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

/** The period every report takes: inclusive Brasília days (yyyy-MM-dd). */
export type ReportRange = { from: string; to: string };
export type ReportParams = ReportRange & Record<string, string | number | undefined>;

/** The agent centre's reports (docs/agents.md, "Reports"): path and answer schema of each. */
export const AGENT_REPORTS = {
  profitLoss: { path: '/wps/agent/report/profitLoss', schema: ProfitLossResponse },
  revenue: { path: '/wps/agent/report/revenue', schema: RevenueResponse },
  transactions: { path: '/wps/agent/report/transactions', schema: DownlineTransactionsResponse },
  bets: { path: '/wps/agent/report/bets', schema: PersonalBetsResponse },
  /** The contract settlement records (docs/agents.md "Settlement records"), `type` per page. */
  settlements: { path: '/wps/agent/contracts/settlements', schema: ContractSettlementsResponse },
} as const;
export type AgentReportKind = keyof typeof AGENT_REPORTS;
type Answers = {
  profitLoss: ProfitLossAnswer;
  revenue: RevenueAnswer;
  transactions: DownlineTransactionsAnswer;
  bets: PersonalBetsAnswer;
  settlements: SettlementsAnswer;
};

/** GET /wps/agent/team/overview: the team's figures for the period and its per-day trend. */
export const useTeamOverview = (range: ReportRange) => {
  const token = useSessionStore((state) => state.token);
  return useQuery(
    queryOptions({
      queryKey: ['agent', 'reports', 'overview', token, range],
      queryFn: ({ signal }) =>
        apiGet('/wps/agent/team/overview', { schema: TeamOverviewResponse, query: range, signal }),
      enabled: Boolean(token),
      placeholderData: keepPreviousData,
    }),
  );
};

/** One page of a report, with its totals; the previous page stays on screen while the next loads. */
export const useAgentReport = <K extends AgentReportKind>(kind: K, params: ReportParams) => {
  const token = useSessionStore((state) => state.token);
  const { path, schema } = AGENT_REPORTS[kind];
  return useQuery({
    queryKey: ['agent', 'reports', kind, token, params],
    queryFn: ({ signal }) =>
      apiGet<unknown>(path, { schema: schema as ResponseSchema<unknown>, query: params, signal }) as Promise<
        Answers[K]
      >,
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
};

/**
 * GET /wps/agent/contracts/settlements/bets: one page of the bets a real-time salary window paid
 * on (a large team's window has hundreds of thousands); the previous page stays while the next loads.
 */
export const useSettlementBets = (
  query: Pick<ContractSettlementBetsQuery, 'contractId' | 'periodKey'> & { page: number; pageSize: number },
) => {
  const token = useSessionStore((state) => state.token);
  return useQuery({
    queryKey: ['agent', 'settlements', 'bets', token, query],
    queryFn: ({ signal }) =>
      apiGet('/wps/agent/contracts/settlements/bets', {
        schema: ContractSettlementBetsResponse,
        query,
        signal,
      }),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
};

/**
 * The report's CSV for the same filters (every row): the server writes it with a byte-order mark
 * so spreadsheets read accents right; the browser saves it under the server's file name.
 */
export const downloadReportCsv = async (kind: AgentReportKind, params: ReportParams) => {
  const { page: _page, pageSize: _pageSize, ...filters } = params;
  const file = await apiGet(`${AGENT_REPORTS[kind].path}/csv`, { schema: ReportCsvResponse, query: filters });
  const url = URL.createObjectURL(new Blob([file.content], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
};
