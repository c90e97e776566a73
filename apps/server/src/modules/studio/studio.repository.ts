import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { UNFINISHED_STATUSES, studioRound, type RoundStatus, type StudioRoundRow } from './studio.tables.js';

export const createStudioRepository = (db: Db) => ({
  async insertRound(row: Omit<StudioRoundRow, 'createdAt' | 'updatedAt' | 'refusal'>): Promise<void> {
    await db.insert(studioRound).values(row);
  },

  /** Moves a round on only from the state the caller saw, so two finishers never both act. */
  async advance(
    id: string,
    from: RoundStatus,
    to: RoundStatus,
    refusal: string | null = null,
  ): Promise<boolean> {
    const moved = await db
      .update(studioRound)
      .set({ status: to, refusal, updatedAt: sql`now()` })
      .where(and(eq(studioRound.id, id), eq(studioRound.status, from)))
      .returning({ id: studioRound.id });
    return moved.length === 1;
  },

  async findRound(id: string): Promise<StudioRoundRow | null> {
    const [row] = await db.select().from(studioRound).where(eq(studioRound.id, id));
    return row ?? null;
  },

  /** Unfinished rounds begun before a time, oldest first. */
  async unfinishedRounds(before: Date, limit: number): Promise<StudioRoundRow[]> {
    return db
      .select()
      .from(studioRound)
      .where(and(inArray(studioRound.status, [...UNFINISHED_STATUSES]), lt(studioRound.createdAt, before)))
      .orderBy(asc(studioRound.createdAt))
      .limit(limit);
  },
});

export type StudioRepository = ReturnType<typeof createStudioRepository>;
