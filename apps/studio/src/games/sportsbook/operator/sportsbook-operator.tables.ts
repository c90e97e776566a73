import { sql } from 'drizzle-orm';
import { bigserial, check, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The operator's suspensions (docs/sportsbook.md, "Operator suspension"). A row is a suspension in
 * force: of the whole event (market_key '', the key no market has) or of one market. Lifting
 * deletes the row; the audit keeps both moves. Every studio instance reads the same rows, so a
 * suspension holds wherever a bet arrives.
 */
export const studioSportsSuspension = pgTable(
  'studio_sports_suspension',
  {
    eventId: text('event_id').notNull(),
    /** '' for the whole event (a primary key column cannot be null). */
    marketKey: text('market_key').notNull(),
    operator: text('operator').notNull(),
    reason: text('reason').notNull(),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.marketKey] })],
);
export type StudioSportsSuspensionRow = typeof studioSportsSuspension.$inferSelect;

export const SPORTS_SUSPENSION_ACTIONS = ['SUSPEND', 'LIFT'] as const;
export type SportsSuspensionAction = (typeof SPORTS_SUSPENSION_ACTIONS)[number];

/** Who suspended or lifted what, when and why: one row per change, never updated. */
export const studioSportsSuspensionAudit = pgTable(
  'studio_sports_suspension_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: text('event_id').notNull(),
    /** '' for the whole event, as in studio_sports_suspension. */
    marketKey: text('market_key').notNull(),
    action: text('action', { enum: SPORTS_SUSPENSION_ACTIONS }).notNull(),
    operator: text('operator').notNull(),
    reason: text('reason').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('studio_sports_suspension_audit_action', sql`${table.action} in ('SUSPEND', 'LIFT')`),
    index('studio_sports_suspension_audit_event').on(table.eventId, table.at),
  ],
);
export type StudioSportsSuspensionAuditRow = typeof studioSportsSuspensionAudit.$inferSelect;
