import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, ne } from 'drizzle-orm';
import WebSocket from 'ws';
import {
  CrashBetResponse,
  CrashCashOutResponse,
  CrashSocketMessage,
  CrashStateResponse,
  StudioSessionResponse,
  type CrashGameInfo,
} from '@platform/contracts';
import { createSeamlessClient, fair } from '@platform/studio';
import { gameVendor } from '../../apps/server/src/tables.js';
import { STUDIO_VENDOR } from '../../apps/server/src/modules/seamless/index.js';
import { checkLedger } from '../../apps/server/src/modules/wallet/index.js';
import { fundMember, memberIdOf, testWallet } from '../../apps/server/test/helpers/money.js';
import { loginAs } from '../../apps/server/test/helpers/session.js';
import { studioCrashChain, studioCrashRound, studioRound } from '../../apps/studio/src/db/schema.js';
import { createStudioRepository } from '../../apps/studio/src/studio.repository.js';
import { createStudioService } from '../../apps/studio/src/studio.service.js';
import { buildTestSystem, type TestSystem } from './helpers/system.js';

/** Fast rounds (the studio's settings): bets for 400 ms, a curve 33× the standard one (2× in about 0.35 s). */
const FAST = {
  STUDIO_CRASH_BETTING_MS: '400',
  STUDIO_CRASH_PAUSE_MS: '20',
  STUDIO_CRASH_GROWTH: '0.002',
};
const WAIT_MS = 30_000;

type Message = CrashSocketMessage;
type Of<Type extends Message['type']> = Extract<Message, { type: Type }>;

/** A page's socket: every message it was pushed, and a wait for the next one that matches. */
const openFeed = async (baseUrl: string) => {
  const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/studio/ws/crash`);
  const messages: Message[] = [];
  let onMessage = () => {};
  socket.on('message', (data) => {
    messages.push(CrashSocketMessage.parse(JSON.parse(String(data))));
    onMessage();
  });
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  return {
    messages,
    /** Where the messages from now on start. */
    mark: () => messages.length,
    /** The first message at or after `from` that matches. */
    next<Type extends Message['type']>(
      type: Type,
      matches: (message: Of<Type>) => boolean = () => true,
      from = messages.length,
    ): Promise<Of<Type>> {
      const found = () =>
        messages
          .slice(from)
          .find((message): message is Of<Type> => message.type === type && matches(message as Of<Type>));
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${type} message came`)), WAIT_MS);
        const check = () => {
          const message = found();
          if (!message) return;
          clearTimeout(timer);
          onMessage = () => {};
          resolve(message);
        };
        onMessage = check;
        check();
      });
    },
    close: () => socket.close(),
  };
};

const waitUntil = async (condition: () => Promise<boolean>) => {
  for (let tries = 0; tries < 600; tries += 1) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the condition never held');
};

/**
 * Launches at the platform, sessions at the studio and the chain's crash points (the studio's
 * database), for one platform and its studio.
 */
const crashDriver = (t: TestSystem, token: () => string) => {
  const db = t.studioDatabase.handle.db;
  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.inject({ method: 'POST', url, payload, headers: { language: 'EN', ...headers } });

  /** A launch of Crash from the in-house lobby, as the platform hands it to the studio. */
  const launch = async () => {
    const list = await post('/wps/relay/GCSGAME_gameList', { gameType: 'INHOUSE', pageSize: 50 });
    const games = list.json().value.games as { nodeId: string; gameCode: string }[];
    const game = games.find((one) => one.gameCode === 'SG-0001')!;
    const launched = await post(
      '/wps/game/launchGame',
      { nodeId: game.nodeId },
      { authorization: `Bearer ${token()}` },
    );
    const url = new URL(launched.json().value.url as string, 'http://site.local');
    expect(url.searchParams.get('type')).toBe('INHOUSE');
    return { game: url.searchParams.get('game')!, token: url.searchParams.get('token')! };
  };
  const openSession = async (mode: 'real' | 'demo') => {
    const launched = await launch();
    const response = await post('/studio/api/session', {
      game: launched.game,
      type: 'INHOUSE',
      mode,
      ...(mode === 'real' ? { token: launched.token } : {}),
    });
    expect(response.statusCode, response.body).toBe(200);
    const session = StudioSessionResponse.parse(response.json().value);
    if (session.game.kind !== 'crash') throw new Error(`Crash opened a ${session.game.kind} game`);
    return { ...session, game: session.game as CrashGameInfo };
  };

  /** The crash point of each round of the chain in play, as anyone can compute once it is revealed. */
  const crashPoints = async () => {
    const [chain] = await db.select().from(studioCrashChain).where(isNull(studioCrashChain.retiredAt));
    const hashes = fair.buildHashChain({ secret: chain!.secret, length: chain!.length });
    return (round: number) => fair.crashPoint({ roundHash: hashes[round]!, salt: chain!.salt });
  };

  return {
    db,
    post,
    launch,
    openSession,
    crashPoints,
    bet: (sessionId: string, bet: number, autoCashOut?: number) =>
      post('/studio/api/crash/bet', { sessionId, bet, ...(autoCashOut ? { autoCashOut } : {}) }),
    cashOut: (sessionId: string) => post('/studio/api/crash/cashout', { sessionId }),
    state: async (sessionId: string) =>
      CrashStateResponse.parse((await post('/studio/api/crash/state', { sessionId })).json().value),
    feed: () => openFeed(t.studioUrl),
  };
};

describe('studio: crash rounds over the seamless wallet and the socket', () => {
  let t: TestSystem;
  let token = '';
  let playerId = '';
  let drive: ReturnType<typeof crashDriver>;
  let feed: Awaited<ReturnType<typeof openFeed>>;
  let pointOf: (round: number) => number;

  beforeAll(async () => {
    t = await buildTestSystem({ studioEnv: FAST });
    token = await loginAs(t.app, 'jogador1');
    playerId = await memberIdOf(t.database.handle.db, 'jogador1');
    await fundMember(t.database.handle.db, playerId, 200_000);
    drive = crashDriver(t, () => token);
    // The rounds start once the server listens and the chain is loaded or made.
    await waitUntil(
      async () =>
        (
          await drive.post('/studio/api/session', {
            game: 'SG-0001',
            type: 'INHOUSE',
            mode: 'demo',
          })
        ).statusCode === 200,
    );
    feed = await drive.feed();
    pointOf = await drive.crashPoints();
  });
  afterEach(async () => {
    expect(await checkLedger(t.database.handle.db)).toEqual([]);
  });
  afterAll(async () => {
    feed.close();
    await t.close();
  });

  const walletBalance = () => testWallet(t.database.handle.db).balanceOf(playerId);
  /** The next round to take bets whose crash point (known from the chain) passes `test`. */
  const nextRoundWhere = (test: (point: number) => boolean) =>
    feed.next('betting', (message) => test(pointOf(message.round)));

  it('shows the rules before play: edge, RTP, limits, timing, and the terminal hash and salt of the chain', async () => {
    const session = await drive.openSession('real');
    const [chain] = await drive.db.select().from(studioCrashChain).where(isNull(studioCrashChain.retiredAt));
    expect(session.game).toEqual({
      kind: 'crash',
      gameCode: 'SG-0001',
      names: { PT: 'Crash', EN: 'Crash', CN: '爆点' },
      edgeBp: 100,
      rtp: 0.99,
      minBet: 10,
      maxBet: 100_000,
      maxPayout: 10_000_000,
      chain: { terminalHash: chain!.terminalHash, salt: chain!.salt, length: 100_000 },
      bettingMs: 400,
      pauseMs: 20,
      growthPerMs: 0.002,
    });
    expect(fair.buildHashChain({ secret: chain!.secret, length: 3 })).toHaveLength(4);
    expect(session.balance).toBe(await walletBalance());
  });

  it('takes the stake at the bet, pays floor(bet × m) at a cash-out by hand, and pushes both to the socket', async () => {
    const session = await drive.openSession('real');
    const start = await walletBalance();
    const betting = await nextRoundWhere((point) => point >= 300);
    const from = feed.mark();
    const placed = await drive.bet(session.sessionId, 1_000);
    expect(placed.statusCode, placed.body).toBe(200);
    const bet = CrashBetResponse.parse(placed.json().value);
    expect(bet).toMatchObject({
      round: betting.round,
      bet: 1_000,
      autoCashOut: null,
      balance: start - 1_000,
    });
    expect(await walletBalance()).toBe(start - 1_000);
    const pushed = await feed.next('bet', (message) => message.round === betting.round, from);
    expect(pushed.bet).toEqual({ player: bet.player, demo: false, bet: 1_000, cashOut: null, win: null });

    await feed.next('flying', (message) => message.round === betting.round, from);
    // Cash out a moment into the flight (3.00× is about 0.55 s away).
    await new Promise((resolve) => setTimeout(resolve, 120));
    const cashed = await drive.cashOut(session.sessionId);
    expect(cashed.statusCode, cashed.body).toBe(200);
    const result = CrashCashOutResponse.parse(cashed.json().value);
    expect(result.cashOut).toBeGreaterThanOrEqual(101);
    expect(result.cashOut).toBeLessThan(pointOf(betting.round));
    expect(result.win).toBe(Math.floor((1_000 * result.cashOut) / 100));
    expect(result.balance).toBe(start - 1_000 + result.win);
    expect(await walletBalance()).toBe(start - 1_000 + result.win);
    expect(await feed.next('cashout', (message) => message.player === bet.player, from)).toMatchObject({
      round: betting.round,
      cashOut: result.cashOut,
      win: result.win,
    });

    const crash = await feed.next('crash', (message) => message.round === betting.round, from);
    expect(crash.crashPoint).toBe(pointOf(betting.round));
    expect(
      fair.verifyCrashRound({
        roundHash: crash.hash,
        roundNumber: crash.round,
        terminalHash: session.game.chain.terminalHash,
        salt: session.game.chain.salt,
      }),
    ).toEqual({ ok: true, outcome: { crashHundredths: crash.crashPoint } });
    const [stored] = await drive.db
      .select()
      .from(studioCrashRound)
      .where(eq(studioCrashRound.round, betting.round));
    expect(stored).toMatchObject({ status: 'crashed', crashPoint: crash.crashPoint, hash: crash.hash });
    const rounds = await drive.db.select().from(studioRound).where(eq(studioRound.playerId, playerId));
    expect(rounds.at(-1)).toMatchObject({
      gameCode: 'SG-0001',
      status: 'settled',
      bet: 1_000,
      win: result.win,
    });
  });

  it('cashes out by itself at the auto target, and pays 0 for a bet still in the air at the crash', async () => {
    const winner = await drive.openSession('real');
    const loser = await drive.openSession('real');
    const start = await walletBalance();
    const betting = await nextRoundWhere((point) => point >= 150);
    const from = feed.mark();
    expect((await drive.bet(winner.sessionId, 2_000, 150)).statusCode).toBe(200);
    expect((await drive.bet(loser.sessionId, 500)).statusCode).toBe(200);
    expect(await walletBalance()).toBe(start - 2_500);
    await feed.next('crash', (message) => message.round === betting.round, from);
    expect(await drive.state(winner.sessionId)).toMatchObject({
      bet: { round: betting.round, autoCashOut: 150, cashOut: 150, win: 3_000 },
    });
    expect(await drive.state(loser.sessionId)).toMatchObject({
      bet: { round: betting.round, cashOut: null, win: 0 },
    });
    expect(await walletBalance()).toBe(start - 2_500 + 3_000);
    const mine = await drive.db.select().from(studioRound).where(eq(studioRound.playerId, playerId));
    expect(mine.map((round) => [round.bet, round.win, round.status])).toEqual(
      expect.arrayContaining([
        [2_000, 3_000, 'settled'],
        [500, 0, 'settled'],
      ]),
    );
  });

  it('refuses bets outside the betting phase or the limits and cash-outs without a flight, moving nothing', async () => {
    const session = await drive.openSession('real');
    const other = await drive.openSession('real');
    const start = await walletBalance();
    const expectRefused = async (response: Awaited<ReturnType<typeof drive.bet>>, code: string) => {
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.json().errorCode).toBe(code);
      expect(response.json().message).toEqual(expect.any(String));
    };
    await expectRefused(await drive.bet(session.sessionId, 9), 'bet-out-of-range');
    await expectRefused(await drive.bet(session.sessionId, 100_001), 'bet-out-of-range');
    await expectRefused(await drive.bet(session.sessionId, 100_000, 10_001), 'bet-out-of-range');
    await expectRefused(await drive.bet(session.sessionId, 100, 100), 'validation-failed');
    await expectRefused(await drive.cashOut(session.sessionId), 'round-not-found');
    // A round whose crash is at least 3.00×, so the bet below is in the air for a while.
    const betting = await nextRoundWhere((point) => point >= 300);
    const from = feed.mark();
    expect((await drive.bet(other.sessionId, 100)).statusCode).toBe(200);
    await expectRefused(await drive.bet(other.sessionId, 100), 'round-in-progress');
    await feed.next('flying', (message) => message.round === betting.round, from);
    await expectRefused(await drive.bet(session.sessionId, 100), 'betting-closed');
    await feed.next('crash', (message) => message.round === betting.round, from);
    await expectRefused(await drive.cashOut(other.sessionId), 'cash-out-closed');
    expect((await drive.state(other.sessionId)).bet).toMatchObject({ win: 0 });
    expect(await walletBalance()).toBe(start - 100);
    expect(
      (await drive.post('/studio/api/crash/bet', { sessionId: 'nope', bet: 100 })).json().errorCode,
    ).toBe('invalid-token');
  });

  it('plays free play on demo credits that never reach the wallet or the round records', async () => {
    const session = await drive.openSession('demo');
    expect(session).toMatchObject({ mode: 'demo', balance: 200_000 });
    const before = await walletBalance();
    const rounds = (await drive.db.select().from(studioRound)).length;
    const betting = await nextRoundWhere((point) => point >= 200);
    const from = feed.mark();
    const bet = CrashBetResponse.parse((await drive.bet(session.sessionId, 5_000, 200)).json().value);
    expect(bet.balance).toBe(195_000);
    expect((await feed.next('bet', (message) => message.round === betting.round, from)).bet).toMatchObject({
      player: bet.player,
      demo: true,
    });
    await feed.next('crash', (message) => message.round === betting.round, from);
    expect(await drive.state(session.sessionId)).toMatchObject({ balance: 200_000 - 5_000 + 10_000 });
    expect(await walletBalance()).toBe(before);
    expect((await drive.db.select().from(studioRound)).length).toBe(rounds);
  });

  it('sends a joining page the snapshot of the round, the last crash points with their hashes, and the chain', async () => {
    const page = await drive.feed();
    try {
      const snapshot = await page.next('snapshot', () => true, 0);
      expect(page.messages[0]).toBe(snapshot);
      expect(snapshot.history.length).toBeGreaterThan(0);
      for (const entry of snapshot.history) {
        expect(entry.crashPoint).toBe(pointOf(entry.round));
        expect(
          fair.verifyCrashRound({
            roundHash: entry.hash,
            roundNumber: entry.round,
            terminalHash: snapshot.chain.terminalHash,
            salt: snapshot.chain.salt,
          }).ok,
        ).toBe(true);
      }
      expect(snapshot.history.map((entry) => entry.round)).toEqual(
        [...snapshot.history.map((entry) => entry.round)].sort((a, b) => b - a),
      );
      // Then every phase of the next round, in order. Several messages may come in one read, so
      // each wait starts right after the message before it, not at the messages received so far.
      const after = (message: Message) => page.messages.indexOf(message) + 1;
      const betting = await page.next('betting');
      const ofRound = (message: { round: number }) => message.round === betting.round;
      const flying = await page.next('flying', ofRound, after(betting));
      const crash = await page.next('crash', ofRound, after(flying));
      expect(flying.startedAt).toBeGreaterThanOrEqual(betting.bettingEndsAt);
      expect(crash.crashPoint).toBe(pointOf(betting.round));
    } finally {
      page.close();
    }
  });
});

describe('studio: a crash round a stop interrupted', () => {
  let t: TestSystem;

  beforeAll(async () => {
    // Long betting, so the stop lands while the bet waits for its round.
    t = await buildTestSystem({ studioEnv: { STUDIO_CRASH_BETTING_MS: '60000' } });
  });
  afterAll(() => t.close());

  it('is marked interrupted at the next start, which plays on, and its bet comes back at the first recovery', async () => {
    const db = t.database.handle.db;
    const studioDb = t.studioDatabase.handle.db;
    const token = await loginAs(t.app, 'jogador1');
    const playerId = await memberIdOf(db, 'jogador1');
    await fundMember(db, playerId, 50_000);
    const drive = crashDriver(t, () => token);
    const walletBalance = () => testWallet(db).balanceOf(playerId);
    await waitUntil(async () => (await studioDb.select().from(studioCrashRound)).length > 0);
    const session = await drive.openSession('real');
    const placed = CrashBetResponse.parse((await drive.bet(session.sessionId, 2_500)).json().value);
    expect(await walletBalance()).toBe(50_000 - 2_500);
    const [inPlay] = await studioDb.select().from(studioRound).where(eq(studioRound.playerId, playerId));
    expect(inPlay).toMatchObject({ status: 'in-play', bet: 2_500, win: 2_500 });

    // The studio's process stops (its rounds with it) and starts again on the same database,
    // while the platform keeps running.
    await t.restartStudio();
    await waitUntil(async () => {
      const rows = await studioDb.select().from(studioCrashRound);
      return rows.some((row) => row.round === placed.round + 1);
    });
    const [interrupted] = await studioDb
      .select()
      .from(studioCrashRound)
      .where(eq(studioCrashRound.round, placed.round));
    expect(interrupted).toMatchObject({ status: 'interrupted', startedAt: null });
    expect(interrupted!.endedAt).not.toBeNull();
    const page = await openFeed(t.studioUrl);
    const snapshot = await page.next('snapshot', () => true, 0);
    page.close();
    expect(snapshot).toMatchObject({ type: 'snapshot', round: placed.round + 1, phase: 'betting' });

    // The restart made the interrupted bet due at once: the first recovery that may touch it (a
    // round over a minute old) returns the stake, without waiting for its abandonment time.
    const [due] = await studioDb.select().from(studioRound).where(eq(studioRound.id, inPlay!.id));
    expect(due!.settleAfter!.getTime()).toBeLessThanOrEqual(Date.now());
    const [vendor] = await db.select().from(gameVendor).where(eq(gameVendor.code, STUDIO_VENDOR));
    const client = createSeamlessClient({
      baseUrl: t.platformUrl,
      vendorCode: STUDIO_VENDOR,
      secret: vendor!.secret,
    });
    const repository = createStudioRepository(studioDb);
    const later = createStudioService({ repository, wallet: client, now: () => Date.now() + 2 * 60_000 });
    expect(await later.recover()).toEqual({ settled: 1, refunded: 0, left: 0 });
    expect(await walletBalance()).toBe(50_000);
    const [settled] = await studioDb
      .select()
      .from(studioRound)
      .where(and(eq(studioRound.playerId, playerId), eq(studioRound.id, inPlay!.id)));
    expect(settled).toMatchObject({ status: 'settled', win: 2_500 });
    expect(await checkLedger(db)).toEqual([]);
    expect(await studioDb.select().from(studioRound).where(ne(studioRound.status, 'settled'))).toEqual([]);
  });
});
