import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { member, vendorTransaction } from '../src/tables.js';
import { createSeamlessRepository } from '../src/modules/seamless/index.js';
import { checkLedger } from '../src/modules/wallet/index.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import {
  ledgerOf,
  newPlayer,
  roundStatusOf,
  vendorCaller,
  type VendorAnswer,
  type VendorCall,
} from './helpers/vendor.js';

/**
 * The seamless wallet's races (docs/seamless-wallet.md, "Rounds"): competing calls on one round
 * fired together, many times. On PostgreSQL they really run side by side; on PGlite (one
 * connection) they run one after another in whatever order they arrive, and must hold the same.
 * Each trial has its own player, so its exact balance and journal entries can be asserted.
 */
const TRIALS = 50;
const DEPOSIT = 10_000;
const BET = 1_000;
const GAME = 'SLOT1';

describe('seamless wallet under racing calls', () => {
  let t: TestApp;
  let call: VendorCall;

  beforeAll(async () => {
    t = await buildTestApp();
    call = await vendorCaller(t.app, t.database.handle.db);
  });
  afterEach(async () => {
    expect(await checkLedger(t.database.handle.db)).toEqual([]);
  });
  afterAll(() => t.close());

  const db = () => t.database.handle.db;
  const ok = (answer: VendorAnswer) => {
    expect(answer.errorCode).toBeNull();
    return answer.value!;
  };
  /** A player with a bet of BET on a new round. */
  const playerWithBet = async () => {
    const player = await newPlayer(db(), call, DEPOSIT);
    const roundId = randomUUID();
    const betId = randomUUID();
    ok(await call('bet', { ...bet(player, roundId), transactionId: betId }));
    return { ...player, roundId, betId };
  };
  const bet = (player: { sessionToken: string }, roundId: string, amount = BET) => ({
    sessionToken: player.sessionToken,
    transactionId: randomUUID(),
    roundId,
    gameCode: GAME,
    amount,
  });
  const trials = (run: (trial: number) => Promise<void>) =>
    Array.from({ length: TRIALS }, (_, trial) => trial).reduce<Promise<void>>(
      (previous, trial) => previous.then(() => run(trial)),
      Promise.resolve(),
    );

  it('a settling win racing the rollback of the bet: either the refund or the win, never both', async () => {
    const seen = { refunded: 0, paid: 0 };
    await trials(async () => {
      const { playerId, roundId, betId } = await playerWithBet();
      const [rollback, win] = await Promise.all([
        call('rollback', { playerId, transactionId: randomUUID(), betTransactionId: betId }),
        call('win', { playerId, transactionId: randomUUID(), roundId, gameCode: GAME, amount: 5 * BET }),
      ]);
      const ledger = await ledgerOf(db(), playerId);
      if (rollback.errorCode === null) {
        seen.refunded += 1;
        expect(rollback.value!.balance).toBe(DEPOSIT);
        expect(win.errorCode).toBe('already-rolled-back');
        expect(ledger).toEqual({ balance: DEPOSIT, kinds: ['DEPOSIT', 'BET', 'ROLLBACK'] });
        expect(await roundStatusOf(db(), roundId)).toBe('rolled-back');
      } else {
        seen.paid += 1;
        expect(rollback.errorCode).toBe('round-closed');
        expect(win.value!.balance).toBe(DEPOSIT + 4 * BET);
        expect(ledger).toEqual({ balance: DEPOSIT + 4 * BET, kinds: ['DEPOSIT', 'BET', 'WIN'] });
        expect(await roundStatusOf(db(), roundId)).toBe('settled');
      }
    });
    expect(seen.refunded + seen.paid).toBe(TRIALS);
  });

  it('credits the winners board to the player whose round paid, net of the stake, whatever races it', async () => {
    const board = createSeamlessRepository(db());
    await trials(async () => {
      const since = new Date(Date.now() - 60_000);
      // Three players' rounds settle at once: A's win, B's rollback, and C's win racing C's rollback.
      const [a, b, c] = await Promise.all([playerWithBet(), playerWithBet(), playerWithBet()]);
      const win = (player: typeof a, amount: number) =>
        call('win', {
          playerId: player.playerId,
          transactionId: randomUUID(),
          roundId: player.roundId,
          gameCode: GAME,
          amount,
        });
      const rollback = (player: typeof a) =>
        call('rollback', {
          playerId: player.playerId,
          transactionId: randomUUID(),
          betTransactionId: player.betId,
        });
      const [aWin, bRollback, cWin, cRollback] = await Promise.all([
        win(a, 3 * BET),
        rollback(b),
        win(c, 2 * BET),
        rollback(c),
      ]);
      ok(aWin);
      ok(bRollback);
      expect([cWin.errorCode, cRollback.errorCode].filter((code) => code === null)).toHaveLength(1);
      const cPaid = cWin.errorCode === null;
      expect((await ledgerOf(db(), c.playerId)).balance).toBe(cPaid ? DEPOSIT + BET : DEPOSIT);

      const ours = new Set([a.playerId, b.playerId, c.playerId]);
      const rows = (await board.bestNetWins(since, 10_000)).filter((row) => ours.has(row.memberId));
      expect(rows).toEqual([
        { memberId: a.playerId, gameCode: GAME, amount: 2 * BET },
        ...(cPaid ? [{ memberId: c.playerId, gameCode: GAME, amount: BET }] : []),
      ]);
    });
  });

  it('a win after the rollback of its only bet is refused, and so is a rollback after a win', async () => {
    const refunded = await playerWithBet();
    const { playerId, roundId, betId } = refunded;
    ok(await call('rollback', { playerId, transactionId: randomUUID(), betTransactionId: betId }));
    const late = { playerId, transactionId: randomUUID(), roundId, gameCode: GAME, amount: 5 * BET };
    expect((await call('win', late)).errorCode).toBe('already-rolled-back');
    expect((await call('win', { ...late, closeRound: false })).errorCode).toBe('already-rolled-back');
    expect((await call('bet', bet(refunded, roundId))).errorCode).toBe('already-rolled-back');
    expect(await ledgerOf(db(), playerId)).toEqual({
      balance: DEPOSIT,
      kinds: ['DEPOSIT', 'BET', 'ROLLBACK'],
    });

    // An intermediate win (closeRound false) makes the stake unrefundable; the round still pays.
    const paying = await playerWithBet();
    const free = { playerId: paying.playerId, roundId: paying.roundId, gameCode: GAME };
    ok(await call('win', { ...free, transactionId: randomUUID(), amount: 200, closeRound: false }));
    const refused = await call('rollback', {
      playerId: paying.playerId,
      transactionId: randomUUID(),
      betTransactionId: paying.betId,
    });
    expect(refused).toMatchObject({ status: 409, errorCode: 'round-has-wins' });
    ok(await call('win', { ...free, transactionId: randomUUID(), amount: 300 }));
    expect(await ledgerOf(db(), paying.playerId)).toEqual({
      balance: DEPOSIT - BET + 500,
      kinds: ['DEPOSIT', 'BET', 'WIN', 'WIN'],
    });
  });

  it('a bet racing its own rollback: refunded, or refused as rolled back — never lost', async () => {
    const seen = { refunded: 0, refusedLate: 0 };
    await trials(async () => {
      const player = await newPlayer(db(), call, DEPOSIT);
      const roundId = randomUUID();
      const wager = bet(player, roundId);
      const rollbackRequest = {
        playerId: player.playerId,
        transactionId: randomUUID(),
        betTransactionId: wager.transactionId,
        roundId,
      };
      const [placed, rollback] = await Promise.all([call('bet', wager), call('rollback', rollbackRequest)]);
      expect(ok(rollback)).toMatchObject({ balance: DEPOSIT, duplicate: false });
      const ledger = await ledgerOf(db(), player.playerId);
      if (placed.errorCode === null) {
        seen.refunded += 1;
        expect(ledger).toEqual({ balance: DEPOSIT, kinds: ['DEPOSIT', 'BET', 'ROLLBACK'] });
        expect(await roundStatusOf(db(), roundId)).toBe('rolled-back');
      } else {
        seen.refusedLate += 1;
        expect(placed.errorCode).toBe('already-rolled-back');
        expect(ledger).toEqual({ balance: DEPOSIT, kinds: ['DEPOSIT'] });
        expect(await roundStatusOf(db(), roundId)).toBeNull();
      }
      // Every retry of either call gives the answer that was given, and moves nothing.
      expect(ok(await call('rollback', rollbackRequest))).toMatchObject({
        balance: DEPOSIT,
        duplicate: true,
      });
      const again = await call('bet', wager);
      expect(again.errorCode).toBe(placed.errorCode === null ? null : 'already-rolled-back');
      expect((await ledgerOf(db(), player.playerId)).balance).toBe(DEPOSIT);
    });
    expect(seen.refunded + seen.refusedLate).toBe(TRIALS);
  });

  it('refunds a bet once when rollbacks, repeats and a win all arrive together', async () => {
    await trials(async () => {
      const { playerId, roundId, betId } = await playerWithBet();
      const rollback = { playerId, transactionId: randomUUID(), betTransactionId: betId };
      const answers = await Promise.all([
        call('rollback', rollback),
        call('rollback', rollback),
        call('rollback', { ...rollback, transactionId: randomUUID() }),
        call('win', { playerId, transactionId: randomUUID(), roundId, gameCode: GAME, amount: 0 }),
      ]);
      const ledger = await ledgerOf(db(), playerId);
      if (ledger.kinds.includes('ROLLBACK')) {
        expect(ledger).toEqual({ balance: DEPOSIT, kinds: ['DEPOSIT', 'BET', 'ROLLBACK'] });
        // One rollback refunded: the first request (its repeat answering as the duplicate) or the
        // other one; every other answer is a refusal.
        const codes = answers.map((answer) => answer.errorCode);
        if (codes[2] === null) {
          expect(codes).toEqual(['already-rolled-back', 'already-rolled-back', null, 'already-rolled-back']);
        } else {
          expect(codes).toEqual([null, null, 'already-rolled-back', 'already-rolled-back']);
          expect([answers[0]!.value!.duplicate, answers[1]!.value!.duplicate].sort()).toEqual([false, true]);
        }
      } else {
        expect(ledger).toEqual({ balance: DEPOSIT - BET, kinds: ['DEPOSIT', 'BET'] });
        expect(answers.map((answer) => answer.errorCode)).toEqual([
          'round-closed',
          'round-closed',
          'round-closed',
          null,
        ]);
      }
    });
  });

  it('a rollback of a bet never seen, sent several times at once: recorded once, every repeat answered as the duplicate', async () => {
    await trials(async () => {
      const player = await newPlayer(db(), call, DEPOSIT);
      const rollback = {
        playerId: player.playerId,
        transactionId: randomUUID(),
        betTransactionId: randomUUID(),
        roundId: randomUUID(),
      };
      const answers = await Promise.all([1, 2, 3].map(() => call('rollback', rollback)));
      expect(answers.map((answer) => answer.errorCode)).toEqual([null, null, null]);
      expect(answers.map((answer) => answer.value!.duplicate).sort()).toEqual([false, true, true]);
      expect(await ledgerOf(db(), player.playerId)).toEqual({ balance: DEPOSIT, kinds: ['DEPOSIT'] });
      // The bet, if it comes now, finds its tombstone.
      const late = await call('bet', {
        ...bet(player, rollback.roundId),
        transactionId: rollback.betTransactionId,
      });
      expect(late.errorCode).toBe('already-rolled-back');
    });
  });

  it('a bet and a settling win sent under one id: one is taken, the other is a conflict', async () => {
    await trials(async () => {
      const player = await playerWithBet();
      const shared = randomUUID();
      const [placed, won] = await Promise.all([
        call('bet', { ...bet(player, player.roundId), transactionId: shared }),
        call('win', {
          playerId: player.playerId,
          transactionId: shared,
          roundId: player.roundId,
          gameCode: GAME,
          amount: 0,
        }),
      ]);
      // Whichever came second finds the id taken: never 'round-closed' from a bet that waited
      // for the win to settle the round.
      const codes = [placed.errorCode, won.errorCode].sort();
      expect(codes).toEqual(['duplicate-conflict', null]);
      const ledger = await ledgerOf(db(), player.playerId);
      expect(ledger.balance).toBe(placed.errorCode === null ? DEPOSIT - 2 * BET : DEPOSIT - BET);
    });
  });

  it('lets a vendor name only players who opened its games, even many times at once', async () => {
    const stranger = await newPlayer(db(), call, 0);
    const { playerId } = await newPlayer(db(), call, 77_700, { opensGame: false });
    const answers = await Promise.all(
      Array.from({ length: TRIALS }, () =>
        call('rollback', { playerId, transactionId: randomUUID(), betTransactionId: randomUUID() }),
      ),
    );
    for (const answer of answers) expect(answer).toMatchObject({ errorCode: 'bet-not-found', value: null });
    const rows = await db().select().from(vendorTransaction).where(eq(vendorTransaction.memberId, playerId));
    expect(rows).toEqual([]);

    // Another player's bet, named with this player: refused as unknown, nothing revealed or moved.
    const other = await playerWithBet();
    const foreign = await call('rollback', {
      playerId: stranger.playerId,
      transactionId: randomUUID(),
      betTransactionId: other.betId,
    });
    expect(foreign).toMatchObject({ errorCode: 'bet-not-found', value: null });
    expect((await ledgerOf(db(), other.playerId)).balance).toBe(DEPOSIT - BET);
  });

  it("keeps vendors' transaction ids apart from the wallet's own keys", async () => {
    await trials(async () => {
      const player = await newPlayer(db(), call, DEPOSIT);
      const first = { ...bet(player, randomUUID()), transactionId: randomUUID() };
      ok(await call('bet', first));
      // A bet whose id looks like the first bet's refund, racing that refund.
      const lookalike = { ...bet(player, randomUUID(), 300), transactionId: `${first.transactionId}:refund` };
      const [placed, rollback] = await Promise.all([
        call('bet', lookalike),
        call('rollback', {
          playerId: player.playerId,
          transactionId: randomUUID(),
          betTransactionId: first.transactionId,
        }),
      ]);
      ok(placed);
      ok(rollback);
      const ledger = await ledgerOf(db(), player.playerId);
      expect(ledger.balance).toBe(DEPOSIT - 300);
      expect([...ledger.kinds].sort()).toEqual(['BET', 'BET', 'DEPOSIT', 'ROLLBACK']);
    });
  });

  it('leaves no round behind a refused bet, so no win can pay on it', async () => {
    const player = await newPlayer(db(), call, DEPOSIT);
    const refusedRound = async (refusal: string, amount: number) => {
      const roundId = randomUUID();
      expect((await call('bet', bet(player, roundId, amount))).errorCode).toBe(refusal);
      return roundId;
    };
    const poor = await refusedRound('insufficient-funds', DEPOSIT + 1);
    await db().update(member).set({ status: 'LOCKED' }).where(eq(member.id, player.playerId));
    const locked = await refusedRound('not-eligible', BET);
    await db().update(member).set({ status: 'ACTIVE' }).where(eq(member.id, player.playerId));
    for (const roundId of [poor, locked]) {
      const win = {
        playerId: player.playerId,
        transactionId: randomUUID(),
        roundId,
        gameCode: GAME,
        amount: 500,
      };
      expect((await call('win', win)).errorCode).toBe('bet-not-found');
      expect(await roundStatusOf(db(), roundId)).toBeNull();
    }
    expect(await ledgerOf(db(), player.playerId)).toEqual({ balance: DEPOSIT, kinds: ['DEPOSIT'] });
  });
});
