import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { InboxKind } from '@platform/contracts';
import type { Db } from '../../db/client.js';
import { inboxMessage } from './inbox.tables.js';

export type InboxRow = typeof inboxMessage.$inferSelect;

/** The rows a member sees: their own, not deleted. Every read and change is scoped by both. */
const shownOf = (memberId: string) =>
  and(eq(inboxMessage.memberId, memberId), isNull(inboxMessage.deletedAt));
const unreadOf = (memberId: string) => and(shownOf(memberId), isNull(inboxMessage.readAt));

export const createInboxRepository = (db: Db) => ({
  /** One message per (member, event key): a second write of the same event does nothing. */
  async insertOnce(row: {
    memberId: string;
    eventKey: string;
    kind: InboxKind;
    params: Record<string, unknown>;
  }): Promise<boolean> {
    const inserted = await db
      .insert(inboxMessage)
      .values(row)
      .onConflictDoNothing({ target: [inboxMessage.memberId, inboxMessage.eventKey] })
      .returning({ id: inboxMessage.id });
    return inserted.length > 0;
  },

  /** A page of the member's messages, newest first (the id orders messages of the same instant). */
  async page(memberId: string, input: { limit: number; offset: number }): Promise<InboxRow[]> {
    return db
      .select()
      .from(inboxMessage)
      .where(shownOf(memberId))
      .orderBy(desc(inboxMessage.createdAt), desc(inboxMessage.id))
      .limit(input.limit)
      .offset(input.offset);
  },

  async counts(memberId: string): Promise<{ total: number; unread: number }> {
    const [row] = await db
      .select({
        total: count(),
        unread: sql<number>`count(*) filter (where ${inboxMessage.readAt} is null)`.mapWith(Number),
      })
      .from(inboxMessage)
      .where(shownOf(memberId));
    return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
  },

  /** Counted on the partial index of unread rows (inbox_message_unread). */
  async unreadCount(memberId: string): Promise<number> {
    const [row] = await db.select({ unread: count() }).from(inboxMessage).where(unreadOf(memberId));
    return row?.unread ?? 0;
  },

  /** Marks one of the member's messages read (the first reading's time is kept); null when not theirs. */
  async markRead(memberId: string, id: string): Promise<InboxRow | null> {
    const [row] = await db
      .update(inboxMessage)
      .set({ readAt: sql`coalesce(${inboxMessage.readAt}, now())` })
      .where(and(eq(inboxMessage.id, id), shownOf(memberId)))
      .returning();
    return row ?? null;
  },

  async markAllRead(memberId: string): Promise<void> {
    await db
      .update(inboxMessage)
      .set({ readAt: sql`now()` })
      .where(unreadOf(memberId));
  },

  /** Hides one of the member's messages; false when it is not theirs or already gone. */
  async softDelete(memberId: string, id: string): Promise<boolean> {
    const deleted = await db
      .update(inboxMessage)
      .set({ deletedAt: sql`now()` })
      .where(and(eq(inboxMessage.id, id), shownOf(memberId)))
      .returning({ id: inboxMessage.id });
    return deleted.length > 0;
  },
});

export type InboxRepository = ReturnType<typeof createInboxRepository>;
