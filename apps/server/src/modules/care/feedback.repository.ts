import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { FeedbackStatus } from '@platform/contracts';
import type { Db } from '../../db/client.js';
import { feedback, feedbackImage } from './care.tables.js';

export type FeedbackRow = typeof feedback.$inferSelect;
export type FeedbackImageRow = typeof feedbackImage.$inferSelect;

/** How many of a member's feedback their page lists (newest first). */
const MEMBER_LIST_MAX = 50;

export const createFeedbackRepository = (db: Db) => ({
  /** The feedback and its images, in one transaction: all or nothing. */
  async insert(
    values: typeof feedback.$inferInsert,
    images: Array<{ name: string; contentType: string; data: string }>,
  ): Promise<FeedbackRow> {
    return db.transaction(async (tx) => {
      const [row] = await tx.insert(feedback).values(values).returning();
      if (images.length > 0) {
        await tx
          .insert(feedbackImage)
          .values(images.map((image, position) => ({ ...image, position, feedbackId: row!.id })));
      }
      return row!;
    });
  },

  async byId(id: string): Promise<FeedbackRow | null> {
    const [row] = await db.select().from(feedback).where(eq(feedback.id, id));
    return row ?? null;
  },

  async imageCounts(ids: string[]): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: feedbackImage.feedbackId, n: count() })
      .from(feedbackImage)
      .where(inArray(feedbackImage.feedbackId, ids))
      .groupBy(feedbackImage.feedbackId);
    return new Map(rows.map((row) => [row.id, Number(row.n)]));
  },

  images: (id: string): Promise<FeedbackImageRow[]> =>
    db.select().from(feedbackImage).where(eq(feedbackImage.feedbackId, id)).orderBy(feedbackImage.position),

  ofMember: (memberId: string): Promise<FeedbackRow[]> =>
    db
      .select()
      .from(feedback)
      .where(eq(feedback.memberId, memberId))
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(MEMBER_LIST_MAX),

  async page(filter: { status?: FeedbackStatus; limit: number; offset: number }) {
    const where: SQL | undefined = filter.status ? eq(feedback.status, filter.status) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(feedback)
        .where(where)
        .orderBy(desc(feedback.createdAt), desc(feedback.id))
        .limit(filter.limit)
        .offset(filter.offset),
      db.select({ n: count() }).from(feedback).where(where),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  },

  /**
   * One move of a feedback's status: applied only if the row is still in `from`, in one statement,
   * so of two operators acting at once exactly one moves it from there.
   */
  async transition(
    id: string,
    from: FeedbackStatus,
    set: Partial<typeof feedback.$inferInsert> & { status: FeedbackStatus },
  ): Promise<FeedbackRow | null> {
    const [row] = await db
      .update(feedback)
      .set(set)
      .where(and(eq(feedback.id, id), eq(feedback.status, from)))
      .returning();
    return row ?? null;
  },
});

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
