import { sql, type SQL } from 'drizzle-orm';
import type { DownlineTransactionKind, TeamFigures } from '@platform/contracts';
import type { Db } from '../../../db/client.js';

/**
 * The agent centre's report queries: read-only SQL over the team tree (member_tree), the day
 * rows the triggers keep (member_day, migration 0022), the ledger and the vendor rounds. Every
 * query starts from the asking agent's own closure rows (`ancestor_id = agent`), so nothing
 * outside its tree can be counted or listed, whatever else the caller sends.
 */

/** Inclusive Brasília days, and the instants [from, to) that cover them. */
export type ReportPeriod = { fromDay: string; toDay: string; from: Date; to: Date };

type Row = Record<string, unknown>;

const rowsOf = (result: unknown): Row[] => (result as { rows: Row[] }).rows;
const num = (value: unknown): number => Number(value ?? 0);

/** `%`, `_` and `\` typed by the agent are searched for as themselves. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/gu, (char) => `\\${char}`);

/**
 * The summed columns of member_day rows `d`, named as TeamFigures; `active` counts distinct
 * members. `newMembers` is the SQL of the registrations that count: an agent's own registration
 * is never a new member of its own team.
 */
const figureColumns = (newMembers: string) =>
  sql.raw(`
  ${newMembers}::bigint as new_members,
  count(distinct d.member_id) filter (where d.bet_count > 0)::bigint as active_members,
  coalesce(sum(d.first_deposit_count), 0)::bigint as first_deposit_count,
  coalesce(sum(d.first_deposit_amount), 0)::bigint as first_deposit_amount,
  coalesce(sum(d.deposit_count), 0)::bigint as deposit_count,
  coalesce(sum(d.deposit_amount), 0)::bigint as deposit_amount,
  coalesce(sum(d.withdrawal_count), 0)::bigint as withdrawal_count,
  coalesce(sum(d.withdrawal_amount), 0)::bigint as withdrawal_amount,
  coalesce(sum(d.bet_count), 0)::bigint as bet_count,
  coalesce(sum(d.valid_bet), 0)::bigint as valid_bet,
  coalesce(sum(d.payout), 0)::bigint as payout,
  coalesce(sum(d.bonus_amount), 0)::bigint as bonus_amount`);

export const figuresOf = (row: Row | undefined): TeamFigures => {
  const validBet = num(row?.valid_bet);
  const payout = num(row?.payout);
  return {
    newMembers: num(row?.new_members),
    activeMembers: num(row?.active_members),
    firstDepositCount: num(row?.first_deposit_count),
    firstDepositAmount: num(row?.first_deposit_amount),
    depositCount: num(row?.deposit_count),
    depositAmount: num(row?.deposit_amount),
    withdrawalCount: num(row?.withdrawal_count),
    withdrawalAmount: num(row?.withdrawal_amount),
    betCount: num(row?.bet_count),
    validBet,
    payout,
    profitLoss: validBet - payout,
    bonusAmount: num(row?.bonus_amount),
  };
};

/** The ledger movements of the transaction details, by the report's kind. */
const MOVEMENTS_OF: Record<DownlineTransactionKind, readonly string[]> = {
  DEPOSIT: ['DEPOSIT'],
  WITHDRAWAL: ['WITHDRAWAL_HOLD', 'WITHDRAWAL_RETURN'],
  TRANSFER: ['TRANSFER'],
  BONUS: ['BONUS'],
};
const kindOfMovement = (movement: string): DownlineTransactionKind => {
  switch (movement) {
    case 'DEPOSIT':
      return 'DEPOSIT';
    case 'WITHDRAWAL_HOLD':
    case 'WITHDRAWAL_RETURN':
      return 'WITHDRAWAL';
    case 'TRANSFER':
      return 'TRANSFER';
    default:
      return 'BONUS';
  }
};
const movementList = (kinds: readonly DownlineTransactionKind[]) =>
  sql.join(
    kinds.flatMap((kind) => MOVEMENTS_OF[kind]).map((movement) => sql`${movement}`),
    sql`, `,
  );

export const createReportsRepository = (db: Db) => {
  const query = async (statement: SQL) => rowsOf(await db.execute(statement));

  /** The agent's team's day rows in the period: the agent itself (depth 0) and everyone below. */
  const teamDays = (agentId: string, period: ReportPeriod) => sql`
    from member_tree t
    join member_day d on d.member_id = t.descendant_id
    where t.ancestor_id = ${agentId} and d.day >= ${period.fromDay}::date and d.day <= ${period.toDay}::date`;

  /** The ledger postings of the agent's downline (below it, never itself) in the transaction details. */
  const downlineMovements = (
    agentId: string,
    period: ReportPeriod,
    filter: { kind?: DownlineTransactionKind | undefined; account?: string | undefined },
  ) => sql`
    from member_tree t
    join member m on m.id = t.descendant_id
    join ledger_account a on a.member_id = t.descendant_id and a.wallet = 'MAIN'
    join posting p on p.account_id = a.id
    join journal_entry e on e.id = p.entry_id
    where t.ancestor_id = ${agentId} and t.depth > 0
      and e.created_at >= ${period.from} and e.created_at < ${period.to}
      and e.kind in (${movementList(filter.kind ? [filter.kind] : ['DEPOSIT', 'WITHDRAWAL', 'TRANSFER', 'BONUS'])})
      and (e.kind <> 'TRANSFER' or exists (
        select 1 from posting p2 join ledger_account a2 on a2.id = p2.account_id
        where p2.entry_id = e.id and a2.member_id is not null and a2.member_id <> a.member_id))
      ${filter.account ? sql`and m.account ilike ${`%${likeEscaped(filter.account.toLowerCase())}%`}` : sql``}`;

  return {
    /** Everyone below the agent, and its direct downlines: an index-only count of its closure rows. */
    async teamCounts(agentId: string) {
      const [row] = await query(sql`
        select count(*) filter (where depth > 0)::bigint as team_size,
          count(*) filter (where depth = 1)::bigint as direct_count
        from member_tree where ancestor_id = ${agentId}`);
      return { teamSize: num(row?.team_size), directCount: num(row?.direct_count) };
    },

    /** The team's figures for the period and for each day of it, in one pass over the day rows. */
    async teamFigures(agentId: string, period: ReportPeriod) {
      const rows = await query(sql`
        select d.day::text as day,
          ${figureColumns('coalesce(sum(d.registrations) filter (where t.depth > 0), 0)')}
        ${teamDays(agentId, period)}
        group by grouping sets ((d.day), ())`);
      const total = rows.find((row) => row.day === null);
      const days = new Map(
        rows.filter((row) => row.day !== null).map((row) => [String(row.day), figuresOf(row)]),
      );
      return { total: figuresOf(total), days };
    },

    /** The agent's direct downlines, by account, a page of them. */
    async directDownlines(agentId: string, limit: number | null, offset: number) {
      const rows = await query(sql`
        select m.id, m.account, m.type from member_tree t join member m on m.id = t.descendant_id
        where t.ancestor_id = ${agentId} and t.depth = 1
        order by m.account, m.id
        ${limit === null ? sql`` : sql`limit ${limit}`} offset ${offset}`);
      return rows.map((row) => ({ id: String(row.id), account: String(row.account), type: num(row.type) }));
    },

    /**
     * Each given direct downline's team (itself and everyone below it) for the period, and its
     * size; the downlines must come from `directDownlines` of the same agent.
     */
    async subtreeFigures(agentId: string, downlineIds: string[], period: ReportPeriod) {
      if (downlineIds.length === 0) return new Map<string, { figures: TeamFigures; members: number }>();
      const ids = sql.join(
        downlineIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      );
      const [figures, sizes] = await Promise.all([
        query(sql`
          select c.descendant_id as downline_id, ${figureColumns('coalesce(sum(d.registrations), 0)')}
          from member_tree c
          join member_tree t on t.ancestor_id = c.descendant_id
          join member_day d on d.member_id = t.descendant_id
          where c.ancestor_id = ${agentId} and c.depth = 1 and c.descendant_id in (${ids})
            and d.day >= ${period.fromDay}::date and d.day <= ${period.toDay}::date
          group by c.descendant_id`),
        query(sql`
          select c.descendant_id as downline_id, count(*)::bigint as members
          from member_tree c join member_tree t on t.ancestor_id = c.descendant_id
          where c.ancestor_id = ${agentId} and c.depth = 1 and c.descendant_id in (${ids})
          group by c.descendant_id`),
      ]);
      const byId = new Map(figures.map((row) => [String(row.downline_id), row]));
      const sizeOf = new Map(sizes.map((row) => [String(row.downline_id), num(row.members)]));
      return new Map(
        downlineIds.map((id) => [id, { figures: figuresOf(byId.get(id)), members: sizeOf.get(id) ?? 1 }]),
      );
    },

    /** One member's own figures (the agent's own row of the statement). */
    async ownFigures(memberId: string, period: ReportPeriod): Promise<TeamFigures> {
      const [row] = await query(sql`
        select ${figureColumns('0')} from member_day d
        where d.member_id = ${memberId} and d.day >= ${period.fromDay}::date and d.day <= ${period.toDay}::date`);
      return figuresOf(row);
    },

    /** A page (or, with limit null, all) of the downline's movements, newest first, with their totals. */
    async downlineTransactions(
      agentId: string,
      period: ReportPeriod,
      filter: { kind?: DownlineTransactionKind | undefined; account?: string | undefined },
      limit: number | null,
      offset: number,
    ) {
      const from = downlineMovements(agentId, period, filter);
      const [rows, totals] = await Promise.all([
        query(sql`
          select e.id as entry_id, e.created_at, m.account, t.depth, e.kind, p.amount, p.balance_after
          ${from}
          order by e.id desc, p.id desc
          ${limit === null ? sql`` : sql`limit ${limit}`} offset ${offset}`),
        query(sql`
          select e.kind, count(*)::bigint as n, coalesce(sum(p.amount), 0)::bigint as amount
          ${from} group by e.kind`),
      ]);
      const byKind = new Map<DownlineTransactionKind, { count: number; amount: number }>();
      for (const row of totals) {
        const kind = kindOfMovement(String(row.kind));
        const sum = byKind.get(kind) ?? { count: 0, amount: 0 };
        byKind.set(kind, { count: sum.count + num(row.n), amount: sum.amount + num(row.amount) });
      }
      return {
        rows: rows.map((row) => ({
          entryId: num(row.entry_id),
          time: new Date(row.created_at as string).toISOString(),
          account: String(row.account),
          level: num(row.depth),
          kind: kindOfMovement(String(row.kind)),
          movement: String(row.kind),
          amount: num(row.amount),
          balanceAfter: num(row.balance_after),
        })),
        byKind,
      };
    },

    /**
     * The member's own rounds started in the period, newest first: what its live bets staked,
     * what it won, and whether the round is open (paying included), settled or rolled back.
     */
    async ownRounds(memberId: string, period: ReportPeriod, limit: number | null, offset: number) {
      const rounds = sql`
        select r.vendor_code, r.round_id, r.game_code, r.created_at,
          min(t.transaction_id) filter (where t.type = 'bet') as transaction_id,
          coalesce(sum(t.amount) filter (where t.type = 'bet' and t.status = 'done'), 0)::bigint as bet_amount,
          coalesce(sum(t.amount) filter (where t.type = 'win'), 0)::bigint as win_amount,
          case r.status when 'paying' then 'open' else r.status end as status
        from vendor_round r
        join vendor_transaction t on t.vendor_code = r.vendor_code and t.round_id = r.round_id
        where r.member_id = ${memberId} and r.created_at >= ${period.from} and r.created_at < ${period.to}
        group by r.vendor_code, r.round_id, r.game_code, r.created_at, r.status`;
      const [rows, totals] = await Promise.all([
        query(sql`select * from (${rounds}) rounds order by created_at desc, round_id
          ${limit === null ? sql`` : sql`limit ${limit}`} offset ${offset}`),
        query(sql`select count(*)::bigint as rounds, coalesce(sum(bet_amount), 0)::bigint as bet_amount,
          coalesce(sum(win_amount), 0)::bigint as win_amount from (${rounds}) rounds`),
      ]);
      const total = totals[0];
      return {
        rows: rows.map((row) => ({
          transactionId: String(row.transaction_id ?? ''),
          vendor: String(row.vendor_code),
          gameCode: String(row.game_code),
          roundId: String(row.round_id),
          time: new Date(row.created_at as string).toISOString(),
          betAmount: num(row.bet_amount),
          winAmount: num(row.win_amount),
          profit: num(row.win_amount) - num(row.bet_amount),
          status: String(row.status) as 'open' | 'settled' | 'rolled-back',
        })),
        totals: {
          rounds: num(total?.rounds),
          betAmount: num(total?.bet_amount),
          winAmount: num(total?.win_amount),
          profit: num(total?.win_amount) - num(total?.bet_amount),
        },
      };
    },
  };
};

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
