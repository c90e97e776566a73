import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from './db/client.js';
import { createFairRepository } from './games/fair/index.js';
import { UNFINISHED_STATUSES, studioRound, type RoundStatus, type StudioRoundRow } from './studio.tables.js';

export const createStudioRepository = (db: Db) => ({
  /** The provably fair games' seed pairs and their rounds in play. */
  fair: createFairRepository(db),

  async insertRound(
    row: Omit<
      StudioRoundRow,
      'createdAt' | 'updatedAt' | 'refusal' | 'settleAfter' | 'seedPairId' | 'nonce'
    > &
      Partial<Pick<StudioRoundRow, 'settleAfter' | 'seedPairId' | 'nonce'>>,
  ): Promise<void> {
    await db.insert(studioRound).values(row);
  },

  /** A step of a round in play: its state and what it pays if abandoned now. */
  async updateInPlay(id: string, outcome: unknown, win: number): Promise<boolean> {
    const moved = await db
      .update(studioRound)
      .set({ outcome, win, updatedAt: sql`now()` })
      .where(and(eq(studioRound.id, id), eq(studioRound.status, 'in-play')))
      .returning({ id: studioRound.id });
    return moved.length === 1;
  },

  /** Ends a round in play with its win, ready to be paid (`bet-placed`). */
  async endInPlay(id: string, outcome: unknown, win: number): Promise<boolean> {
    const moved = await db
      .update(studioRound)
      .set({ outcome, win, status: 'bet-placed', updatedAt: sql`now()` })
      .where(and(eq(studioRound.id, id), eq(studioRound.status, 'in-play')))
      .returning({ id: studioRound.id });
    return moved.length === 1;
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

  /**
   * Unfinished rounds begun before `before`, oldest first; a round in play only once its
   * `settleAfter` has passed `abandonedBy`.
   */
  async unfinishedRounds(input: {
    before: Date;
    abandonedBy: Date;
    limit: number;
  }): Promise<StudioRoundRow[]> {
    return db
      .select()
      .from(studioRound)
      .where(
        and(
          inArray(studioRound.status, [...UNFINISHED_STATUSES]),
          lt(studioRound.createdAt, input.before),
          or(
            sql`${studioRound.status} <> 'in-play'`,
            isNull(studioRound.settleAfter),
            lt(studioRound.settleAfter, input.abandonedBy),
          ),
        ),
      )
      .orderBy(asc(studioRound.createdAt))
      .limit(input.limit);
  },
});

export type StudioRepository = ReturnType<typeof createStudioRepository>;
