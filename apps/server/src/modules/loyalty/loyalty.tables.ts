import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  MEMBER_REWARD_KINDS,
  MEMBER_REWARD_STATUSES,
  type MemberRewardKind,
  type MemberRewardStatus,
} from '@platform/contracts';

/**
 * Each member's recorded VIP level (docs/referral-vip.md): what the VIP job last wrote. The
 * member centre computes the level live; this row is what a level change is measured against.
 */
export const memberVip = pgTable(
  'member_vip',
  {
    /** accounts' member.id. */
    memberId: uuid('member_id').primaryKey(),
    level: integer('level').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('member_vip_level', sql`${table.level} >= 0`)],
);

/** Every recorded level change, one row per change, written in the same statement as member_vip. */
export const vipLevelChange = pgTable(
  'vip_level_change',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id').notNull(),
    fromLevel: integer('from_level').notNull(),
    toLevel: integer('to_level').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('vip_level_change_member').on(table.memberId, table.createdAt)],
);

/**
 * A reward that pays money to a member (docs/referral-vip.md, "Rewards that pay"): a VIP upgrade
 * bonus, a VIP monthly bonus or a referral reward. `reward_key` names what it pays for —
 * `vip-upgrade:<member>:<level>`, `vip-monthly:<member>:<yyyy-MM>`, `referral-reward:<friend>` — and
 * is unique, so the rewards job records each once however often and on however many instances it
 * runs; it is also the idempotency key of the movement that pays it. Its status moves only as
 * reward-state.ts allows, by a conditional update under the row's lock.
 */
export const memberReward = pgTable(
  'member_reward',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id').notNull(),
    kind: text('kind').$type<MemberRewardKind>().notNull(),
    rewardKey: text('reward_key').notNull(),
    /** Centavos. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    level: integer('level'),
    month: text('month'),
    /** The referred friend whose qualification earned it (REFERRAL). */
    friendId: uuid('friend_id'),
    status: text('status').$type<MemberRewardStatus>().notNull().default('PENDING'),
    entryId: bigint('entry_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A monthly bonus is claimable until its month ends; null: never expires. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('member_reward_key').on(table.rewardKey),
    index('member_reward_member').on(table.memberId, table.createdAt),
    index('member_reward_pending')
      .on(table.kind, table.id)
      .where(sql`${table.status} = 'PENDING'`),
    check(
      'member_reward_status',
      sql.raw(`status in (${MEMBER_REWARD_STATUSES.map((status) => `'${status}'`).join(', ')})`),
    ),
    check(
      'member_reward_kind',
      sql.raw(`kind in (${MEMBER_REWARD_KINDS.map((kind) => `'${kind}'`).join(', ')})`),
    ),
    check('member_reward_amount', sql`${table.amount} > 0`),
  ],
);

/**
 * One member's check-in of one Brasília day (docs/check-in.md). The primary key (member, day)
 * makes a day's check-in once: of two at once, one inserts and the other finds the row. The row,
 * its cash bonus and its streak are written in one transaction.
 */
export const memberCheckIn = pgTable(
  'member_check_in',
  {
    memberId: uuid('member_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** Consecutive days up to this one, 1 after a missed day. */
    streak: integer('streak').notNull(),
    /** Centavos paid as a bonus (0: none). */
    cash: bigint('cash', { mode: 'number' }).notNull(),
    points: integer('points').notNull(),
    entryId: bigint('entry_id', { mode: 'number' }),
    /** Whether the points were credited (after the row's transaction; a later read retries). */
    pointsAwarded: boolean('points_awarded').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.day] }),
    check('member_check_in_streak', sql`${table.streak} >= 1`),
  ],
);
