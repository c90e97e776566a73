import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

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
    /**
     * Centavos: stakes of rounds settled, by the day the round started (rolled-back bets excluded).
     * The house's side of profit and loss; valid turnover is this after the operator's policy
     * (`validTurnover` setting): less `cashedOutBet` unless cash-outs count, plus `voidedBet` if
     * voided rounds count.
     */
    validBet: bigint('valid_bet', { mode: 'number' }).notNull().default(0),
    /** Centavos: the part of `validBet` staked in rounds settled by a cash-out. */
    cashedOutBet: bigint('cashed_out_bet', { mode: 'number' }).notNull().default(0),
    /** Centavos: stakes refunded by rounds rolled back (voided), by the day the round started. */
    voidedBet: bigint('voided_bet', { mode: 'number' }).notNull().default(0),
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
    /**
     * On a day with a settled round: the member's previous such day (null if none). A member is
     * counted once among a period's active members on the first of its days in the period, the
     * day whose previous active day is before the period; team_active_gap keeps those counts.
     */
    prevBetDay: date('prev_bet_day', { mode: 'string' }),
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

/** Member days changed since the last roll-up: the triggers add them, the roll-up job takes them. */
export const memberDayDirty = pgTable(
  'member_day_dirty',
  {
    memberId: uuid('member_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.day] })],
);

/**
 * A team's day: the sums of member_day over the team of `agent_id` (itself included, every member
 * is its own team's root), rolled up by the `agents.team-rollup` job from the dirty member days.
 * An overview of any period reads at most 92 of these rows, however large the team.
 */
export const teamDay = pgTable(
  'team_day',
  {
    agentId: uuid('agent_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    registrations: integer('registrations').notNull(),
    activeMembers: integer('active_members').notNull(),
    betCount: integer('bet_count').notNull(),
    validBet: bigint('valid_bet', { mode: 'number' }).notNull(),
    cashedOutBet: bigint('cashed_out_bet', { mode: 'number' }).notNull().default(0),
    voidedBet: bigint('voided_bet', { mode: 'number' }).notNull().default(0),
    payout: bigint('payout', { mode: 'number' }).notNull(),
    depositCount: integer('deposit_count').notNull(),
    depositAmount: bigint('deposit_amount', { mode: 'number' }).notNull(),
    firstDepositCount: integer('first_deposit_count').notNull(),
    firstDepositAmount: bigint('first_deposit_amount', { mode: 'number' }).notNull(),
    withdrawalCount: integer('withdrawal_count').notNull(),
    withdrawalAmount: bigint('withdrawal_amount', { mode: 'number' }).notNull(),
    bonusAmount: bigint('bonus_amount', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.agentId, table.day] })],
);

/**
 * A team's active members of a day by how long before that day each was last active: `gap` days,
 * 0 for never. Distinct active members of [from, to] = the members of the period's days whose gap
 * reaches before `from` (a member counts on its first active day of the period only).
 */
export const teamActiveGap = pgTable(
  'team_active_gap',
  {
    agentId: uuid('agent_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    gap: smallint('gap').notNull(),
    members: integer('members').notNull(),
  },
  (table) => [primaryKey({ columns: [table.agentId, table.day, table.gap] })],
);
