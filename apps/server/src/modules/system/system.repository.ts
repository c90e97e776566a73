import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { atRestKey, helpCenterSection, payloadKey, systemSetting } from './system.tables.js';

const AT_REST_KEY_ID = 'generated';

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

  /** The generated at-rest key, or null when none was generated yet. */
  async generatedAtRestKey(): Promise<Buffer | null> {
    const [row] = await db.select().from(atRestKey).where(eq(atRestKey.id, AT_REST_KEY_ID));
    return row ? Buffer.from(row.secret, 'base64') : null;
  },

  /** Stores `candidate` unless another instance stored its own first; returns the one kept. */
  async keepGeneratedAtRestKey(candidate: Buffer): Promise<Buffer> {
    await db
      .insert(atRestKey)
      .values({ id: AT_REST_KEY_ID, secret: candidate.toString('base64') })
      .onConflictDoNothing();
    const kept = await this.generatedAtRestKey();
    if (!kept) throw new Error('the generated at-rest key was not kept');
    return kept;
  },

  async insertMissingHelpSections(rows: HelpSectionRow[]): Promise<void> {
    if (rows.length === 0) return;
    await db.insert(helpCenterSection).values(rows).onConflictDoNothing();
  },
});

export type SystemRepository = ReturnType<typeof createSystemRepository>;
