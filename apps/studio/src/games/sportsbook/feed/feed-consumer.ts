import { setTimeout as delay } from 'node:timers/promises';
import type { Sport, SportsFeed } from '../engine/index.js';
import type { FeedStore } from './feed-store.js';

type Log = {
  info(object: unknown, message: string): void;
  warn(object: unknown, message: string): void;
};

export type ConsumerRun = {
  applied: number;
  duplicates: number;
  refused: number;
  /** Why the run ended before its time: a gap in the stream, or a message the store could not take. */
  stoppedBy: 'GAP' | 'STORE_FAILED' | null;
  cursor: number | null;
};

const SPORTS: readonly Sport[] = ['FOOTBALL', 'BASKETBALL', 'TENNIS', 'ESPORTS'];

/**
 * Reads a provider's stream into the store: subscribes after the stored cursor and resolves each
 * message only once the store has applied it (or found it applied, or refused it for good), so the
 * feed sends the next only then and a crash loses nothing. A run lasts `forMs` (or ends after
 * `idleMs` without a message); the next resumes after the cursor. Runs are started by the job
 * queue, one per period across instances (feed-consumer.jobs.ts); should two ever overlap, the
 * store's cursor lock still applies each message once.
 *
 * A gap (a message missing) ends the run: nothing after it is applied, and the next run asks the
 * feed again from the cursor. A store failure (the database away) ends it the same way. A
 * malformed message is refused by the store with its reason, logged here, and the stream goes on.
 */
export const createFeedConsumer = (deps: { feed: SportsFeed; store: FeedStore; log?: Log }) => {
  const { feed, store, log } = deps;
  let stopping = false;

  const storeCompetitions = async () => {
    for (const sport of SPORTS) {
      try {
        await store.storeCompetitions(await feed.competitions(sport));
      } catch (error) {
        log?.warn({ err: error, provider: feed.providerId, sport }, 'sportsbook feed competitions not read');
      }
    }
  };

  const run = async (options: { forMs: number; idleMs?: number }): Promise<ConsumerRun> => {
    await storeCompetitions();
    const done: ConsumerRun = { applied: 0, duplicates: 0, refused: 0, stoppedBy: null, cursor: null };
    let ended = false;
    let lastMessageAt = Date.now();
    const onMessage = async (message: unknown): Promise<void> => {
      // Messages sent after the run decided to end are left for the next run, after the cursor.
      if (ended) return;
      lastMessageAt = Date.now();
      try {
        const outcome = await store.apply(message);
        switch (outcome.status) {
          case 'APPLIED':
            done.applied += 1;
            return;
          case 'DUPLICATE':
            done.duplicates += 1;
            return;
          case 'REFUSED':
            done.refused += 1;
            log?.warn(
              { provider: feed.providerId, sequence: outcome.sequence, reason: outcome.reason },
              'sportsbook feed message refused',
            );
            return;
          case 'GAP':
            log?.warn(
              { provider: feed.providerId, sequence: outcome.sequence, expected: outcome.expected },
              'sportsbook feed gap: resuming after the cursor',
            );
            done.stoppedBy = 'GAP';
            ended = true;
            return;
          default: {
            const unknown: never = outcome;
            throw new Error(`unknown apply outcome ${JSON.stringify(unknown)}`);
          }
        }
      } catch (error) {
        log?.warn({ err: error, provider: feed.providerId }, 'sportsbook feed message not stored');
        done.stoppedBy = 'STORE_FAILED';
        ended = true;
      }
    };
    const subscription = feed.subscribe({ afterSequence: await store.cursor(), onMessage });
    const startedAt = Date.now();
    const idleMs = options.idleMs ?? Number.POSITIVE_INFINITY;
    while (
      !ended &&
      !stopping &&
      Date.now() - startedAt < options.forMs &&
      Date.now() - lastMessageAt < idleMs
    ) {
      await delay(Math.min(50, options.forMs));
    }
    ended = true;
    try {
      await subscription.close();
    } catch (error) {
      log?.warn({ err: error, provider: feed.providerId }, 'sportsbook feed subscription failed');
    }
    done.cursor = await store.cursor();
    if (done.applied + done.refused > 0)
      log?.info({ provider: feed.providerId, ...done }, 'sportsbook feed consumed');
    return done;
  };

  return {
    run,
    /** Ends the run under way at its next check, and makes later runs end at once (shutdown). */
    stop() {
      stopping = true;
    },
  };
};

export type FeedConsumer = ReturnType<typeof createFeedConsumer>;
