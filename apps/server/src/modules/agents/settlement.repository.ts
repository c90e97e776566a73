import { sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_VALID_TURNOVER,
  type ContractTerms,
  type ContractType,
  type ValidTurnoverSetting,
} from '@platform/contracts';
import { plainArray, rowsOf, textArray } from '@platform/server-kit';
import type { Db } from '../../db/client.js';
import type { Period, RealtimeBetShare, SettledBet, TeamTree } from './contracts/index.js';

const instant = (value: string | Date) => (value instanceof Date ? value : new Date(value));

export type SettlingRow = {
  id: string;
  holderId: string;
  type: ContractType;
  terms: ContractTerms;
  activatedAt: Date;
  endedAt: Date | null;
  /** The end of the last period settled for it, or null before its first. */
  settledUntil: Date | null;
};

export type StoredSettlement = { amount: number; state: 'PENDING' | 'PAID' };

const contractsWhere = async (
  db: Db,
  types: readonly ContractType[],
  condition: SQL,
): Promise<SettlingRow[]> => {
  const rows = rowsOf<{
    id: string;
    holder_id: string;
    type: ContractType;
    terms: ContractTerms;
    activated_at: string | Date;
    ended_at: string | Date | null;
    settled_until: string | Date | null;
  }>(
    await db.execute(sql`
        select c.id, c.holder_id, c.type, c.terms, c.activated_at, c.ended_at, s.settled_until
        from agent_contract c
        left join lateral (
          select max(period_end) as settled_until from agent_settlement where contract_id = c.id
        ) s on true
        where c.type in (${sql.join(
          types.map((type) => sql`${type}`),
          sql`, `,
        )})
          and c.activated_at is not null and ${condition}`),
  );
  return rows.map((row) => ({
    id: row.id,
    holderId: row.holder_id,
    type: row.type,
    terms: row.terms,
    activatedAt: instant(row.activated_at),
    endedAt: row.ended_at === null ? null : instant(row.ended_at),
    settledUntil: row.settled_until === null ? null : instant(row.settled_until),
  }));
};

/** Slices of a period whose settled rounds are read at once (settledBets). */
const BET_SLICES = 4;

const uuidList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/**
 * The holders with no other holder above them: their teams hold every holder's team once, so the
 * closure rows under them need no de-duplication. Read first and then named in the queries, so
 * the planner knows how large their teams are (from the closure table's statistics).
 */
const topHoldersOf = async (db: Db, holderIds: readonly string[]): Promise<string[]> =>
  rowsOf<{ holder: string }>(
    await db.execute(sql`
      select holder from unnest(array[${uuidList(holderIds)}]) as holder
      where not exists (
        select 1 from member_tree above
        where above.descendant_id = holder and above.depth > 0 and above.ancestor_id in (${uuidList(holderIds)}))`),
  ).map((row) => row.holder);

/**
 * The rounds closed in [start, end) by the holders' teams (settledBets reads a period in slices):
 * the settled ones, and the voided (rolled-back) ones where the operator counts them. One branch
 * per state, so each reads its own partial index on closed_at.
 */
const settledBetsIn = async (
  db: Db,
  topHolders: readonly string[],
  start: Date,
  end: Date,
  policy: ValidTurnoverSetting,
): Promise<SettledBet[]> => {
  const closedAs = (status: 'settled' | 'rolled-back') => sql`
    select r.vendor_code || ':' || r.round_id as bet_id, r.member_id, r.status,
      floor(extract(epoch from r.closed_at) * 1000)::bigint as closed_ms,
      s.staked, s.refunded, s.won, s.cashed_out
    from vendor_round r
    cross join lateral (
      select count(*) as legs,
        coalesce(sum(t.amount) filter (where t.type = 'bet' and t.status = 'done' and t.free_spin_grant_id is null), 0)::bigint as staked,
        coalesce(sum(t.amount) filter (where t.type = 'bet' and t.status = 'rolled-back' and t.free_spin_grant_id is null), 0)::bigint as refunded,
        coalesce(sum(t.amount) filter (where t.type = 'win'), 0)::bigint as won,
        coalesce(bool_or(t.type = 'win' and t.reason = 'CASH_OUT'), false) as cashed_out
      from vendor_transaction t where t.round_id = r.round_id and t.vendor_code = r.vendor_code
    ) s
    where r.status = ${sql.raw(`'${status}'`)} and r.closed_at >= ${start} and r.closed_at < ${end} and s.legs > 0
      and r.member_id in (select descendant_id from member_tree where ancestor_id in (${uuidList(topHolders)}))`;
  const rows = await db.transaction(async (tx) => {
    // PostgreSQL would JIT-compile this plan (its cost is high) for longer than the probes take.
    await tx.execute(sql`set local jit = off`);
    return rowsOf<{
      bet_id: string;
      member_id: string;
      status: 'settled' | 'rolled-back';
      closed_ms: string | number;
      staked: string | number;
      refunded: string | number;
      won: string | number;
      cashed_out: boolean;
    }>(
      await tx.execute(
        policy.voidedRounds
          ? sql`${closedAs('settled')} union all ${closedAs('rolled-back')}`
          : closedAs('settled'),
      ),
    );
  });
  return rows.map((row) => {
    const staked = Number(row.staked);
    const counted = countedStake({
      status: row.status,
      staked,
      refunded: Number(row.refunded),
      cashedOut: row.cashed_out,
      policy,
    });
    return {
      betId: row.bet_id,
      memberId: row.member_id,
      validBet: counted,
      // The member's result is money, whatever the policy counts: a voided round's is 0.
      profitLoss: Number(row.won) - staked,
      settledAt: new Date(Number(row.closed_ms)),
    };
  });
};

/**
 * What a closed round counts as valid bet under the operator's policy: a settled round its live
 * stakes (nothing if settled by a cash-out and cash-outs do not count); a voided round its refunded
 * stakes if voided rounds count.
 */
export const countedStake = (round: {
  status: 'settled' | 'rolled-back';
  staked: number;
  refunded: number;
  cashedOut: boolean;
  policy: ValidTurnoverSetting;
}): number => {
  switch (round.status) {
    case 'settled':
      return round.cashedOut && !round.policy.cashedOutRounds ? 0 : round.staked;
    case 'rolled-back':
      return round.policy.voidedRounds ? round.refunded : 0;
    default: {
      const unknown: never = round.status;
      throw new Error(`not a closed round state: ${String(unknown)}`);
    }
  }
};

/**
 * A real-time line's bets as the columns of agent_settlement_bets, inserted for the row the
 * statement's `recorded` CTE wrote (none when another instance recorded the line first).
 */
const betsInsert = (bets: readonly RealtimeBetShare[]) => sql`,
  listed as (
    insert into agent_settlement_bets (contract_id, period_key, bet_ids, member_ids, valid_bets, profits, rates)
    select contract_id, period_key,
      ${textArray(bets.map((bet) => bet.betId))}::text[],
      ${plainArray(bets.map((bet) => bet.memberId))}::uuid[],
      ${plainArray(bets.map((bet) => bet.validBet))}::bigint[],
      ${plainArray(bets.map((bet) => (bet.outcome === 'PROFIT' ? 't' : 'f')))}::boolean[],
      ${plainArray(bets.map((bet) => bet.rate))}::smallint[]
    from recorded
  )`;

/**
 * What settlement reads and writes (docs/agents.md "Settlement"): the contracts in force in a
 * period, the team tree under their holders (the closure table), the rounds settled in the period,
 * and the (contract, period) records, each written once.
 */
export const createSettlementRepository = (
  db: Db,
  options: {
    /** The operator's valid-turnover policy (the `validTurnover` setting); the default's when absent. */
    validTurnover?: () => Promise<ValidTurnoverSetting>;
  } = {},
) => ({
  /**
   * Contracts of `types` that may still have periods to settle: in force, or ended after the last
   * period settled for them; each with that last period's end.
   */
  async contractsToSettle(types: readonly ContractType[]): Promise<SettlingRow[]> {
    return contractsWhere(
      db,
      types,
      sql`(c.ended_at is null or c.ended_at > coalesce(s.settled_until, c.activated_at))`,
    );
  },

  /** Contracts of `types` in force at some instant of the period, settled for it or not (a replay). */
  async contractsInForceDuring(types: readonly ContractType[], period: Pick<Period, 'start' | 'end'>) {
    return contractsWhere(
      db,
      types,
      sql`c.activated_at < ${period.end} and (c.ended_at is null or c.ended_at > ${period.start})`,
    );
  },

  /**
   * The tree of every member at or below the holders (one indexed read of the closure table):
   * each mapped to its parent, or to null where the parent is outside the set (a top holder).
   */
  async treeUnder(holderIds: readonly string[]): Promise<TeamTree> {
    const rows = rowsOf<{ id: string; parent_id: string | null }>(
      await db.execute(sql`
        select m.id, m.parent_id from member_tree t
        join member m on m.id = t.descendant_id
        where t.ancestor_id in (${uuidList(await topHoldersOf(db, holderIds))})`),
    );
    const members = new Set(rows.map((row) => row.id));
    return new Map(
      rows.map((row) => [row.id, row.parent_id && members.has(row.parent_id) ? row.parent_id : null]),
    );
  },

  /**
   * The rounds closed in [start, end) by members at or below the holders: valid bet = the stakes
   * the operator's policy counts (countedStake), the member's P&L = wins − stakes not rolled back. A round is a bet for settlement; its id
   * is `<vendor>:<round>`. Each round's transactions are summed by their index (a lateral
   * aggregate: the plan stays one index probe per round however large the table, with no sort or
   * hash of the whole period), in BET_SLICES slices of the period read at once, since one such
   * statement runs on one core.
   */
  async settledBets(
    holderIds: readonly string[],
    period: Pick<Period, 'start' | 'end'>,
  ): Promise<SettledBet[]> {
    const span = period.end.getTime() - period.start.getTime();
    const bounds = Array.from(
      { length: BET_SLICES + 1 },
      (_, slice) => new Date(period.start.getTime() + Math.floor((span * slice) / BET_SLICES)),
    );
    const [tops, policy] = await Promise.all([
      topHoldersOf(db, holderIds),
      options.validTurnover?.() ?? DEFAULT_VALID_TURNOVER,
    ]);
    const slices = await Promise.all(
      bounds.slice(1).map((end, slice) => settledBetsIn(db, tops, bounds[slice]!, end, policy)),
    );
    return slices.flat();
  },

  /**
   * Records a (contract, period) line unless one is recorded already, and answers the stored
   * one: a replay, or a second instance, gets the amount first written, never a recomputed one.
   * A real-time line's bets are written by the same statement, only with the line it inserts.
   */
  async record(input: {
    contractId: string;
    holderId: string;
    type: ContractType;
    period: Period;
    amount: number;
    line: Record<string, unknown>;
    bets?: readonly RealtimeBetShare[];
  }): Promise<StoredSettlement> {
    const stored = async () =>
      rowsOf<{ amount: string | number; state: 'PENDING' | 'PAID' }>(
        await db.execute(sql`
          select amount, state from agent_settlement
          where contract_id = ${input.contractId} and period_key = ${input.period.key}`),
      );
    // A line already recorded is not sent again: a real-time line's bets can be a whole team's.
    let [row] = await stored();
    if (!row) {
      const bets = input.bets ?? [];
      [row] = rowsOf<{ amount: string | number; state: 'PENDING' | 'PAID' }>(
        await db.execute(sql`
          with recorded as (
            insert into agent_settlement (contract_id, period_key, holder_id, type, period_start, period_end, amount, line, state)
            values (${input.contractId}, ${input.period.key}, ${input.holderId}, ${input.type},
              ${input.period.start}, ${input.period.end}, ${input.amount}, ${JSON.stringify(input.line)}::jsonb,
              ${input.amount === 0 ? 'PAID' : 'PENDING'})
            on conflict (contract_id, period_key) do nothing
            returning contract_id, period_key, amount, state
          )${bets.length > 0 ? betsInsert(bets) : sql``}
          select amount, state from recorded`),
      );
      // Another instance recorded it first: its amount stands.
      if (!row) [row] = await stored();
    }
    return { amount: Number(row!.amount), state: row!.state };
  },

  async markPaid(contractId: string, periodKey: string, journalEntryId: number): Promise<void> {
    await db.execute(sql`
      update agent_settlement set state = 'PAID', journal_entry_id = ${journalEntryId}, paid_at = now()
      where contract_id = ${contractId} and period_key = ${periodKey} and state = 'PENDING'`);
  },
});

export type SettlementRepository = ReturnType<typeof createSettlementRepository>;
