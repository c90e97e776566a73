import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue, type JobQueue } from '@platform/server-kit';
import { createStudioTestDatabase, type StudioTestDatabase } from '../../../../test/helpers/database.js';
import type { DatabaseHandle } from '../../../db/client.js';
import {
  resettlementRunKey,
  scheduleSportsBetJobs,
  SETTLEMENT_RETRY_WINDOW_MS,
} from './sportsbook-bets.jobs.js';
import { createBetsFixture, playerSession, singleSlip } from './testing/bets-fixture.js';
import { createFakeBook, finished } from './testing/fake-book.js';
import { createFakeWallet } from './testing/fake-wallet.js';

const TRIALS = 20;
const RACERS = 4;
const quiet = { info: () => undefined, warn: () => undefined };

/**
 * The re-settlement of one corrected result run by several instances at once (separate
 * connections on PostgreSQL, where they really race; one after another on PGlite), many times:
 * every bet's difference is paid exactly once and every balance is exact.
 */
describe('sportsbook re-settlement under racing runs', () => {
  let database: StudioTestDatabase;
  const queues: JobQueue[] = [];

  beforeAll(async () => {
    database = await createStudioTestDatabase();
  }, 60_000);
  afterAll(async () => {
    await Promise.all(queues.map((queue) => queue.stop()));
    await database.dispose();
  });

  it('the same correction re-settled by several instances at once pays each bet once', async () => {
    const book = createFakeBook();
    const wallet = createFakeWallet();
    const handles: DatabaseHandle[] = [
      database.handle,
      ...Array.from({ length: RACERS - 1 }, () => database.connectAgain()),
    ];
    const instances = handles.map((handle) => createBetsFixture(handle.db, { book, wallet }).bets);
    const bets = instances[0]!;
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const eventId = `${randomUUID().slice(0, 8)}-race`;
      const homeLeg = { eventId, marketKey: '1X2', selection: '1' };
      const awayLeg = { eventId, marketKey: '1X2', selection: '2' };
      book.addEvent(eventId);
      book.price(homeLeg, 2_000);
      book.price(awayLeg, 3_000);
      const sessions = Array.from({ length: 6 }, () => playerSession(wallet, 10_000));
      const placed = await Promise.all(
        sessions.map((session, index) =>
          bets.place(
            session,
            singleSlip(session, index % 2 === 0 ? homeLeg : awayLeg, index % 2 === 0 ? 2_000 : 3_000, 1_000),
          ),
        ),
      );
      book.setResult(eventId, finished(2, 0));
      await bets.settleEvent(eventId);
      book.correct(eventId, finished(0, 1));
      const runs = await Promise.all(instances.map((instance) => instance.resettleEvent(eventId)));
      expect(runs.reduce((sum, run) => sum + run.corrected, 0)).toBe(6);
      // A replay after the race changes nothing either.
      expect(await bets.resettleEvent(eventId)).toEqual({ corrected: 0, version: 2 });
      for (const [index, { bet }] of placed.entries()) {
        const wonFirst = index % 2 === 0;
        const adjusts = wallet.entriesOf(bet.id).filter((entry) => entry.kind === 'adjust');
        expect(adjusts.map((entry) => [entry.transactionId, entry.amount])).toEqual([
          [`${bet.id}:resettle:0:2`, wonFirst ? -2_000 : 3_000],
        ]);
        expect(wallet.balanceOf(sessions[index]!.wallet!.playerId)).toBe(wonFirst ? 9_000 : 12_000);
        expect(await bets.correctionsOf(bet.id)).toHaveLength(1);
      }
    }
  }, 240_000);

  it('the job queue re-settles a published correction once, on two instances', async () => {
    const book = createFakeBook();
    const wallet = createFakeWallet();
    const eventId = `${randomUUID().slice(0, 8)}-jobs`;
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
    const sessions = Array.from({ length: 6 }, () => playerSession(wallet, 10_000));
    const placed = await Promise.all(
      sessions.map((session) => instances[0]!.bets.place(session, singleSlip(session, leg, 2_000, 1_000))),
    );
    book.setResult(eventId, finished(1, 0));
    await instances[0]!.bets.settleEvent(eventId);
    book.correct(eventId, finished(0, 0));
    for (const { queue } of instances) await queue.start();
    await expect
      .poll(() => wallet.entries.filter((entry) => entry.kind === 'adjust').length, {
        timeout: 30_000,
        interval: 200,
      })
      .toBe(6);
    for (const [index, { bet }] of placed.entries()) {
      expect(wallet.entriesOf(bet.id).map((entry) => [entry.kind, entry.amount])).toEqual([
        ['bet', 1_000],
        ['win', 2_000],
        ['adjust', -2_000],
      ]);
      expect(wallet.balanceOf(sessions[index]!.wallet!.playerId)).toBe(9_000);
    }
    const runState = async () => {
      const now = Date.now();
      for (const at of [now, now - SETTLEMENT_RETRY_WINDOW_MS]) {
        const run = await instances[0]!.queue.runOf(
          'sportsbook.resettle-event',
          resettlementRunKey(eventId, 2, at),
        );
        if (run) return run.state;
      }
      return undefined;
    };
    await expect.poll(runState, { timeout: 10_000, interval: 200 }).toBe('done');
    // More finder ticks change nothing.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(wallet.entries.filter((entry) => entry.kind === 'adjust')).toHaveLength(6);
  }, 90_000);
});
