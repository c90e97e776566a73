import { bigint, date, index, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * What one member did on one Brasília day: the read model of the agent centre's overview and
 * reports (docs/agents.md, "Reports"). It is kept by database triggers in the very transaction
 * that writes the fact (migration 0022): a member's registration, a round settling, a ledger
 * movement of a deposit, withdrawal, transfer or bonus. So it is never behind the tables it comes
 * from, and a team's figures for any period are one indexed join of the team's closure rows with
 * these rows, never a scan of bets or postings. Only the triggers write it.
 */
export const memberDay = pgTable(
  'member_day',
  {
    memberId: uuid('member_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    registrations: integer('registrations').notNull().default(0),
    betCount: integer('bet_count').notNull().default(0),
    /** Centavos: stakes of rounds settled, by the day the round started (rolled-back bets excluded). */
    validBet: bigint('valid_bet', { mode: 'number' }).notNull().default(0),
    payout: bigint('payout', { mode: 'number' }).notNull().default(0),
    depositCount: integer('deposit_count').notNull().default(0),
    depositAmount: bigint('deposit_amount', { mode: 'number' }).notNull().default(0),
    firstDepositCount: integer('first_deposit_count').notNull().default(0),
    firstDepositAmount: bigint('first_deposit_amount', { mode: 'number' }).notNull().default(0),
    /** Requests (holds) less returns, counts and centavos. */
    withdrawalCount: integer('withdrawal_count').notNull().default(0),
    withdrawalAmount: bigint('withdrawal_amount', { mode: 'number' }).notNull().default(0),
    transferIn: bigint('transfer_in', { mode: 'number' }).notNull().default(0),
    transferOut: bigint('transfer_out', { mode: 'number' }).notNull().default(0),
    bonusAmount: bigint('bonus_amount', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.day] }),
    // A team's period: its closure rows hash-joined with the period's day rows.
    index('member_day_day').on(table.day, table.memberId),
  ],
);

/** Each member's first deposit, once: the unique key makes two racing first deposits count one. */
export const memberFirstDeposit = pgTable('member_first_deposit', {
  memberId: uuid('member_id').primaryKey(),
  entryId: bigint('entry_id', { mode: 'number' }).notNull(),
  day: date('day', { mode: 'string' }).notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
