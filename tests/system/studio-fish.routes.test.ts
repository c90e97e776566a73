import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FishShotResponse, StudioSessionResponse } from '@platform/contracts';
import { SHOTS_PER_SECOND } from '@platform/studio';
import { checkLedger } from '../../apps/server/src/modules/wallet/index.js';
import { fundMember, memberIdOf, testWallet } from '../../apps/server/test/helpers/money.js';
import { loginAs } from '../../apps/server/test/helpers/session.js';
import { studioRound } from '../../apps/studio/src/db/schema.js';
import { buildTestSystem, type TestSystem } from './helpers/system.js';

/** Fishing at the studio, end to end: a FISH launch, a session, shots paid through the platform's wallet. */
describe('studio: fishing over the seamless wallet', () => {
  let t: TestSystem;
  let token = '';
  let playerId = '';

  beforeAll(async () => {
    // The studio reaches the platform's wallet over HTTP, at the address the platform listens on.
    t = await buildTestSystem();
    token = await loginAs(t.app, 'jogador1');
    playerId = await memberIdOf(t.database.handle.db, 'jogador1');
    await fundMember(t.database.handle.db, playerId, 200_000);
  });
  afterEach(async () => {
    expect(await checkLedger(t.database.handle.db)).toEqual([]);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.inject({ method: 'POST', url, payload, headers: { language: 'EN', ...headers } });

  /** A real-money launch of the first fishing game of the lobby, as the platform hands it to the studio. */
  const launch = async () => {
    const list = await post('/wps/relay/GCSGAME_gameList', { gameType: 'FISH', pageSize: 1 });
    const game = list.json().value.games[0] as { nodeId: string; gameCode: string; gameName: string };
    const launched = await post(
      '/wps/game/launchGame',
      { nodeId: game.nodeId },
      { authorization: `Bearer ${token}` },
    );
    const url = new URL(launched.json().value.url as string, 'http://site.local');
    expect(url.origin).toBe(t.studioUrl);
    expect(url.pathname).toBe('/studio/play');
    expect(url.searchParams.get('type')).toBe('FISH');
    return {
      game: url.searchParams.get('game')!,
      token: url.searchParams.get('token')!,
      name: game.gameName,
    };
  };
  const openSession = async (body: object) => {
    const response = await post('/studio/api/session', { type: 'FISH', ...body });
    expect(response.statusCode, response.body).toBe(200);
    const session = StudioSessionResponse.parse(response.json().value);
    if (session.game.kind !== 'fish') throw new Error(`a fishing launch opened a ${session.game.kind} game`);
    return { ...session, game: session.game };
  };
  const openReal = async () => {
    const launched = await launch();
    const session = await openSession({ game: launched.game, mode: 'real', token: launched.token });
    // The page shows the name the lobby shows (the launch was in English).
    expect(session.game.names.EN).toBe(launched.name);
    return session;
  };
  const shoot = (sessionId: string, cost: number, species: string) =>
    post('/studio/api/fish/shoot', { sessionId, cost, species });
  /**
   * A shot no sooner than the game's rate allows after the previous one, as the game's page
   * fires them: a fast machine otherwise fires more than SHOTS_PER_SECOND in a second.
   */
  let lastPacedShot = 0;
  const pacedShoot = async (sessionId: string, cost: number, species: string) => {
    const wait = lastPacedShot + 1000 / SHOTS_PER_SECOND - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    lastPacedShot = Date.now();
    return shoot(sessionId, cost, species);
  };
  const walletBalance = () => testWallet(t.database.handle.db).balanceOf(playerId);
  const roundCount = async () => (await t.studioDatabase.handle.db.select().from(studioRound)).length;

  it('shows the species, multipliers and RTP, and moves the wallet by exactly the cost and the win of each shot', async () => {
    const session = await openReal();
    expect(session).toMatchObject({ mode: 'real', currency: 'BRL', balance: await walletBalance() });
    expect(session.game.rtp).toBeGreaterThanOrEqual(0.94);
    expect(session.game.rtp).toBeLessThanOrEqual(0.97);
    expect(session.game.species.length).toBeGreaterThanOrEqual(8);
    expect(session.game.maxMultiplier).toBe(session.game.species.at(-1)!.multiplier);
    expect(session.game.shotsPerSecond).toBe(SHOTS_PER_SECOND);

    // Shots at the 2× fish (caught about one shot in two) until one is caught and one escapes.
    const cost = session.game.shotCosts[1]!;
    const small = session.game.species[0]!;
    let balance = session.balance;
    const seen = new Set<boolean>();
    for (let shot = 0; shot < 60 && seen.size < 2; shot += 1) {
      const response = await pacedShoot(session.sessionId, cost, small.id);
      expect(response.statusCode, response.body).toBe(200);
      const result = FishShotResponse.parse(response.json().value);
      seen.add(result.caught);
      expect(result).toMatchObject({ species: small.id, multiplier: 2, win: result.caught ? cost * 2 : 0 });
      expect(result.balance).toBe(balance - cost + result.win);
      balance = result.balance;
      expect(await walletBalance()).toBe(balance);
      const [stored] = await t.studioDatabase.handle.db
        .select()
        .from(studioRound)
        .where(eq(studioRound.id, result.roundId));
      expect(stored).toMatchObject({ status: 'settled', bet: cost, win: result.win, playerId });
      expect(stored!.outcome).toMatchObject({ species: small.id, caught: result.caught, cost });
    }
    expect(seen).toEqual(new Set([true, false]));
  });

  it('refuses an unknown species, a cost off the list and an unknown session, moving nothing', async () => {
    const session = await openReal();
    const before = await walletBalance();
    const rounds = await roundCount();
    const species = session.game.species[0]!.id;
    const cost = session.game.shotCosts[0]!;

    const unknown = await shoot(session.sessionId, cost, 'mermaid');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      errorCode: 'invalid-game-choice',
      message: 'This choice is not allowed in this game.',
    });
    const odd = await shoot(session.sessionId, cost + 1, species);
    expect(odd.statusCode).toBe(400);
    expect(odd.json()).toMatchObject({
      errorCode: 'bet-out-of-range',
      value: { minBet: cost, maxBet: session.game.shotCosts.at(-1) },
    });
    expect((await shoot('no-such-session', cost, species)).json().errorCode).toBe('invalid-token');
    expect(
      (await post('/studio/api/fish/shoot', { sessionId: session.sessionId, cost })).json().errorCode,
    ).toBe('validation-failed');
    // A fishing game is no slot, and a slot session cannot shoot.
    const asSlot = await post('/studio/api/session', {
      game: session.game.gameCode,
      type: 'RNG',
      mode: 'demo',
    });
    expect(asSlot.json().errorCode).toBe('game-not-found');
    const slot = await post('/studio/api/session', { game: 'AUR-0001', type: 'RNG', mode: 'demo' });
    expect((await shoot(slot.json().value.sessionId as string, cost, species)).json().errorCode).toBe(
      'invalid-token',
    );
    expect(await walletBalance()).toBe(before);
    expect(await roundCount()).toBe(rounds);
  });

  it('refuses shots beyond the rate a session may send, moving only the shots it took', async () => {
    const session = await openReal();
    const before = await walletBalance();
    const cost = session.game.shotCosts[0]!;
    const species = session.game.species[0]!.id;
    // Sent at once: the rate is counted as each shot arrives, before any reaches the wallet.
    const responses = await Promise.all(
      Array.from({ length: SHOTS_PER_SECOND + 4 }, () => shoot(session.sessionId, cost, species)),
    );
    const taken = responses.filter((response) => response.statusCode === 200);
    const refused = responses.filter((response) => response.statusCode !== 200);
    expect(taken).toHaveLength(SHOTS_PER_SECOND);
    expect(refused.map((response) => response.json().errorCode)).toEqual(Array(4).fill('shots-too-fast'));
    expect(refused[0]!.statusCode).toBe(429);
    const won = taken.reduce((sum, response) => sum + FishShotResponse.parse(response.json().value).win, 0);
    expect(await walletBalance()).toBe(before - SHOTS_PER_SECOND * cost + won);
  });

  it('refuses a shot beyond the balance, moving nothing', async () => {
    const session = await openReal();
    const start = await walletBalance();
    const cost = session.game.shotCosts[0]!;
    await fundMember(t.database.handle.db, playerId, -(start - cost + 1));
    const refused = await shoot(session.sessionId, cost, session.game.species[0]!.id);
    expect(refused.json()).toMatchObject({ errorCode: 'insufficient-funds', value: { balance: cost - 1 } });
    expect(await walletBalance()).toBe(cost - 1);
    await fundMember(t.database.handle.db, playerId, start - cost + 1);
  });

  it('plays free play on demo credits that never reach the wallet or the round records', async () => {
    const launched = await launch();
    const before = await walletBalance();
    const rounds = await roundCount();
    const session = await openSession({ game: launched.game, mode: 'demo' });
    expect(session).toMatchObject({ mode: 'demo', balance: 200_000 });
    const cost = session.game.shotCosts.at(-1)!;
    let balance = session.balance;
    for (const species of session.game.species.slice(0, 5)) {
      const result = FishShotResponse.parse((await shoot(session.sessionId, cost, species.id)).json().value);
      expect(result.balance).toBe(balance - cost + result.win);
      balance = result.balance;
    }
    expect(await walletBalance()).toBe(before);
    expect(await roundCount()).toBe(rounds);
  });

  it('opens sessions for catalogue fishing codes only', async () => {
    expect(
      (await post('/studio/api/session', { game: 'OCZ-0001', type: 'FISH', mode: 'demo' })).statusCode,
    ).toBe(200);
    const unknown = await post('/studio/api/session', { game: 'OCZ-1', type: 'FISH', mode: 'demo' });
    expect(unknown.json().errorCode).toBe('game-not-found');
  });
});
