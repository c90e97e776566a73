import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { Game } from '@platform/contracts';
import { catalogueGame, gameVendor, member, vendorRound, vendorTransaction } from '../src/tables.js';
import { STUDIO_VENDOR, signSeamlessBody } from '../src/modules/seamless/index.js';
import { createSystemRepository, createSystemService } from '../src/modules/system/index.js';
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

  it("GCSGAME_getVassGameType answers a vendor's game types and classes, to a session only", async () => {
    const menus = (await t.app.inject({ method: 'GET', url: '/lgw/games/game_menus' })).json().value;
    const vendor = menus.mappingVendor.RNG[0] as {
      vassalage: string;
      displayName: string;
      gameCount: number;
    };

    expect((await relay('GCSGAME_getVassGameType', { vassalage: vendor.vassalage })).statusCode).toBe(401);
    const answer = await relay('GCSGAME_getVassGameType', { vassalage: vendor.vassalage }, { token });
    expect(answer.statusCode, answer.body).toBe(200);
    const value = answer.json().value as {
      vassalage: string;
      displayName: string;
      list: Array<{ gameType: string; classes: string[]; gameCount: number }>;
    };
    expect(value.vassalage).toBe(vendor.vassalage);
    expect(value.displayName).toBe(vendor.displayName);
    const slots = value.list.find((entry) => entry.gameType === 'RNG');
    expect(slots?.gameCount).toBe(vendor.gameCount);
    expect(slots?.classes.length).toBeGreaterThan(0);

    const unknown = await relay(
      'GCSGAME_getVassGameType',
      { vassalage: 'NOSUCH' },
      { token, language: 'PT' },
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorCode).toBe('not-found');
    const bad = await relay('GCSGAME_getVassGameType', { vassalage: '' }, { token, language: 'PT' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
  });

  it('menus list the categories that have vendors with games a launch opens, in-house last', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/lgw/games/game_menus' });
    expect(response.statusCode).toBe(200);
    const { sortingVendor, mappingVendor } = response.json().value;
    // The studio plays slots, fishing, its in-house games and its sportsbook (sports and e-sports);
    // the catalogue's live, lottery and PvP entries would open the vendor-down page, so their
    // categories are not listed.
    expect([...sortingVendor].sort()).toEqual(['ESPORTS', 'FISH', 'INHOUSE', 'RNG', 'SPORTS']);
    expect(Object.keys(mappingVendor).sort()).toEqual(['ESPORTS', 'FISH', 'INHOUSE', 'RNG', 'SPORTS']);
    expect(sortingVendor.at(-1)).toBe('INHOUSE');
    const vendorCount = new Set(
      Object.values(mappingVendor)
        .flat()
        .map((vendor) => (vendor as { vassalage: string }).vassalage),
    ).size;
    expect(vendorCount).toBeGreaterThanOrEqual(20);
    const [vendor] = mappingVendor.RNG;
    expect(vendor.logoUrl).toMatch(/\/TCG_PROD_IMAGES\/VENDOR_LOGO\/[A-Z]+\.svg$/);
    const logo = await t.app.inject({ method: 'GET', url: vendor.logoUrl });
    expect(logo.headers['content-type']).toContain('image/svg+xml');
    const lanes = (await relay('GCSGAME_newGameVendor', {})).json().value.data.lanes;
    expect(lanes.map((lane: { gameCategory: string }) => lane.gameCategory)).toEqual(sortingVendor);
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
    // Nothing was played yet: the curated picks, within the cap (hotGames: 2 %, at most 12).
    expect(hot.totalCount).toBeLessThanOrEqual(12);
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

  it('shows, finds, favourites and launches only games a launch opens', async () => {
    const db = t.database.handle.db;
    const stored = await db
      .select({
        gameCode: catalogueGame.gameCode,
        nodeId: catalogueGame.nodeId,
        launchable: catalogueGame.launchable,
      })
      .from(catalogueGame)
      .where(inArray(catalogueGame.gameCode, ['SG-0002', 'SG-0007']));
    const mines = stored.find((row) => row.gameCode === 'SG-0002')!;
    const hiLo = stored.find((row) => row.gameCode === 'SG-0007')!;
    // Stored at start from what the studio plays: Mines yes, Hi-Lo (not built yet) no.
    expect(mines.launchable).toBe(true);
    expect(hiLo.launchable).toBe(false);

    const inhouse = await gameList({ gameType: 'INHOUSE', pageSize: 100 });
    const codes = inhouse.games.map((game) => game.gameCode);
    expect(codes).toContain('SG-0002');
    expect(codes).not.toContain('SG-0007');
    expect(
      (await gameList({ gameType: 'INHOUSE', gameName: 'Hi-Lo', pageSize: 100 })).games.map(
        (game) => game.gameCode,
      ),
    ).not.toContain('SG-0007');
    // The studio's sportsbook opens its SPORTS and ESPORTS products.
    expect((await gameList({ gameType: 'SPORTS' })).totalCount).toBeGreaterThan(0);
    expect((await gameList({ gameType: 'ESPORTS' })).totalCount).toBeGreaterThan(0);
    for (const gameType of ['LIVE', 'LOTT', 'ELOTT', 'PVP']) {
      expect((await gameList({ gameType })).totalCount, gameType).toBe(0);
      expect((await relay('GCSGAME_hotGamesV2', { gameType })).json().value.list, gameType).toEqual([]);
    }

    const launch = await relay('/wps/game/launchGame', { nodeId: String(hiLo.nodeId) }, { token });
    expect(launch.json().errorCode).toBe('game-maintenance');
    const favourite = await relay('addFavoriteGameV2', { nodeId: String(hiLo.nodeId) }, { token });
    expect(favourite.json().errorCode).toBe('game-not-found');
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

    const db = t.database.handle.db;
    const fish = await firstGame({ gameType: 'FISH' });
    await db
      .update(catalogueGame)
      .set({ freePlay: false })
      .where(eq(catalogueGame.nodeId, Number(fish.nodeId)));
    const trialReal = await relay('/wps/game/launchGame', { nodeId: fish.nodeId }, { token: trialToken });
    expect(trialReal.json().errorCode).toBe('in-need-true-account');
    await db
      .update(catalogueGame)
      .set({ freePlay: true })
      .where(eq(catalogueGame.nodeId, Number(fish.nodeId)));
    // Free play: play money, so no launch token at all.
    const trialSlot = await relay('/wps/game/launchGame', { nodeId: slot.nodeId }, { token: trialToken });
    expect(trialSlot.json().value.demo).toBe(true);
    expect(new URL(trialSlot.json().value.url, 'http://site.local').searchParams.has('token')).toBe(false);
    expect(new URL(trialSlot.json().value.url, 'http://site.local').searchParams.get('mode')).toBe('demo');

    const [tile] = await db
      .select({ nodeId: catalogueGame.nodeId })
      .from(catalogueGame)
      .where(eq(catalogueGame.isGame, 'VASSALAGE'))
      .limit(1);
    expect(
      (await relay('/wps/game/launchGame', { nodeId: String(tile!.nodeId) }, { token })).json().errorCode,
    ).toBe('game-not-found');

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

  it('the winners board ranks net wins, one row per player (their best), names masked', async () => {
    const db = t.database.handle.db;
    const players = await db
      .select()
      .from(member)
      .where(inArray(member.account, ['jogador1', 'jogador2']));
    const one = players.find((row) => row.account === 'jogador1')!;
    const two = players.find((row) => row.account === 'jogador2')!;
    const games = (await gameList({ gameType: 'FISH', pageSize: 3 }, { language: 'PT' })).games;
    const rounds: Array<{ player: typeof one; game: number; bet: number; win: number }> = [
      // jogador2: a big payout on a big stake nets less than a smaller payout on a small one.
      { player: two, game: 0, bet: 8_000, win: 9_000 },
      { player: two, game: 1, bet: 100, win: 5_100 },
      // jogador1: two wins, only the best (3,000 net) is shown; a loss is never a win.
      { player: one, game: 2, bet: 1_000, win: 4_000 },
      { player: one, game: 1, bet: 500, win: 1_500 },
      { player: one, game: 0, bet: 900, win: 0 },
    ];
    const roundIds = rounds.map(() => randomUUID());
    const transactionIds: string[] = [];
    await db.insert(vendorRound).values(
      rounds.map((round, index) => ({
        vendorCode: STUDIO_VENDOR,
        roundId: roundIds[index]!,
        memberId: round.player.id,
        gameCode: games[round.game]!.gameCode,
        status: 'settled' as const,
        closedAt: new Date(),
      })),
    );
    await db.insert(vendorTransaction).values(
      rounds.flatMap((round, index) =>
        (['bet', 'win'] as const).map((type) => {
          const transactionId = randomUUID();
          transactionIds.push(transactionId);
          return {
            vendorCode: STUDIO_VENDOR,
            transactionId,
            type,
            memberId: round.player.id,
            roundId: roundIds[index]!,
            gameCode: games[round.game]!.gameCode,
            amount: type === 'bet' ? round.bet : round.win,
            fingerprint: 'test',
          };
        }),
      ),
    );
    try {
      const response = await relay(
        'GCSGAME_getRankList',
        { gameCategory: 'FISH', limitNum: 10 },
        { language: 'PT' },
      );
      expect(response.statusCode).toBe(200);
      const { list } = response.json().value;
      expect(list.map((entry: { winAmount: number }) => entry.winAmount)).toEqual([5_000, 3_000]);
      expect(list[0].gameName).toBe(games[1]!.gameName);
      expect(list[1].gameName).toBe(games[2]!.gameName);
      // First two and last two characters around four stars: 'jogador2' shows as 'jo****r2'.
      expect(list[0].customerName).toBe(`${two.nickname.slice(0, 2)}****${two.nickname.slice(-2)}`);
      expect(list[0].customerName).not.toBe(two.nickname);
      expect(list[0].iconUrl).toContain(`/GAME_ICON/${games[1]!.vassalage}/`);
      const limited = await relay('GCSGAME_getRankList', { gameCategory: 'FISH', limitNum: 1 });
      expect(limited.json().value.list).toHaveLength(1);
    } finally {
      await db.delete(vendorTransaction).where(inArray(vendorTransaction.transactionId, transactionIds));
      await db.delete(vendorRound).where(inArray(vendorRound.roundId, roundIds));
    }
  });

  it('unknown artwork answers a JSON 404, never a 500', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/TCG_PROD_IMAGES/GAME_ICON/XX/NOPE.svg' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, errorCode: 'not-found' });
  });

  it('launches on a base picked at random from the launch CDNs setting', async () => {
    const settings = createSystemService({
      repository: createSystemRepository(t.database.handle.db),
      maintenanceForce: false,
      regionCountryOverride: undefined,
    });
    const bases = ['https://play1.sortegrande.example', 'https://play2.sortegrande.example'];
    await settings.updateSetting('launchGameCDNs', bases);
    try {
      const game = await firstGame({ gameType: 'RNG' });
      const used = new Set<string>();
      // Two bases, 24 launches: both are picked unless the draw is broken (a 1 in 8 million miss).
      for (let launch = 0; launch < 24; launch += 1) {
        const response = await relay(
          '/wps/game/launchGame',
          { nodeId: game.nodeId, language: 'PT' },
          { token },
        );
        expect(response.statusCode, response.body).toBe(200);
        const url = new URL(response.json().value.url as string);
        expect(url.pathname).toBe('/studio/play');
        used.add(url.origin);
      }
      expect([...used].sort()).toEqual(bases);
    } finally {
      await settings.updateSetting('launchGameCDNs', ['']);
    }
  });
});
