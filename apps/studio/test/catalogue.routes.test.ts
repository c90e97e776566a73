import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VendorCatalogue, VendorLotteryFeed } from '@platform/contracts';
import { escapeXml } from '@platform/server-kit';
import { buildStudioGameList } from '../src/catalogue/index.js';
import { LOTTERY_LISTED, LOTTERY_VENDOR_CODE } from '../src/catalogue/lottery-list.js';
import { buildStudioTestApp, type StudioTestApp } from './helpers/app.js';

describe('the studio’s published catalogue and artwork', () => {
  let t: StudioTestApp;
  beforeAll(async () => {
    t = await buildStudioTestApp();
  });
  afterAll(() => t.close());

  it('publishes every game of its list with whether a launch opens it and its RTP, compressed and with an ETag', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/studio/catalogue',
      headers: { 'accept-encoding': 'br' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('public, max-age=60');
    const feed = VendorCatalogue.parse(JSON.parse(brotliDecompressSync(answer.rawPayload).toString('utf8')));
    const list = buildStudioGameList();
    expect(feed.games.map(({ launchable: _launchable, rtp: _rtp, ...game }) => game)).toEqual(list.games);
    expect(feed.brands.map((brand) => brand.code)).toEqual(list.vendors.map((vendor) => vendor.code));
    // What it plays opens; the in-house titles not built yet (Hi-Lo) do not.
    const opens = new Map(feed.games.map((game) => [game.gameCode, game.launchable]));
    expect(opens.get('SG-0001')).toBe(true);
    expect(opens.get('SG-0007')).toBe(false);
    expect([...opens.values()].filter(Boolean).length).toBeGreaterThan(10_000);
    // Every game a launch opens declares its RTP, and only those.
    for (const game of feed.games) expect(game.rtp === null).toBe(!game.launchable);

    // The RTP published is the one the game's page states and plays: a sample of each family.
    const sample = [
      ...feed.games.filter((game) => game.gameType === 'RNG').filter((_, index) => index % 997 === 0),
      ...feed.games.filter((game) => game.gameType === 'FISH' && game.launchable).slice(0, 3),
      // Crash's page opens once its chain is loaded, which this app without job workers never does.
      ...feed.games.filter(
        (game) =>
          game.gameType === 'INHOUSE' &&
          game.launchable &&
          t.studio.sessions.serves(game.gameCode, 'INHOUSE'),
      ),
    ];
    expect(sample.filter((game) => game.gameType === 'INHOUSE').length).toBeGreaterThanOrEqual(5);
    for (const game of sample) {
      const { response } = await t.studio.sessions.open({
        game: game.gameCode,
        type: game.gameType as 'RNG' | 'FISH' | 'INHOUSE',
        mode: 'demo',
      });
      expect(response.game.rtp, game.gameCode).toBe(game.rtp);
    }

    // The studio's own lottery games are listed under LOTT and ELOTT with their RTPs; the other
    // lottery brands' titles, which it does not draw, are not launchable.
    const lottery = feed.games.filter((game) => game.vendorCode === LOTTERY_VENDOR_CODE);
    expect(lottery.map((game) => [game.gameCode, game.gameType, game.names.EN, game.launchable])).toEqual(
      LOTTERY_LISTED.map((game) => [game.gameCode, game.gameType, game.names.EN, true]),
    );
    expect(lottery.find((game) => game.gameType === 'LOTT')).toMatchObject({
      names: { PT: 'Loteria do Norte do Vietnã', CN: '越南北部彩票' },
      rtp: 0.98,
      freePlay: false,
    });
    expect(lottery.filter((game) => game.gameType === 'ELOTT')).toHaveLength(9);
    expect(feed.games.filter((game) => game.vendorCode === 'TRV').every((game) => !game.launchable)).toBe(
      true,
    );

    const again = await t.app.inject({
      method: 'GET',
      url: '/studio/catalogue',
      headers: { 'if-none-match': String(answer.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const plain = await t.app.inject({ method: 'GET', url: '/studio/catalogue' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(VendorCatalogue.parse(plain.json()).games).toHaveLength(feed.games.length);
  });

  it('publishes its lottery games’ results beside the catalogue', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/studio/lottery/opened' });
    expect(answer.statusCode).toBe(200);
    const feed = VendorLotteryFeed.parse(answer.json());
    expect(feed.games.map((game) => game.gameCode)).toEqual(LOTTERY_LISTED.map((game) => game.gameCode));
  });

  it('draws the artwork of its games, brand tiles and brands, and nothing else', async () => {
    const game = await t.app.inject({ method: 'GET', url: '/studio/art/game/SG/SG-0001.svg' });
    expect(game.statusCode).toBe(200);
    expect(game.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(game.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(game.body).toContain('<title>Crash</title>');
    const liveBrand = buildStudioGameList().vendors.find((vendor) =>
      vendor.types.some((type) => type.gameType === 'LIVE'),
    )!;
    const tile = await t.app.inject({
      method: 'GET',
      url: `/studio/art/game/${liveBrand.code}/${liveBrand.code}-LIVE.svg`,
    });
    expect(tile.statusCode).toBe(200);
    expect(tile.body).toContain(`<title>${escapeXml(liveBrand.displayName)}</title>`);
    expect(
      (await t.app.inject({ method: 'GET', url: `/studio/art/brand/${liveBrand.code}.svg` })).statusCode,
    ).toBe(200);
    for (const url of [
      '/studio/art/game/AUR/SG-0001.svg',
      '/studio/art/game/SG/SG-99999.svg',
      '/studio/art/brand/NOPE.svg',
    ]) {
      const missing = await t.app.inject({ method: 'GET', url, headers: { language: 'PT' } });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json()).toMatchObject({ success: false, errorCode: 'not-found' });
    }
  });
});

describe('a studio that does not publish its lottery (STUDIO_LOTTERY_PUBLISHED off, the default)', () => {
  let t: StudioTestApp;
  beforeAll(async () => {
    t = await buildStudioTestApp({ STUDIO_LOTTERY_PUBLISHED: '0' });
  });
  afterAll(() => t.close());

  it('lists its lottery games as not launchable, opens no session of one and answers none of its routes', async () => {
    const feed = VendorCatalogue.parse(
      (await t.app.inject({ method: 'GET', url: '/studio/catalogue' })).json(),
    );
    const lottery = feed.games.filter((game) => game.vendorCode === LOTTERY_VENDOR_CODE);
    expect(lottery).toHaveLength(LOTTERY_LISTED.length);
    expect(lottery.every((game) => !game.launchable && game.rtp === null)).toBe(true);
    expect(t.lottery).toBeNull();
    await expect(
      t.studio.sessions.open({ game: LOTTERY_LISTED[0]!.gameCode, type: 'LOTT', mode: 'demo' }),
    ).rejects.toMatchObject({ code: 'game-not-found' });
    for (const url of ['/studio/api/lottery/draws', '/studio/api/lottery/buy']) {
      const answer = await t.app.inject({ method: 'POST', url, payload: { sessionId: 'x' } });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.json()).toMatchObject({ success: false, errorCode: 'not-found' });
    }
    // Nor does it publish lottery results: the platform then lists no lottery game.
    for (const url of ['/studio/lottery/opened', '/studio/lottery/opened/SGL-0001']) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(404);
    }
  });
});
