import { sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_VALID_TURNOVER,
  type DownlineTransactionKind,
  type MovementKind,
  type TeamFigures,
  type ValidTurnoverSetting,
} from '@platform/contracts';
import type { Db } from '../../../db/client.js';
import { rowsOf } from '@platform/server-kit';

/**
 * The agent centre's report queries: read-only SQL over the team tree (member_tree), the day
 * rows the triggers keep (member_day, migration 0022), the ledger and the vendor rounds. Every
 * query starts from the asking agent's own closure rows (`ancestor_id = agent`), so nothing
 * outside its tree can be counted or listed, whatever else the caller sends.
 */

/** Inclusive Brasília days, and the instants [from, to) that cover them. */
export type ReportPeriod = { fromDay: string; toDay: string; from: Date; to: Date };

type Row = Record<string, unknown>;

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
  coalesce(sum(d.cashed_out_bet), 0)::bigint as cashed_out_bet,
  coalesce(sum(d.voided_bet), 0)::bigint as voided_bet,
  coalesce(sum(d.payout), 0)::bigint as payout,
  coalesce(sum(d.bonus_amount), 0)::bigint as bonus_amount`);

/** The summed columns of team_day rows `g` (active members per day: a sum is right for one day only). */
const teamDayColumns = sql.raw(`
  coalesce(sum(g.registrations), 0)::bigint as new_members,
  coalesce(sum(g.active_members), 0)::bigint as active_members,
  coalesce(sum(g.first_deposit_count), 0)::bigint as first_deposit_count,
  coalesce(sum(g.first_deposit_amount), 0)::bigint as first_deposit_amount,
  coalesce(sum(g.deposit_count), 0)::bigint as deposit_count,
  coalesce(sum(g.deposit_amount), 0)::bigint as deposit_amount,
  coalesce(sum(g.withdrawal_count), 0)::bigint as withdrawal_count,
  coalesce(sum(g.withdrawal_amount), 0)::bigint as withdrawal_amount,
  coalesce(sum(g.bet_count), 0)::bigint as bet_count,
  coalesce(sum(g.valid_bet), 0)::bigint as valid_bet,
  coalesce(sum(g.cashed_out_bet), 0)::bigint as cashed_out_bet,
  coalesce(sum(g.voided_bet), 0)::bigint as voided_bet,
  coalesce(sum(g.payout), 0)::bigint as payout,
  coalesce(sum(g.bonus_amount), 0)::bigint as bonus_amount`);

/** How many rows of member_day_dirty one roll-up statement takes. */
const ROLLUP_BATCH = 50_000;

/**
 * A row's figures. `valid_bet` holds the stakes of settled rounds (the house's side of profit and
 * loss); the valid bet shown is that after the operator's policy: cashed-out rounds' stakes left
 * out unless they count, voided rounds' refunded stakes added if they count.
 */
export const figuresOf = (
  row: Row | undefined,
  policy: ValidTurnoverSetting = DEFAULT_VALID_TURNOVER,
): TeamFigures => {
  const stake = num(row?.valid_bet);
  const validBet =
    stake -
    (policy.cashedOutRounds ? 0 : num(row?.cashed_out_bet)) +
    (policy.voidedRounds ? num(row?.voided_bet) : 0);
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
    profitLoss: stake - payout,
    bonusAmount: num(row?.bonus_amount),
  };
};

/** The ledger movements of the transaction details, by the report's kind. */
const MOVEMENTS_OF: Record<DownlineTransactionKind, readonly MovementKind[]> = {
  DEPOSIT: ['DEPOSIT'],
  WITHDRAWAL: ['WITHDRAWAL_HOLD', 'WITHDRAWAL_RETURN'],
  TRANSFER: ['TRANSFER'],
  // Points converted to cash are a reward the house pays, as a bonus is (docs/points.md).
  BONUS: ['BONUS', 'POINTS_CONVERSION', 'BONUS_CONVERT'],
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

export const createReportsRepository = (
  db: Db,
  options: {
    /** The operator's valid-turnover policy (the `validTurnover` setting); the default's when absent. */
    validTurnover?: () => Promise<ValidTurnoverSetting>;
  } = {},
) => {
  const query = async (statement: SQL) => rowsOf<Row>(await db.execute(statement));
  const policy = async () => (await options.validTurnover?.()) ?? DEFAULT_VALID_TURNOVER;

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

    /**
     * The team's figures for the period and for each day of it, from its rolled-up days (at most
     * 92 rows however large the team). Active members of the period count each member once, on
     * its first active day in the period (team_active_gap). The agent's own registration is never
     * one of its team's new members.
     */
    async teamFigures(agentId: string, period: ReportPeriod) {
      const range = sql`g.day >= ${period.fromDay}::date and g.day <= ${period.toDay}::date`;
      const [days, [active], own, counted] = await Promise.all([
        query(sql`select g.day::text as day, ${teamDayColumns} from team_day g
          where g.agent_id = ${agentId} and ${range} group by g.day`),
        query(sql`select coalesce(sum(g.members), 0)::bigint as active from team_active_gap g
          where g.agent_id = ${agentId} and ${range}
            and (g.gap = 0 or g.gap > g.day - ${period.fromDay}::date)`),
        query(sql`select day::text as day, registrations from member_day
          where member_id = ${agentId} and registrations > 0
            and day >= ${period.fromDay}::date and day <= ${period.toDay}::date`),
        policy(),
      ]);
      const ownRegistrations = new Map(own.map((row) => [String(row.day), num(row.registrations)]));
      const byDay = new Map(
        days.map((row) => {
          const figures = figuresOf(row, counted);
          figures.newMembers -= ownRegistrations.get(String(row.day)) ?? 0;
          return [String(row.day), figures];
        }),
      );
      const total = figuresOf(undefined);
      for (const figures of byDay.values()) {
        for (const key of Object.keys(total) as Array<keyof TeamFigures>) total[key] += figures[key];
      }
      total.activeMembers = num(active?.active);
      return { total, days: byDay };
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
     * Each given direct downline's team (itself and everyone below it) for the period, from their
     * rolled-up days, and its size; the ids must be direct downlines of the same agent (checked
     * in the query: another id finds nothing).
     */
    async subtreeFigures(agentId: string, downlineIds: string[], period: ReportPeriod) {
      if (downlineIds.length === 0) return new Map<string, { figures: TeamFigures; members: number }>();
      const ids = sql.join(
        downlineIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      );
      const direct = sql`c.ancestor_id = ${agentId} and c.depth = 1 and c.descendant_id in (${ids})`;
      const range = sql`g.day >= ${period.fromDay}::date and g.day <= ${period.toDay}::date`;
      const [figures, actives, sizes, counted] = await Promise.all([
        query(sql`
          select c.descendant_id as downline_id, ${teamDayColumns}
          from member_tree c join team_day g on g.agent_id = c.descendant_id
          where ${direct} and ${range}
          group by c.descendant_id`),
        query(sql`
          select c.descendant_id as downline_id, coalesce(sum(g.members), 0)::bigint as active
          from member_tree c join team_active_gap g on g.agent_id = c.descendant_id
          where ${direct} and ${range} and (g.gap = 0 or g.gap > g.day - ${period.fromDay}::date)
          group by c.descendant_id`),
        query(sql`
          select c.descendant_id as downline_id, count(*)::bigint as members
          from member_tree c join member_tree t on t.ancestor_id = c.descendant_id
          where ${direct}
          group by c.descendant_id`),
        policy(),
      ]);
      const byId = new Map(figures.map((row) => [String(row.downline_id), row]));
      const activeOf = new Map(actives.map((row) => [String(row.downline_id), num(row.active)]));
      const sizeOf = new Map(sizes.map((row) => [String(row.downline_id), num(row.members)]));
      return new Map(
        downlineIds.map((id) => [
          id,
          {
            figures: { ...figuresOf(byId.get(id), counted), activeMembers: activeOf.get(id) ?? 0 },
            members: sizeOf.get(id) ?? 1,
          },
        ]),
      );
    },

    /**
     * Folds the member days changed since the last run into their teams' days (every ancestor of
     * each changed member, itself included): each touched (team, day) is computed again from
     * member_day, so a run repeated or cut short changes nothing that the next run would not put
     * right. One run at a time (a transaction-level advisory lock; a second caller returns null);
     * the `agents.team-rollup` job calls it every minute.
     */
    async rollUp(): Promise<{ memberDays: number; teamDays: number } | null> {
      return db.transaction(async (tx) => {
        const run = async (statement: SQL) => rowsOf<Row>(await tx.execute(statement));
        const [lock] = await run(
          sql`select pg_try_advisory_xact_lock(hashtextextended('agents.team-rollup', 0)) as locked`,
        );
        if (!lock?.locked) return null;
        await run(sql`create temporary table rollup_pair (agent_id uuid not null, day date not null,
          primary key (agent_id, day)) on commit drop`);
        const [taken] = await run(sql`
          with taken as (
            delete from member_day_dirty where (member_id, day) in (
              select member_id, day from member_day_dirty limit ${ROLLUP_BATCH})
            returning member_id, day
          ), paired as (
            insert into rollup_pair
            select distinct t.ancestor_id, taken.day from taken
            join member_tree t on t.descendant_id = taken.member_id
            on conflict do nothing
            returning 1
          )
          select (select count(*) from taken)::int as member_days, (select count(*) from paired)::int as team_days`);
        if (!taken || num(taken.member_days) === 0) return { memberDays: 0, teamDays: 0 };
        await run(
          sql`delete from team_day g using rollup_pair p where g.agent_id = p.agent_id and g.day = p.day`,
        );
        await run(sql`
          insert into team_day (agent_id, day, registrations, active_members, bet_count, valid_bet,
            cashed_out_bet, voided_bet, payout,
            deposit_count, deposit_amount, first_deposit_count, first_deposit_amount,
            withdrawal_count, withdrawal_amount, bonus_amount)
          select p.agent_id, p.day, sum(d.registrations), count(*) filter (where d.bet_count > 0),
            sum(d.bet_count), sum(d.valid_bet), sum(d.cashed_out_bet), sum(d.voided_bet), sum(d.payout), sum(d.deposit_count), sum(d.deposit_amount),
            sum(d.first_deposit_count), sum(d.first_deposit_amount), sum(d.withdrawal_count),
            sum(d.withdrawal_amount), sum(d.bonus_amount)
          from rollup_pair p
          join member_tree t on t.ancestor_id = p.agent_id
          join member_day d on d.member_id = t.descendant_id and d.day = p.day
          group by p.agent_id, p.day`);
        await run(
          sql`delete from team_active_gap g using rollup_pair p where g.agent_id = p.agent_id and g.day = p.day`,
        );
        await run(sql`
          insert into team_active_gap (agent_id, day, gap, members)
          select p.agent_id, p.day, coalesce(least(d.day - d.prev_bet_day, 32767), 0)::smallint, count(*)
          from rollup_pair p
          join member_tree t on t.ancestor_id = p.agent_id
          join member_day d on d.member_id = t.descendant_id and d.day = p.day
          where d.bet_count > 0
          group by 1, 2, 3`);
        return { memberDays: num(taken.member_days), teamDays: num(taken.team_days) };
      });
    },

    /** One member's own figures (the agent's own row of the statement). */
    async ownFigures(memberId: string, period: ReportPeriod): Promise<TeamFigures> {
      const [[row], counted] = await Promise.all([
        query(sql`
          select ${figureColumns('0')} from member_day d
          where d.member_id = ${memberId} and d.day >= ${period.fromDay}::date and d.day <= ${period.toDay}::date`),
        policy(),
      ]);
      return figuresOf(row, counted);
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
          // Only the movements of MOVEMENTS_OF are selected (movementList), all MOVEMENT_KINDS.
          movement: String(row.kind) as MovementKind,
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
          coalesce(sum(t.amount) filter (where t.type = 'bet' and t.status = 'done' and t.free_spin_grant_id is null), 0)::bigint as bet_amount,
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
