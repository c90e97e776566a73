import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  foreignKey,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ContractParty, ContractStatus, ContractTerms, ContractType } from '@platform/contracts';

/**
 * Agent contracts (docs/agents.md "Contracts", "Storage"): one row per offer, whatever became of
 * it. `upline_id` is who offered it (the holder's direct upline), null when an operator offered it
 * to a top agent. Every change is a conditional update on this row made under the holder's and the
 * upline's contract locks; the partial unique indexes are the last guard of "one open offer and
 * one contract in force per type per holder".
 */
export const agentContract = pgTable(
  'agent_contract',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The member holding it (accounts' member.id). */
    holderId: uuid('holder_id').notNull(),
    uplineId: uuid('upline_id'),
    type: text('type').$type<ContractType>().notNull(),
    terms: jsonb('terms').$type<ContractTerms>().notNull(),
    status: text('status').$type<ContractStatus>().notNull().default('OFFERED'),
    terminationRequestedBy: text('termination_requested_by').$type<ContractParty>(),
    /** Who made the offer (the upline agent, or the operator's account) and its request id: a retry is the same offer. */
    offeredBy: uuid('offered_by').notNull(),
    requestId: uuid('request_id').notNull(),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it came into force; null while offered (and for offers never accepted). */
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** When it stopped being in force (terminated or superseded). */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'agent_contract_type',
      sql`${table.type} in ('DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY')`,
    ),
    check(
      'agent_contract_status',
      sql`${table.status} in ('OFFERED', 'ACTIVE', 'REJECTED', 'WITHDRAWN', 'TERMINATION_REQUESTED', 'TERMINATED', 'SUPERSEDED')`,
    ),
    uniqueIndex('agent_contract_one_offer')
      .on(table.holderId, table.type)
      .where(sql`${table.status} = 'OFFERED'`),
    uniqueIndex('agent_contract_one_in_force')
      .on(table.holderId, table.type)
      .where(sql`${table.status} in ('ACTIVE', 'TERMINATION_REQUESTED')`),
    uniqueIndex('agent_contract_request').on(table.offeredBy, table.requestId),
    index('agent_contract_upline').on(table.uplineId, table.type),
    // Settlement reads the contracts of a type that were in force during a period.
    index('agent_contract_in_force').on(table.type, table.activatedAt),
  ],
);

/** Every change of a contract, in order: who did what, from which status to which. */
export const agentContractEvent = pgTable(
  'agent_contract_event',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => agentContract.id),
    /** OFFER, one of the action kinds, or SUPERSEDE. */
    kind: text('kind').notNull(),
    /** UPLINE, HOLDER, OPERATOR or SYSTEM (superseded by the holder's acceptance of a higher rate). */
    actor: text('actor').notNull(),
    actorId: uuid('actor_id'),
    fromStatus: text('from_status').$type<ContractStatus>(),
    toStatus: text('to_status').$type<ContractStatus>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('agent_contract_event_contract').on(table.contractId, table.id)],
);

export const SETTLEMENT_STATES = ['PENDING', 'PAID'] as const;
export type SettlementState = (typeof SETTLEMENT_STATES)[number];

/**
 * One (contract, period) settlement, written once: the payout line as computed (team figures,
 * tier, rates, sub-agents' shares, the bets behind it) so the agent can open it down to the bets;
 * a real-time window's bets are in agent_settlement_bets.
 * PENDING until the wallet posted the amount with the (contract, period) key, then PAID; a replay
 * pays the stored amount again with the same key, which the wallet answers as already posted.
 */
export const agentSettlement = pgTable(
  'agent_settlement',
  {
    contractId: uuid('contract_id')
      .notNull()
      .references(() => agentContract.id),
    periodKey: text('period_key').notNull(),
    holderId: uuid('holder_id').notNull(),
    type: text('type').$type<ContractType>().notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    /** Centavos paid (0 for a period that earned nothing). */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The settlement line (settlement.ts PeriodPayoutLine or RealtimePayoutLine). */
    line: jsonb('line').$type<Record<string, unknown>>().notNull(),
    state: text('state').$type<SettlementState>().notNull().default('PENDING'),
    journalEntryId: bigint('journal_entry_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.contractId, table.periodKey] }),
    check('agent_settlement_amount', sql`${table.amount} >= 0`),
    check('agent_settlement_state', sql`${table.state} in ('PENDING', 'PAID')`),
    index('agent_settlement_holder').on(table.holderId, table.periodStart),
    // Each run asks every contract for its last settled period: one index entry, not all its records.
    index('agent_settlement_contract_end').on(table.contractId, table.periodEnd),
  ],
);

/**
 * The bets a real-time salary line paid on, written in the statement that records the line (so
 * exactly once, with it) and never changed: the i-th entry of every array is one bet, in bet id
 * order, as settlement used it. Column arrays rather than a row per bet or a JSON list: a large
 * team's window holds hundreds of thousands, and arrays are the cheapest to write, parse and keep
 * (docs/PERFORMANCE.md, "Real-time salary settlement"). A line that paid on no bet has no row.
 */
export const agentSettlementBets = pgTable(
  'agent_settlement_bets',
  {
    contractId: uuid('contract_id').notNull(),
    periodKey: text('period_key').notNull(),
    /** `<vendor>:<round>`, as settlement names a bet. */
    betIds: text('bet_ids').array().notNull(),
    /** The bettor of each bet. */
    memberIds: uuid('member_ids').array().notNull(),
    /** Each bet's valid bet, centavos. */
    validBets: bigint('valid_bets', { mode: 'number' }).array().notNull(),
    /** The bettor won it (the profit rate applied) or lost it (the loss rate). */
    profits: boolean('profits').array().notNull(),
    /** The holder's rate on each bet, basis points (its rate less the next holder's below it). */
    rates: smallint('rates').array().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.contractId, table.periodKey] }),
    foreignKey({
      name: 'agent_settlement_bets_settlement_fk',
      columns: [table.contractId, table.periodKey],
      foreignColumns: [agentSettlement.contractId, agentSettlement.periodKey],
    }),
    check(
      'agent_settlement_bets_columns',
      sql`cardinality(${table.memberIds}) = cardinality(${table.betIds}) and cardinality(${table.validBets}) = cardinality(${table.betIds}) and cardinality(${table.profits}) = cardinality(${table.betIds}) and cardinality(${table.rates}) = cardinality(${table.betIds})`,
    ),
  ],
);
