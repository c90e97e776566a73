import { and, asc, count, desc, eq, gt, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
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

  // Operators -----------------------------------------------------------------------------------

  /** Every announcement, by type, then list order. */
  async all(): Promise<AnnouncementRow[]> {
    return db
      .select()
      .from(announcement)
      .orderBy(
        asc(announcement.type),
        asc(announcement.sortOrder),
        desc(announcement.startsAt),
        asc(announcement.key),
      );
  },

  async byKey(key: string): Promise<AnnouncementRow | null> {
    const [row] = await db.select().from(announcement).where(eq(announcement.key, key));
    return row ?? null;
  },

  /**
   * Creates the row with this key or replaces every field of the one stored, in one statement (two
   * operators saving the same key at once end with one of the two versions, whole).
   */
  async save(row: Omit<NewAnnouncement, 'id' | 'createdAt' | 'updatedAt'>): Promise<AnnouncementRow> {
    const { key: _key, ...fields } = row;
    const [saved] = await db
      .insert(announcement)
      .values(row)
      .onConflictDoUpdate({ target: announcement.key, set: { ...fields, updatedAt: sql`now()` } })
      .returning();
    return saved!;
  },

  async setEnabled(key: string, enabled: boolean): Promise<AnnouncementRow | null> {
    const [row] = await db
      .update(announcement)
      .set({ enabled, updatedAt: sql`now()` })
      .where(eq(announcement.key, key))
      .returning();
    return row ?? null;
  },

  /**
   * Ends a started announcement at `now` (one that ended earlier keeps its end). Null when there is
   * no such key or it has not started (its window would close before it opens).
   */
  async end(key: string, now: Date): Promise<AnnouncementRow | null> {
    const [row] = await db
      .update(announcement)
      .set({
        endsAt: sql`least(coalesce(${announcement.endsAt}, ${now.toISOString()}::timestamptz), ${now.toISOString()}::timestamptz)`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(announcement.key, key), lt(announcement.startsAt, now)))
      .returning();
    return row ?? null;
  },

  async remove(key: string): Promise<AnnouncementRow | null> {
    const [row] = await db.delete(announcement).where(eq(announcement.key, key)).returning();
    return row ?? null;
  },

  /** Inserts the rows whose key is not stored yet; rows already there (maybe edited) are left alone. */
  async insertMissing(rows: NewAnnouncement[]): Promise<void> {
    if (rows.length === 0) return;
    await db.insert(announcement).values(rows).onConflictDoNothing({ target: announcement.key });
  },
});

export type MessagingRepository = ReturnType<typeof createMessagingRepository>;
