import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { member } from '../src/tables.js';
import {
  STUDIO_VENDOR,
  createSeamlessRepository,
  createSeamlessService,
} from '../src/modules/seamless/index.js';
import { checkLedger, createWalletRepository, createWalletService } from '../src/modules/wallet/index.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { loginAs } from './helpers/session.js';
import { sendSigned, studioSecret } from './helpers/vendor.js';
import { brasiliaDay } from '../src/lib/day-range.js';

describe('seamless wallet: the API game vendors call', () => {
  let t: TestApp;
  let secret = '';
  let playerId = '';

  beforeAll(async () => {
    t = await buildTestApp();
    const db = t.database.handle.db;
    secret = await studioSecret(db);
    const [row] = await db.select({ id: member.id }).from(member).where(eq(member.account, 'jogador1'));
    playerId = row!.id;
    const wallet = createWalletService({
      repository: createWalletRepository(db),
      isEligibleToBet: async () => true,
    });
    await wallet.move({
      idempotencyKey: randomUUID(),
      kind: 'DEPOSIT',
      memberId: playerId,
      legs: [
        { account: { house: 'PAYMENTS_CLEARING' }, amount: -100_000 },
        { account: { member: playerId }, amount: 100_000 },
      ],
    });
  });
  afterEach(async () => {
    expect(await checkLedger(t.database.handle.db)).toEqual([]);
  });
  afterAll(() => t.close());

  /** A vendor's call: the body signed with the vendor secret and the current time. */
  const call = (operation: string, body: object, options: { secret?: string; timestamp?: number } = {}) =>
    sendSigned(t.app, options.secret ?? secret, operation, body, options.timestamp);

  const newSession = async () => {
    const seamless = createSeamlessService({
      repository: createSeamlessRepository(t.database.handle.db),
      wallet: createWalletService({
        repository: createWalletRepository(t.database.handle.db),
        isEligibleToBet: async () => true,
      }),
      players: { nicknameOf: async () => null },
    });
    const launchToken = await seamless.createLaunchToken({
      memberId: playerId,
      vendorCode: STUDIO_VENDOR,
      gameCode: 'SLOT1',
    });
    const response = await call('authenticate', { launchToken });
    expect(response.statusCode).toBe(200);
    return { launchToken, ...(response.json().value as { sessionToken: string; balance: number }) };
  };

  const balance = async () =>
    (await call('balance', { sessionToken: (await newSession()).sessionToken })).json().value.balance;

  it('refuses a wrong signature, a stale timestamp and an unknown vendor', async () => {
    const wrong = await call('balance', { sessionToken: 'x' }, { secret: 'not-the-secret' });
    expect(wrong.json()).toMatchObject({ errorCode: 'invalid-signature' });
    const stale = await call('balance', { sessionToken: 'x' }, { timestamp: Date.now() - 10 * 60_000 });
    expect(stale.json()).toMatchObject({ errorCode: 'invalid-signature' });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/wps/seamless/v1/balance',
      payload: { sessionToken: 'x' },
      headers: { 'x-vendor-code': 'NOBODY', 'x-timestamp': String(Date.now()), 'x-signature': 'ab' },
    });
    expect(unknown.json()).toMatchObject({ errorCode: 'invalid-signature' });
  });

  it('exchanges a launch token once for a player session', async () => {
    const session = await newSession();
    expect(session.balance).toBe(await balance());
    const again = await call('authenticate', { launchToken: session.launchToken });
    expect(again.json()).toMatchObject({ errorCode: 'invalid-token' });
  });

  it('debits a bet once, answers a repeat with the original, refuses a changed repeat', async () => {
    const { sessionToken } = await newSession();
    const start = await balance();
    const bet = {
      sessionToken,
      transactionId: randomUUID(),
      roundId: randomUUID(),
      gameCode: 'SLOT1',
      amount: 250,
    };
    const first = await call('bet', bet);
    expect(first.json().value).toMatchObject({ playerId, balance: start - 250, duplicate: false });
    const repeat = await call('bet', bet);
    expect(repeat.json().value).toMatchObject({ balance: start - 250, duplicate: true });
    const changed = await call('bet', { ...bet, amount: 300 });
    expect(changed.json()).toMatchObject({ errorCode: 'duplicate-conflict' });
    expect(await balance()).toBe(start - 250);
  });

  it('answers insufficient funds with the current balance, and a bad token as such', async () => {
    const { sessionToken } = await newSession();
    const start = await balance();
    const tooMuch = await call('bet', {
      sessionToken,
      transactionId: randomUUID(),
      roundId: randomUUID(),
      gameCode: 'SLOT1',
      amount: start + 1,
    });
    expect(tooMuch.json()).toMatchObject({ errorCode: 'insufficient-funds', value: { balance: start } });
    const badToken = await call('bet', {
      sessionToken: 'nope',
      transactionId: randomUUID(),
      roundId: randomUUID(),
      gameCode: 'SLOT1',
      amount: 1,
    });
    expect(badToken.json()).toMatchObject({ errorCode: 'invalid-token' });
  });

  it('credits a win that settles the round; the settled round takes nothing more', async () => {
    const { sessionToken } = await newSession();
    const start = await balance();
    const roundId = randomUUID();
    const betId = randomUUID();
    await call('bet', { sessionToken, transactionId: betId, roundId, gameCode: 'SLOT1', amount: 100 });
    const win = { playerId, transactionId: randomUUID(), roundId, gameCode: 'SLOT1', amount: 400 };
    expect((await call('win', win)).json().value.balance).toBe(start + 300);
    expect((await call('win', win)).json().value).toMatchObject({ balance: start + 300, duplicate: true });
    expect((await call('win', { ...win, transactionId: randomUUID() })).json().errorCode).toBe(
      'round-closed',
    );
    expect(
      (
        await call('bet', {
          sessionToken,
          transactionId: randomUUID(),
          roundId,
          gameCode: 'SLOT1',
          amount: 1,
        })
      ).json().errorCode,
    ).toBe('round-closed');
    expect(
      (await call('rollback', { playerId, transactionId: randomUUID(), betTransactionId: betId })).json()
        .errorCode,
    ).toBe('round-closed');
    const orphan = await call('win', { ...win, transactionId: randomUUID(), roundId: randomUUID() });
    expect(orphan.json().errorCode).toBe('bet-not-found');
  });

  it('refunds a bet once, whichever rollback asks', async () => {
    const { sessionToken } = await newSession();
    const start = await balance();
    const betId = randomUUID();
    await call('bet', {
      sessionToken,
      transactionId: betId,
      roundId: randomUUID(),
      gameCode: 'SLOT1',
      amount: 700,
    });
    const rollback = await call('rollback', {
      playerId,
      transactionId: randomUUID(),
      betTransactionId: betId,
    });
    expect(rollback.json().value.balance).toBe(start);
    const second = await call('rollback', { playerId, transactionId: randomUUID(), betTransactionId: betId });
    expect(second.json().errorCode).toBe('already-rolled-back');
    expect(await balance()).toBe(start);
  });

  it('records a rollback that arrives before its bet, and refuses the late bet', async () => {
    const { sessionToken } = await newSession();
    const start = await balance();
    const betId = randomUUID();
    const early = await call('rollback', { playerId, transactionId: randomUUID(), betTransactionId: betId });
    expect(early.json().value).toMatchObject({ balance: start, duplicate: false });
    const late = await call('bet', {
      sessionToken,
      transactionId: betId,
      roundId: randomUUID(),
      gameCode: 'SLOT1',
      amount: 500,
    });
    expect(late.json().errorCode).toBe('already-rolled-back');
    expect(await balance()).toBe(start);
  });

  it('moves a bet sent many times at once exactly once', async () => {
    const { sessionToken } = await newSession();
    const start = await balance();
    const bet = {
      sessionToken,
      transactionId: randomUUID(),
      roundId: randomUUID(),
      gameCode: 'SLOT1',
      amount: 90,
    };
    const answers = await Promise.all(Array.from({ length: 8 }, () => call('bet', bet)));
    for (const answer of answers) expect(answer.json().value.balance).toBe(start - 90);
    expect(await balance()).toBe(start - 90);
  });

  it('settles a round once when several settling wins race', async () => {
    const { sessionToken } = await newSession();
    const start = await balance();
    const roundId = randomUUID();
    await call('bet', { sessionToken, transactionId: randomUUID(), roundId, gameCode: 'SLOT1', amount: 100 });
    const wins = await Promise.all(
      Array.from({ length: 6 }, () =>
        call('win', { playerId, transactionId: randomUUID(), roundId, gameCode: 'SLOT1', amount: 250 }),
      ),
    );
    const codes = wins.map((answer) => answer.json().errorCode);
    expect(codes.filter((code) => code === null)).toHaveLength(1);
    expect(codes.filter((code) => code === 'round-closed')).toHaveLength(5);
    expect(await balance()).toBe(start + 150);
  });

  it('refuses a bet from a member who may not bet, but still pays the open round', async () => {
    const { sessionToken } = await newSession();
    const start = await balance();
    const roundId = randomUUID();
    await call('bet', { sessionToken, transactionId: randomUUID(), roundId, gameCode: 'SLOT1', amount: 100 });
    const db = t.database.handle.db;
    await db.update(member).set({ status: 'LOCKED' }).where(eq(member.id, playerId));
    try {
      const refused = await call('bet', {
        sessionToken,
        transactionId: randomUUID(),
        roundId: randomUUID(),
        gameCode: 'SLOT1',
        amount: 100,
      });
      expect(refused.json().errorCode).toBe('not-eligible');
      const win = { playerId, transactionId: randomUUID(), roundId, gameCode: 'SLOT1', amount: 300 };
      expect((await call('win', win)).json().value.balance).toBe(start + 200);
    } finally {
      await db.update(member).set({ status: 'ACTIVE' }).where(eq(member.id, playerId));
    }
  });

  it('counts valid turnover from settled rounds only, and reads best net wins and most played games', async () => {
    const seamless = createSeamlessService({
      repository: createSeamlessRepository(t.database.handle.db),
      wallet: createWalletService({
        repository: createWalletRepository(t.database.handle.db),
        isEligibleToBet: async () => true,
      }),
      players: { nicknameOf: async () => null },
    });
    const since = new Date(Date.now() - 1000);
    const range = { from: since, to: new Date(Date.now() + 60_000) };
    const { sessionToken } = await newSession();
    const before = await seamless.validTurnoverOf(playerId, range);
    const play = async (amount: number, outcome: 'win' | 'open' | 'rollback', winAmount = 0) => {
      const roundId = randomUUID();
      const betId = randomUUID();
      await call('bet', { sessionToken, transactionId: betId, roundId, gameCode: 'SLOT1', amount });
      if (outcome === 'win') {
        await call('win', {
          playerId,
          transactionId: randomUUID(),
          roundId,
          gameCode: 'SLOT1',
          amount: winAmount,
        });
      }
      if (outcome === 'rollback') {
        await call('rollback', { playerId, transactionId: randomUUID(), betTransactionId: betId });
      }
    };
    await play(300, 'win', 0);
    await play(200, 'win', 9_000);
    await play(500, 'open');
    await play(700, 'rollback');
    // Settled rounds only: 300 + 200; the open round and the refunded bet do not count.
    expect((await seamless.validTurnoverOf(playerId, range)) - before).toBe(500);
    await play(100, 'win', 1_000);
    // Net of a round: payout minus stake (9,000 − 200); the player's smaller win on the same game
    // (1,000 − 100) and the losing round (0 − 300) give no row of their own.
    const wins = await seamless.bestNetWins(since, 500);
    const mine = wins.filter((win) => win.memberId === playerId && win.gameCode === 'SLOT1');
    expect(mine).toEqual([{ memberId: playerId, gameCode: 'SLOT1', amount: 8_800 }]);
    expect(wins.every((win) => win.amount > 0)).toBe(true);
    const amounts = wins.map((win) => win.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    // Every round started counts towards the hot games except the rolled-back one.
    const played = await seamless.mostPlayed(since, 2_000);
    expect(played.find((entry) => entry.gameCode === 'SLOT1')?.rounds).toBeGreaterThanOrEqual(4);
    const counts = played.map((entry) => entry.rounds);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  describe("the member's records of this play", () => {
    const today = brasiliaDay(new Date());
    const get = async (url: string) => {
      const token = await loginAs(t.app, 'jogador1');
      return t.app.inject({ method: 'GET', url, headers: { authorization: token, language: 'EN' } });
    };

    it('lists rounds with what was bet and won, filtered by status', async () => {
      const all = (await get(`/wps/member/records/bets?from=${today}&to=${today}&pageSize=100`)).json().value;
      expect(all.total).toBeGreaterThan(3);
      const statuses = new Set(all.content.map((row: { status: string }) => row.status));
      expect(statuses).toEqual(new Set(['open', 'settled', 'rolled-back']));
      const settled = all.content.find((row: { status: string; winAmount: number }) => row.winAmount === 400);
      expect(settled).toMatchObject({
        status: 'settled',
        betAmount: 100,
        vendor: STUDIO_VENDOR,
        gameCode: 'SLOT1',
        // A game the catalogue does not list keeps its code as its name, rather than no name; its
        // vendor is the seamless vendor that reported it.
        gameName: 'SLOT1',
        vendorName: 'Sorte Grande Studio',
      });

      const onlyOpen = (await get(`/wps/member/records/bets?from=${today}&to=${today}&status=open`)).json()
        .value;
      expect(onlyOpen.content.every((row: { status: string }) => row.status === 'open')).toBe(true);
      const paged = (await get(`/wps/member/records/bets?from=${today}&to=${today}&pageSize=2&page=2`)).json()
        .value;
      expect(paged).toMatchObject({ page: 2, totalPages: Math.ceil(all.total / 2) });
    });

    it('adds up profit and loss from the same rounds, and lists wallet movements by kind', async () => {
      const bets = (await get(`/wps/member/records/bets?from=${today}&to=${today}&pageSize=100`)).json()
        .value;
      const counted = bets.content.filter((row: { status: string }) => row.status !== 'rolled-back');
      const profit = (await get(`/wps/member/records/profit?from=${today}&to=${today}`)).json().value;
      const betAmount = counted.reduce((sum: number, row: { betAmount: number }) => sum + row.betAmount, 0);
      const winAmount = counted.reduce((sum: number, row: { winAmount: number }) => sum + row.winAmount, 0);
      expect(profit.total).toEqual({
        bets: counted.length,
        betAmount,
        winAmount,
        profit: winAmount - betAmount,
      });
      expect(profit.days).toEqual([{ day: today, ...profit.total }]);

      const deposits = (
        await get(`/wps/member/records/transactions?from=${today}&to=${today}&kind=DEPOSIT`)
      ).json();
      expect(deposits.value.content).toEqual([
        expect.objectContaining({ kind: 'DEPOSIT', amount: 100_000, balanceAfter: 100_000 }),
      ]);
      const betMoves = (
        await get(`/wps/member/records/transactions?from=${today}&to=${today}&kind=BET`)
      ).json();
      expect(betMoves.value.content.every((row: { amount: number }) => row.amount < 0)).toBe(true);
    });

    it('refuses an inverted or too long date range', async () => {
      const inverted = await get(`/wps/member/records/bets?from=${today}&to=2020-01-01`);
      expect(inverted.json().errorCode).toBe('validation-failed');
      const tooLong = await get(`/wps/member/records/transactions?from=2020-01-01&to=${today}`);
      expect(tooLong.json().errorCode).toBe('validation-failed');
    });
  });
});
