import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { buildTestApp, type TestApp } from './helpers/app.js';

const SCHEDULED = [
  'studio.recover-rounds',
  'payments.sweep',
  'agents.settle-realtime',
  'agents.settle-hourly',
  'agents.settle-daily',
  'agents.team-rollup',
];

/** The completed runs of a job an app's /metrics reports. */
const completedRuns = async (app: FastifyInstance, job: string): Promise<number> => {
  const response = await app.inject({ method: 'GET', url: '/metrics' });
  const line = response.body
    .split('\n')
    .find((each) => each.startsWith(`job_runs_total{job="${job}",outcome="completed"}`));
  return line ? Number(line.split(' ').at(-1)) : 0;
};

describe('scheduled jobs of the platform', () => {
  let t: TestApp;
  let second: FastifyInstance;

  beforeAll(async () => {
    // Two instances of the platform on one database, both running jobs.
    t = await buildTestApp({ JOB_WORKERS: '1', JOB_POLL_MS: '500' });
    second = await buildApp({ config: t.config, database: t.database.connectAgain() });
    await Promise.all([
      t.app.listen({ host: '127.0.0.1', port: 0 }),
      second.listen({ host: '127.0.0.1', port: 0 }),
    ]);
    // Two platforms to build, each seeding its caches, on a machine others share.
  }, 120_000);
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('runs the studio recovery, the payments sweep, contract settlement and the agent team roll-up once per period across both instances', async () => {
    const doneRuns = async (job: string) =>
      (
        await t.database.handle.sql.execute(
          `select run_key from job_run where name = $1 and state = 'done' order by run_key`,
          [job],
        )
      ).rows.map((row) => String(row.run_key));
    for (const job of SCHEDULED) {
      const deadline = Date.now() + 20_000;
      while ((await doneRuns(job)).length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      // Each period ran on one instance only: the runs the two report add up to the periods. A
      // run is marked done in the database a moment before its instance counts it, and a new
      // period may start between the two reads, so the counts are compared until they agree; a
      // period run twice would keep them apart for good.
      const countsOf = async () => ({
        periods: await doneRuns(job),
        runs: (await completedRuns(t.app, job)) + (await completedRuns(second, job)),
      });
      let seen = await countsOf();
      const settleBy = Date.now() + 10_000;
      while (seen.runs !== seen.periods.length && Date.now() < settleBy) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        seen = await countsOf();
      }
      expect(seen.periods.length).toBeGreaterThan(0);
      expect(seen.runs).toBe(seen.periods.length);
      for (const period of seen.periods) expect(new Date(period).getUTCSeconds()).toBe(0);
    }
  });
});
