import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Append-only record of every money and auth event: who, what, from where, and how it ended.
 * Rows are never updated or deleted by the application.
 */
export const auditEvent = pgTable(
  'audit_event',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').notNull(),
    result: text('result', { enum: ['ok', 'refused'] }).notNull(),
    memberId: uuid('member_id'),
    account: text('account'),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    /** Why it was refused (an error code) and other non-secret context; never passwords or codes. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    index('audit_event_member').on(table.memberId, table.occurredAt),
    index('audit_event_action').on(table.action, table.occurredAt),
  ],
);
