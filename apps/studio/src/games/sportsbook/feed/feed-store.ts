import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import type { Competition } from '../engine/index.js';
import { checkFeedMessage, sequenceOf, storableMessage, storableReason } from './feed-message.js';
import { applyMessage, type Tx } from './feed-apply.js';
import {
  studioSportsFeedCompetition,
  studioSportsFeedCursor,
  studioSportsFeedRefusal,
} from './feed-store.tables.js';

/** What applying one message came to. Only APPLIED and REFUSED (with a sequence) move the cursor. */
export type ApplyOutcome =
  | { status: 'APPLIED'; sequence: number }
  /** At or below the cursor: applied before (a resend, another consumer); nothing changes. */
  | { status: 'DUPLICATE'; sequence: number; cursor: number }
  /** Beyond the next one: a message is missing; nothing changes, the consumer resumes after the cursor. */
  | { status: 'GAP'; sequence: number; expected: number }
  /**
   * Malformed, or naming what the store does not know: nothing is applied. With a sequence, the
   * refusal is recorded and the cursor moves past it (else the stream would stop on it for good);
   * without one, it cannot be placed in the stream and only the log has it.
   */
  | { status: 'REFUSED'; sequence: number | null; reason: string };

export type FeedStoreOptions = {
  db: Db;
  providerId: string;
  /** How long betting stops after a goal, a red card or a cancelled event, from the message's `sentAt`. */
  betStopMs: number;
  /** When a result is published (a correction's time, which re-settlement asks by); Date.now by default. */
  now?: () => number;
};

/**
 * The provider's stream as stored (feed-store.tables.ts). Each message is applied in one
 * transaction that locks the provider's cursor row first: a message is applied only when its
 * sequence is the cursor's next, and the cursor moves with it, so a message sent twice, or to two
 * consumers at once, is applied once (the second waits on the lock and then finds it applied).
 */
export const createFeedStore = (options: FeedStoreOptions) => {
  const { db, providerId } = options;
  const now = options.now ?? Date.now;

  const cursor = async (): Promise<number | null> => {
    const [row] = await db
      .select({ sequence: studioSportsFeedCursor.sequence })
      .from(studioSportsFeedCursor)
      .where(eq(studioSportsFeedCursor.providerId, providerId));
    return row && row.sequence > 0 ? row.sequence : null;
  };

  /** Locks the cursor (0 before the first message) for the rest of the transaction. */
  const lockCursor = async (tx: Tx): Promise<number> => {
    await tx.insert(studioSportsFeedCursor).values({ providerId, sequence: 0 }).onConflictDoNothing();
    const [row] = await tx
      .select({ sequence: studioSportsFeedCursor.sequence })
      .from(studioSportsFeedCursor)
      .where(eq(studioSportsFeedCursor.providerId, providerId))
      .for('update');
    return row!.sequence;
  };

  const moveCursor = (tx: Tx, sequence: number) =>
    tx
      .update(studioSportsFeedCursor)
      .set({ sequence, appliedAt: sql`now()` })
      .where(eq(studioSportsFeedCursor.providerId, providerId));

  const refuse = async (tx: Tx, sequence: number, reason: string, message: unknown) => {
    await tx
      .insert(studioSportsFeedRefusal)
      .values({ providerId, sequence, reason: storableReason(reason), message: storableMessage(message) })
      .onConflictDoNothing();
    await moveCursor(tx, sequence);
  };

  const apply = async (raw: unknown): Promise<ApplyOutcome> => {
    const checked = checkFeedMessage(raw);
    const sequence = checked.ok ? checked.message.sequence : sequenceOf(raw);
    if (sequence === null) {
      return { status: 'REFUSED', sequence: null, reason: checked.ok ? 'SEQUENCE_INVALID' : checked.reason };
    }
    return db.transaction(async (tx): Promise<ApplyOutcome> => {
      const current = await lockCursor(tx);
      if (sequence <= current) return { status: 'DUPLICATE', sequence, cursor: current };
      // The first message of a provider's stream may start anywhere; after it, one by one.
      if (current > 0 && sequence !== current + 1) return { status: 'GAP', sequence, expected: current + 1 };
      if (!checked.ok) {
        await refuse(tx, sequence, checked.reason, raw);
        return { status: 'REFUSED', sequence, reason: checked.reason };
      }
      const refusal = await applyMessage(tx, {
        providerId,
        message: checked.message,
        betStopMs: options.betStopMs,
        now: now(),
      });
      if (refusal) {
        await refuse(tx, sequence, refusal, raw);
        return { status: 'REFUSED', sequence, reason: refusal };
      }
      await moveCursor(tx, sequence);
      return { status: 'APPLIED', sequence };
    });
  };

  /** The provider's competitions, as `SportsFeed.competitions` gives them (outside the stream). */
  const storeCompetitions = async (competitions: readonly Competition[]): Promise<void> => {
    for (const competition of competitions) {
      const row = { providerId, ...competition };
      await db
        .insert(studioSportsFeedCompetition)
        .values(row)
        .onConflictDoUpdate({
          target: [studioSportsFeedCompetition.providerId, studioSportsFeedCompetition.id],
          set: {
            sport: row.sport,
            title: row.title,
            name: row.name,
            country: row.country,
            season: row.season,
          },
        });
    }
  };

  /** The refusals recorded at or after `sequence` (operators and tests read them). */
  const refusals = (fromSequence = 0) =>
    db
      .select()
      .from(studioSportsFeedRefusal)
      .where(
        and(
          eq(studioSportsFeedRefusal.providerId, providerId),
          sql`${studioSportsFeedRefusal.sequence} >= ${fromSequence}`,
        ),
      )
      .orderBy(studioSportsFeedRefusal.sequence);

  return { providerId, cursor, apply, storeCompetitions, refusals };
};

export type FeedStore = ReturnType<typeof createFeedStore>;
