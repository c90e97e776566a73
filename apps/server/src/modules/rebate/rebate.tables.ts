import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { REBATE_STATUSES, type RebateCategoryLine, type RebateStatus } from '@platform/contracts';

/**
 * One member's rebate of one period (docs/rebate.md). The unique (member, period) key makes the
 * computing job exactly once however many instances run it: a second insert finds the row and
 * adds nothing. Its status moves only by conditional updates (rebate-state.ts names each move), so
 * a claim, the job's payout and the expiry racing on one row settle it once.
 */
export const memberRebate = pgTable(
  'member_rebate',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id').notNull(),
    /** The Brasília day it was computed for. */
    period: date('period', { mode: 'string' }).notNull(),
    vipLevel: integer('vip_level').notNull(),
    /** Centavos: the sum of the categories' amounts. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Turnover, rate and amount per game category, as computed (the history shows them). */
    categories: jsonb('categories').$type<RebateCategoryLine[]>().notNull(),
    status: text('status').$type<RebateStatus>().notNull().default('PENDING'),
    /** The ledger entry that paid it (a claim pays several rows in one entry). */
    entryId: bigint('entry_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('member_rebate_member_period').on(table.memberId, table.period),
    // The member's pending sum and a claim's rows; the job's payout and expiry.
    index('member_rebate_pending')
      .on(table.memberId, table.expiresAt)
      .where(sql`${table.status} = 'PENDING'`),
    index('member_rebate_pending_due')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'PENDING'`),
    check(
      'member_rebate_status',
      sql.raw(`status in (${REBATE_STATUSES.map((status) => `'${status}'`).join(', ')})`),
    ),
    check('member_rebate_amount', sql`${table.amount} > 0`),
  ],
);

/**
 * The periods the job has computed in full: the next run starts after the last. A period is
 * written here only after all its rows, so a run that stopped half-way is computed again (its
 * rows already there are kept by the unique key).
 */
export const rebatePeriod = pgTable('rebate_period', {
  period: date('period', { mode: 'string' }).primaryKey(),
  members: integer('members').notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});
