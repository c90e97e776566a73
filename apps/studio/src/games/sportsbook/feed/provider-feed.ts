import type { JobQueue } from '@platform/server-kit';
import type { Db } from '../../../db/client.js';
import type { SportsFeed } from '../engine/index.js';
import { createFeedBook } from './feed-book.js';
import { createFeedConsumer } from './feed-consumer.js';
import { scheduleFeedConsumer } from './feed-consumer.jobs.js';
import { createFeedStore } from './feed-store.js';

type Log = {
  info(object: unknown, message: string): void;
  warn(object: unknown, message: string): void;
};

/**
 * A provider's path into the sportsbook, put together: its stream stored by the consumer (one run
 * per period on the job queue, across instances), and the book every instance answers from.
 * `book` is what replaces the simulated football book (sections-book.ts).
 */
export const createProviderFeed = (deps: { db: Db; feed: SportsFeed; betStopMs: number; log?: Log }) => {
  const store = createFeedStore({ db: deps.db, providerId: deps.feed.providerId, betStopMs: deps.betStopMs });
  const consumer = createFeedConsumer({ feed: deps.feed, store, ...(deps.log ? { log: deps.log } : {}) });
  const book = createFeedBook({
    db: deps.db,
    providerId: deps.feed.providerId,
    ...(deps.log ? { log: deps.log } : {}),
  });
  return {
    store,
    consumer,
    book,
    schedule: (jobs: JobQueue) => scheduleFeedConsumer(jobs, consumer),
    /** Starts reading the store into the book (every refresh period). */
    start: () => book.start(),
    async stop() {
      consumer.stop();
      await book.stop();
    },
  };
};

export type ProviderFeed = ReturnType<typeof createProviderFeed>;
