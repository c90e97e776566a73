import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { ChatRoom } from '@platform/contracts';
import type { Db } from '../../db/client.js';
import { chatMessage, chatMute, chatSendWindow } from './chat.tables.js';

export type ChatRow = typeof chatMessage.$inferSelect;

/** The chat room's queries (docs/chat-room.md); the rules are the service's. */
export const createChatRepository = (db: Db) => ({
  /**
   * Counts one send of the member in the current window and answers how many they made in it,
   * this one included: one upsert, so simultaneous sends on any instance count one after the other.
   */
  async takeSend(memberId: string, window: number): Promise<number> {
    const [row] = await db
      .insert(chatSendWindow)
      .values({ memberId, window, sends: 1 })
      .onConflictDoUpdate({
        target: chatSendWindow.memberId,
        set: {
          sends: sql`case when ${chatSendWindow.window} = excluded.window_no then ${chatSendWindow.sends} + 1 else 1 end`,
          window: sql`greatest(${chatSendWindow.window}, excluded.window_no)`,
        },
      })
      .returning({ sends: chatSendWindow.sends });
    return row!.sends;
  },

  /** Until when the member is muted, or null. */
  async mutedUntil(memberId: string, now: Date): Promise<Date | null> {
    const [row] = await db
      .select({ until: chatMute.mutedUntil })
      .from(chatMute)
      .where(and(eq(chatMute.memberId, memberId), gt(chatMute.mutedUntil, now)));
    return row?.until ?? null;
  },

  async mute(row: { memberId: string; mutedUntil: Date; reason: string; mutedBy: string }): Promise<void> {
    await db
      .insert(chatMute)
      .values(row)
      .onConflictDoUpdate({
        target: chatMute.memberId,
        set: { mutedUntil: row.mutedUntil, reason: row.reason, mutedBy: row.mutedBy, mutedAt: sql`now()` },
      });
  },

  async insert(row: typeof chatMessage.$inferInsert): Promise<ChatRow> {
    const [inserted] = await db.insert(chatMessage).values(row).returning();
    return inserted!;
  },

  /** A message of an event (a big win) once per room; null when it was written already. */
  async insertOnce(row: typeof chatMessage.$inferInsert): Promise<ChatRow | null> {
    const [inserted] = await db
      .insert(chatMessage)
      .values(row)
      .onConflictDoNothing({ target: [chatMessage.room, chatMessage.eventKey] })
      .returning();
    return inserted ?? null;
  },

  /** The room's last `limit` messages not deleted, newest first. */
  async last(room: ChatRoom, limit: number): Promise<ChatRow[]> {
    return db
      .select()
      .from(chatMessage)
      .where(and(eq(chatMessage.room, room), isNull(chatMessage.deletedAt)))
      .orderBy(desc(chatMessage.id))
      .limit(limit);
  },

  /** Hides a message; null when there is none to hide (never was, or already deleted). */
  async softDelete(id: bigint, operatorId: string): Promise<ChatRow | null> {
    const [row] = await db
      .update(chatMessage)
      .set({ deletedAt: sql`now()`, deletedBy: operatorId })
      .where(and(eq(chatMessage.id, id), isNull(chatMessage.deletedAt)))
      .returning();
    return row ?? null;
  },
});

export type ChatRepository = ReturnType<typeof createChatRepository>;
