import { sql } from 'drizzle-orm';
import { SEAMLESS_WIN_REASONS } from '@platform/contracts';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * A game vendor that calls the seamless wallet. Its secret signs every request (HMAC-SHA256); it is
 * generated at first start and never leaves the database except to the vendor's operator.
 */
export const gameVendor = pgTable('game_vendor', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  secret: text('secret').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One-time launch tokens (created when a member opens a game) and the player sessions the vendor
 * gets for them at authenticate. Only hashes are stored.
 */
export const vendorToken = pgTable(
  'vendor_token',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind', { enum: ['launch', 'session'] }).notNull(),
    vendorCode: text('vendor_code')
      .notNull()
      .references(() => gameVendor.code),
    memberId: uuid('member_id').notNull(),
    gameCode: text('game_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    // A vendor may name only players who opened its games: a rollback of an unknown bet asks this.
    index('vendor_token_vendor_member').on(table.vendorCode, table.memberId),
  ],
);

/**
 * A game round at a vendor, and the state of its money (docs/seamless-wallet.md, "Rounds"):
 * `open` while its stake is live and refundable; `paying` once a win was recorded without settling
 * (the stake can no longer be refunded); `settled` by a closing win; `rolled-back` when its last
 * live bet was refunded. Settled and rolled-back are final.
 */
export const VENDOR_ROUND_STATES = ['open', 'paying', 'settled', 'rolled-back'] as const;
export type VendorRoundState = (typeof VENDOR_ROUND_STATES)[number];

export const vendorRound = pgTable(
  'vendor_round',
  {
    vendorCode: text('vendor_code').notNull(),
    roundId: text('round_id').notNull(),
    memberId: uuid('member_id').notNull(),
    gameCode: text('game_code').notNull(),
    status: text('status', { enum: VENDOR_ROUND_STATES }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it became settled or rolled back. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /**
     * The bonus grant active when a bet of the round took bonus money, and how much of the live
     * stakes came from the BONUS wallet: a win pays that share back to it (docs/promotions.md).
     */
    bonusGrantId: uuid('bonus_grant_id'),
    bonusStaked: bigint('bonus_staked', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.vendorCode, table.roundId] }),
    check('vendor_round_status', sql`${table.status} in ('open', 'paying', 'settled', 'rolled-back')`),
    // The betting record and profit and loss read a member's rounds by time.
    index('vendor_round_member').on(table.memberId, table.createdAt),
    // The hot games and the winners board read the rounds of the last days, every player's.
    index('vendor_round_created').on(table.createdAt),
    // Agent contract settlement reads the rounds settled in a period (docs/agents.md "Settlement").
    index('vendor_round_settled')
      .on(table.closedAt)
      .where(sql`${table.status} = 'settled'`),
    // ... and, where the operator counts voided rounds as valid turnover, those rolled back in it.
    index('vendor_round_rolled_back')
      .on(table.closedAt)
      .where(sql`${table.status} = 'rolled-back'`),
  ],
);

/**
 * Every bet, win and rollback a vendor sent, by the vendor's own transaction id, with the answer
 * given: a repeat gets the same answer. A rollback that arrives before its bet leaves a
 * 'tombstone' row under the bet's id, so the late bet is refused.
 */
export const vendorTransaction = pgTable(
  'vendor_transaction',
  {
    vendorCode: text('vendor_code').notNull(),
    transactionId: text('transaction_id').notNull(),
    /** An 'adjustment' moves money on a closed round (its amount signed: what moved). */
    type: text('type', { enum: ['bet', 'win', 'rollback', 'tombstone', 'adjustment'] }).notNull(),
    status: text('status', { enum: ['done', 'rolled-back'] })
      .notNull()
      .default('done'),
    memberId: uuid('member_id'),
    roundId: text('round_id'),
    gameCode: text('game_code'),
    /** Centavos. */
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    /** For a win or rollback: the bet it refers to. */
    betTransactionId: text('bet_transaction_id'),
    /** For a bet: the part taken from the BONUS wallet, and the grant active when it was placed. */
    bonusAmount: bigint('bonus_amount', { mode: 'number' }).notNull().default(0),
    bonusGrantId: uuid('bonus_grant_id'),
    /** For a free spin's bet: the free_spin_grant that paid its stake (the house's money, not the member's). */
    freeSpinGrantId: uuid('free_spin_grant_id'),
    /** For a win: why it was paid, when not the round's ordinary result (`CASH_OUT`). */
    reason: text('reason', { enum: SEAMLESS_WIN_REASONS }),
    fingerprint: text('fingerprint').notNull(),
    response: jsonb('response').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.vendorCode, table.transactionId] }),
    // Round first: a statement on the primary key (vendor, transaction id) must never find this
    // index usable by its vendor prefix. PL/pgSQL keeps a generic plan per connection, and on a
    // young table it chose this index and then filtered every transaction of the vendor.
    index('vendor_transaction_round').on(table.roundId, table.vendorCode),
    check('vendor_transaction_reason', sql`${table.reason} is null or ${table.reason} in ('CASH_OUT')`),
  ],
);

/**
 * Every adjustment of a closed round (docs/seamless-wallet.md, "adjust"; decision 0016): what the
 * vendor asked for, what moved, and what a negative one could not take back because the member's
 * balance did not cover it. Rows with `unrecovered > 0` are the members' debts the operator sees;
 * the platform never takes them later by itself.
 */
export const vendorAdjustment = pgTable(
  'vendor_adjustment',
  {
    vendorCode: text('vendor_code').notNull(),
    transactionId: text('transaction_id').notNull(),
    roundId: text('round_id').notNull(),
    memberId: uuid('member_id').notNull(),
    /** Centavos, signed: positive pays the member, negative takes back. */
    requested: bigint('requested', { mode: 'number' }).notNull(),
    applied: bigint('applied', { mode: 'number' }).notNull(),
    unrecovered: bigint('unrecovered', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.vendorCode, table.transactionId] }),
    check(
      'vendor_adjustment_amounts',
      sql`${table.requested} <> 0 and ${table.unrecovered} >= 0 and (
        (${table.requested} > 0 and ${table.applied} = ${table.requested} and ${table.unrecovered} = 0)
        or (${table.requested} < 0 and ${table.applied} <= 0 and ${table.applied} - ${table.unrecovered} = ${table.requested}))`,
    ),
    index('vendor_adjustment_round').on(table.roundId, table.vendorCode),
    index('vendor_adjustment_unrecovered')
      .on(table.createdAt)
      .where(sql`${table.unrecovered} > 0`),
  ],
);
