import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue, type JobQueue } from '@platform/server-kit';
import { createStudioTestDatabase, type StudioTestDatabase } from '../../../../test/helpers/database.js';
import type { DatabaseHandle } from '../../../db/client.js';
import { createFakeWallet } from '../../sportsbook/bets/testing/fake-wallet.js';
import { plannedDraws } from './draw-schedule.js';
import { drawRoundId } from './lottery-states.js';
import { scheduleLotteryJobs } from './lottery.jobs.js';
import {
  addDraw,
  buyRequest,
  createLotteryFixture,
  lotterySession,
  TEST_LOTTERY_CONFIG,
} from './testing/lottery-fixture.js';

const quiet = { info: () => undefined, warn: () => undefined };

describe('lottery jobs', () => {
  let database: StudioTestDatabase;
  const queues: JobQueue[] = [];

  beforeAll(async () => {
    database = await createStudioTestDatabase();
  }, 60_000);
  afterAll(async () => {
    await Promise.all(queues.map((queue) => queue.stop()));
    await database.dispose();
  });

  it('on two instances: creates the draws once, closes, draws and settles a draw once, paying each ticket once', async () => {
    const wallet = createFakeWallet();
    const instances = [database.handle, database.connectAgain()].map((handle: DatabaseHandle) => {
      const { lottery } = createLotteryFixture(handle.db, { wallet });
      const queue = createJobQueue({
        sql: handle.sql,
        log: quiet,
        workers: true,
        pollMs: 500,
        stopTimeoutMs: 1_000,
      });
      scheduleLotteryJobs(queue, lottery);
      queues.push(queue);
      return { lottery, queue };
    });
    const { lottery } = instances[0]!;
    const start = Date.now();
    const drawId = await addDraw(
      lottery,
      { product: 'ELOTT', game: 'LUCKY_5' },
      {
        closesAt: start + 1_500,
        drawAt: start + 2_000,
      },
    );
    const sessions = Array.from({ length: 4 }, () => lotterySession(wallet, 10_000));
    const sides = ['BIG', 'SMALL', 'ODD', 'EVEN'] as const;
    await Promise.all(
      sessions.map((session, index) =>
        instances[index % 2]!.lottery.buy(
          session,
          buyRequest(drawId, {
            product: 'ELOTT',
            choice: { kind: 'SUM_SIDE', side: sides[index]! },
            stakeMinor: 1_000,
          }),
        ),
      ),
    );
    // One after the other: two queues installing pg-boss's schema at once on a fresh database can
    // collide on CREATE SCHEMA (the kit's concern, as in the sportsbook's job test).
    for (const { queue } of instances) await queue.start();
    await expect
      .poll(async () => (await lottery.repository.findDraw(drawId))?.status, {
        timeout: 30_000,
        interval: 250,
      })
      .toBe('SETTLED');
    // Big or small wins, and odd or even: two of the four tickets, each paid once at 1.96.
    const wins = sessions.map((session) =>
      wallet.entriesOf(drawRoundId(drawId, session.playerId)).filter((entry) => entry.kind === 'win'),
    );
    expect(wins.every((entries) => entries.length === 1)).toBe(true);
    expect(wins.map((entries) => entries[0]!.amount).sort((a, b) => a - b)).toEqual([0, 0, 1_960, 1_960]);
    const balances = sessions.map((session) => wallet.balanceOf(session.playerId)).sort((a, b) => a - b);
    expect(balances).toEqual([9_000, 9_000, 10_960, 10_960]);

    // The scheduler's first run created the draws planned at its time, each once.
    const planned = plannedDraws(new Date(start), TEST_LOTTERY_CONFIG).filter(
      (draw) => draw.drawAt.getTime() > Date.now() + 60_000,
    );
    for (const draw of planned.slice(0, 5)) {
      expect((await lottery.repository.findDraw(draw.id))?.serverSeedHash).toMatch(/^[0-9a-f]{64}$/u);
    }
    // More finder ticks change nothing.
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    expect(wallet.entries.filter((entry) => entry.kind === 'win')).toHaveLength(4);
  }, 90_000);
});
