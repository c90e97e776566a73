import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { StudioSessionResponse, SlotSpinResponse } from '@platform/contracts';
import { createSeamlessClient } from '@platform/studio';
import { gameVendor } from '../../apps/server/src/tables.js';
import { STUDIO_VENDOR } from '../../apps/server/src/modules/seamless/index.js';
import { checkLedger } from '../../apps/server/src/modules/wallet/index.js';
import { fundMember, memberIdOf, testWallet } from '../../apps/server/test/helpers/money.js';
import { loginAs } from '../../apps/server/test/helpers/session.js';
import { studioRound } from '../../apps/studio/src/db/schema.js';
import { createStudioRepository } from '../../apps/studio/src/studio.repository.js';
import { createStudioService } from '../../apps/studio/src/studio.service.js';
import { buildTestSystem, type TestSystem } from './helpers/system.js';

/** Slots at the studio, end to end: launch, session, spins paid through the platform's wallet. */
describe('studio: slots over the seamless wallet', () => {
  let t: TestSystem;
  let token = '';
  let playerId = '';

  beforeAll(async () => {
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

  /** A real-money launch of the first slot of the lobby, as the platform hands it to the studio. */
  const launch = async () => {
    const list = await post('/wps/relay/GCSGAME_gameList', { gameType: 'RNG', pageSize: 1 });
    const game = list.json().value.games[0] as { nodeId: string; gameCode: string; vendorName: string };
    const launched = await post(
      '/wps/game/launchGame',
      { nodeId: game.nodeId },
      { authorization: `Bearer ${token}` },
    );
    const url = new URL(launched.json().value.url as string, 'http://site.local');
    return {
      game: url.searchParams.get('game')!,
      token: url.searchParams.get('token')!,
      vendorName: game.vendorName,
    };
  };
  const openSession = async (body: object) => {
    const response = await post('/studio/api/session', body);
    expect(response.statusCode, response.body).toBe(200);
    const session = StudioSessionResponse.parse(response.json().value);
    if (session.game.kind !== 'slot') throw new Error(`a slot launch opened a ${session.game.kind} game`);
    return { ...session, game: session.game };
  };
  const spin = (sessionId: string, bet: number) => post('/studio/api/slots/spin', { sessionId, bet });
  const walletBalance = () => testWallet(t.database.handle.db).balanceOf(playerId);

  it('opens a real session from a launch, shows the paytable and RTP, and pays each spin through the wallet', async () => {
    const launched = await launch();
    const session = await openSession({ game: launched.game, mode: 'real', token: launched.token });
    expect(session).toMatchObject({ mode: 'real', currency: 'BRL', balance: await walletBalance() });
    expect(session.game.gameCode).toBe(launched.game);
    expect(session.game.rtp).toBeGreaterThanOrEqual(0.94);
    expect(session.game.betLevels.length).toBeGreaterThan(0);
    expect(Object.keys(session.game.paytable).length).toBeGreaterThan(0);
    // The launch token opens one session only.
    const again = await post('/studio/api/session', {
      game: launched.game,
      mode: 'real',
      token: launched.token,
    });
    expect(again.json().errorCode).toBe('invalid-token');

    const bet = session.game.betLevels[0]!;
    let balance = session.balance;
    for (let round = 0; round < 5; round += 1) {
      const response = await spin(session.sessionId, bet);
      expect(response.statusCode, response.body).toBe(200);
      const result = SlotSpinResponse.parse(response.json().value);
      expect(result.spins[0]!.mode).toBe('base');
      expect(result.potentialMaxMultiplier).toBe(session.game.maxWinMultiplier);
      expect(result.totalWin).toBe(result.spins.reduce((sum, one) => sum + one.totalWin, 0));
      expect(result.balance).toBe(balance - bet + result.totalWin);
      balance = result.balance;
      expect(await walletBalance()).toBe(balance);
      const [stored] = await t.studioDatabase.handle.db
        .select()
        .from(studioRound)
        .where(eq(studioRound.id, result.roundId));
      expect(stored).toMatchObject({ status: 'settled', bet, win: result.totalWin, playerId });
    }
  });

  it('names a launched slot as the lobby does in every language, and draws it in the theme its name calls for', async () => {
    const listed = async (language: string) => {
      const list = await post(
        '/wps/relay/GCSGAME_gameList',
        { gameType: 'RNG', gameName: 'Dancing Jaguar', pageSize: 10 },
        { language },
      );
      expect(list.statusCode, list.body).toBe(200);
      const games = list.json().value.games as { nodeId: string; gameCode: string; gameName: string }[];
      expect(games).toHaveLength(1);
      return games[0]!;
    };
    const [PT, EN, CN] = await Promise.all(['PT', 'EN', 'CN'].map(listed));
    expect(EN!.gameName).toBe('Dancing Jaguar');
    const launched = await post(
      '/wps/game/launchGame',
      { nodeId: EN!.nodeId },
      { authorization: `Bearer ${token}` },
    );
    const url = new URL(launched.json().value.url as string, 'http://site.local');
    const session = await openSession({
      game: url.searchParams.get('game'),
      mode: 'real',
      token: url.searchParams.get('token'),
    });
    expect(session.game.gameCode).toBe(EN!.gameCode);
    expect(session.game.names).toEqual({ PT: PT!.gameName, EN: EN!.gameName, CN: CN!.gameName });
    // A jaguar names the jungle theme: its symbols are the jungle's, jaguars first.
    expect(session.game.theme).toBe('jungle');
    expect(session.game.symbols.map((symbol) => symbol.themeKey)).toContain('jungle.jaguar');
  });

  it('opens only the studio’s own games, each as the type it has', async () => {
    for (const [game, type] of [
      ['AUR-9999', 'RNG'],
      ['ZZZ-0001', 'RNG'],
      ['OCZ-0001', 'RNG'],
      ['AUR-0001', 'FISH'],
    ] as const) {
      const refused = await post('/studio/api/session', { game, type, mode: 'demo' });
      expect(refused.statusCode, `${game} ${type}`).toBe(404);
      expect(refused.json()).toMatchObject({ errorCode: 'game-not-found' });
    }
  });

  it('lists its rounds in the member’s betting record and its wins on the winners board', async () => {
    const launched = await launch();
    const session = await openSession({ game: launched.game, mode: 'real', token: launched.token });
    const bet = session.game.betLevels.at(-1)!;
    // Spin until a round pays more than its stake (the board ranks net wins): about one spin in
    // eight does, so 200 spins practically never all fall short. The stake of all 200 is credited
    // first: a run of losses at the top bet level must not empty the balance the file shares.
    await fundMember(t.database.handle.db, playerId, bet * 200);
    let won: SlotSpinResponse | null = null;
    const played: SlotSpinResponse[] = [];
    for (let round = 0; round < 200 && !won; round += 1) {
      const answer = await spin(session.sessionId, bet);
      expect(answer.statusCode, answer.body).toBe(200);
      const result = SlotSpinResponse.parse(answer.json().value);
      played.push(result);
      if (result.totalWin > bet) won = result;
    }
    expect(won).not.toBeNull();

    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const records = await t.inject({
      method: 'GET',
      url: `/wps/member/records/bets?from=${day(-1)}&to=${day(1)}&pageSize=100&vendor=STUDIO`,
      headers: { authorization: `Bearer ${token}`, language: 'EN' },
    });
    expect(records.statusCode, records.body).toBe(200);
    const lines = records.json().value.content as { roundId: string; betAmount: number; winAmount: number }[];
    // Each line names the game in the reader's language and the brand it is listed under.
    for (const round of played.slice(-20)) {
      expect(lines.find((line) => line.roundId === round.roundId)).toMatchObject({
        gameCode: session.game.gameCode,
        gameName: session.game.names.EN,
        vendorName: launched.vendorName,
        betAmount: bet,
        winAmount: round.totalWin,
        status: 'settled',
      });
    }

    const board = await post('/wps/relay/GCSGAME_getRankList', { gameCategory: 'ALL', limitNum: 20 });
    expect(board.statusCode, board.body).toBe(200);
    const entries = board.json().value.list as { winAmount: number; customerName: string }[];
    // The board ranks net wins (payout minus stake) and shows each player once, with their best,
    // which may be a bigger win of an earlier test: at least this one's.
    const bestNet = Math.max(...played.map((round) => round.totalWin - bet));
    expect(Math.max(...entries.map((entry) => entry.winAmount))).toBeGreaterThanOrEqual(bestNet);
  });

  it('refuses a bet that is not a bet level, an unknown session, and a real session without its token', async () => {
    const launched = await launch();
    const session = await openSession({ game: launched.game, mode: 'real', token: launched.token });
    const before = await walletBalance();
    const odd = await spin(session.sessionId, session.game.betLevels[0]! + 1);
    expect(odd.statusCode).toBe(400);
    expect(odd.json()).toMatchObject({
      errorCode: 'invalid-bet',
      message: 'This bet is not one of the game’s bet levels.',
    });
    expect((await spin('no-such-session', 100)).json().errorCode).toBe('invalid-token');
    const tokenless = await post('/studio/api/session', { game: launched.game, mode: 'real' });
    expect(tokenless.json().errorCode).toBe('validation-failed');
    expect(await walletBalance()).toBe(before);
  });

  it('plays free play on demo credits that never reach the wallet or the round records', async () => {
    const launched = await launch();
    const before = await walletBalance();
    const rounds = (await t.studioDatabase.handle.db.select().from(studioRound)).length;
    const session = await openSession({ game: launched.game, mode: 'demo' });
    expect(session).toMatchObject({ mode: 'demo', balance: 200_000 });
    const bet = session.game.betLevels[0]!;
    const result = SlotSpinResponse.parse((await spin(session.sessionId, bet)).json().value);
    expect(result.balance).toBe(200_000 - bet + result.totalWin);
    expect(await walletBalance()).toBe(before);
    expect((await t.studioDatabase.handle.db.select().from(studioRound)).length).toBe(rounds);
  });

  it('refuses a real spin beyond the balance, moving nothing, and records the refusal', async () => {
    const launched = await launch();
    const session = await openSession({ game: launched.game, mode: 'real', token: launched.token });
    const start = await walletBalance();
    // Leave less than the smallest bet.
    const bet = session.game.betLevels[0]!;
    await fundMember(t.database.handle.db, playerId, -(start - bet + 1));
    const refused = await spin(session.sessionId, bet);
    expect(refused.json()).toMatchObject({ errorCode: 'insufficient-funds', value: { balance: bet - 1 } });
    const [last] = await t.studioDatabase.handle.db
      .select()
      .from(studioRound)
      .where(eq(studioRound.status, 'refused'));
    expect(last).toMatchObject({ refusal: 'insufficient-funds', playerId });
    expect(await walletBalance()).toBe(bet - 1);
    // Put the money back for the next test.
    await fundMember(t.database.handle.db, playerId, start - bet + 1);
  });

  it('on restart pays a round whose bet was taken and refunds one whose bet has no known answer', async () => {
    const [vendor] = await t.database.handle.db
      .select()
      .from(gameVendor)
      .where(eq(gameVendor.code, STUDIO_VENDOR));
    const client = createSeamlessClient({
      baseUrl: t.platformUrl,
      vendorCode: STUDIO_VENDOR,
      secret: vendor!.secret,
    });
    const db = t.studioDatabase.handle.db;
    const repository = createStudioRepository(db);
    const launched = await launch();
    const opened = await client.authenticate(launched.token);
    if (opened.outcome !== 'done') throw new Error('no session');
    const start = await walletBalance();

    // A stop after the bet was taken, before the win: the round is `bet-placed`.
    const paid = { id: randomUUID(), gameCode: launched.game, playerId, bet: 500, win: 1_250, outcome: [] };
    await repository.insertRound({ ...paid, status: 'bet-placed' });
    await client.bet({
      sessionToken: opened.value.sessionToken,
      transactionId: `${paid.id}:bet`,
      roundId: paid.id,
      gameCode: paid.gameCode,
      amount: 500,
    });
    // A stop while the bet was on its way: the wallet took it, the studio never heard.
    const lost = { id: randomUUID(), gameCode: launched.game, playerId, bet: 300, win: 0, outcome: [] };
    await repository.insertRound({ ...lost, status: 'open' });
    await client.bet({
      sessionToken: opened.value.sessionToken,
      transactionId: `${lost.id}:bet`,
      roundId: lost.id,
      gameCode: lost.gameCode,
      amount: 300,
    });
    // A stop before the bet left: the wallet never saw it.
    const unsent = { id: randomUUID(), gameCode: launched.game, playerId, bet: 200, win: 0, outcome: [] };
    await repository.insertRound({ ...unsent, status: 'open' });
    expect(await walletBalance()).toBe(start - 800);

    // A round younger than a minute may still be waiting for its answer: recovery leaves it.
    const early = createStudioService({ repository, wallet: client });
    expect(await early.recover()).toEqual({ settled: 0, refunded: 0, left: 0 });
    expect(await walletBalance()).toBe(start - 800);

    const studio = createStudioService({ repository, wallet: client, now: () => Date.now() + 120_000 });
    expect(await studio.recover()).toEqual({ settled: 1, refunded: 2, left: 0 });
    expect(await walletBalance()).toBe(start - 500 + 1_250);
    const statuses = Object.fromEntries(
      (await db.select().from(studioRound)).map((round) => [round.id, round.status]),
    );
    expect([statuses[paid.id], statuses[lost.id], statuses[unsent.id]]).toEqual([
      'settled',
      'refunded',
      'refunded',
    ]);
    // The refunded bet that never arrived is refused if it turns up late.
    const late = await client.bet({
      sessionToken: opened.value.sessionToken,
      transactionId: `${unsent.id}:bet`,
      roundId: unsent.id,
      gameCode: unsent.gameCode,
      amount: 200,
    });
    expect(late).toMatchObject({ outcome: 'refused', code: 'already-rolled-back' });
    expect(await studio.recover()).toEqual({ settled: 0, refunded: 0, left: 0 });
  });
});
