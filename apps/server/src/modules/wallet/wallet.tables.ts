import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type {
  BonusContributions,
  BonusGrantStatus,
  FreeSpinGrantStatus,
  MovementKind,
} from '@platform/contracts';

/**
 * An account of the double-entry ledger: a member's wallet (main, or one per vendor when wallets
 * are not single) or a house account. `balance` is a cache of the sum of its postings, updated in
 * the same transaction as they are written; `npm run ledger:check` proves the two agree.
 */
export const ledgerAccount = pgTable(
  'ledger_account',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'member:<id>:<wallet>:<currency>' or 'house:<code>:<currency>'; one account per code. */
    code: text('code').notNull().unique(),
    memberId: uuid('member_id'),
    /** MAIN, or a vendor code for a vendor wallet. */
    wallet: text('wallet').notNull().default('MAIN'),
    houseCode: text('house_code'),
    currency: text('currency').notNull().default('BRL'),
    /** Centavos (minor units), never a float. */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    /** House accounts may go below zero (the house owes a vendor); a member's never may. */
    allowNegative: boolean('allow_negative').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('ledger_account_no_overdraft', sql`${table.allowNegative} or ${table.balance} >= 0`),
    index('ledger_account_member').on(table.memberId),
  ],
);

/**
 * One movement of money: its postings sum to zero. The idempotency key makes a retry return the
 * original entry instead of moving money twice; the fingerprint tells a true retry from a
 * different request that reuses a key.
 */
export const journalEntry = pgTable('journal_entry', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  /** Written only by the wallet (ledger_post), always one of the contracts' MOVEMENT_KINDS. */
  kind: text('kind').$type<MovementKind>().notNull(),
  fingerprint: text('fingerprint').notNull(),
  /**
   * The member the movement is about, for their history; null for house-only movements. Not
   * indexed: histories are read through the member's postings (posting_account), and every
   * index here costs each bet and win.
   */
  memberId: uuid('member_id'),
  reference: jsonb('reference').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const posting = pgTable(
  'posting',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    entryId: bigint('entry_id', { mode: 'number' })
      .notNull()
      .references(() => journalEntry.id),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccount.id),
    /** Signed centavos: credit positive, debit negative. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The account's balance right after this posting, for statements and vendor answers. */
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
  },
  (table) => [
    check('posting_non_zero', sql`${table.amount} <> 0`),
    index('posting_account').on(table.accountId, table.id),
    index('posting_entry').on(table.entryId),
  ],
);

/**
 * What a member's bets, wins, refunds and deposits moved on each Brasília day: the sum of the
 * member's legs (signed, as posted: a bet is negative) and the number of entries, per kind. Written
 * only by ledger_post, in the statement that posts the entry (migration 0026), so a player limit
 * reads at most a month of day rows under the member's lock, never the postings. `npm run
 * ledger:check` proves the rows agree with the postings.
 */
export const ledgerMemberDay = pgTable(
  'ledger_member_day',
  {
    memberId: uuid('member_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').$type<MovementKind>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    entries: integer('entries').notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.day, table.kind] })],
);

/**
 * Bonus money a member holds apart from cash (docs/promotions.md, "The bonus wallet"): the grant
 * credited to their BONUS ledger account, what they must wager before it turns into cash, and its
 * state. ACTIVE → CONVERTED | FORFEITED_EXPIRED | FORFEITED_WITHDRAWAL, each move one conditional
 * update under the grant's row lock, in the transaction that moves its money. At most one ACTIVE
 * grant per member (the partial unique index): a second bonus is refused while one is wagered.
 * Written only by the wallet (and the wallet's SQL helpers the seamless statements call).
 */
export const bonusGrant = pgTable(
  'bonus_grant',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id').notNull(),
    /** The member's BONUS ledger account. */
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccount.id),
    /** What granted it, e.g. 'promotion-application:<id>': one grant per source. */
    source: text('source').notNull(),
    promotionCode: text('promotion_code').notNull(),
    /** Centavos credited to the BONUS wallet. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Centavos to wager (amount × the promotion's multiplier), and what counted so far. */
    required: bigint('required', { mode: 'number' }).notNull(),
    wagered: bigint('wagered', { mode: 'number' }).notNull().default(0),
    /** Largest single bet while ACTIVE; 0: no cap. */
    maxBet: bigint('max_bet', { mode: 'number' }).notNull().default(0),
    /** Percent of a bet counted per game type (catalogue_game.game_type); a type left out: 0. */
    contributions: jsonb('contributions').$type<BonusContributions>().notNull(),
    status: text('status').$type<BonusGrantStatus>().notNull().default('ACTIVE'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** What the end moved: to MAIN when CONVERTED, to the house when forfeited. */
    settledAmount: bigint('settled_amount', { mode: 'number' }),
  },
  (table) => [
    uniqueIndex('bonus_grant_source').on(table.source),
    uniqueIndex('bonus_grant_one_active')
      .on(table.memberId)
      .where(sql`${table.status} = 'ACTIVE'`),
    index('bonus_grant_member').on(table.memberId, table.createdAt),
    index('bonus_grant_expiry')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'ACTIVE'`),
    check(
      'bonus_grant_status',
      sql`${table.status} in ('ACTIVE', 'CONVERTED', 'FORFEITED_EXPIRED', 'FORFEITED_WITHDRAWAL')`,
    ),
    check(
      'bonus_grant_amounts',
      sql`${table.amount} > 0 and ${table.required} >= 0 and ${table.wagered} >= 0 and ${table.maxBet} >= 0`,
    ),
  ],
);

/**
 * Free spins a promotion gave a member on one slot (docs/decisions/0020-free-spins.md): rounds the
 * house funds through the seamless wallet, at a fixed bet. ACTIVE → USED (the last spin placed) |
 * EXPIRED (the expiry job); a rollback of a spin gives it back (USED → ACTIVE while unexpired).
 * Every move is one conditional update in the statement that moves its money
 * (seamless_free_spin_bet, seamless_rollback) or, for expiry, a conditional update of its own. No
 * money is held: each spin's stake leaves the house BONUS account when it is placed. Written only
 * by the wallet and the wallet's SQL the seamless statements run.
 */
export const freeSpinGrant = pgTable(
  'free_spin_grant',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id').notNull(),
    gameCode: text('game_code').notNull(),
    /** What granted it, e.g. 'promotion-application:<id>': one grant per key. */
    source: text('source').notNull(),
    promotionCode: text('promotion_code').notNull(),
    spinsTotal: integer('spins_total').notNull(),
    remaining: integer('remaining').notNull(),
    /** Centavos each spin stakes: a spin at another bet is refused. */
    bet: bigint('bet', { mode: 'number' }).notNull(),
    status: text('status').$type<FreeSpinGrantStatus>().notNull().default('ACTIVE'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('free_spin_grant_source').on(table.source),
    // The seamless answers look up a member's active spins on a game.
    index('free_spin_grant_member')
      .on(table.memberId, table.gameCode)
      .where(sql`${table.status} = 'ACTIVE'`),
    index('free_spin_grant_expiry')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'ACTIVE'`),
    check('free_spin_grant_status', sql`${table.status} in ('ACTIVE', 'USED', 'EXPIRED')`),
    check(
      'free_spin_grant_spins',
      sql`${table.spinsTotal} > 0 and ${table.remaining} >= 0 and ${table.remaining} <= ${table.spinsTotal}
        and ${table.bet} > 0 and (${table.status} <> 'ACTIVE' or ${table.remaining} > 0)`,
    ),
  ],
);
