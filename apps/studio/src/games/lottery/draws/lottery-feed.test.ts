import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { VendorLotteryFeed, VendorLotteryHistory } from '@platform/contracts';
import {
  createServer,
  errorHandlerPlugin,
  requestContextPlugin,
  routeRegistryPlugin,
} from '@platform/server-kit';
import { createStudioTestDatabase, type StudioTestDatabase } from '../../../../test/helpers/database.js';
import { studioRouteOptions } from '../../../route-registry.js';
import { createLotteryFeed } from './lottery-feed.js';
import { registerLotteryFeedRoutes } from './lottery-feed.routes.js';
import { addDraw, createLotteryFixture, testClock } from './testing/lottery-fixture.js';

const DAY = 86_400_000;

/** The published results platforms read (PGlite, or PostgreSQL with DATABASE_URL). */
describe('lottery feed', () => {
  let database: StudioTestDatabase;
  let app: FastifyInstance;
  let t: ReturnType<typeof createLotteryFixture>;
  const clock = testClock();

  beforeAll(async () => {
    database = await createStudioTestDatabase();
    t = createLotteryFixture(database.handle.db, { now: clock.now });
    app = createServer({ logLevel: 'silent', bodyLimit: 65_536 });
    await app.register(requestContextPlugin);
    await app.register(errorHandlerPlugin);
    await app.register(routeRegistryPlugin, studioRouteOptions);
    registerLotteryFeedRoutes(app, createLotteryFeed({ db: database.handle.db, now: clock.now }));
    await app.ready();

    const south = { product: 'VN', region: 'SOUTH' } as const;
    const dice = { product: 'ELOTT', game: 'FAST_3' } as const;
    const start = clock.at;
    const drawn = [
      await addDraw(
        t.lottery,
        south,
        { closesAt: start - DAY - 1_000, drawAt: start - DAY },
        'VN-SOUTH-HCM-20261129',
      ),
      await addDraw(
        t.lottery,
        south,
        { closesAt: start + 1_000, drawAt: start + 2_000 },
        'VN-SOUTH-HCM-20261130',
      ),
      await addDraw(
        t.lottery,
        south,
        { closesAt: start + 1_000, drawAt: start + 2_000 },
        'VN-SOUTH-DTH-20261130',
      ),
      await addDraw(
        t.lottery,
        dice,
        { closesAt: start + 1_000, drawAt: start + 2_000 },
        'ELOTT-FAST_3-1M-20261130-0600',
      ),
    ];
    await addDraw(
      t.lottery,
      south,
      { closesAt: start + DAY, drawAt: start + DAY + 900_000 },
      'VN-SOUTH-HCM-20261201',
    );
    clock.at += 2_000;
    await t.lottery.dueDraws();
    for (const drawId of drawn) expect(await t.lottery.drawDraw(drawId)).toBe(true);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('lists every lottery game with its prize modes, its next draw and its latest opened numbers', async () => {
    const response = await app.inject({ method: 'GET', url: '/studio/lottery/opened' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=5');
    expect(response.body).not.toMatch(/serverSeed/u);
    const feed = VendorLotteryFeed.parse(response.json());
    expect(feed.games.map((game) => game.gameCode)).toEqual(
      Array.from({ length: 13 }, (_, index) => `SGL-${String(index + 1).padStart(4, '0')}`),
    );
    const byCode = new Map(feed.games.map((game) => [game.gameCode, game]));
    const south = byCode.get('SGL-0003')!;
    expect(south).toMatchObject({
      gameType: 'LOTT',
      prizeModes: ['LOTT', 'ZY'],
      game: { product: 'VN', region: 'SOUTH' },
      nextDraw: { drawId: 'VN-SOUTH-HCM-20261201' },
    });
    // The latest draw time's provinces only, not the day before.
    expect(south.opened.map((draw) => draw.drawId).sort()).toEqual([
      'VN-SOUTH-DTH-20261130',
      'VN-SOUTH-HCM-20261130',
    ]);
    const hcm = south.opened.find((draw) => draw.province === 'HCM')!;
    expect(hcm.provinceName).toBe('TP. Hồ Chí Minh');
    // The south announces from G8 up to the special prize, and the feed keeps that order.
    expect(hcm.prizes.map((row) => row.prize)).toEqual([
      'G8',
      'G7',
      'G6',
      'G5',
      'G4',
      'G3',
      'G2',
      'G1',
      'SPECIAL',
    ]);
    expect(hcm.prizes.at(-1)!.numbers).toEqual([expect.stringMatching(/^\d{6}$/u)]);
    expect(hcm.prizes.flatMap((row) => row.numbers)).toHaveLength(18);

    const dice = byCode.get('SGL-0008')!;
    expect(dice).toMatchObject({ gameType: 'ELOTT', prizeModes: ['ELOTT'], nextDraw: null });
    expect(dice.opened).toEqual([
      expect.objectContaining({
        drawId: 'ELOTT-FAST_3-1M-20261130-0600',
        province: null,
        prizes: [
          {
            prize: 'RESULT',
            numbers: [expect.stringMatching(/^[1-6]$/u), expect.anything(), expect.anything()],
          },
        ],
      }),
    ]);
    expect(byCode.get('SGL-0004')).toMatchObject({ prizeModes: ['SEA'], opened: [], nextDraw: null });
  });

  it('answers one game’s last opened draws, newest first, and not-found for another code', async () => {
    const response = await app.inject({ method: 'GET', url: '/studio/lottery/opened/sgl-0003' });
    expect(response.statusCode).toBe(200);
    const history = VendorLotteryHistory.parse(response.json());
    expect(history.gameCode).toBe('SGL-0003');
    expect(history.opened.map((draw) => draw.drawId)).toEqual([
      'VN-SOUTH-DTH-20261130',
      'VN-SOUTH-HCM-20261130',
      'VN-SOUTH-HCM-20261129',
    ]);
    const unknown = await app.inject({
      method: 'GET',
      url: '/studio/lottery/opened/AUR-0001',
      headers: { 'accept-language': 'pt' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, errorCode: 'not-found' });
  });
});
