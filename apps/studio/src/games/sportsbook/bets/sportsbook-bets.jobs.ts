import type { JobQueue } from '@platform/server-kit';
import type { SportsBets } from './sportsbook-bets.js';

/** Names of the bets' jobs on the studio's queue. */
export const SPORTS_BET_JOBS = {
  findResults: 'sportsbook.find-results',
  settleEvent: 'sportsbook.settle-event',
  findCorrections: 'sportsbook.find-corrections',
  resettleEvent: 'sportsbook.resettle-event',
  resettleWaiting: 'sportsbook.resettle-waiting',
  autoCashOut: 'sportsbook.auto-cash-out',
  recover: 'sportsbook.recover-bets',
} as const;

/** How long a failed settlement run waits before the finder may start another for the event. */
export const SETTLEMENT_RETRY_WINDOW_MS = 10 * 60_000;

/** The key of an event's settlement run for a result version, in the retry window holding `at`. */
export const settlementRunKey = (eventId: string, version: number, at: number): string =>
  `${eventId}:${version}:${Math.floor(at / SETTLEMENT_RETRY_WINDOW_MS)}`;

/**
 * The key of an event's re-settlement run for a corrected result version: like settlement's, one
 * run ever per key across instances, tried again in the next window if all its retries failed.
 */
export const resettlementRunKey = (eventId: string, version: number, at: number): string =>
  `resettle:${settlementRunKey(eventId, version, at)}`;

type Log = { info(object: unknown, message: string): void };

/**
 * The bets' scheduled work, on the studio's pg-boss queue so it runs once across instances:
 * - every 5 s, events with open legs and a result get one settlement run per
 *   `eventId:version:window` (runOnce: a key runs at most once ever, so a result is settled by one
 *   worker; a run that gave up is tried again in the next 10-minute window);
 * - every 5 s, auto cash-out;
 * - every minute, recovery of placements and wallet calls an outage left without an answer.
 */
export const scheduleSportsBetJobs = (jobs: JobQueue, bets: SportsBets, log?: Log): void => {
  jobs.defineJob<{ eventId: string }>(
    SPORTS_BET_JOBS.settleEvent,
    async ({ payload }) => {
      const done = await bets.settleEvent(payload.eventId);
      if (done.settled > 0) log?.info({ event: payload.eventId, ...done }, 'sportsbook event settled');
    },
    { retryLimit: 10, retryDelaySeconds: 5, timeoutSeconds: 600 },
  );
  jobs.every(
    SPORTS_BET_JOBS.findResults,
    { everyMs: 5_000 },
    async () => {
      // The key holds a 10-minute window besides the result's version: a run that failed all its
      // retries is tried again in the next window while the event still has open legs. Settling
      // is safe to repeat (each bet moves under its lock, each payment has its own id).
      const at = Date.now();
      for (const { eventId, version } of await bets.eventsToSettle()) {
        await jobs.runOnce(SPORTS_BET_JOBS.settleEvent, settlementRunKey(eventId, version, at), { eventId });
      }
    },
    { retryLimit: 0, timeoutSeconds: 60 },
  );
  jobs.defineJob<{ eventId: string }>(
    SPORTS_BET_JOBS.resettleEvent,
    async ({ payload }) => {
      const done = await bets.resettleEvent(payload.eventId);
      if (done.corrected > 0) log?.info({ event: payload.eventId, ...done }, 'sportsbook event re-settled');
    },
    { retryLimit: 10, retryDelaySeconds: 5, timeoutSeconds: 600 },
  );
  jobs.every(
    SPORTS_BET_JOBS.findCorrections,
    { everyMs: 5_000 },
    async () => {
      // Re-settling is safe to repeat (each bet moves under its lock, each leg once per version,
      // each difference under its own id), so a later window may run a version again.
      const at = Date.now();
      for (const { eventId, version } of bets.eventsToResettle()) {
        await jobs.runOnce(SPORTS_BET_JOBS.resettleEvent, resettlementRunKey(eventId, version, at), {
          eventId,
        });
      }
    },
    { retryLimit: 0, timeoutSeconds: 60 },
  );
  jobs.every(
    SPORTS_BET_JOBS.resettleWaiting,
    { everyMs: 30_000 },
    async () => {
      const done = await bets.resettleWaiting();
      if (done.corrected > 0) log?.info(done, 'sportsbook waiting corrections re-settled');
    },
    { retryLimit: 0, timeoutSeconds: 120 },
  );
  jobs.every(
    SPORTS_BET_JOBS.autoCashOut,
    { everyMs: 5_000 },
    async () => {
      const done = await bets.runAutoCashOut();
      if (done.cashedOut > 0) log?.info(done, 'sportsbook auto cash-outs');
    },
    { retryLimit: 0, timeoutSeconds: 60 },
  );
  jobs.every(
    SPORTS_BET_JOBS.recover,
    { everyMs: 60_000 },
    async () => {
      const done = await bets.recover();
      if (done.rolledBack + done.resent > 0) log?.info(done, 'sportsbook bets recovered');
    },
    { retryLimit: 2, timeoutSeconds: 120 },
  );
};
