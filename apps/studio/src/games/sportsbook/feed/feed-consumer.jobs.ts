import type { JobQueue } from '@platform/server-kit';
import type { FeedConsumer } from './feed-consumer.js';

export const FEED_CONSUMER_JOB = 'sportsbook.consume-feed';

/** A consumer run's period: a run reads for all of it but the last second, then the next takes over. */
export const FEED_CONSUMER_PERIOD_MS = 10_000;

/**
 * The consumer on the studio's pg-boss queue: one run per 10-second period across every instance,
 * so one instance at a time holds the subscription, and when it stops the next period's run starts
 * wherever a worker is free, after the stored cursor. A run ends a second before its period does so
 * runs do not overlap; if one ever did (a slow close), the store's cursor lock applies each message once.
 */
export const scheduleFeedConsumer = (jobs: JobQueue, consumer: FeedConsumer): void => {
  jobs.every(
    FEED_CONSUMER_JOB,
    { everyMs: FEED_CONSUMER_PERIOD_MS },
    async () => {
      await consumer.run({ forMs: FEED_CONSUMER_PERIOD_MS - 1_000 });
    },
    { retryLimit: 0, timeoutSeconds: 60 },
  );
};
