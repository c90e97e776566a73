import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, like } from 'drizzle-orm';
import {
  VENDOR_LOTTERY_PATH,
  type LotteryOpenedDraw,
  type VendorLotteryFeed,
  type VendorLotteryHistory,
} from '@platform/contracts';
import { catalogueGame } from '../src/tables.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { loginAs } from './helpers/session.js';

const AT = Date.parse('2026-11-30T11:30:00Z');

const draw = (drawId: string, province: string | null, prizes: LotteryOpenedDraw['prizes']) => ({
  drawId,
  drawAt: AT,
  province,
  provinceName: province === 'HCM' ? 'TP. Hồ Chí Minh' : province === 'DTH' ? 'Đồng Tháp' : null,
  prizes,
});

/** What a lottery vendor publishes: four of its games drawn, one not yet. */
const FEED: VendorLotteryFeed = {
  serverTime: AT,
  games: [
    {
      gameCode: 'SGL-0001',
      gameType: 'LOTT',
      prizeModes: ['LOTT', 'ZY'],
      game: { product: 'VN', region: 'NORTH' },
      nextDraw: { drawId: 'VN-NORTH-20261201', closesAt: AT + 86_100_000, drawAt: AT + 87_000_000 },
      opened: [draw('VN-NORTH-20261130', 'HNO', [{ prize: 'SPECIAL', numbers: ['12345'] }])],
    },
    {
      gameCode: 'SGL-0002',
      gameType: 'LOTT',
      prizeModes: ['LOTT', 'ZY'],
      game: { product: 'VN', region: 'CENTRAL' },
      nextDraw: null,
      opened: [],
    },
    {
      gameCode: 'SGL-0003',
      gameType: 'LOTT',
      prizeModes: ['LOTT', 'ZY'],
      game: { product: 'VN', region: 'SOUTH' },
      nextDraw: null,
      opened: [
        draw('VN-SOUTH-HCM-20261130', 'HCM', [{ prize: 'SPECIAL', numbers: ['654321'] }]),
        draw('VN-SOUTH-DTH-20261130', 'DTH', [{ prize: 'SPECIAL', numbers: ['000111'] }]),
      ],
    },
    {
      gameCode: 'SGL-0004',
      gameType: 'LOTT',
      prizeModes: ['SEA'],
      game: { product: 'SEA_4D' },
      nextDraw: null,
      opened: [],
    },
    {
      gameCode: 'SGL-0008',
      gameType: 'ELOTT',
      prizeModes: ['ELOTT'],
      game: { product: 'ELOTT', game: 'FAST_3', periodMinutes: 1 },
      nextDraw: { drawId: 'ELOTT-FAST_3-1M-20261130-1111', closesAt: AT + 50_000, drawAt: AT + 60_000 },
      opened: [draw('ELOTT-FAST_3-1M-20261130-1110', null, [{ prize: 'RESULT', numbers: ['1', '4', '6'] }])],
    },
  ],
};

const HISTORY: VendorLotteryHistory = {
  serverTime: AT,
  gameCode: 'SGL-0008',
  opened: [
    draw('ELOTT-FAST_3-1M-20261130-1110', null, [{ prize: 'RESULT', numbers: ['1', '4', '6'] }]),
    draw('ELOTT-FAST_3-1M-20261130-1109', null, [{ prize: 'RESULT', numbers: ['2', '2', '5'] }]),
  ],
};

/** A lottery vendor over real HTTP: its published feed, and what it was asked. */
const startVendor = async () => {
  const asked: string[] = [];
  const server: Server = createServer((request, response) => {
    asked.push(request.url ?? '');
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.url === VENDOR_LOTTERY_PATH) return send(200, FEED);
    if (request.url === `${VENDOR_LOTTERY_PATH}/SGL-0008`) return send(200, HISTORY);
    return send(404, { success: false, errorCode: 'not-found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    asked,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** The studio publishes its lottery (STUDIO_LOTTERY_PUBLISHED): its catalogue says its games open. */
const publishLottery = (t: TestApp) =>
  t.database.handle.db
    .update(catalogueGame)
    .set({ launchable: true, rtpBp: 9_800 })
    .where(like(catalogueGame.gameCode, 'SGL-%'));

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read field by field as each test asserts them
type Envelope = { success: boolean; errorCode: string | null; message: string; value: any };

describe('lottery menus and opened numbers while the lottery vendor publishes its games', () => {
  let t: TestApp;
  let vendor: Awaited<ReturnType<typeof startVendor>>;
  let token = '';
  let trialToken = '';
  const nodeIds = new Map<string, string>();

  beforeAll(async () => {
    vendor = await startVendor();
    // A market whose profile offers lotteries (Brazil's does not).
    t = await buildTestApp({ STUDIO_URL: vendor.url, JURISDICTION_PROFILE: 'OPEN' });
    await publishLottery(t);
    const db = t.database.handle.db;
    // The studio publishes its lottery (STUDIO_LOTTERY_PUBLISHED): its catalogue says its games
    // open. The operator switched the central region off.
    await db
      .update(catalogueGame)
      .set({ launchable: true, rtpBp: 9_800 })
      .where(like(catalogueGame.gameCode, 'SGL-%'));
    await db.update(catalogueGame).set({ enabled: false }).where(eq(catalogueGame.gameCode, 'SGL-0002'));
    for (const row of await db.select().from(catalogueGame).where(like(catalogueGame.gameCode, 'SGL-%'))) {
      nodeIds.set(row.gameCode, String(row.nodeId));
    }
    token = await loginAs(t.app, 'jogador1');
    const trial = await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} });
    trialToken = trial.json().value.token as string;
  });
  afterAll(async () => {
    await t.close();
    await vendor.close();
  });

  const get = async (url: string, options: { token?: string; language?: string } = {}) => {
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: {
        language: options.language ?? 'EN',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
    });
    return { status: response.statusCode, headers: response.headers, body: response.json<Envelope>() };
  };
  const launch = (body: object, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      payload: body,
      headers: { language: 'EN', authorization: `Bearer ${token}`, ...headers },
    });

  it('lists the launchable lottery games under each prize mode, with the Vietnam lotto account type', async () => {
    const menu = await get('/lgw/vn/games/game_menu', { language: 'PT' });
    expect(menu.status).toBe(200);
    expect(menu.headers['cache-control']).toBe('public, max-age=10');
    const { prizeMode, vnLotteryMenus } = menu.body.value;
    expect(prizeMode).toEqual(['LOTT', 'ZY', 'ELOTT', 'SEA']);
    expect(vnLotteryMenus.accountTypeName).toBe('VN_LOTTO');
    const codes = Object.fromEntries(
      vnLotteryMenus.gameMenus.map((group: { prizeMode: string; games: Array<{ gameCode: string }> }) => [
        group.prizeMode,
        group.games.map((game) => game.gameCode),
      ]),
    );
    // The central region is switched off: in no menu.
    expect(codes).toEqual({
      LOTT: ['SGL-0001', 'SGL-0003'],
      ZY: ['SGL-0001', 'SGL-0003'],
      ELOTT: ['SGL-0008'],
      SEA: ['SGL-0004'],
    });
    const north = vnLotteryMenus.gameMenus[0].games[0];
    expect(north).toMatchObject({
      nodeId: nodeIds.get('SGL-0001'),
      gameName: 'Loteria do Norte do Vietnã',
      vassalage: 'SGL',
      gameType: 'LOTT',
      lottoPrizeMode: 'LOTT',
      product: 'VN',
      nextDraw: { drawId: 'VN-NORTH-20261201' },
    });
    expect(north.iconUrl).toMatch(/\/SGL\/SGL-0001\.svg$/u);
    expect(vnLotteryMenus.gameMenus[1].games[0].lottoPrizeMode).toBe('ZY');
  });

  it('answers each game’s latest opened numbers, of one prize mode or one game, and refuses bad input', async () => {
    const all = await get('/lgw/vn/numeros/opened/game');
    expect(all.status).toBe(200);
    expect(all.body.value.serverTime).toBe(AT);
    expect(all.body.value.list.map((game: { gameCode: string }) => game.gameCode)).toEqual([
      'SGL-0001',
      'SGL-0003',
      'SGL-0004',
      'SGL-0008',
    ]);
    const south = all.body.value.list[1];
    expect(south).toMatchObject({ lottoPrizeMode: 'LOTT', product: 'VN', gameName: 'Vietnam South Lottery' });
    expect(south.opened.map((each: { province: string }) => each.province)).toEqual(['HCM', 'DTH']);

    const elott = await get('/lgw/vn/numeros/opened/game?lottoPrizeMode=ELOTT');
    expect(elott.body.value.list).toEqual([
      expect.objectContaining({ gameCode: 'SGL-0008', opened: FEED.games[4]!.opened }),
    ]);
    const one = await get('/lgw/vn/numeros/opened/game?lottoGameCode=sgl-0004');
    expect(one.body.value.list).toEqual([expect.objectContaining({ gameCode: 'SGL-0004', opened: [] })]);

    for (const [query, code, status] of [
      ['lottoPrizeMode=NOPE', 'validation-failed', 400],
      ['lottoGameCode=%27%3B--', 'validation-failed', 400],
      ['lottoGameCode=SGL-0002', 'game-not-found', 404],
      ['lottoGameCode=AUR-0001', 'game-not-found', 404],
    ] as const) {
      const refused = await get(`/lgw/vn/numeros/opened/game?${query}`, { language: 'PT' });
      expect(refused.status, query).toBe(status);
      expect(refused.body, query).toMatchObject({ success: false, errorCode: code });
      expect(refused.body.message, query).not.toMatch(/^[a-z-]+$/u);
    }
  });

  it('answers one game’s last opened draws to a member, and none to a visitor or for another game', async () => {
    const visitor = await get('/lotto/lgw/games/opened/numero?lottoGameCode=SGL-0008');
    expect(visitor.status).toBe(401);
    const mine = await get('/lotto/lgw/games/opened/numero?lottoGameCode=SGL-0008', { token });
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body.value).toEqual({
      serverTime: AT,
      game: {
        nodeId: nodeIds.get('SGL-0008'),
        gameCode: 'SGL-0008',
        gameName: 'Fast 3 Dice 1 min',
        lottoPrizeMode: 'ELOTT',
        product: 'ELOTT',
        opened: HISTORY.opened,
      },
    });
    // Launchable, but the vendor has no history of it: not found, as an unlisted game.
    for (const code of ['SGL-0001', 'SGL-0002', 'AUR-0001']) {
      const refused = await get(`/lotto/lgw/games/opened/numero?lottoGameCode=${code}`, { token });
      expect(refused.status, code).toBe(404);
      expect(refused.body.errorCode).toBe('game-not-found');
    }
    const missing = await get('/lotto/lgw/games/opened/numero', { token, language: 'CN' });
    expect(missing).toMatchObject({ status: 400, body: { errorCode: 'validation-failed' } });
  });

  it('launches a lottery game with the lottery launch payload, and lists it among the recent lottery games', async () => {
    const response = await launch(
      {
        nodeId: nodeIds.get('SGL-0003'),
        language: 'PT',
        lottoView: 'lobby',
        lottoPrizeMode: 'ZY',
        backUrl: 'https://site.example/lottery',
      },
      { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' },
    );
    expect(response.statusCode, response.body).toBe(200);
    const url = new URL(response.json().value.url);
    expect(url.origin + url.pathname).toBe(`${vendor.url}/studio/play`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      game: 'SGL-0003',
      type: 'LOTT',
      lang: 'PT',
      mode: 'real',
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: 'ZY',
      lottoGameCode: 'SGL-0003',
      lottoView: 'lobby',
      device: 'mobile',
      backUrl: 'https://site.example/lottery',
    });
    expect(url.searchParams.get('token')).toMatch(/.{16,}/u);

    // Nothing asked: the game's own prize mode, its betting board, the device from the browser.
    const plain = await launch(
      { nodeId: nodeIds.get('SGL-0008') },
      { 'user-agent': 'Mozilla/5.0 (X11; Linux)' },
    );
    expect(plain.statusCode, plain.body).toBe(200);
    const plainUrl = new URL(plain.json().value.url);
    expect(Object.fromEntries(plainUrl.searchParams)).toMatchObject({
      type: 'ELOTT',
      lottoPrizeMode: 'ELOTT',
      lottoGameCode: 'SGL-0008',
      lottoView: 'betting',
      device: 'desktop',
    });
    expect(plainUrl.searchParams.has('backUrl')).toBe(false);

    const recent = await get('/lgw/vn/games/game_menu/recent', { token });
    expect(recent.status).toBe(200);
    expect(recent.body.value.list.map((game: { gameCode: string }) => game.gameCode)).toEqual([
      'SGL-0008',
      'SGL-0003',
    ]);
    expect((await get('/lgw/vn/games/game_menu/recent')).status).toBe(401);
    expect((await get('/lgw/vn/games/game_menu/recent', { token: trialToken })).body.value.list).toEqual([]);
  });

  it('refuses a lottery launch that names another game’s prize mode or bad fields, and changes nothing', async () => {
    const before = await get('/lgw/vn/games/game_menu/recent', { token });
    const cases = [
      [{ nodeId: nodeIds.get('SGL-0004'), lottoPrizeMode: 'LOTT' }, 'lottery-launch-invalid', 400],
      [{ nodeId: nodeIds.get('SGL-0004'), lottoView: 'board' }, 'validation-failed', 400],
      [{ nodeId: nodeIds.get('SGL-0004'), backUrl: 'javascript:alert(1)' }, 'validation-failed', 400],
      [{ nodeId: nodeIds.get('SGL-0004'), device: 'x'.repeat(40) }, 'validation-failed', 400],
      [{ nodeId: nodeIds.get('SGL-0002') }, 'game-maintenance', 503],
    ] as const;
    for (const [body, code, status] of cases) {
      const response = await launch(body, { language: 'PT' });
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json(), JSON.stringify(body)).toMatchObject({ success: false, errorCode: code });
    }
    expect((await get('/lgw/vn/games/game_menu/recent', { token })).body.value).toEqual(before.body.value);
  });
});

describe('lottery menus while the studio does not publish its lottery (the default)', () => {
  let t: TestApp;
  let token = '';
  beforeAll(async () => {
    t = await buildTestApp();
    token = await loginAs(t.app, 'jogador1');
  });
  afterAll(() => t.close());

  it('lists no lottery game, no opened numbers, and launches none', async () => {
    const menu = await t.app.inject({ method: 'GET', url: '/lgw/vn/games/game_menu' });
    expect(menu.json().value).toEqual({
      prizeMode: [],
      vnLotteryMenus: { gameMenus: [], accountTypeName: 'VN_LOTTO' },
    });
    const opened = await t.app.inject({ method: 'GET', url: '/lgw/vn/numeros/opened/game' });
    expect(opened.json().value.list).toEqual([]);
    const numero = await t.app.inject({
      method: 'GET',
      url: '/lotto/lgw/games/opened/numero?lottoGameCode=SGL-0001',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(numero.json()).toMatchObject({ success: false, errorCode: 'game-not-found' });
    const [north] = await t.database.handle.db
      .select()
      .from(catalogueGame)
      .where(eq(catalogueGame.gameCode, 'SGL-0001'));
    const launched = await t.app.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      payload: { nodeId: String(north!.nodeId) },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(launched.json()).toMatchObject({ success: false, errorCode: 'game-maintenance' });
  });
});

describe('lottery menus in a market whose profile offers no lottery (Brazil)', () => {
  it('lists no lottery game even while the vendor publishes them', async () => {
    const vendor = await startVendor();
    const t = await buildTestApp({ STUDIO_URL: vendor.url, JURISDICTION_PROFILE: 'BR' });
    try {
      await publishLottery(t);
      const menu = await t.app.inject({ method: 'GET', url: '/lgw/vn/games/game_menu' });
      expect(menu.json().value.prizeMode).toEqual([]);
      const opened = await t.app.inject({ method: 'GET', url: '/lgw/vn/numeros/opened/game' });
      expect(opened.json().value.list).toEqual([]);
    } finally {
      await t.close();
      await vendor.close();
    }
  });
});
