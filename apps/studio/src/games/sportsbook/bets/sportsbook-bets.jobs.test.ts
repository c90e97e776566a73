import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue, type JobQueue } from '@platform/server-kit';
import { createStudioTestDatabase, type StudioTestDatabase } from '../../../../test/helpers/database.js';
import type { DatabaseHandle } from '../../../db/client.js';
import {
  scheduleSportsBetJobs,
  settlementRunKey,
  SETTLEMENT_RETRY_WINDOW_MS,
} from './sportsbook-bets.jobs.js';
import { createBetsFixture, playerSession, singleSlip } from './testing/bets-fixture.js';
import { createFakeBook, finished } from './testing/fake-book.js';
import { createFakeWallet } from './testing/fake-wallet.js';

const quiet = { info: () => undefined, warn: () => undefined };

describe('sportsbook bet jobs', () => {
  let database: StudioTestDatabase;
  const queues: JobQueue[] = [];

  beforeAll(async () => {
    database = await createStudioTestDatabase();
  }, 60_000);
  afterAll(async () => {
    await Promise.all(queues.map((queue) => queue.stop()));
    await database.dispose();
  });

  it('settles an event once its result is in, on two instances running jobs, paying every bet once', async () => {
    const book = createFakeBook();
    const wallet = createFakeWallet();
    const eventId = `${randomUUID().slice(0, 8)}-e1`;
    const leg = { eventId, marketKey: '1X2', selection: '1' };
    book.addEvent(eventId);
    book.price(leg, 2_000);
    const instances = [database.handle, database.connectAgain()].map((handle: DatabaseHandle) => {
      const { bets } = createBetsFixture(handle.db, { book, wallet });
      const queue = createJobQueue({
        sql: handle.sql,
        log: quiet,
        workers: true,
        pollMs: 500,
        stopTimeoutMs: 1_000,
      });
      scheduleSportsBetJobs(queue, bets);
      queues.push(queue);
      return { bets, queue };
    });
    const sessions = Array.from({ length: 10 }, () => playerSession(wallet, 10_000));
    const placed = await Promise.all(
      sessions.map((session, index) =>
        instances[index % 2]!.bets.place(session, singleSlip(session, leg, 2_000, 1_000)),
      ),
    );
    book.setResult(eventId, finished(1, 0));
    // One after the other: two queues installing pg-boss's schema at once on a fresh database can
    // collide on CREATE SCHEMA, which is the kit's concern, not this test's.
    for (const { queue } of instances) await queue.start();
    await expect
      .poll(() => wallet.entries.filter((entry) => entry.kind === 'win').length, {
        timeout: 20_000,
        interval: 200,
      })
      .toBe(10);
    for (const [index, { bet }] of placed.entries()) {
      expect(wallet.entriesOf(bet.id).map((entry) => [entry.kind, entry.amount])).toEqual([
        ['bet', 1_000],
        ['win', 2_000],
      ]);
      expect(wallet.balanceOf(sessions[index]!.wallet!.playerId)).toBe(11_000);
    }
    // The run is marked done once its handler returned, a moment after the last win. Its key holds
    // the retry window it started in: this one, or the one before if a window turned meanwhile.
    const runState = async () => {
      const now = Date.now();
      for (const at of [now, now - SETTLEMENT_RETRY_WINDOW_MS]) {
        const run = await instances[0]!.queue.runOf(
          'sportsbook.settle-event',
          settlementRunKey(eventId, 1, at),
        );
        if (run) return run.state;
      }
      return undefined;
    };
    await expect.poll(runState, { timeout: 10_000, interval: 200 }).toBe('done');
  }, 60_000);
});
