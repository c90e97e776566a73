import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { periodsAndRuns } from '../../../tests/jobs-once.js';

const SCHEDULED = [
  'games.import-catalogue',
  'payments.sweep',
  'agents.settle-realtime',
  'agents.settle-hourly',
  'agents.settle-daily',
  'agents.team-rollup',
  'missions.progress',
  'missions.settle',
];

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

  it('runs the catalogue import, the payments sweep, contract settlement, the agent team roll-up and the missions jobs once per period across both instances', async () => {
    for (const job of SCHEDULED) {
      const seen = await periodsAndRuns(t.database.handle.sql, [t.app, second], job);
      expect(seen.periods.length).toBeGreaterThan(0);
      expect(seen.runs).toBe(seen.periods.length);
      for (const period of seen.periods) expect(new Date(period).getUTCSeconds()).toBe(0);
    }
  });
});
