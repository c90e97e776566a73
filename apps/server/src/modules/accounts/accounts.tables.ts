import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A person or agent known to the site. `type` follows the spec: agents 1, 2, 41, 42; trial 4; member 0. */
export const member = pgTable('member', {
  id: uuid('id').primaryKey().defaultRandom(),
  account: text('account').notNull().unique(),
  nickname: text('nickname').notNull(),
  type: integer('type').notNull().default(0),
  status: text('status', { enum: ['ACTIVE', 'LOCKED', 'CLOSED'] })
    .notNull()
    .default('ACTIVE'),
  passwordHash: text('password_hash').notNull(),
  currency: text('currency').notNull().default('BRL'),
  language: text('language').notNull().default('PT'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Login sessions. Only the SHA-256 of the token is stored; the token itself exists only on the client. */
export const memberSession = pgTable(
  'member_session',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => member.id),
    tokenHash: text('token_hash').notNull().unique(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('member_session_member_active')
      .on(table.memberId)
      .where(sql`${table.revokedAt} is null`),
  ],
);
