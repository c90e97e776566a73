import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { supportConversation, supportMessage } from './care.tables.js';

export type SupportMessageRow = typeof supportMessage.$inferSelect;

/** How many of the latest messages a conversation shows. */
export const SUPPORT_HISTORY = 200;

export const createSupportRepository = (db: Db) => ({
  /**
   * A message and its conversation's summary in one transaction. The conversation row is written
   * first (insert or update), which locks it: two messages of one conversation are counted one
   * after the other, so a member's unread count for the operators is exact.
   */
  async append(input: {
    memberId: string;
    author: 'MEMBER' | 'OPERATOR';
    operatorAccount: string | null;
    body: string;
  }): Promise<SupportMessageRow> {
    return db.transaction(async (tx) => {
      const unread = input.author === 'MEMBER' ? 1 : 0;
      await tx
        .insert(supportConversation)
        .values({ memberId: input.memberId, operatorUnread: unread })
        .onConflictDoUpdate({
          target: supportConversation.memberId,
          set: {
            lastMessageAt: sql`now()`,
            operatorUnread:
              input.author === 'MEMBER' ? sql`${supportConversation.operatorUnread} + 1` : sql`0`,
          },
        });
      const [row] = await tx.insert(supportMessage).values(input).returning();
      return row!;
    });
  },

  async exists(memberId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: supportConversation.memberId })
      .from(supportConversation)
      .where(eq(supportConversation.memberId, memberId));
    return Boolean(row);
  },

  /** The latest messages, oldest first. */
  async history(memberId: string): Promise<SupportMessageRow[]> {
    const rows = await db
      .select()
      .from(supportMessage)
      .where(eq(supportMessage.memberId, memberId))
      .orderBy(desc(supportMessage.createdAt), desc(supportMessage.id))
      .limit(SUPPORT_HISTORY);
    return rows.reverse();
  },

  async markReadByOperators(memberId: string): Promise<void> {
    await db
      .update(supportConversation)
      .set({ operatorUnread: 0 })
      .where(eq(supportConversation.memberId, memberId));
  },

  /** The conversations, most recent first, with their last message. */
  async conversations(limit: number) {
    const result = await db.execute(sql`
      select c.member_id, c.operator_unread, c.last_message_at, m.body, m.author
      from support_conversation c
      join lateral (
        select body, author from support_message
        where member_id = c.member_id order by created_at desc, id desc limit 1
      ) m on true
      order by c.last_message_at desc
      limit ${limit}`);
    const rows = (
      result as unknown as {
        rows: Array<{
          member_id: string;
          operator_unread: number;
          last_message_at: Date | string;
          body: string;
          author: 'MEMBER' | 'OPERATOR';
        }>;
      }
    ).rows;
    const [total] = await db
      .select({ n: sql<number>`coalesce(sum(${supportConversation.operatorUnread}), 0)::int` })
      .from(supportConversation);
    return { rows, unread: Number(total?.n ?? 0) };
  },
});

export type SupportRepository = ReturnType<typeof createSupportRepository>;
