import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** The VIP level records (loyalty.tables.ts). Queries only. */
export const createLoyaltyRepository = (db: Db) => ({
  /**
   * Records a member's level as `level` if it differs from the recorded one, with one history row
   * for the change, in one statement: the member_vip row is inserted or conditionally updated, and
   * the history row is written only from the row that statement changed. Two runs (or two
   * instances) computing the same level therefore record one change. A member seen for the first
   * time is recorded from level 0, and a first level of 0 is no change.
   */
  async recordLevel(memberId: string, level: number): Promise<{ from: number; to: number } | null> {
    const result = await db.execute(sql`
      with previous as (
        select level from member_vip where member_id = ${memberId}
      ), changed as (
        insert into member_vip (member_id, level) values (${memberId}, ${level})
        on conflict (member_id) do update set level = excluded.level, updated_at = now()
          where member_vip.level <> excluded.level
        returning level
      ), history as (
        insert into vip_level_change (member_id, from_level, to_level)
        select ${memberId}, coalesce((select level from previous), 0), changed.level from changed
        where changed.level <> coalesce((select level from previous), 0)
        returning from_level, to_level
      )
      select from_level, to_level from history`);
    const rows = (result as unknown as { rows: Array<{ from_level: number; to_level: number }> }).rows;
    const row = rows[0];
    return row ? { from: Number(row.from_level), to: Number(row.to_level) } : null;
  },

  /** The member's recorded level, or null before the VIP job first ranked them. */
  async recordedLevelOf(memberId: string): Promise<number | null> {
    const result = await db.execute(sql`select level from member_vip where member_id = ${memberId}`);
    const row = (result as unknown as { rows: Array<{ level: number }> }).rows[0];
    return row ? Number(row.level) : null;
  },

  async changesOf(memberId: string) {
    const result = await db.execute(sql`
      select from_level, to_level, created_at from vip_level_change
      where member_id = ${memberId} order by created_at desc, id desc limit 50`);
    return (
      result as unknown as { rows: Array<{ from_level: number; to_level: number; created_at: Date }> }
    ).rows.map((row) => ({ from: Number(row.from_level), to: Number(row.to_level) }));
  },
});

export type LoyaltyRepository = ReturnType<typeof createLoyaltyRepository>;
