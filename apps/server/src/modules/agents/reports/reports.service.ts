import {
  DOWNLINE_TRANSACTION_KINDS,
  isAgentType,
  type AgentReportPreset,
  type DownlineTransactionKind,
  type DownlineTransactionsResponse,
  type PersonalBetsResponse,
  type ProfitLossResponse,
  type ProfitLossRow,
  type ReportCsvResponse,
  type RevenueResponse,
  type RevenueRow,
  type SupportedLanguage,
  type TeamFigures,
  type TeamOverviewResponse,
} from '@platform/contracts';
import type { Principal } from '../../../plugins/route-registry.js';
import { AppError } from '@platform/server-kit';
import { asAgentType } from '../agent-policy.js';
import { reais, toCsv, type CsvCell } from '../../../lib/csv.js';
import { labelsOf, type ReportLabel } from './report-labels.js';
import { daysOf, resolvePeriod } from './report-period.js';
import { figuresOf, type ReportPeriod, type ReportsRepository } from './reports.repository.js';

type PeriodInput = {
  preset?: AgentReportPreset | undefined;
  from?: string | undefined;
  to?: string | undefined;
};
type Paged = { page: number; pageSize: number };
type TransactionFilter = { kind?: DownlineTransactionKind | undefined; account?: string | undefined };

const ZERO = figuresOf(undefined);

const pagesOf = (total: number, pageSize: number) => Math.ceil(total / pageSize);
const periodFields = (period: ReportPeriod) => ({ from: period.fromDay, to: period.toDay });

/** A report page's answer: its period, its rows and the totals, and where the page sits in `total` rows. */
const pagedAnswer = <Row, Totals>(
  period: ReportPeriod,
  query: Paged,
  page: { list: Row[]; totals: Totals; total: number },
) => ({
  ...periodFields(period),
  ...page,
  page: query.page,
  pageSize: query.pageSize,
  totalPages: pagesOf(page.total, query.pageSize),
});

/** The figure columns every team report shares, in order: label and how to read it. */
const FIGURE_COLUMNS: ReadonlyArray<[ReportLabel, (figures: TeamFigures) => CsvCell]> = [
  ['newMembers', (f) => f.newMembers],
  ['activeMembers', (f) => f.activeMembers],
  ['firstDepositCount', (f) => f.firstDepositCount],
  ['firstDepositAmount', (f) => reais(f.firstDepositAmount)],
  ['depositCount', (f) => f.depositCount],
  ['depositAmount', (f) => reais(f.depositAmount)],
  ['withdrawalCount', (f) => f.withdrawalCount],
  ['withdrawalAmount', (f) => reais(f.withdrawalAmount)],
  ['betCount', (f) => f.betCount],
  ['validBet', (f) => reais(f.validBet)],
  ['payout', (f) => reais(f.payout)],
  ['profitLoss', (f) => reais(f.profitLoss)],
  ['bonusAmount', (f) => reais(f.bonusAmount)],
];

/**
 * The agent centre's overview and reports (docs/agents.md, "Reports"). Every call first checks
 * that the caller is an agent, then asks the repository with the caller's own id: the queries
 * start from its closure rows, so no parameter can reach another tree.
 */
export const createReportsService = (deps: { repository: ReportsRepository; now?: () => Date }) => {
  const now = deps.now ?? (() => new Date());
  const { repository } = deps;

  const agentOf = (principal: Principal | null): string => {
    if (!principal) throw new AppError('unauthorized');
    if (!asAgentType(principal.type)) throw new AppError('agents-only');
    return principal.memberId;
  };

  const periodOf = (query: PeriodInput, language: SupportedLanguage) => resolvePeriod(query, now(), language);
  const fileName = (report: string, period: ReportPeriod) =>
    `${report}_${period.fromDay}_${period.toDay}.csv`;

  /** The statement's rows: the agent's own first, then its direct downlines by account. */
  const profitLossRows = async (
    agentId: string,
    account: string,
    agentType: number,
    period: ReportPeriod,
    limit: number | null,
    offset: number,
  ): Promise<ProfitLossRow[]> => {
    const withSelf = offset === 0;
    const downlines = await repository.directDownlines(
      agentId,
      limit === null ? null : withSelf ? limit - 1 : limit,
      withSelf ? 0 : offset - 1,
    );
    const [own, subtrees] = await Promise.all([
      withSelf ? repository.ownFigures(agentId, period) : Promise.resolve(ZERO),
      repository.subtreeFigures(
        agentId,
        downlines.map((row) => row.id),
        period,
      ),
    ]);
    const rows: ProfitLossRow[] = downlines.map((row) => {
      const subtree = subtrees.get(row.id);
      return {
        memberId: row.id,
        account: row.account,
        isSelf: false,
        isAgent: isAgentType(row.type),
        members: subtree?.members ?? 1,
        ...(subtree?.figures ?? ZERO),
      };
    });
    if (withSelf) {
      rows.unshift({
        memberId: agentId,
        account,
        isSelf: true,
        isAgent: isAgentType(agentType),
        members: 1,
        ...own,
      });
    }
    return rows;
  };

  const revenueOf = (figures: TeamFigures) => figures.profitLoss - figures.bonusAmount;

  const revenueRows = async (agentId: string, period: ReportPeriod) => {
    const { total, days } = await repository.teamFigures(agentId, period);
    const rows: RevenueRow[] = daysOf(period).map((day) => {
      const figures = days.get(day) ?? ZERO;
      return { day, ...figures, revenue: revenueOf(figures) };
    });
    return { rows, totals: { ...total, revenue: revenueOf(total) } };
  };

  const transactionTotals = (byKind: Map<DownlineTransactionKind, { count: number; amount: number }>) => {
    const list = DOWNLINE_TRANSACTION_KINDS.filter((kind) => byKind.has(kind)).map((kind) => ({
      kind,
      ...byKind.get(kind)!,
    }));
    return {
      count: list.reduce((sum, entry) => sum + entry.count, 0),
      amount: list.reduce((sum, entry) => sum + entry.amount, 0),
      byKind: list,
    };
  };

  return {
    /**
     * The `agents.team-rollup` job: folds every changed member day into its teams' days, batch
     * after batch until none is left (or 40 batches, the rest waiting for the next run). Null when
     * another run holds the roll-up.
     */
    async rollUp() {
      const done = { memberDays: 0, teamDays: 0 };
      for (let batch = 0; batch < 40; batch += 1) {
        const run = await repository.rollUp();
        if (!run) return batch === 0 ? null : done;
        done.memberDays += run.memberDays;
        done.teamDays += run.teamDays;
        if (run.memberDays === 0) break;
      }
      return done;
    },

    async overview(principal: Principal | null, query: PeriodInput, language: SupportedLanguage) {
      const agentId = agentOf(principal);
      const period = periodOf(query, language);
      const [counts, { total, days }] = await Promise.all([
        repository.teamCounts(agentId),
        repository.teamFigures(agentId, period),
      ]);
      const trend = daysOf(period)
        .reverse()
        .map((day) => ({ day, ...(days.get(day) ?? ZERO) }));
      return {
        ...periodFields(period),
        ...counts,
        figures: total,
        trend,
      } satisfies TeamOverviewResponse;
    },

    async profitLoss(
      principal: Principal | null,
      query: PeriodInput & Paged,
      language: SupportedLanguage,
    ): Promise<ProfitLossResponse> {
      const agentId = agentOf(principal);
      const period = periodOf(query, language);
      const [counts, { total }] = await Promise.all([
        repository.teamCounts(agentId),
        repository.teamFigures(agentId, period),
      ]);
      const list = await profitLossRows(
        agentId,
        principal!.account,
        principal!.type,
        period,
        query.pageSize,
        (query.page - 1) * query.pageSize,
      );
      // The agent's own line and one per direct downline.
      return pagedAnswer(period, query, { list, totals: total, total: counts.directCount + 1 });
    },

    async profitLossCsv(
      principal: Principal | null,
      query: PeriodInput,
      language: SupportedLanguage,
    ): Promise<ReportCsvResponse> {
      const agentId = agentOf(principal);
      const period = periodOf(query, language);
      const labels = labelsOf(language);
      const [rows, { total }] = await Promise.all([
        profitLossRows(agentId, principal!.account, principal!.type, period, null, 0),
        repository.teamFigures(agentId, period),
      ]);
      const header = [labels.account, labels.members, ...FIGURE_COLUMNS.map(([label]) => labels[label])];
      const body = rows.map((row) => [
        row.isSelf ? `${row.account} (${labels.self})` : row.account,
        row.members,
        ...FIGURE_COLUMNS.map(([, read]) => read(row)),
      ]);
      const members = rows.reduce((sum, row) => sum + row.members, 0);
      body.push([labels.total, members, ...FIGURE_COLUMNS.map(([, read]) => read(total))]);
      return { fileName: fileName('palStatementsAgentCopy', period), content: toCsv(header, body) };
    },

    async revenue(
      principal: Principal | null,
      query: PeriodInput & Paged,
      language: SupportedLanguage,
    ): Promise<RevenueResponse> {
      const agentId = agentOf(principal);
      const period = periodOf(query, language);
      const { rows, totals } = await revenueRows(agentId, period);
      const offset = (query.page - 1) * query.pageSize;
      const list = rows.slice(offset, offset + query.pageSize);
      return pagedAnswer(period, query, { list, totals, total: rows.length });
    },

    async revenueCsv(
      principal: Principal | null,
      query: PeriodInput,
      language: SupportedLanguage,
    ): Promise<ReportCsvResponse> {
      const agentId = agentOf(principal);
      const period = periodOf(query, language);
      const labels = labelsOf(language);
      const { rows, totals } = await revenueRows(agentId, period);
      const header = [labels.day, ...FIGURE_COLUMNS.map(([label]) => labels[label]), labels.revenue];
      const body = rows.map((row) => [
        row.day,
        ...FIGURE_COLUMNS.map(([, read]) => read(row)),
        reais(row.revenue),
      ]);
      body.push([labels.total, ...FIGURE_COLUMNS.map(([, read]) => read(totals)), reais(totals.revenue)]);
      return { fileName: fileName('agentRevenueReport', period), content: toCsv(header, body) };
    },

    async transactions(
      principal: Principal | null,
      query: PeriodInput & Paged & TransactionFilter,
      language: SupportedLanguage,
    ): Promise<DownlineTransactionsResponse> {
      const agentId = agentOf(principal);
      const period = periodOf(query, language);
      const { rows, byKind } = await repository.downlineTransactions(
        agentId,
        period,
        query,
        query.pageSize,
        (query.page - 1) * query.pageSize,
      );
      const totals = transactionTotals(byKind);
      return pagedAnswer(period, query, { list: rows, totals, total: totals.count });
    },

    async transactionsCsv(
      principal: Principal | null,
      query: PeriodInput & TransactionFilter,
      language: SupportedLanguage,
    ): Promise<ReportCsvResponse> {
      const agentId = agentOf(principal);
      const period = periodOf(query, language);
      const labels = labelsOf(language);
      const { rows, byKind } = await repository.downlineTransactions(agentId, period, query, null, 0);
      const totals = transactionTotals(byKind);
      const header = [
        labels.time,
        labels.account,
        labels.level,
        labels.kind,
        labels.movement,
        labels.amount,
        labels.balanceAfter,
      ];
      const body: CsvCell[][] = rows.map((row) => [
        row.time,
        row.account,
        row.level,
        row.kind,
        row.movement,
        reais(row.amount),
        reais(row.balanceAfter),
      ]);
      for (const entry of totals.byKind) {
        body.push([labels.total, '', '', entry.kind, String(entry.count), reais(entry.amount), '']);
      }
      body.push([labels.total, '', '', '', String(totals.count), reais(totals.amount), '']);
      return {
        fileName: fileName('agentDownlineTransactionDetailsCopy', period),
        content: toCsv(header, body),
      };
    },

    async bets(
      principal: Principal | null,
      query: PeriodInput & Paged,
      language: SupportedLanguage,
    ): Promise<PersonalBetsResponse> {
      const agentId = agentOf(principal);
      const period = periodOf(query, language);
      const { rows, totals } = await repository.ownRounds(
        agentId,
        period,
        query.pageSize,
        (query.page - 1) * query.pageSize,
      );
      return pagedAnswer(period, query, { list: rows, totals, total: totals.rounds });
    },

    async betsCsv(
      principal: Principal | null,
      query: PeriodInput,
      language: SupportedLanguage,
    ): Promise<ReportCsvResponse> {
      const agentId = agentOf(principal);
      const period = periodOf(query, language);
      const labels = labelsOf(language);
      const { rows, totals } = await repository.ownRounds(agentId, period, null, 0);
      const header = [
        labels.time,
        labels.transactionId,
        labels.vendor,
        labels.game,
        labels.round,
        labels.betAmount,
        labels.winAmount,
        labels.profit,
        labels.status,
      ];
      const body: CsvCell[][] = rows.map((row) => [
        row.time,
        row.transactionId,
        row.vendor,
        row.gameCode,
        row.roundId,
        reais(row.betAmount),
        reais(row.winAmount),
        reais(row.profit),
        row.status,
      ]);
      body.push([
        labels.total,
        String(totals.rounds),
        '',
        '',
        '',
        reais(totals.betAmount),
        reais(totals.winAmount),
        reais(totals.profit),
        '',
      ]);
      return { fileName: fileName('personalHistoryCopy', period), content: toCsv(header, body) };
    },
  };
};

export type ReportsService = ReturnType<typeof createReportsService>;
