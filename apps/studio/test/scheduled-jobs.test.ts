import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildStudioApp } from '../src/app.js';
import { buildStudioTestApp, type StudioTestApp } from './helpers/app.js';
import { periodsAndRuns } from '../../../tests/jobs-once.js';

describe('scheduled jobs of the studio', () => {
  let t: StudioTestApp;
  let second: FastifyInstance;

  beforeAll(async () => {
    // Two instances of the studio on one database, both running jobs.
    t = await buildStudioTestApp({ JOB_WORKERS: '1', JOB_POLL_MS: '500' });
    second = (await buildStudioApp({ config: t.config, database: t.database.connectAgain() })).app;
    await Promise.all([
      t.app.listen({ host: '127.0.0.1', port: 0 }),
      second.listen({ host: '127.0.0.1', port: 0 }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('runs the round recovery once per period across both instances', async () => {
    const seen = await periodsAndRuns(t.database.handle.sql, [t.app, second], 'studio.recover-rounds');
    expect(seen.periods.length).toBeGreaterThan(0);
    expect(seen.runs).toBe(seen.periods.length);
  });
});
