import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

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
