import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LotteryGameRef } from '@platform/contracts';
import { createStudioTestDatabase, type StudioTestDatabase } from '../../../../test/helpers/database.js';
import { ELOTT_GAMES, ELOTT_PERIOD_MINUTES, VN_REGIONS } from '../engine/index.js';
import { createLotteryReads, drawSeriesOf } from './lottery-reads.js';
import { studioLotteryDraw } from './lottery.tables.js';
import { addDraw, createLotteryFixture, testClock } from './testing/lottery-fixture.js';

const EVERY_GAME: LotteryGameRef[] = [
  ...VN_REGIONS.map((region) => ({ product: 'VN', region }) as const),
  { product: 'SEA_4D' },
  ...ELOTT_GAMES.flatMap((game) =>
    ELOTT_PERIOD_MINUTES.map((periodMinutes) => ({ product: 'ELOTT', game, periodMinutes }) as const),
  ),
];

/** The draws table's `series` column, which the page's reads filter on, against the code's names. */
describe('lottery draw series', () => {
  let database: StudioTestDatabase;
  beforeAll(async () => {
    database = await createStudioTestDatabase();
  }, 60_000);
  afterAll(async () => {
    await database.dispose();
  });

  it('reads every planned draw’s series from its id, as drawSeriesOf names each game', async () => {
    const clock = testClock();
    const { lottery } = createLotteryFixture(database.handle.db, { now: clock.now });
    expect((await lottery.scheduleDraws()).length).toBeGreaterThan(20);
    const rows = await database.handle.db
      .select({ id: studioLotteryDraw.id, series: studioLotteryDraw.series })
      .from(studioLotteryDraw);
    for (const row of rows) expect(row.id.startsWith(`${row.series}-`), row.id).toBe(true);
    expect(new Set(rows.map((row) => row.series))).toEqual(new Set(EVERY_GAME.map(drawSeriesOf)));
  });

  it('pages a game’s results newest first within their reach, and counts only what it reaches', async () => {
    const clock = testClock(Date.parse('2026-12-10T03:00:00Z'));
    const { lottery } = createLotteryFixture(database.handle.db, { now: clock.now });
    const game = { product: 'ELOTT', game: 'LUCKY_5' } as const;
    const ids: string[] = [];
    for (let n = 1; n <= 7; n += 1) {
      const id = `ELOTT-LUCKY_5-5M-20261210-${String(n).padStart(4, '0')}`;
      ids.push(
        await addDraw(lottery, game, { closesAt: clock.at + n * 1_000, drawAt: clock.at + n * 1_000 }, id),
      );
    }
    clock.at += 10_000;
    await lottery.dueDraws();
    for (const id of ids) await lottery.drawDraw(id);
    const reads = createLotteryReads(database.handle.db, 5);
    const ref = { product: 'ELOTT', game: 'LUCKY_5', periodMinutes: 5 } as const;
    const page = async (n: number) => {
      const answer = await reads.results(ref, undefined, n, 2);
      return { ids: answer.results.map((result) => result.drawId.slice(-4)), total: answer.total };
    };
    expect(await page(1)).toEqual({ ids: ['0007', '0006'], total: 5 });
    expect(await page(2)).toEqual({ ids: ['0005', '0004'], total: 5 });
    expect(await page(3)).toEqual({ ids: ['0003'], total: 5 });
    expect(await page(4)).toEqual({ ids: [], total: 5 });
    // Another period of the same game is another series.
    const other = await reads.results({ ...ref, periodMinutes: 1 }, undefined, 1, 20);
    expect(other.results.filter((result) => result.drawId.startsWith('ELOTT-LUCKY_5-5M-'))).toEqual([]);
  });
});
