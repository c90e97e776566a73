import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Execution } from '@platform/contracts';
import type { Db } from '../../db/client.js';
import { announcement, type StoredType } from './messaging.tables.js';

export type AnnouncementRow = typeof announcement.$inferSelect;
export type NewAnnouncement = typeof announcement.$inferInsert;

/** Enabled, started and not yet ended at `now`. */
const publishedAt = (now: Date): SQL =>
  and(
    eq(announcement.enabled, true),
    lte(announcement.startsAt, now),
    or(isNull(announcement.endsAt), gt(announcement.endsAt, now)),
  )!;

export const createMessagingRepository = (db: Db) => ({
  /**
   * Published banners, popups of one audience and promotion notices, in list order (sort order,
   * then newest first). Player notices are paged separately.
   */
  async published(input: {
    types: StoredType[];
    now: Date;
    execution: Execution;
  }): Promise<AnnouncementRow[]> {
    if (input.types.length === 0) return [];
    return db
      .select()
      .from(announcement)
      .where(
        and(
          inArray(announcement.type, input.types),
          publishedAt(input.now),
          or(isNull(announcement.execution), eq(announcement.execution, input.execution)),
        ),
      )
      .orderBy(asc(announcement.sortOrder), desc(announcement.startsAt), asc(announcement.key));
  },

  /** One page of published player notices, newest first. */
  async playerNotices(input: { now: Date; limit: number; offset: number }): Promise<AnnouncementRow[]> {
    return db
      .select()
      .from(announcement)
      .where(and(eq(announcement.type, 'PL'), publishedAt(input.now)))
      .orderBy(desc(announcement.startsAt), asc(announcement.sortOrder), asc(announcement.key))
      .limit(input.limit)
      .offset(input.offset);
  },

  async countPlayerNotices(now: Date): Promise<number> {
    const [row] = await db
      .select({ total: count() })
      .from(announcement)
      .where(and(eq(announcement.type, 'PL'), publishedAt(now)));
    return row?.total ?? 0;
  },

  /** A banner whose artwork may be shown: enabled and already started (it may have ended since). */
  async startedBanner(id: string, now: Date): Promise<AnnouncementRow | null> {
    const [row] = await db
      .select()
      .from(announcement)
      .where(
        and(
          eq(announcement.id, id),
          eq(announcement.type, 'B'),
          eq(announcement.enabled, true),
          lte(announcement.startsAt, now),
        ),
      );
    return row ?? null;
  },

  /** Inserts the rows whose key is not stored yet; rows already there (maybe edited) are left alone. */
  async insertMissing(rows: NewAnnouncement[]): Promise<void> {
    if (rows.length === 0) return;
    await db.insert(announcement).values(rows).onConflictDoNothing({ target: announcement.key });
  },
});

export type MessagingRepository = ReturnType<typeof createMessagingRepository>;
