import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
  kind: text('kind').notNull(),
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
