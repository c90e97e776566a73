import type { JobQueue } from '@platform/server-kit';
import type { Lottery } from './lottery-service.js';

/** Names of the lottery's jobs on the studio's queue. */
export const LOTTERY_JOBS = {
  scheduleDraws: 'lottery.schedule-draws',
  findDue: 'lottery.find-due',
  draw: 'lottery.draw',
  settle: 'lottery.settle',
  recover: 'lottery.recover',
} as const;

/** How long a failed draw or settlement run waits before the finder may start another for it. */
export const LOTTERY_RETRY_WINDOW_MS = 10 * 60_000;

/** The key of a draw's drawing or settlement run in the retry window holding `at`. */
export const lotteryRunKey = (drawId: string, at: number): string =>
  `${drawId}:${Math.floor(at / LOTTERY_RETRY_WINDOW_MS)}`;

type Log = { info(object: unknown, message: string): void };

/**
 * The lottery's scheduled work, on the studio's pg-boss queue so it runs once across instances:
 * - every 30 s, the draws that should exist are created (each key once: the draw's primary key;
 *   a seed drawn by an instance that lost the insert is never stored or shown);
 * - every 5 s, draws whose betting is over are closed, and each due draw gets one drawing run and
 *   one settlement run per `drawId:window` (runOnce: a key runs at most once ever; a run that gave
 *   up is tried again in the next 10-minute window; both are safe to repeat);
 * - every minute, recovery of purchases and wallet calls an outage left without an answer.
 */
export const scheduleLotteryJobs = (jobs: JobQueue, lottery: Lottery, log?: Log): void => {
  jobs.every(
    LOTTERY_JOBS.scheduleDraws,
    { everyMs: 30_000 },
    async () => {
      const created = await lottery.scheduleDraws();
      if (created.length > 0) log?.info({ draws: created.length }, 'lottery draws created');
    },
    { retryLimit: 2, timeoutSeconds: 60 },
  );
  jobs.defineJob<{ drawId: string }>(
    LOTTERY_JOBS.draw,
    async ({ payload }) => {
      if (await lottery.drawDraw(payload.drawId)) {
        log?.info({ draw: payload.drawId }, 'lottery draw drawn');
        await jobs.runOnce(LOTTERY_JOBS.settle, lotteryRunKey(payload.drawId, Date.now()), payload);
      }
    },
    { retryLimit: 10, retryDelaySeconds: 2, timeoutSeconds: 60 },
  );
  jobs.defineJob<{ drawId: string }>(
    LOTTERY_JOBS.settle,
    async ({ payload }) => {
      const done = await lottery.settleDraw(payload.drawId);
      if (done.settled > 0) log?.info({ draw: payload.drawId, ...done }, 'lottery draw settled');
    },
    { retryLimit: 10, retryDelaySeconds: 5, timeoutSeconds: 600 },
  );
  jobs.every(
    LOTTERY_JOBS.findDue,
    { everyMs: 5_000 },
    async () => {
      const at = Date.now();
      const { toDraw, toSettle } = await lottery.dueDraws();
      for (const drawId of toDraw)
        await jobs.runOnce(LOTTERY_JOBS.draw, lotteryRunKey(drawId, at), { drawId });
      for (const drawId of toSettle) {
        await jobs.runOnce(LOTTERY_JOBS.settle, lotteryRunKey(drawId, at), { drawId });
      }
    },
    { retryLimit: 0, timeoutSeconds: 60 },
  );
  jobs.every(
    LOTTERY_JOBS.recover,
    { everyMs: 60_000 },
    async () => {
      const done = await lottery.recover();
      if (done.rolledBack + done.resent > 0) log?.info(done, 'lottery tickets recovered');
    },
    { retryLimit: 2, timeoutSeconds: 120 },
  );
};
