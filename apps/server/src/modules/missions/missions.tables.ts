import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
  MISSION_KINDS,
  MISSION_PERIODS,
  MISSION_REWARD_KINDS,
  MISSION_STATES,
  type MissionKind,
  type MissionPeriod,
  type MissionRewardKind,
  type MissionState,
} from '@platform/contracts';
import { columnIn } from '../../db/check-in-list.js';

/** The operator's missions (docs/missions.md): data, never code. `code` is the operator's handle. */
export const mission = pgTable(
  'mission',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull(),
    kind: text('kind').$type<MissionKind>().notNull(),
    /** The catalogue game type whose rounds count; null: every game (always null for DEPOSIT). */
    category: text('category'),
    minAmount: bigint('min_amount', { mode: 'number' }),
    target: bigint('target', { mode: 'number' }).notNull(),
    period: text('period').$type<MissionPeriod>().notNull(),
    rewardKind: text('reward_kind').$type<MissionRewardKind>().notNull(),
    rewardAmount: bigint('reward_amount', { mode: 'number' }).notNull(),
    names: jsonb('names').$type<{ PT: string; EN: string; CN: string }>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('mission_code').on(table.code),
    check('mission_kind', columnIn('kind', MISSION_KINDS)),
    check('mission_period', columnIn('period', MISSION_PERIODS)),
    check('mission_reward_kind', columnIn('reward_kind', MISSION_REWARD_KINDS)),
    check('mission_amounts', sql`${table.target} > 0 and ${table.rewardAmount} > 0`),
  ],
);

/**
 * A member's mission in one period: created by the progress job at the first source that counts
 * (no row reads as progress 0, IN_PROGRESS). Target and reward are copied from the mission then,
 * so an operator's later change never moves a goal a member is already working towards. Every
 * change of state is decided by mission-state.ts under this row's lock; `reward_paid_at` is set
 * once the claimed reward has landed (a claim whose payout was interrupted is paid by the job).
 */
export const missionProgress = pgTable(
  'mission_progress',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id').notNull(),
    missionId: uuid('mission_id')
      .notNull()
      .references(() => mission.id),
    period: text('period').$type<MissionPeriod>().notNull(),
    periodKey: text('period_key').notNull(),
    periodEndsAt: timestamp('period_ends_at', { withTimezone: true }).notNull(),
    target: bigint('target', { mode: 'number' }).notNull(),
    rewardKind: text('reward_kind').$type<MissionRewardKind>().notNull(),
    rewardAmount: bigint('reward_amount', { mode: 'number' }).notNull(),
    progress: bigint('progress', { mode: 'number' }).notNull().default(0),
    state: text('state').$type<MissionState>().notNull().default('IN_PROGRESS'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    rewardPaidAt: timestamp('reward_paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('mission_progress_member_period').on(table.memberId, table.missionId, table.periodKey),
    // The leaderboard reads a period's completed missions.
    index('mission_progress_board').on(table.period, table.periodKey, table.state),
    // The job expires what is left open after a period's claim window.
    index('mission_progress_open')
      .on(table.periodEndsAt)
      .where(sql`${table.state} in ('IN_PROGRESS', 'COMPLETED')`),
    // ... and pays claims whose payout was interrupted.
    index('mission_progress_unpaid')
      .on(table.claimedAt)
      .where(sql`${table.state} = 'CLAIMED' and ${table.rewardPaidAt} is null`),
    check('mission_progress_state', columnIn('state', MISSION_STATES)),
    check('mission_progress_capped', sql`${table.progress} >= 0 and ${table.progress} <= ${table.target}`),
  ],
);

/**
 * Every source (a settled round, a paid deposit) the progress job has counted, by key
 * (`round:<vendor>:<round>`, `deposit:<id>`): inserted in the transaction that adds its progress,
 * so two runs (or two instances) count a source once between them.
 */
export const missionSource = pgTable('mission_source', {
  sourceKey: text('source_key').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** How far the progress job has read each source ('rounds', 'deposits'): a close or payment time. */
export const missionCursor = pgTable('mission_cursor', {
  source: text('source').primaryKey(),
  until: timestamp('until', { withTimezone: true }).notNull(),
});
