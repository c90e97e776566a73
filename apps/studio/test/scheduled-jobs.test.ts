import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildStudioApp } from '../src/app.js';
import { plannedDraws, type Lottery } from '../src/games/lottery/index.js';
import { buildStudioTestApp, type StudioTestApp } from './helpers/app.js';
import { periodsAndRuns } from '../../../tests/jobs-once.js';

describe('scheduled jobs of the studio', () => {
  let t: StudioTestApp;
  let second: FastifyInstance;
  let secondLottery: Lottery | null;

  beforeAll(async () => {
    // Two instances of the studio on one database, both running jobs.
    t = await buildStudioTestApp({ JOB_WORKERS: '1', JOB_POLL_MS: '500' });
    ({ app: second, lottery: secondLottery } = await buildStudioApp({
      config: t.config,
      database: t.database.connectAgain(),
    }));
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

  it('creates the lottery’s planned draws on the job queue, once per period across both instances', async () => {
    const seen = await periodsAndRuns(t.database.handle.sql, [t.app, second], 'lottery.schedule-draws');
    expect(seen.periods.length).toBeGreaterThan(0);
    expect(seen.runs).toBe(seen.periods.length);
    // The draws of the configured schedule exist, every VN region's and SEA 4D's among them, and
    // both instances read the same ones; a run now creates none the job has not.
    const { rows } = await t.database.handle.sql.execute('select id from studio_lottery_draw');
    const ids = rows.map((row) => String(row.id));
    for (const prefix of ['VN-NORTH-', 'VN-CENTRAL-', 'VN-SOUTH-', 'SEA4D-', 'ELOTT-LUCKY_5-5M-']) {
      expect(
        ids.some((id) => id.startsWith(prefix)),
        prefix,
      ).toBe(true);
    }
    const fourD = plannedDraws(new Date(), {
      vnCloseMinutesBefore: t.config.STUDIO_LOTTERY_VN_CLOSE_MINUTES,
      sea4dCloseMinutesBefore: t.config.STUDIO_LOTTERY_SEA4D_CLOSE_MINUTES,
      elottCloseSeconds: t.config.STUDIO_LOTTERY_ELOTT_CLOSE_SECONDS,
      elottAheadMs: 0,
    }).find((draw) => draw.game.product === 'SEA_4D')!;
    expect(await secondLottery?.repository.findDraw(fourD.id)).toMatchObject({ status: 'SCHEDULED' });
    expect(await t.lottery?.repository.findDraw(fourD.id)).toMatchObject({ status: 'SCHEDULED' });
  });
});
