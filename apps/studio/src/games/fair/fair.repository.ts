import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  studioRound,
  studioSeedPair,
  type StudioRoundRow,
  type StudioSeedPairRow,
} from '../../studio.tables.js';

export type NewSeedPair = Pick<StudioSeedPairRow, 'id' | 'serverSeed' | 'serverSeedHash'> & {
  /** The new pair's client seed; absent keeps the retired pair's. */
  clientSeed?: string | undefined;
};

/** The pair a bet draws from and the nonce it took. */
export type TakenNonce = Pick<StudioSeedPairRow, 'id' | 'serverSeed' | 'serverSeedHash' | 'clientSeed'> & {
  nonce: number;
};

const activeOf = (playerId: string) =>
  and(eq(studioSeedPair.playerId, playerId), isNull(studioSeedPair.revealedAt));

/** The provably fair games' queries: players' seed pairs and their rounds in play. */
export const createFairRepository = (db: Db) => ({
  async activePair(playerId: string): Promise<StudioSeedPairRow | null> {
    const [row] = await db.select().from(studioSeedPair).where(activeOf(playerId));
    return row ?? null;
  },

  /** Starts a player's first pair; a pair started at the same moment by another request wins. */
  async insertPair(row: Omit<StudioSeedPairRow, 'createdAt' | 'revealedAt' | 'nextNonce'>): Promise<void> {
    await db.insert(studioSeedPair).values(row).onConflictDoNothing();
  },

  /**
   * Takes the active pair's next nonce in one statement, so two bets never share one; null when
   * the player has no active pair.
   */
  async takeNonce(playerId: string): Promise<TakenNonce | null> {
    const [row] = await db
      .update(studioSeedPair)
      .set({ nextNonce: sql`${studioSeedPair.nextNonce} + 1` })
      .where(activeOf(playerId))
      .returning({
        id: studioSeedPair.id,
        serverSeed: studioSeedPair.serverSeed,
        serverSeedHash: studioSeedPair.serverSeedHash,
        clientSeed: studioSeedPair.clientSeed,
        nonce: sql<number>`${studioSeedPair.nextNonce} - 1`,
      });
    return row ? { ...row, nonce: Number(row.nonce) } : null;
  },

  /**
   * Retires the active pair (its server seed becomes public) and starts `next`, in one
   * transaction. Refused (`in-play`) while a round drawn from the pair is still being played: its
   * outcome would be known before it ends. Null when the player has no active pair.
   */
  async rotate(
    playerId: string,
    next: NewSeedPair,
  ): Promise<{ revealed: StudioSeedPairRow; active: StudioSeedPairRow } | 'in-play' | null> {
    return db.transaction(async (tx) => {
      // Locked, so a bet taking a nonce waits and then draws from the new pair.
      const [current] = await tx.select().from(studioSeedPair).where(activeOf(playerId)).for('update');
      if (!current) return null;
      const [playing] = await tx
        .select({ id: studioRound.id })
        .from(studioRound)
        .where(and(eq(studioRound.seedPairId, current.id), eq(studioRound.status, 'in-play')))
        .limit(1);
      if (playing) return 'in-play';
      const [revealed] = await tx
        .update(studioSeedPair)
        .set({ revealedAt: sql`now()` })
        .where(eq(studioSeedPair.id, current.id))
        .returning();
      const [active] = await tx
        .insert(studioSeedPair)
        .values({ ...next, playerId, clientSeed: next.clientSeed ?? current.clientSeed })
        .returning();
      return { revealed: revealed!, active: active! };
    });
  },

  /** The player's retired pairs, most recently revealed first. */
  async revealedPairs(playerId: string, limit: number): Promise<StudioSeedPairRow[]> {
    return db
      .select()
      .from(studioSeedPair)
      .where(and(eq(studioSeedPair.playerId, playerId), isNotNull(studioSeedPair.revealedAt)))
      .orderBy(desc(studioSeedPair.revealedAt), desc(studioSeedPair.createdAt))
      .limit(limit);
  },

  async findPair(id: string): Promise<StudioSeedPairRow | null> {
    const [row] = await db.select().from(studioSeedPair).where(eq(studioSeedPair.id, id));
    return row ?? null;
  },

  /** The player's round of this game still in play (a Mines game to resume), newest first. */
  async roundInPlay(playerId: string, gameCode: string): Promise<StudioRoundRow | null> {
    const [row] = await db
      .select()
      .from(studioRound)
      .where(
        and(
          eq(studioRound.playerId, playerId),
          eq(studioRound.gameCode, gameCode),
          eq(studioRound.status, 'in-play'),
        ),
      )
      .orderBy(desc(studioRound.createdAt))
      .limit(1);
    return row ?? null;
  },
});

export type FairRepository = ReturnType<typeof createFairRepository>;
