import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, or, sql } from 'drizzle-orm';
import { SUPPORTED_LANGUAGES, errorMessage, type Game, type JurisdictionResponse } from '@platform/contracts';
import { hashSessionToken } from '../src/modules/accounts/session-token.js';
import { auditEvent, catalogueGame, memberSession } from '../src/tables.js';
import { patchSetting } from './helpers/accounts.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { loginAs, sendEncrypted } from './helpers/session.js';

/**
 * The jurisdiction profile (docs/decisions/0015-jurisdiction-profile.md): BR, the demo brand's
 * default, and OPEN. Today the studio plays no P2P or cockfight game, so each app first makes the
 * catalogue's PvP games and live cockfight tables launchable, as a vendor that plays them would:
 * what then keeps them out is the profile alone.
 */
const launchableForTest = async (t: TestApp) => {
  const db = t.database.handle.db;
  await db
    .update(catalogueGame)
    .set({ launchable: true, rtpBp: 9_600 })
    .where(or(eq(catalogueGame.gameType, 'PVP'), eq(catalogueGame.gameClassify, 'CF')));
  // And one slot whose vendor declares no RTP, one that declares 84 %.
  await db.update(catalogueGame).set({ rtpBp: null }).where(eq(catalogueGame.gameCode, NO_RTP_GAME));
  await db.update(catalogueGame).set({ rtpBp: 8_400 }).where(eq(catalogueGame.gameCode, LOW_RTP_GAME));
};

/** A launchable slot of the studio's list, made to declare no RTP (launchableForTest). */
const NO_RTP_GAME = 'AUR-0002';
/** Another, made to declare an RTP under Portaria 1.207/2024's 85 % (launchableForTest). */
const LOW_RTP_GAME = 'AUR-0003';

const appWith = async (env: Record<string, string>) => {
  const t = await buildTestApp(env);
  await launchableForTest(t);
  const token = await loginAs(t.app, 'jogador1');
  const call = (url: string, body?: object, language = 'EN') =>
    t.app.inject({
      method: body ? 'POST' : 'GET',
      url,
      ...(body ? { payload: body } : {}),
      headers: { language, authorization: `Bearer ${token}` },
    });
  const profile = async () => (await call('/wps/system/jurisdiction')).json().value as JurisdictionResponse;
  const menus = async () =>
    (await call('/lgw/games/game_menus')).json().value as {
      sortingVendor: string[];
      mappingVendor: Record<string, Array<{ vassalage: string; classes: string[] }>>;
    };
  const list = async (body: object) =>
    (await call('/wps/relay/GCSGAME_gameList', { pageSize: 100, ...body })).json().value as {
      games: Game[];
      totalCount: number;
    };
  return { t, token, call, profile, menus, list };
};

/**
 * A new session of jogador1 last seen `minutes` ago, and whether it still answers: the idle timeout
 * is min(SESSION_IDLE_MINUTES, the profile's idleSessionMinutes), read at start.
 */
const answersAfterIdle = async (t: TestApp, minutes: number) => {
  const token = await loginAs(t.app, 'jogador1');
  await t.database.handle.db
    .update(memberSession)
    .set({ lastSeenAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(memberSession.tokenHash, hashSessionToken(token)));
  const response = await t.app.inject({
    method: 'GET',
    url: '/wps/member/limits',
    headers: { language: 'EN', authorization: `Bearer ${token}` },
  });
  return response.statusCode;
};

/** A PvP game and a cockfight table, read from the catalogue (not from an answer). */
const gamesOf = async (t: TestApp) => {
  const db = t.database.handle.db;
  const [pvp] = await db.select().from(catalogueGame).where(eq(catalogueGame.gameType, 'PVP')).limit(1);
  const [cockfight] = await db
    .select()
    .from(catalogueGame)
    .where(sql`${catalogueGame.gameClassify} = 'CF' and ${catalogueGame.isGame} = 'GAME'`)
    .limit(1);
  return { pvp: pvp!, cockfight: cockfight! };
};

describe('jurisdiction profile BR (the default)', () => {
  let br: Awaited<ReturnType<typeof appWith>>;

  beforeAll(async () => {
    // A deployment configured for a longer idle time than the profile allows.
    br = await appWith({ SESSION_IDLE_MINUTES: '120' });
  });
  afterAll(() => br.t.close());

  it('answers the profile publicly, in the spec’s codes', async () => {
    const response = await br.t.app.inject({ method: 'GET', url: '/wps/system/jurisdiction' });
    expect(response.statusCode).toBe(200);
    const profile = response.json().value as JurisdictionResponse;
    expect(profile).toMatchObject({
      code: 'BR',
      products: { RNG: true, FISH: true, INHOUSE: true, SPORTS: true, PVP: false, COCKFIGHT: false },
      promotions: { ADVANCE_BONUS: false },
      transfers: { UPLINE: false, DOWNLINE: false },
      credit: false,
      bonusCredits: false,
      paymentMethods: ['PIX'],
      minimumAge: 18,
      currency: 'BRL',
      timeZone: 'America/Sao_Paulo',
      registrationLimits: ['DEPOSIT', 'LOSS', 'SESSION_TIME'],
      riskAcknowledgement: true,
      idleSessionMinutes: 30,
      realityCheckMinutes: 60,
      retentionYears: 5,
      identityVerification: true,
      identityDetails: true,
      rtpRequired: true,
    });
    expect(profile.selfExclusionUrl).toMatch(/^https:\/\/www\.gov\.br\//u);
    expect(response.headers['cache-control']).toBe('public, max-age=30');
  });

  it('leaves P2P games and cockfight out of menus, lobbies, searches, vendor lanes and hot lists', async () => {
    const { pvp, cockfight } = await gamesOf(br.t);
    const { sortingVendor, mappingVendor } = await br.menus();
    expect(sortingVendor).not.toContain('PVP');
    expect(
      Object.values(mappingVendor)
        .flat()
        .flatMap((vendor) => vendor.classes),
    ).not.toContain('CF');
    expect((await br.list({ gameType: 'PVP' })).totalCount).toBe(0);
    expect((await br.list({ gameType: 'LIVE', gameClassify: 'CF' })).totalCount).toBe(0);
    expect((await br.list({ gameType: 'PVP', gameName: pvp.names.EN.slice(0, 64) })).totalCount).toBe(0);
    const lanes = (await br.call('/wps/relay/GCSGAME_newGameVendor', {})).json().value.data.lanes as Array<{
      gameCategory: string;
    }>;
    expect(lanes.map((lane) => lane.gameCategory)).not.toContain('PVP');
    const hot = (await br.call('/wps/relay/GCSGAME_hotGamesV2', {})).json().value.list as Game[];
    expect(hot.filter((game) => game.gameType === 'PVP' || game.gameClassify === 'CF')).toEqual([]);
    expect(cockfight.gameType).toBe('LIVE');
  });

  it('offers only games that declare an RTP, and shows it on each (Portaria 1.207/2024)', async () => {
    const [slot] = await br.t.database.handle.db
      .select()
      .from(catalogueGame)
      .where(eq(catalogueGame.gameCode, NO_RTP_GAME));
    expect(slot).toMatchObject({ launchable: true, rtpBp: null });
    const search = await br.list({ gameType: 'RNG', gameName: slot!.names.EN });
    expect(search.games.map((game) => game.gameCode)).not.toContain(NO_RTP_GAME);
    const launch = await br.call('/wps/game/launchGame', { nodeId: String(slot!.nodeId) });
    expect(launch.json()).toMatchObject({ success: false, errorCode: 'product-unavailable' });
    const lobby = await br.list({ gameType: 'RNG' });
    expect(lobby.games.length).toBeGreaterThan(0);
    for (const game of lobby.games) expect(game.rtp).toBeGreaterThanOrEqual(90);
  });

  it('offers no game that declares an RTP under 85 % (Portaria 1.207/2024)', async () => {
    const [low] = await br.t.database.handle.db
      .select()
      .from(catalogueGame)
      .where(eq(catalogueGame.gameCode, LOW_RTP_GAME));
    expect(low).toMatchObject({ launchable: true, rtpBp: 8_400 });
    const search = await br.list({ gameType: 'RNG', gameName: low!.names.EN });
    expect(search.games.map((game) => game.gameCode)).not.toContain(LOW_RTP_GAME);
    const launch = await br.call('/wps/game/launchGame', { nodeId: String(low!.nodeId) }, 'PT');
    expect(launch.json()).toMatchObject({
      success: false,
      errorCode: 'product-unavailable',
      message: errorMessage('product-unavailable', 'PT'),
    });
    expect((await br.profile()).minimumRtpBp).toBe(8_500);
  });

  it('refuses to launch or favourite them, with a translated message', async () => {
    const { pvp, cockfight } = await gamesOf(br.t);
    for (const game of [pvp, cockfight]) {
      for (const language of SUPPORTED_LANGUAGES) {
        const launch = await br.call('/wps/game/launchGame', { nodeId: String(game.nodeId) }, language);
        expect(launch.statusCode).toBe(403);
        expect(launch.json()).toMatchObject({
          success: false,
          errorCode: 'product-unavailable',
          message: errorMessage('product-unavailable', language),
        });
      }
      const favourite = await br.call('/wps/relay/addFavoriteGameV2', { nodeId: String(game.nodeId) });
      expect(favourite.json().errorCode).toBe('product-unavailable');
    }
    // Nothing was recorded for them: no recent game, no favourite.
    const recent = (await br.call('/wps/relay/GCS_recentGame', {})).json().value.list as Game[];
    expect(recent).toEqual([]);
  });

  it('refuses money between players before reading any of the request', async () => {
    const auditBefore = await br.t.database.handle.db.select().from(auditEvent);
    for (const [url, body] of [
      ['/wps/member/transfer/upline', { requestId: randomUUID(), amount: 1_000, paymentPassword: '000000' }],
      [
        '/wps/agent/transfer/downline',
        { requestId: randomUUID(), amount: 1_000, paymentPassword: '000000', account: 'jogador2' },
      ],
    ] as const) {
      const who = url.includes('agent')
        ? await loginAs(br.t.app, 'agente1', 'Demo2026', { portal: 'agent' })
        : br.token;
      const response = await sendEncrypted(br.t.app, {
        method: 'POST',
        url,
        body,
        headers: { authorization: who, language: 'PT' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        errorCode: 'feature-unavailable',
        message: errorMessage('feature-unavailable', 'PT'),
      });
    }
    // A wrong payment password was never tried: no lockout attempt, no transfer audited.
    const auditAfter = await br.t.database.handle.db.select().from(auditEvent);
    expect(auditAfter.filter((row) => row.action.startsWith('transfer.'))).toEqual(
      auditBefore.filter((row) => row.action.startsWith('transfer.')),
    );
  });

  it('closes sessions idle for over 30 minutes, whatever SESSION_IDLE_MINUTES says (Portaria 722/2024)', async () => {
    expect(await answersAfterIdle(br.t, 29)).toBe(200);
    expect(await answersAfterIdle(br.t, 31)).toBe(401);
  });

  it('follows the stored setting when no variable overrides it', async () => {
    const db = br.t.database.handle.db;
    const { pvp } = await gamesOf(br.t);
    await patchSetting(db, 'jurisdiction', { profile: 'OPEN' });
    try {
      expect((await br.profile()).code).toBe('OPEN');
      const launch = await br.call('/wps/game/launchGame', { nodeId: String(pvp.nodeId) });
      expect(launch.json()).toMatchObject({ success: true, value: { nodeId: String(pvp.nodeId) } });
    } finally {
      await patchSetting(db, 'jurisdiction', { profile: 'BR' });
    }
    expect((await br.profile()).code).toBe('BR');
  });
});

describe('jurisdiction profile OPEN (JURISDICTION_PROFILE=OPEN)', () => {
  let open: Awaited<ReturnType<typeof appWith>>;

  beforeAll(async () => {
    open = await appWith({ JURISDICTION_PROFILE: 'OPEN', SESSION_IDLE_MINUTES: '120' });
  });
  afterAll(() => open.t.close());

  it('switches everything in the seed on, over the stored setting', async () => {
    await patchSetting(open.t.database.handle.db, 'jurisdiction', { profile: 'BR' });
    const profile = await open.profile();
    expect(profile.code).toBe('OPEN');
    expect(Object.values(profile.products).every(Boolean)).toBe(true);
    expect(Object.values(profile.transfers).every(Boolean)).toBe(true);
    expect(profile.registrationLimits).toEqual([]);
    expect(profile.riskAcknowledgement).toBe(false);
    expect(profile).toMatchObject({
      bonusCredits: true,
      identityVerification: false,
      identityDetails: false,
    });
  });

  it('leaves the idle timeout to SESSION_IDLE_MINUTES', async () => {
    expect(await answersAfterIdle(open.t, 31)).toBe(200);
    expect(await answersAfterIdle(open.t, 121)).toBe(401);
  });

  it('lists and launches the P2P games and cockfight tables a vendor plays', async () => {
    const { pvp, cockfight } = await gamesOf(open.t);
    const { sortingVendor, mappingVendor } = await open.menus();
    expect(sortingVendor).toContain('PVP');
    expect(mappingVendor.LIVE!.flatMap((vendor) => vendor.classes)).toContain('CF');
    expect((await open.list({ gameType: 'PVP' })).totalCount).toBeGreaterThan(0);
    expect(
      (await open.list({ gameType: 'LIVE', gameClassify: 'CF' })).games.map((g) => g.gameCode),
    ).toContain(cockfight.gameCode);
    for (const game of [pvp, cockfight]) {
      const launch = await open.call('/wps/game/launchGame', { nodeId: String(game.nodeId) });
      expect(launch.json()).toMatchObject({ success: true, value: { nodeId: String(game.nodeId) } });
    }
  });

  it('lists a game whose vendor declares no RTP, with none shown', async () => {
    const [slot] = await open.t.database.handle.db
      .select()
      .from(catalogueGame)
      .where(eq(catalogueGame.gameCode, NO_RTP_GAME));
    const search = await open.list({ gameType: 'RNG', gameName: slot!.names.EN });
    expect(search.games.find((game) => game.gameCode === NO_RTP_GAME)).toMatchObject({ rtp: null });
    const [low] = await open.t.database.handle.db
      .select()
      .from(catalogueGame)
      .where(eq(catalogueGame.gameCode, LOW_RTP_GAME));
    const lowSearch = await open.list({ gameType: 'RNG', gameName: low!.names.EN });
    expect(lowSearch.games.find((game) => game.gameCode === LOW_RTP_GAME)).toMatchObject({ rtp: 84 });
  });
});
