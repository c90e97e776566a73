import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditEvent } from './audit.tables.js';

export type AuditEventRow = typeof auditEvent.$inferSelect;
export type NewAuditEvent = typeof auditEvent.$inferInsert;
export type AuditFilter = { memberId?: string; action?: string; account?: string; limit: number };

export const createAuditRepository = (db: Db) => ({
  async insert(row: NewAuditEvent): Promise<void> {
    await db.insert(auditEvent).values(row);
  },

  /** Newest first; the id breaks ties between events recorded in the same microsecond. */
  async list(filter: AuditFilter): Promise<AuditEventRow[]> {
    const conditions: SQL[] = [];
    if (filter.memberId) conditions.push(eq(auditEvent.memberId, filter.memberId));
    if (filter.action) conditions.push(eq(auditEvent.action, filter.action));
    if (filter.account) conditions.push(eq(auditEvent.account, filter.account));
    return db
      .select()
      .from(auditEvent)
      .where(and(...conditions))
      .orderBy(desc(auditEvent.occurredAt), desc(auditEvent.id))
      .limit(filter.limit);
  },
});

export type AuditRepository = ReturnType<typeof createAuditRepository>;
