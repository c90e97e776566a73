import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { helpCenterSection, payloadKey, systemSetting } from './system.tables.js';

export type HelpSectionRow = typeof helpCenterSection.$inferInsert;

export const createSystemRepository = (db: Db) => ({
  async readSettings(): Promise<Array<{ key: string; value: unknown }>> {
    return db.select({ key: systemSetting.key, value: systemSetting.value }).from(systemSetting);
  },

  async writeSetting(key: string, value: unknown): Promise<void> {
    await db
      .insert(systemSetting)
      .values({ key, value })
      .onConflictDoUpdate({ target: systemSetting.key, set: { value, updatedAt: sql`now()` } });
  },

  /** Inserts only keys that are not stored yet, so operator edits survive restarts. */
  async insertMissingSettings(entries: Array<{ key: string; value: unknown }>): Promise<void> {
    if (entries.length === 0) return;
    await db.insert(systemSetting).values(entries).onConflictDoNothing();
  },

  async helpSections(lang: string, device: string) {
    return db
      .select({
        key: helpCenterSection.key,
        title: helpCenterSection.title,
        content: helpCenterSection.content,
      })
      .from(helpCenterSection)
      .where(and(eq(helpCenterSection.lang, lang), eq(helpCenterSection.device, device)))
      .orderBy(asc(helpCenterSection.sortOrder), asc(helpCenterSection.id));
  },

  /** Unretired payload keys, newest first. */
  async activePayloadKeys() {
    return db
      .select()
      .from(payloadKey)
      .where(isNull(payloadKey.retiredAt))
      .orderBy(desc(payloadKey.createdAt));
  },

  async insertPayloadKey(row: typeof payloadKey.$inferInsert): Promise<void> {
    await db.insert(payloadKey).values(row);
  },

  async insertMissingHelpSections(rows: HelpSectionRow[]): Promise<void> {
    if (rows.length === 0) return;
    await db.insert(helpCenterSection).values(rows).onConflictDoNothing();
  },
});

export type SystemRepository = ReturnType<typeof createSystemRepository>;
