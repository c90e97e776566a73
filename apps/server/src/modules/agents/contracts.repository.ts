import { and, desc, eq, gt, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { ContractParty, ContractStatus, ContractType } from '@platform/contracts';
import { rowsOf } from '@platform/server-kit';
import type { Db } from '../../db/client.js';
import { agentContract, agentContractEvent, agentSettlement } from './agents.tables.js';
import type { ContractChange, ContractRecord } from './contracts/index.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type ContractRow = typeof agentContract.$inferSelect;

const OPEN_STATUSES: ContractStatus[] = ['OFFERED', 'ACTIVE', 'TERMINATION_REQUESTED'];

export const recordOf = (row: ContractRow): ContractRecord => ({
  id: row.id,
  type: row.type,
  holderId: row.holderId,
  uplineId: row.uplineId,
  terms: row.terms,
  status: row.status,
  terminationRequestedBy: row.terminationRequestedBy ?? null,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu;

/** Which settlements a record list shows: a type, the periods that started in [from, to), only those that paid. */
export type SettlementFilter = {
  type?: ContractType | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  nonZero?: boolean | undefined;
};

const settlementsWhere = (holderId: string, query: SettlementFilter) =>
  and(
    eq(agentSettlement.holderId, holderId),
    query.type ? eq(agentSettlement.type, query.type) : undefined,
    query.from ? gte(agentSettlement.periodStart, query.from) : undefined,
    query.to ? lt(agentSettlement.periodStart, query.to) : undefined,
    query.nonZero ? gt(agentSettlement.amount, 0) : undefined,
  );

/** Who caused an event: a party of the contract, an operator for a top agent's upline, or the system. */
export type EventActor = { actor: ContractParty | 'OPERATOR' | 'SYSTEM'; actorId: string | null };

/**
 * The statements of one contract command, inside the transaction that holds its locks
 * (ContractsRepository.underLocks). Nothing here locks anything itself but the target row.
 */
const lockedStatements = (tx: Tx) => ({
  /** The target contract, its row locked until the command commits. */
  async contractForUpdate(id: string): Promise<ContractRow | null> {
    const [row] = await tx.select().from(agentContract).where(eq(agentContract.id, id)).for('update');
    return row ?? null;
  },

  /**
   * Every open contract of `type` the rules read for a command between `holderId` and `uplineId`:
   * the holder's own, the upline's own, and those the holder gave its direct downlines.
   */
  async book(holderId: string, uplineId: string | null, type: ContractType): Promise<ContractRecord[]> {
    const holders = uplineId ? [holderId, uplineId] : [holderId];
    const rows = await tx
      .select()
      .from(agentContract)
      .where(
        and(
          eq(agentContract.type, type),
          inArray(agentContract.status, OPEN_STATUSES),
          or(inArray(agentContract.holderId, holders), eq(agentContract.uplineId, holderId)),
        ),
      );
    return rows.map(recordOf);
  },

  async findByRequest(offeredBy: string, requestId: string): Promise<ContractRow | null> {
    const [row] = await tx
      .select()
      .from(agentContract)
      .where(and(eq(agentContract.offeredBy, offeredBy), eq(agentContract.requestId, requestId)));
    return row ?? null;
  },

  /**
   * Writes decided changes: a new offer is inserted, every other change is `update … where id and
   * status = from`, and a change that finds its contract moved on fails the whole command. Changes
   * leaving force are written first, so the one-in-force index never sees two at once.
   */
  async apply(
    changes: readonly ContractChange[],
    offer: { offeredBy: string; requestId: string } | null,
    actorOf: (change: ContractChange) => EventActor & { kind: string },
  ): Promise<boolean> {
    const ordered = [...changes].sort(
      (a, b) => Number(entersForce(a.contract.status)) - Number(entersForce(b.contract.status)),
    );
    for (const change of ordered) {
      const { contract, from } = change;
      const event = actorOf(change);
      if (from === null) {
        if (!offer) throw new Error('a new contract needs its offer');
        await tx.insert(agentContract).values({
          id: contract.id,
          holderId: contract.holderId,
          uplineId: contract.uplineId,
          type: contract.type,
          terms: contract.terms,
          status: contract.status,
          offeredBy: offer.offeredBy,
          requestId: offer.requestId,
        });
      } else {
        const entering = entersForce(contract.status) && !entersForce(from);
        const leaving = !entersForce(contract.status) && entersForce(from);
        const updated = await tx
          .update(agentContract)
          .set({
            status: contract.status,
            terminationRequestedBy: contract.terminationRequestedBy,
            updatedAt: sql`now()`,
            ...(entering ? { activatedAt: sql`now()` } : {}),
            ...(leaving ? { endedAt: sql`now()` } : {}),
          })
          .where(and(eq(agentContract.id, contract.id), eq(agentContract.status, from)))
          .returning({ id: agentContract.id });
        if (updated.length !== 1) return false;
      }
      await tx.insert(agentContractEvent).values({
        contractId: contract.id,
        kind: event.kind,
        actor: event.actor,
        actorId: event.actorId,
        fromStatus: from,
        toStatus: contract.status,
      });
    }
    return true;
  },
});

const entersForce = (status: ContractStatus) => status === 'ACTIVE' || status === 'TERMINATION_REQUESTED';

export type LockedContracts = ReturnType<typeof lockedStatements>;

/** Contract rows joined with both parties' account names, for the views. */
const viewColumns = {
  contract: agentContract,
  holder: sql<string>`(select account from member h where h.id = ${agentContract.holderId})`,
  upline: sql<string | null>`(select account from member u where u.id = ${agentContract.uplineId})`,
};

export const createContractsRepository = (db: Db) => ({
  /**
   * Runs one contract command in a transaction holding the contract locks of every member it
   * touches for `type` (transaction-level advisory locks, taken in one sorted order so two
   * commands never deadlock). A command between a holder and its upline locks both, so any two
   * commands whose rules read each other's contracts (the holder's, its upline's, its downlines')
   * share a lock and run one after the other.
   */
  async underLocks<T>(
    type: ContractType,
    memberIds: ReadonlyArray<string | null>,
    run: (locked: LockedContracts) => Promise<T>,
  ): Promise<T> {
    const keys = [...new Set(memberIds.filter((id): id is string => id !== null))].sort();
    return db.transaction(async (tx) => {
      for (const key of keys) {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`agent-contract:${type}:${key}`}, 0))`,
        );
      }
      return run(lockedStatements(tx));
    });
  },

  async find(id: string): Promise<ContractRow | null> {
    const [row] = await db.select().from(agentContract).where(eq(agentContract.id, id));
    return row ?? null;
  },

  /** Contracts where the member is the holder or the upline, newest first, with account names. */
  async viewsOf(memberId: string, filter: { ids?: string[]; openOnly?: boolean } = {}) {
    const conditions: SQL[] = [
      or(eq(agentContract.holderId, memberId), eq(agentContract.uplineId, memberId))!,
    ];
    if (filter.ids) conditions.push(inArray(agentContract.id, filter.ids));
    if (filter.openOnly) conditions.push(inArray(agentContract.status, OPEN_STATUSES));
    return db
      .select(viewColumns)
      .from(agentContract)
      .where(and(...conditions))
      .orderBy(desc(agentContract.offeredAt), desc(agentContract.id));
  },

  async viewOf(id: string) {
    const [row] = await db.select(viewColumns).from(agentContract).where(eq(agentContract.id, id));
    return row ?? null;
  },

  /** The open contracts where the member is holder or upline: what its consolidated flags read. */
  async openContractsOf(memberId: string): Promise<ContractRecord[]> {
    const rows = await db
      .select()
      .from(agentContract)
      .where(
        and(
          inArray(agentContract.status, OPEN_STATUSES),
          or(eq(agentContract.holderId, memberId), eq(agentContract.uplineId, memberId)),
        ),
      );
    return rows.map(recordOf);
  },

  async eventsOf(contractId: string) {
    return db
      .select()
      .from(agentContractEvent)
      .where(eq(agentContractEvent.contractId, contractId))
      .orderBy(agentContractEvent.id);
  },

  /** A holder's settlements, newest period first. */
  async settlementsOf(holderId: string, query: SettlementFilter & { limit: number; offset: number }) {
    return db
      .select()
      .from(agentSettlement)
      .where(settlementsWhere(holderId, query))
      .orderBy(desc(agentSettlement.periodStart), agentSettlement.contractId)
      .limit(query.limit)
      .offset(query.offset);
  },

  /**
   * The filter's count and sums. A period line carries its team's valid bet and its base, a
   * real-time line the valid bet it paid on (its base); a superseded contract's zero record neither.
   */
  async settlementTotals(holderId: string, query: SettlementFilter) {
    const line = agentSettlement.line;
    const [sums] = await db
      .select({
        count: sql<number>`count(*)::int`,
        amount: sql<string>`coalesce(sum(${agentSettlement.amount}), 0)::text`,
        paid: sql<string>`coalesce(sum(${agentSettlement.amount}) filter (where ${agentSettlement.state} = 'PAID'), 0)::text`,
        validBet: sql<string>`coalesce(sum(coalesce((${line} -> 'team' ->> 'validBet')::bigint, (${line} ->> 'validBet')::bigint, 0)), 0)::text`,
        base: sql<string>`coalesce(sum(coalesce((${line} ->> 'base')::bigint, (${line} ->> 'validBet')::bigint, 0)), 0)::text`,
      })
      .from(agentSettlement)
      .where(settlementsWhere(holderId, query));
    const amount = Number(sums?.amount ?? 0);
    const paidAmount = Number(sums?.paid ?? 0);
    return {
      count: Number(sums?.count ?? 0),
      amount,
      paidAmount,
      pendingAmount: amount - paidAmount,
      validBet: Number(sums?.validBet ?? 0),
      base: Number(sums?.base ?? 0),
    };
  },

  /**
   * One page of the bets the holder's real-time line of (contract, period) paid on, in their
   * stored order, with how many there are; null when the holder has no such line. Only the page's
   * slice of each column is turned into rows.
   */
  async realtimeBetsOf(
    holderId: string,
    line: { contractId: string; periodKey: string },
    page: { offset: number; limit: number },
  ) {
    const [head] = rowsOf<{ total: number | null }>(
      await db.execute(sql`
        select cardinality(b.rates) as total
        from agent_settlement s
        left join agent_settlement_bets b on b.contract_id = s.contract_id and b.period_key = s.period_key
        where s.contract_id = ${line.contractId} and s.period_key = ${line.periodKey}
          and s.holder_id = ${holderId} and s.type = 'REALTIME_SALARY'`),
    );
    if (!head) return null;
    const total = Number(head.total ?? 0);
    if (total <= page.offset) return { total, bets: [] };
    const first = page.offset + 1;
    const last = page.offset + page.limit;
    const rows = rowsOf<{
      bet_id: string;
      member_id: string;
      valid_bet: string | number;
      profit: boolean;
      rate: number;
    }>(
      await db.execute(sql`
        select u.bet_id, u.member_id, u.valid_bet, u.profit, u.rate
        from agent_settlement_bets b
        cross join lateral unnest(b.bet_ids[${first}:${last}], b.member_ids[${first}:${last}],
          b.valid_bets[${first}:${last}], b.profits[${first}:${last}], b.rates[${first}:${last}])
          with ordinality as u(bet_id, member_id, valid_bet, profit, rate, position)
        where b.contract_id = ${line.contractId} and b.period_key = ${line.periodKey}
        order by u.position`),
    );
    return {
      total,
      bets: rows.map((row) => ({
        betId: row.bet_id,
        memberId: row.member_id,
        validBet: Number(row.valid_bet),
        outcome: row.profit ? ('PROFIT' as const) : ('LOSS' as const),
        rate: Number(row.rate),
      })),
    };
  },

  /** Every settlement of the filter, newest period first (the CSV export). */
  async allSettlementsOf(holderId: string, query: SettlementFilter) {
    return db
      .select()
      .from(agentSettlement)
      .where(settlementsWhere(holderId, query))
      .orderBy(desc(agentSettlement.periodStart), agentSettlement.contractId);
  },

  /**
   * Account names of the members `ids` that sit in the holder's own tree (itself included): a
   * line names only those, and nothing outside the tree is ever answered.
   */
  async accountsInTree(holderId: string, ids: readonly string[]): Promise<Record<string, string>> {
    const wanted = [...new Set(ids)].filter((id) => UUID.test(id));
    if (wanted.length === 0) return {};
    const rows = rowsOf<{ id: string; account: string }>(
      await db.execute(sql`
        select m.id, m.account from member_tree t
        join member m on m.id = t.descendant_id
        where t.ancestor_id = ${holderId}
          and t.descendant_id in (${sql.join(
            wanted.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`),
    );
    return Object.fromEntries(rows.map((row) => [row.id, row.account]));
  },

  /**
   * A direct downline of the agent by account name (its `parent_id` is the agent), or, when the
   * account is deeper in the agent's own tree, `deeper`; null for anyone outside the tree.
   */
  async downlineByAccount(agentId: string, account: string) {
    const rows = rowsOf<{ id: string; parent_id: string | null; type: number; depth: number }>(
      await db.execute(sql`
        select m.id, m.parent_id, m.type, t.depth from member_tree t
        join member m on m.id = t.descendant_id
        where t.ancestor_id = ${agentId} and t.depth > 0 and m.account = ${account.trim().toLowerCase()}
        limit 1`),
    );
    const [row] = rows;
    if (!row) return null;
    return { id: row.id, type: Number(row.type), direct: Number(row.depth) === 1 };
  },

  /** An agent with no upline (a top agent, offered its contracts by an operator), by account name. */
  async topAgentByAccount(account: string) {
    const [row] = rowsOf<{ id: string; type: number; parent_id: string | null }>(
      await db.execute(
        sql`select id, type, parent_id from member where account = ${account.trim().toLowerCase()}`,
      ),
    );
    return row && row.parent_id === null ? { id: row.id, type: Number(row.type) } : null;
  },
});

export type ContractsRepository = ReturnType<typeof createContractsRepository>;
