import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import {
  SESSION_TIME_MAX_MINUTES,
  type LimitKind,
  type LimitPeriod,
  type PauseDuration,
  type PlayBreakKind,
  type SelfExclusionDuration,
} from '@platform/contracts';

/**
 * A member's limit of one kind over one calendar period (docs/responsible-gaming.md). `amount` is
 * the limit in force (centavos; bets for BET_COUNT; minutes for SESSION_TIME, at most the period's):
 * player_bet_refusal, session_time_refusal and the deposit check read only it. A raise or a removal waits as `pending_*` until the member confirms it after
 * `pending_due_at`; `pending_amount` null with a due time is a pending removal. Every change is
 * audited (limit.*).
 */
export const playerLimit = pgTable(
  'player_limit',
  {
    memberId: uuid('member_id').notNull(),
    kind: text('kind').$type<LimitKind>().notNull(),
    period: text('period').$type<LimitPeriod>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    pendingAmount: bigint('pending_amount', { mode: 'number' }),
    pendingRequestedAt: timestamp('pending_requested_at', { withTimezone: true }),
    pendingDueAt: timestamp('pending_due_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.kind, table.period] }),
    check(
      'player_limit_kind',
      sql`${table.kind} in ('DEPOSIT', 'LOSS', 'WAGER', 'BET_COUNT', 'SESSION_TIME')`,
    ),
    check('player_limit_period', sql`${table.period} in ('DAY', 'WEEK', 'MONTH')`),
    check('player_limit_amount', sql`${table.amount} > 0`),
    // A time limit (and a raise waiting for it) fits in its period: a day has 1 440 minutes.
    check(
      'player_limit_session_minutes',
      sql`${table.kind} <> 'SESSION_TIME' or greatest(${table.amount}, ${table.pendingAmount}) <= case ${table.period} when 'DAY' then ${sql.raw(String(SESSION_TIME_MAX_MINUTES.DAY))} when 'WEEK' then ${sql.raw(String(SESSION_TIME_MAX_MINUTES.WEEK))} else ${sql.raw(String(SESSION_TIME_MAX_MINUTES.MONTH))} end`,
    ),
    check(
      'player_limit_pending',
      sql`(${table.pendingDueAt} is null) = (${table.pendingRequestedAt} is null) and (${table.pendingDueAt} is not null or ${table.pendingAmount} is null)`,
    ),
  ],
);

/**
 * A pause (time-out) or a self-exclusion the member took (docs/responsible-gaming.md). In force
 * from the moment it is stored until `ends_at` (null: an indefinite self-exclusion); nothing the
 * member does ends it early. player_break_refusal (migration 0028) reads it for every bet and
 * deposit charge; login reads it for self-exclusions. `cpf` is the member's CPF when the break
 * began, so a new account with it is refused while a self-exclusion lasts. Rows are never
 * deleted: they are the record of what the member asked.
 */
export const playBreak = pgTable(
  'play_break',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id').notNull(),
    kind: text('kind').$type<PlayBreakKind>().notNull(),
    duration: text('duration').$type<PauseDuration | SelfExclusionDuration>().notNull(),
    cpf: text('cpf'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('play_break_member').on(table.memberId, table.endsAt),
    index('play_break_cpf')
      .on(table.cpf)
      .where(sql`${table.cpf} is not null`),
    check('play_break_kind', sql`${table.kind} in ('PAUSE', 'SELF_EXCLUSION')`),
    check('play_break_end', sql`${table.endsAt} is not null or ${table.kind} = 'SELF_EXCLUSION'`),
    check('play_break_span', sql`${table.endsAt} is null or ${table.endsAt} > ${table.startsAt}`),
  ],
);
