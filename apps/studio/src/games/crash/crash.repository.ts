import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  studioCrashChain,
  studioCrashRound,
  type CrashRoundStatus,
  type StudioCrashChainRow,
  type StudioCrashRoundRow,
} from './crash.tables.js';
import { studioRound } from '../../studio.tables.js';
import { CRASH_GAME_CODE } from './crash-games.js';

export type NewCrashRound = Pick<
  StudioCrashRoundRow,
  'chainId' | 'round' | 'hash' | 'crashPoint' | 'edgeBp' | 'bettingAt'
>;

export const createCrashRepository = (db: Db) => ({
  async activeChain(): Promise<StudioCrashChainRow | null> {
    const [row] = await db.select().from(studioCrashChain).where(isNull(studioCrashChain.retiredAt));
    return row ?? null;
  },

  /** Retires the chain in play (if any) and puts `chain` in its place, as one step. */
  async replaceChain(
    retiring: string | null,
    chain: Pick<StudioCrashChainRow, 'id' | 'secret' | 'length' | 'terminalHash' | 'salt'>,
  ): Promise<void> {
    await db.transaction(async (tx) => {
      if (retiring) {
        await tx
          .update(studioCrashChain)
          .set({ retiredAt: sql`now()` })
          .where(and(eq(studioCrashChain.id, retiring), isNull(studioCrashChain.retiredAt)));
      }
      await tx.insert(studioCrashChain).values(chain);
    });
  },

  /**
   * Takes the chain's next round and stores it in its betting phase, as one step: a round number
   * is never played twice. Null when the chain is used up (or another process took it).
   */
  async claimRound(input: NewCrashRound): Promise<boolean> {
    return db.transaction(async (tx) => {
      const moved = await tx
        .update(studioCrashChain)
        .set({ nextRound: input.round + 1 })
        .where(
          and(
            eq(studioCrashChain.id, input.chainId),
            eq(studioCrashChain.nextRound, input.round),
            sql`${studioCrashChain.nextRound} <= ${studioCrashChain.length}`,
            isNull(studioCrashChain.retiredAt),
          ),
        )
        .returning({ id: studioCrashChain.id });
      if (moved.length !== 1) return false;
      await tx.insert(studioCrashRound).values({ ...input, status: 'betting' });
      return true;
    });
  },

  async markRound(
    key: { chainId: string; round: number },
    change: { status: CrashRoundStatus; startedAt?: Date; endedAt?: Date },
  ): Promise<void> {
    await db
      .update(studioCrashRound)
      .set(change)
      .where(and(eq(studioCrashRound.chainId, key.chainId), eq(studioCrashRound.round, key.round)));
  },

  /** Rounds a stopped server left before their crash: they will never fly again. */
  async interruptUnfinished(at: Date): Promise<StudioCrashRoundRow[]> {
    return db.transaction(async (tx) => {
      // Crash runs in one process, so at its start every Crash bet still in play belongs to a round
      // a stop interrupted: it is due now, and recovery pays its stake back at once.
      await tx
        .update(studioRound)
        .set({ settleAfter: at })
        .where(and(eq(studioRound.gameCode, CRASH_GAME_CODE), eq(studioRound.status, 'in-play')));
      return tx
        .update(studioCrashRound)
        .set({ status: 'interrupted', endedAt: at })
        .where(inArray(studioCrashRound.status, ['betting', 'flying']))
        .returning();
    });
  },

  /** The last crashed rounds, newest first. */
  async recentCrashes(limit: number): Promise<StudioCrashRoundRow[]> {
    return db
      .select()
      .from(studioCrashRound)
      .where(eq(studioCrashRound.status, 'crashed'))
      .orderBy(desc(studioCrashRound.endedAt))
      .limit(limit);
  },
});

export type CrashRepository = ReturnType<typeof createCrashRepository>;
