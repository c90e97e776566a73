import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildStudioApp, type StudioApp } from '../src/app.js';
import { buildStudioTestApp, type StudioTestApp } from './helpers/app.js';
import { periodsAndRuns } from '../../../tests/jobs-once.js';

const SLOT_MINUTES = 1;

/**
 * STUDIO_SPORTS_FEED=simulated-feed on two instances of one database: the consumer runs once per
 * period across both, and both instances' books answer football from the stored stream alike.
 */
describe('the studio on the simulated provider feed', () => {
  let t: StudioTestApp;
  let second: StudioApp;
  const origin = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 60_000).toISOString();

  beforeAll(async () => {
    t = await buildStudioTestApp({
      JOB_WORKERS: '1',
      JOB_POLL_MS: '500',
      STUDIO_SPORTS_FEED: 'simulated-feed',
      STUDIO_SPORTS_FEED_ORIGIN: origin,
      STUDIO_SPORTS_SLOT_MINUTES: String(SLOT_MINUTES),
      STUDIO_SPORTS_SPEED: '60',
      // The lottery's periodic jobs are not this test's subject: off, the consumer's runs are the
      // only scheduled work on the test database, as they were before the lottery had jobs.
      STUDIO_LOTTERY_PUBLISHED: '0',
    });
    second = await buildStudioApp({ config: t.config, database: t.database.connectAgain() });
    await Promise.all([
      t.app.listen({ host: '127.0.0.1', port: 0 }),
      second.app.listen({ host: '127.0.0.1', port: 0 }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await second.app.close();
    await t.close();
  });

  it('consumes the feed once per period across both instances, and both answer from the store', async () => {
    const instances: FastifyInstance[] = [t.app, second.app];
    // A run reads for 9 s of its 10 s period: on a busy machine the first may end well after the start.
    const doneRuns = async () =>
      (
        await t.database.handle.sql.execute(
          `select count(*)::int as runs from job_run where name = 'sportsbook.consume-feed' and state = 'done'`,
        )
      ).rows[0]?.runs as number;
    const firstBy = Date.now() + 60_000;
    while ((await doneRuns()) === 0 && Date.now() < firstBy)
      await new Promise((resolve) => setTimeout(resolve, 250));
    const seen = await periodsAndRuns(t.database.handle.sql, instances, 'sportsbook.consume-feed');
    expect(seen.periods.length).toBeGreaterThan(0);
    expect(seen.runs).toBe(seen.periods.length);

    const cursor = await t.database.handle.sql.execute(
      `select sequence from studio_sports_feed_cursor where provider_id = 'simulated-feed'`,
    );
    expect(Number(cursor.rows[0]?.sequence)).toBeGreaterThan(0);
    // Each instance's book reads the store every second: give both a moment to catch up.
    const footballOf = (app: StudioApp) =>
      app.studio
        .sportsbook!.book.events('SPORTS', Date.now())
        .filter((event) => event.sport === 'FOOTBALL')
        .map((event) => event.id);
    const agree = () => {
      const first = footballOf(t);
      return first.length > 0 && JSON.stringify(first) === JSON.stringify(footballOf(second));
    };
    const by = Date.now() + 10_000;
    while (!agree() && Date.now() < by) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(agree()).toBe(true);
    // Both price the same markets of an event. Not necessarily the first listed: a match at its
    // final whistle is still listed live with every market closed, so one with markets is sought.
    const marketsOf = (app: StudioApp, eventId: string) =>
      (app.studio.sportsbook!.book.event(eventId, Date.now())?.markets ?? []).map((market) => market.key);
    const pricedAlike = () =>
      footballOf(t).some((eventId) => {
        const first = marketsOf(t, eventId);
        return first.length > 0 && JSON.stringify(first) === JSON.stringify(marketsOf(second, eventId));
      });
    const pricedBy = Date.now() + 10_000;
    while (!pricedAlike() && Date.now() < pricedBy) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(pricedAlike()).toBe(true);
  }, 120_000);
});
