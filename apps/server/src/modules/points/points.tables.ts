import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  POINT_ENTRY_KINDS,
  POINT_REDEEM_STATUSES,
  POINT_REWARD_KINDS,
  type PointEntryKind,
  type PointRedeemStatus,
  type PointRewardKind,
} from '@platform/contracts';
import { columnIn } from '../../db/check-in-list.js';

/**
 * Each member's points (docs/points.md): not money, so not in the ledger. Every change of a
 * member's points locks this row (select … for update) for its whole transaction, and the check
 * keeps it from going below zero whatever a caller does.
 */
export const pointAccount = pgTable(
  'point_account',
  {
    memberId: uuid('member_id').primaryKey(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('point_account_not_negative', sql`${table.balance} >= 0`)],
);

/**
 * The append-only history of every member's points. `source_key` names what caused the change
 * (`earn:<vendor>:<round>`, `redeem:<id>`, `refund:<id>`) and is unique: a round earns once and a
 * rejected redeem gives its points back once, however many jobs or operators try.
 */
export const pointEntry = pgTable(
  'point_entry',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: uuid('member_id').notNull(),
    kind: text('kind').$type<PointEntryKind>().notNull(),
    points: bigint('points', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    sourceKey: text('source_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('point_entry_source').on(table.sourceKey),
    index('point_entry_member').on(table.memberId, table.id),
    check('point_entry_kind', columnIn('kind', POINT_ENTRY_KINDS)),
  ],
);

/** The operator's catalogue. Names per language (PT, EN, CN); `available` is null for cash. */
export const pointReward = pgTable(
  'point_reward',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<PointRewardKind>().notNull(),
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    points: integer('points').notNull(),
    available: integer('available'),
    /** Centavos per unit for cash rewards. */
    cash: bigint('cash', { mode: 'number' }),
    active: integer('active').notNull().default(1),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    check('point_reward_kind', columnIn('kind', POINT_REWARD_KINDS)),
    check('point_reward_points', sql`${table.points} > 0`),
    check('point_reward_available', sql`${table.available} is null or ${table.available} >= 0`),
    check(
      'point_reward_cash',
      sql`(${table.kind} = 'CASH') = (${table.cash} is not null and ${table.cash} > 0)`,
    ),
  ],
);

/**
 * A member's redeem of the catalogue or conversion to cash. `request_id` is the client's id:
 * unique per member, so a retried request answers the first redeem.
 */
export const pointRedeem = pgTable(
  'point_redeem',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id').notNull(),
    requestId: uuid('request_id').notNull(),
    rewardId: uuid('reward_id'),
    kind: text('kind').$type<PointRewardKind>().notNull(),
    rewardName: text('reward_name').notNull(),
    quantity: integer('quantity').notNull(),
    points: bigint('points', { mode: 'number' }).notNull(),
    cash: bigint('cash', { mode: 'number' }),
    receivingAddress: text('receiving_address'),
    status: text('status').$type<PointRedeemStatus>().notNull(),
    decidedBy: text('decided_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('point_redeem_request').on(table.memberId, table.requestId),
    index('point_redeem_member').on(table.memberId, table.createdAt),
    index('point_redeem_open')
      .on(table.createdAt)
      .where(sql`${table.status} = 'IN_PROCESS'`),
    check('point_redeem_status', columnIn('status', POINT_REDEEM_STATUSES)),
    check('point_redeem_kind', columnIn('kind', POINT_REWARD_KINDS)),
  ],
);

/**
 * The operator's rules (one row, id 1) and the earning job's cursor: the close time of the last
 * round it credited. The job reads from a little before it, so a round committed late is not
 * missed; the unique source key makes the overlap harmless.
 */
export const pointConfig = pgTable(
  'point_config',
  {
    id: integer('id').primaryKey(),
    turnoverPerPoint: bigint('turnover_per_point', { mode: 'number' }).notNull(),
    cashPerPoint: bigint('cash_per_point', { mode: 'number' }).notNull(),
    minConvertPoints: bigint('min_convert_points', { mode: 'number' }).notNull(),
    earnedUntil: timestamp('earned_until', { withTimezone: true })
      .notNull()
      .default(sql`'epoch'`),
  },
  (table) => [
    check('point_config_one', sql`${table.id} = 1`),
    check(
      'point_config_positive',
      sql`${table.turnoverPerPoint} > 0 and ${table.cashPerPoint} > 0 and ${table.minConvertPoints} > 0`,
    ),
  ],
);
