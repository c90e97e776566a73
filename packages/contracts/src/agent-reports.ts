import { z } from 'zod';
import { MOVEMENT_KINDS } from './wallet-lists.js';

/**
 * The agent centre's team overview and reports (docs/agents.md, "Reports"): agentTeamOverview,
 * palStatementsAgentCopy, agentRevenueReport, agentDownlineTransactionDetailsCopy and
 * personalHistoryCopy. Amounts are integer centavos; days are Brasília calendar days.
 */

/**
 * Date presets of the reports. The spec's picker also names "next 7/30 days", which a report of
 * what already happened can never fill, so reports offer past periods only (as the member records).
 */
export const AGENT_REPORT_PRESETS = [
  'today',
  'yesterday',
  'previous7',
  'previous30',
  'thisMonth',
  'lastMonth',
] as const;
export type AgentReportPreset = (typeof AGENT_REPORT_PRESETS)[number];
export const AGENT_REPORT_PAGE_SIZE = 20;
export const AGENT_REPORT_MAX_PAGE_SIZE = 100;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/u);

/** A period: a preset, or `from` and `to` (inclusive Brasília days, at most RECORDS_MAX_DAYS). */
export const AgentPeriodQuery = z.object({
  preset: z.enum(AGENT_REPORT_PRESETS).optional(),
  from: day.optional(),
  to: day.optional(),
});
export type AgentPeriodQuery = z.input<typeof AgentPeriodQuery>;

const paging = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(AGENT_REPORT_MAX_PAGE_SIZE).default(AGENT_REPORT_PAGE_SIZE),
};

export const AgentPeriod = z.object({ from: z.string(), to: z.string() });

/** What a set of members did in a period (the agent's own figures, a subtree, a team, a day). */
export const TeamFigures = z.object({
  newMembers: z.number().int(),
  /** Members with at least one settled bet in the period (each counted once). */
  activeMembers: z.number().int(),
  firstDepositCount: z.number().int(),
  firstDepositAmount: z.number().int(),
  depositCount: z.number().int(),
  depositAmount: z.number().int(),
  withdrawalCount: z.number().int(),
  /** Withdrawals requested less those returned (rejected), by when each happened. */
  withdrawalAmount: z.number().int(),
  betCount: z.number().int(),
  /** Stakes of settled rounds (rolled-back bets excluded). */
  validBet: z.number().int(),
  payout: z.number().int(),
  /** The house result of the bets: valid bet less payout (positive when the team lost). */
  profitLoss: z.number().int(),
  bonusAmount: z.number().int(),
});
export type TeamFigures = z.infer<typeof TeamFigures>;

/** GET /wps/agent/team/overview */
export const TeamOverviewQuery = AgentPeriodQuery;
export const TeamOverviewResponse = AgentPeriod.extend({
  /** Everyone below the agent today. */
  teamSize: z.number().int(),
  directCount: z.number().int(),
  /** The agent and its whole downline in the period. */
  figures: TeamFigures,
  /** One point per day of the period, oldest first. */
  trend: z.array(TeamFigures.extend({ day: z.string() })),
});
export type TeamOverviewResponse = z.infer<typeof TeamOverviewResponse>;

/** GET /wps/agent/report/profitLoss (palStatementsAgentCopy): the agent, then each direct downline's team. */
export const ProfitLossQuery = AgentPeriodQuery.extend(paging);
export const ProfitLossRow = TeamFigures.extend({
  memberId: z.string(),
  account: z.string(),
  /** True for the agent's own row (its own bets only). */
  isSelf: z.boolean(),
  isAgent: z.boolean(),
  /** Members the row covers: 1 for the agent's own row, the downline and its team otherwise. */
  members: z.number().int(),
});
export type ProfitLossRow = z.infer<typeof ProfitLossRow>;
export const ProfitLossResponse = AgentPeriod.extend({
  list: z.array(ProfitLossRow),
  /** The whole team (agent included): the sum of every row of every page. */
  totals: TeamFigures,
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type ProfitLossResponse = z.infer<typeof ProfitLossResponse>;

/** GET /wps/agent/report/revenue (agentRevenueReport): the team's figures per day, newest first. */
export const RevenueQuery = AgentPeriodQuery.extend(paging);
export const RevenueRow = TeamFigures.extend({
  day: z.string(),
  /** House result less bonuses: what the team brought in that day. */
  revenue: z.number().int(),
});
export type RevenueRow = z.infer<typeof RevenueRow>;
export const RevenueResponse = AgentPeriod.extend({
  list: z.array(RevenueRow),
  totals: RevenueRow.omit({ day: true }),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type RevenueResponse = z.infer<typeof RevenueResponse>;

/** Movement kinds of agentDownlineTransactionDetailsCopy. */
export const DOWNLINE_TRANSACTION_KINDS = ['DEPOSIT', 'WITHDRAWAL', 'TRANSFER', 'BONUS'] as const;
export type DownlineTransactionKind = (typeof DOWNLINE_TRANSACTION_KINDS)[number];

/** GET /wps/agent/report/transactions: the downline's deposits, withdrawals, transfers and bonuses. */
export const DownlineTransactionsQuery = AgentPeriodQuery.extend({
  ...paging,
  kind: z.enum(DOWNLINE_TRANSACTION_KINDS).optional(),
  /** Part of a downline's account name. */
  account: z
    .string()
    .trim()
    .max(64)
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type DownlineTransactionsQuery = z.input<typeof DownlineTransactionsQuery>;
export const DownlineTransaction = z.object({
  entryId: z.number().int(),
  time: z.string(),
  account: z.string(),
  /** Levels below the agent: 1 is a direct downline. */
  level: z.number().int(),
  kind: z.enum(DOWNLINE_TRANSACTION_KINDS),
  /** The ledger's movement kind (WITHDRAWAL_HOLD, WITHDRAWAL_RETURN, …). */
  movement: z.enum(MOVEMENT_KINDS),
  /** Signed centavos on the member's main wallet: positive in, negative out. */
  amount: z.number().int(),
  balanceAfter: z.number().int(),
});
export type DownlineTransaction = z.infer<typeof DownlineTransaction>;
export const DownlineTransactionTotals = z.object({
  count: z.number().int(),
  /** Signed sum of every listed movement. */
  amount: z.number().int(),
  byKind: z.array(
    z.object({ kind: z.enum(DOWNLINE_TRANSACTION_KINDS), count: z.number().int(), amount: z.number().int() }),
  ),
});
export const DownlineTransactionsResponse = AgentPeriod.extend({
  list: z.array(DownlineTransaction),
  totals: DownlineTransactionTotals,
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type DownlineTransactionsResponse = z.infer<typeof DownlineTransactionsResponse>;

/** GET /wps/agent/report/bets (personalHistoryCopy): the agent's own betting record. */
export const PersonalBetsQuery = AgentPeriodQuery.extend(paging);
export const PersonalBet = z.object({
  transactionId: z.string(),
  vendor: z.string(),
  gameCode: z.string(),
  roundId: z.string(),
  time: z.string(),
  betAmount: z.number().int(),
  winAmount: z.number().int(),
  /** winAmount − betAmount: the agent's own result of the round. */
  profit: z.number().int(),
  status: z.enum(['open', 'settled', 'rolled-back']),
});
export type PersonalBet = z.infer<typeof PersonalBet>;
export const PersonalBetsResponse = AgentPeriod.extend({
  list: z.array(PersonalBet),
  totals: z.object({
    rounds: z.number().int(),
    betAmount: z.number().int(),
    winAmount: z.number().int(),
    profit: z.number().int(),
  }),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type PersonalBetsResponse = z.infer<typeof PersonalBetsResponse>;

/**
 * The CSV export of a report: every row for the same filters, UTF-8 with a byte-order mark (so
 * spreadsheet programs read accents right), RFC 4180 quoting. Served in the envelope, so the token,
 * the errors and their translations work as on every route; the page saves `content` as a file.
 */
export const ReportCsvResponse = z.object({ fileName: z.string(), content: z.string() });
export type ReportCsvResponse = z.infer<typeof ReportCsvResponse>;
