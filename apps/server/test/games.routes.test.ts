import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { Game } from '@platform/contracts';
import { catalogueGame, gameVendor, member, vendorTransaction } from '../src/db/schema.js';
import { STUDIO_VENDOR, signSeamlessBody } from '../src/modules/seamless/index.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { loginAs } from './helpers/session.js';

describe('games: catalogue, lobbies, favourites, recent, winners board and launch', () => {
  let t: TestApp;
  let token = '';
  let otherToken = '';
  let trialToken = '';

  beforeAll(async () => {
    t = await buildTestApp();
    token = await loginAs(t.app, 'jogador1');
    otherToken = await loginAs(t.app, 'jogador2', '123456');
    const trial = await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} });
    trialToken = trial.json().value.token as string;
  });
  afterAll(() => t.close());

  const relay = (action: string, body: object, options: { token?: string; language?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: action.startsWith('/') ? action : `/wps/relay/${action}`,
      payload: body,
      headers: {
        language: options.language ?? 'EN',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
    });
  const gameList = async (body: object, options: { token?: string; language?: string } = {}) => {
    const response = await relay('GCSGAME_gameList', body, options);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value as { games: Game[]; pageNo: number; totalPages: number; totalCount: number };
  };
  const firstGame = async (body: object) => (await gameList({ pageSize: 1, ...body })).games[0]!;

  it('menus list the categories that have vendors, in-house last, with logos', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/lgw/games/game_menus' });
    expect(response.statusCode).toBe(200);
    const { sortingVendor, mappingVendor } = response.json().value;
    expect([...sortingVendor].sort()).toEqual(
      ['ELOTT', 'ESPORTS', 'FISH', 'INHOUSE', 'LIVE', 'LOTT', 'PVP', 'RNG', 'SPORTS'].sort(),
    );
    expect(sortingVendor.at(-1)).toBe('INHOUSE');
    expect(mappingVendor.ESPORTS.map((vendor: { vassalage: string }) => vendor.vassalage)).toEqual(
      expect.arrayContaining(['IMES', 'TF', 'IA']),
    );
    const vendorCount = new Set(
      Object.values(mappingVendor)
        .flat()
        .map((vendor) => (vendor as { vassalage: string }).vassalage),
    ).size;
    expect(vendorCount).toBeGreaterThanOrEqual(40);
    const [vendor] = mappingVendor.RNG;
    expect(vendor.logoUrl).toMatch(/\/TCG_PROD_IMAGES\/VENDOR_LOGO\/[A-Z]+\.svg$/);
    const logo = await t.app.inject({ method: 'GET', url: vendor.logoUrl });
    expect(logo.headers['content-type']).toContain('image/svg+xml');
  });

  it('pages a lobby of more than 10,000 slots, 15 per page by default', async () => {
    const first = await gameList({ gameType: 'RNG' });
    expect(first.totalCount).toBeGreaterThanOrEqual(10_000);
    expect(first.games).toHaveLength(15);
    expect(first.totalPages).toBe(Math.ceil(first.totalCount / 15));
    const second = await gameList({ gameType: 'RNG', pageNo: 2 });
    expect(second.games.map((game) => game.nodeId)).not.toEqual(
      expect.arrayContaining(first.games.map((game) => game.nodeId)),
    );
    const beyond = await gameList({ gameType: 'RNG', pageNo: first.totalPages + 1 });
    expect(beyond.games).toEqual([]);
    expect(beyond.totalPages).toBe(first.totalPages);
    const tile = first.games[0]!;
    expect(tile).toMatchObject({ gameType: 'RNG', isGame: 'GAME', freePlay: true });
    const art = await t.app.inject({ method: 'GET', url: tile.iconUrl });
    expect(art.statusCode).toBe(200);
    expect(art.headers['content-type']).toContain('image/svg+xml');
    expect(art.body).toContain('<svg');
  });

  it('filters by vendor, class, hot and new', async () => {
    const menus = (await t.app.inject({ method: 'GET', url: '/lgw/games/game_menus' })).json().value;
    const vendor = menus.mappingVendor.RNG[1] as { vassalage: string; classes: string[]; gameCount: number };
    const byVendor = await gameList({ gameType: 'RNG', vassalage: vendor.vassalage, pageSize: 100 });
    expect(byVendor.totalCount).toBe(vendor.gameCount);
    expect(byVendor.games.every((game) => game.vassalage === vendor.vassalage)).toBe(true);
    const gameClass = vendor.classes[0]!;
    const byClass = await gameList({
      gameType: 'RNG',
      vassalage: vendor.vassalage,
      gameClassify: gameClass,
      pageSize: 100,
    });
    expect(byClass.totalCount).toBeGreaterThan(0);
    expect(byClass.games.every((game) => game.gameClassify === gameClass)).toBe(true);
    const hot = await gameList({ gameType: 'RNG', gameClassify: 'HOT', pageSize: 100 });
    expect(hot.totalCount).toBeGreaterThan(0);
    expect(hot.games.every((game) => game.isHot === 1)).toBe(true);
    const fresh = await gameList({ gameType: 'RNG', gameClassify: 'NEW', pageSize: 100 });
    expect(fresh.games.every((game) => game.isNew === 1)).toBe(true);
    expect((await gameList({ gameType: 'RNG', isNew: 1 })).totalCount).toBe(fresh.totalCount);
    const inhouse = await gameList({ gameType: 'RNG', gameClassify: 'INHOUSE' });
    expect(inhouse.games.length).toBeGreaterThan(0);
    expect(inhouse.games.every((game) => game.gameType === 'INHOUSE')).toBe(true);
  });

  it('answers each language, page, page size and search on its own once pages are kept', async () => {
    const ask = (body: object, language = 'EN') => gameList({ gameType: 'RNG', ...body }, { language });
    // Asked twice, so the second answer of each comes from the kept pages.
    for (let round = 0; round < 2; round += 1) {
      const english = await ask({});
      const portuguese = await ask({}, 'PT');
      expect(portuguese.games.map((game) => game.nodeId)).toEqual(english.games.map((game) => game.nodeId));
      expect(portuguese.games.map((game) => game.gameName)).not.toEqual(
        english.games.map((game) => game.gameName),
      );
      expect((await ask({ pageSize: 5 })).games).toHaveLength(5);
      expect((await ask({ pageNo: 2 })).games[0]!.nodeId).not.toBe(english.games[0]!.nodeId);
      const term = english.games[3]!.gameName.split(' ')[0]!;
      const found = await ask({ gameName: term });
      expect(found.totalCount).toBeLessThan(english.totalCount);
      // The fourth game of the lobby is among the first four matches of a word of its name.
      expect(found.games.slice(0, 4).map((game) => game.nodeId)).toContain(english.games[3]!.nodeId);
    }
  });

  it('live vendors have a vendor tile whose popup list holds their tables', async () => {
    const live = await gameList({ gameType: 'LIVE', pageSize: 100 });
    const tile = live.games.find((game) => game.isGame === 'VASSALAGE')!;
    expect(tile).toBeDefined();
    const popup = await gameList({ gameType: 'LIVE', vassalage: tile.vassalage, pageSize: 100 });
    expect(popup.games.length).toBeGreaterThan(0);
    expect(popup.games.every((game) => game.isGame === 'GAME' && game.vassalage === tile.vassalage)).toBe(
      true,
    );
  });

  it('searches names in every language, trimmed, ignoring case and accents', async () => {
    const game = (await gameList({ gameType: 'RNG', pageNo: 321 }, { language: 'PT' })).games[0]!;
    const plain = game.gameName.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
    const found = await gameList({ gameType: 'RNG', gameName: `  ${plain}  `, pageSize: 100 });
    expect(found.games.map((entry) => entry.nodeId)).toContain(game.nodeId);
    expect(found.totalCount).toBeLessThan(50);
    // The answer is in the caller's language; the search matched the Portuguese name.
    expect(found.games.find((entry) => entry.nodeId === game.nodeId)!.gameName).toBe(game.displayName);
    const none = await gameList({ gameType: 'RNG', gameName: 'zzzz%_qq' });
    expect(none).toMatchObject({ games: [], totalCount: 0, totalPages: 0 });
  });

  it('refuses bad list parameters with a translated message and a 400', async () => {
    for (const body of [
      { gameType: 'POKER' },
      { gameType: 'RNG', pageSize: 0 },
      { gameType: 'RNG', gameClassify: 'XX' },
    ]) {
      const response = await relay('GCSGAME_gameList', body, { language: 'PT' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errorCode: 'validation-failed' });
      expect(response.json().message).toMatch(/campos/i);
    }
  });

  it('favourites are idempotent, per member, and for real accounts only', async () => {
    const game = await firstGame({ gameType: 'FISH' });
    const add = () =>
      relay(
        'addFavoriteGameV2',
        { nodeId: game.nodeId, vendor: game.vassalage, gameType: 'FISH' },
        { token },
      );
    expect((await add()).json().value).toEqual({ nodeId: game.nodeId, favorite: true });
    expect((await add()).statusCode).toBe(200);
    const ids = await relay('MCSFE_getFavoriteGames', {}, { token });
    expect(ids.json().value.favGameIds.filter((id: string) => id === game.nodeId)).toHaveLength(1);
    const list = await relay('getFavoriteGamesList', { pageNo: 1, pageSize: 15 }, { token });
    expect(list.json().value).toMatchObject({ pageNum: 1, totalPages: 1, totalCount: 1 });
    expect(list.json().value.content[0].nodeId).toBe(game.nodeId);
    expect((await gameList({ gameType: 'FISH', gameClassify: 'FAV' }, { token })).games[0]!.nodeId).toBe(
      game.nodeId,
    );

    const others = await relay('MCSFE_getFavoriteGames', {}, { token: otherToken });
    expect(others.json().value.favGameIds).toEqual([]);

    const remove = () => relay('removeFavoriteGameV2', { nodeId: game.nodeId }, { token });
    expect((await remove()).json().value).toEqual({ nodeId: game.nodeId, favorite: false });
    expect((await remove()).statusCode).toBe(200);
    expect((await relay('MCSFE_getFavoriteGames', {}, { token })).json().value.favGameIds).toEqual([]);

    const visitor = await relay('addFavoriteGameV2', { nodeId: game.nodeId });
    expect(visitor.json().errorCode).toBe('unauthorized');
    const trial = await relay('addFavoriteGameV2', { nodeId: game.nodeId }, { token: trialToken });
    expect(trial.json().errorCode).toBe('in-need-true-account');
    const unknown = await relay('addFavoriteGameV2', { nodeId: '999999999' }, { token });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorCode).toBe('game-not-found');
    expect((await relay('GCSGAME_gameList', { gameType: 'RNG', gameClassify: 'FAV' })).json().errorCode).toBe(
      'unauthorized',
    );
  });

  it('launches a game with a one-time token the vendor can exchange, and lists it as recent', async () => {
    const game = await firstGame({ gameType: 'RNG', pageNo: 7 });
    const response = await relay('/wps/game/launchGame', { nodeId: game.nodeId, language: 'PT' }, { token });
    expect(response.statusCode, response.body).toBe(200);
    const launch = response.json().value;
    expect(launch).toMatchObject({ nodeId: game.nodeId, vassalage: game.vassalage, demo: false });
    const url = new URL(launch.url, 'http://site.local');
    expect(url.pathname).toBe('/studio/play');
    expect(url.searchParams.get('game')).toBe(game.gameCode);
    expect(url.searchParams.get('type')).toBe('RNG');
    expect(url.searchParams.get('lang')).toBe('PT');

    // The vendor exchanges the token at the seamless wallet, once.
    const [vendor] = await t.database.handle.db
      .select()
      .from(gameVendor)
      .where(eq(gameVendor.code, STUDIO_VENDOR));
    const authenticate = () => {
      const raw = JSON.stringify({ launchToken: url.searchParams.get('token') });
      const timestamp = String(Date.now());
      return t.app.inject({
        method: 'POST',
        url: '/wps/seamless/v1/authenticate',
        payload: raw,
        headers: {
          'content-type': 'application/json',
          'x-vendor-code': STUDIO_VENDOR,
          'x-timestamp': timestamp,
          'x-signature': signSeamlessBody(vendor!.secret, timestamp, raw),
        },
      });
    };
    expect((await authenticate()).statusCode).toBe(200);
    expect((await authenticate()).json().errorCode).toBe('invalid-token');

    const later = await firstGame({ gameType: 'FISH' });
    await relay('/wps/game/launchGame', { nodeId: later.nodeId }, { token });
    const recent = await relay('GCS_recentGame', { page: 1, pageSize: 20 }, { token });
    expect(
      recent
        .json()
        .value.list.map((entry: Game) => entry.nodeId)
        .slice(0, 2),
    ).toEqual([later.nodeId, game.nodeId]);
    const recentLobby = await gameList({ gameType: 'RNG', gameClassify: 'RECENT' }, { token });
    expect(recentLobby.games.map((entry) => entry.nodeId)).toEqual([game.nodeId]);
    expect((await relay('GCS_recentGame', { page: 1 }, { token: otherToken })).json().value.list).toEqual([]);
  });

  it('refuses launches: visitors, trial accounts on real-money games, disabled games, vendor tiles', async () => {
    const slot = await firstGame({ gameType: 'RNG' });
    expect((await relay('/wps/game/launchGame', { nodeId: slot.nodeId })).json().errorCode).toBe(
      'unauthorized',
    );

    const table = (await gameList({ gameType: 'LIVE', pageSize: 100 })).games.find(
      (game) => game.isGame === 'GAME',
    )!;
    const trialLive = await relay('/wps/game/launchGame', { nodeId: table.nodeId }, { token: trialToken });
    expect(trialLive.json().errorCode).toBe('in-need-true-account');
    // Free play: play money, so no launch token at all.
    const trialSlot = await relay('/wps/game/launchGame', { nodeId: slot.nodeId }, { token: trialToken });
    expect(trialSlot.json().value.demo).toBe(true);
    expect(new URL(trialSlot.json().value.url, 'http://site.local').searchParams.has('token')).toBe(false);
    expect(new URL(trialSlot.json().value.url, 'http://site.local').searchParams.get('mode')).toBe('demo');

    const tile = (await gameList({ gameType: 'LIVE', pageSize: 100 })).games.find(
      (game) => game.isGame === 'VASSALAGE',
    )!;
    expect((await relay('/wps/game/launchGame', { nodeId: tile.nodeId }, { token })).json().errorCode).toBe(
      'game-not-found',
    );

    const db = t.database.handle.db;
    await db
      .update(catalogueGame)
      .set({ enabled: false })
      .where(eq(catalogueGame.nodeId, Number(slot.nodeId)));
    const disabled = await relay('/wps/game/launchGame', { nodeId: slot.nodeId }, { token });
    expect(disabled.json().errorCode).toBe('game-maintenance');
    expect(disabled.statusCode).toBe(503);
    await db
      .update(catalogueGame)
      .set({ enabled: true })
      .where(eq(catalogueGame.nodeId, Number(slot.nodeId)));
  });

  it('the winners board shows settled wins, biggest first, with masked names', async () => {
    const db = t.database.handle.db;
    const [player] = await db.select().from(member).where(eq(member.account, 'jogador2'));
    const games = (await gameList({ gameType: 'FISH', pageSize: 3 }, { language: 'PT' })).games;
    const amounts = [500, 9_000, 1_200];
    const ids = amounts.map(() => randomUUID());
    await db.insert(vendorTransaction).values(
      amounts.map((amount, index) => ({
        vendorCode: STUDIO_VENDOR,
        transactionId: ids[index]!,
        type: 'win' as const,
        memberId: player!.id,
        roundId: randomUUID(),
        gameCode: games[index]!.gameCode,
        amount,
        fingerprint: 'test',
      })),
    );
    const response = await relay(
      'GCSGAME_getRankList',
      { gameCategory: 'FISH', limitNum: 2 },
      { language: 'PT' },
    );
    expect(response.statusCode).toBe(200);
    const { list } = response.json().value;
    expect(list.map((entry: { winAmount: number }) => entry.winAmount)).toEqual([9_000, 1_200]);
    expect(list[0].gameName).toBe(games[1]!.gameName);
    expect(list[0].customerName).toMatch(/^\S\*+\S$/);
    expect(list[0].customerName).not.toBe(player!.nickname);
    expect(list[0].iconUrl).toContain(`/GAME_ICON/${games[1]!.vassalage}/`);
    await db.delete(vendorTransaction).where(inArray(vendorTransaction.transactionId, ids));
  });

  it('unknown artwork answers a JSON 404, never a 500', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/TCG_PROD_IMAGES/GAME_ICON/XX/NOPE.svg' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, errorCode: 'not-found' });
  });
});
