import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { SEAMLESS_WIN_BATCH_MAX, type SeamlessWinBatchResult } from '@platform/contracts';
import { rowsOf } from '@platform/server-kit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../src/modules/wallet/index.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import {
  ledgerOf,
  newPlayer,
  roundStatusOf,
  sendSigned,
  studioSecret,
  vendorCaller,
  type VendorCall,
} from './helpers/vendor.js';

/**
 * The batched closing win (docs/seamless-wallet.md, "Batched closing wins"; decision 0021): many
 * closing wins in one signed call, each idempotent by its own transaction id and answered on its
 * own, and the same batch, or overlapping ones, sent together many times.
 */
const DEPOSIT = 10_000;
const BET = 1_000;
const GAME = 'LOTTO';
const TRIALS = 25;

type BatchAnswer = {
  status: number;
  errorCode: string | null;
  value: { currency: string; results: SeamlessWinBatchResult[] } | null;
};

describe('seamless wallet: batched closing wins', () => {
  let t: TestApp;
  let call: VendorCall;
  let secret: string;

  beforeAll(async () => {
    t = await buildTestApp();
    call = await vendorCaller(t.app, t.database.handle.db);
    secret = await studioSecret(t.database.handle.db);
  });
  afterEach(async () => {
    expect(await checkLedger(t.database.handle.db)).toEqual([]);
  });
  afterAll(() => t.close());

  const db = () => t.database.handle.db;
  const batch = async (wins: object[]): Promise<BatchAnswer> => {
    const response = await sendSigned(t.app, secret, 'win-batch', { wins });
    const envelope = response.json() as Omit<BatchAnswer, 'status'>;
    return { status: response.statusCode, errorCode: envelope.errorCode, value: envelope.value };
  };
  /** A player with a bet of BET on a new round. */
  const playerWithBet = async () => {
    const player = await newPlayer(db(), call, DEPOSIT);
    const roundId = randomUUID();
    const betId = randomUUID();
    const answer = await call('bet', {
      sessionToken: player.sessionToken,
      transactionId: betId,
      roundId,
      gameCode: GAME,
      amount: BET,
    });
    expect(answer.errorCode).toBeNull();
    return { ...player, roundId, betId };
  };
  const winOf = (player: { playerId: string; roundId: string }, amount: number) => ({
    playerId: player.playerId,
    transactionId: `${player.roundId}:settle`,
    roundId: player.roundId,
    gameCode: GAME,
    amount,
  });
  const winEntriesOf = async (playerId: string) =>
    Number(
      rowsOf<{ count: string }>(
        await db().execute(
          sql`select count(*) as count from journal_entry where member_id = ${playerId} and kind = 'WIN'`,
        ),
      )[0]!.count,
    );

  it('pays every win of the batch, closes every round and answers each entry with its balance', async () => {
    const players = await Promise.all([playerWithBet(), playerWithBet(), playerWithBet()]);
    const payouts = [0, 2 * BET, 7 * BET];
    const answer = await batch(players.map((player, index) => winOf(player, payouts[index]!)));
    expect(answer.errorCode).toBeNull();
    expect(answer.value!.currency).toBe('BRL');
    expect(answer.value!.results).toEqual(
      players.map((player, index) => ({
        transactionId: `${player.roundId}:settle`,
        playerId: player.playerId,
        success: true,
        duplicate: false,
        balance: DEPOSIT - BET + payouts[index]!,
      })),
    );
    for (const [index, player] of players.entries()) {
      expect(await ledgerOf(db(), player.playerId)).toEqual({
        balance: DEPOSIT - BET + payouts[index]!,
        kinds: payouts[index]! > 0 ? ['DEPOSIT', 'BET', 'WIN'] : ['DEPOSIT', 'BET'],
      });
      expect(await roundStatusOf(db(), player.roundId)).toBe('settled');
    }
  });

  it('a replayed batch, or an entry a single win already paid, is a duplicate and moves nothing', async () => {
    const [a, b] = await Promise.all([playerWithBet(), playerWithBet()]);
    // a's win arrives first as a single call, then in the batch.
    expect((await call('win', winOf(a, 3 * BET))).errorCode).toBeNull();
    const wins = [winOf(a, 3 * BET), winOf(b, 5 * BET)];
    const first = await batch(wins);
    expect(first.value!.results.map((result) => [result.success, result.duplicate])).toEqual([
      [true, true],
      [true, false],
    ]);
    const replay = await batch(wins);
    expect(replay.value!.results).toEqual([
      { ...first.value!.results[0], duplicate: true },
      { ...first.value!.results[1], duplicate: true },
    ]);
    expect(await ledgerOf(db(), a.playerId)).toEqual({
      balance: DEPOSIT + 2 * BET,
      kinds: ['DEPOSIT', 'BET', 'WIN'],
    });
    expect(await ledgerOf(db(), b.playerId)).toEqual({
      balance: DEPOSIT + 4 * BET,
      kinds: ['DEPOSIT', 'BET', 'WIN'],
    });
    // The same transaction id with another amount is another request: refused, nothing moved.
    const changed = await batch([{ ...winOf(b, 9 * BET) }]);
    expect(changed.value!.results).toEqual([
      {
        transactionId: `${b.roundId}:settle`,
        playerId: b.playerId,
        success: false,
        errorCode: 'duplicate-conflict',
      },
    ]);
    expect((await ledgerOf(db(), b.playerId)).balance).toBe(DEPOSIT + 4 * BET);
  });

  it('refuses the entries whose round is unknown, closed or rolled back, and applies the rest', async () => {
    const [good, closed, rolledBack, other] = await Promise.all([
      playerWithBet(),
      playerWithBet(),
      playerWithBet(),
      playerWithBet(),
    ]);
    const stranger = await newPlayer(db(), call, 0, { opensGame: false });
    expect((await call('win', { ...winOf(closed, BET), transactionId: randomUUID() })).errorCode).toBeNull();
    expect(
      (
        await call('rollback', {
          playerId: rolledBack.playerId,
          transactionId: randomUUID(),
          betTransactionId: rolledBack.betId,
        })
      ).errorCode,
    ).toBeNull();
    const answer = await batch([
      winOf(good, 4 * BET),
      winOf(closed, 2 * BET),
      winOf(rolledBack, 2 * BET),
      winOf({ playerId: good.playerId, roundId: randomUUID() }, BET),
      // Another player's round: not this player's bet.
      { ...winOf(other, 2 * BET), playerId: good.playerId },
      winOf({ playerId: stranger.playerId, roundId: randomUUID() }, BET),
    ]);
    expect(answer.errorCode).toBeNull();
    expect(answer.value!.results.map((result) => result.errorCode ?? 'paid')).toEqual([
      'paid',
      'round-closed',
      'already-rolled-back',
      'bet-not-found',
      'bet-not-found',
      'bet-not-found',
    ]);
    expect(answer.value!.results[0]!.balance).toBe(DEPOSIT + 3 * BET);
    expect(await ledgerOf(db(), good.playerId)).toEqual({
      balance: DEPOSIT + 3 * BET,
      kinds: ['DEPOSIT', 'BET', 'WIN'],
    });
    expect((await ledgerOf(db(), closed.playerId)).balance).toBe(DEPOSIT);
    expect((await ledgerOf(db(), rolledBack.playerId)).balance).toBe(DEPOSIT);
    expect(await ledgerOf(db(), other.playerId)).toEqual({
      balance: DEPOSIT - BET,
      kinds: ['DEPOSIT', 'BET'],
    });
    expect(await roundStatusOf(db(), other.roundId)).toBe('open');
    expect(await ledgerOf(db(), stranger.playerId)).toEqual({ balance: 0, kinds: [] });
  });

  it('answers bad input with a translated envelope error, never a 500', async () => {
    const player = await playerWithBet();
    const win = winOf(player, BET);
    const tooMany = Array.from({ length: SEAMLESS_WIN_BATCH_MAX + 1 }, () => ({
      ...win,
      transactionId: randomUUID(),
    }));
    for (const wins of [
      [],
      tooMany,
      [{ ...win, amount: -1 }],
      [{ ...win, amount: 1.5 }],
      [{ ...win, playerId: 'x' }],
    ]) {
      const answer = await batch(wins);
      expect(answer.status).toBe(400);
      expect(answer.errorCode).toBe('validation-failed');
    }
    const notAList = await sendSigned(t.app, secret, 'win-batch', { wins: 'all' });
    expect(notAList.statusCode).toBe(400);
    const unsigned = await sendSigned(t.app, 'not the secret', 'win-batch', { wins: [win] });
    expect(unsigned.statusCode).toBe(401);
    expect((unsigned.json() as { errorCode: string; message: string }).errorCode).toBe('invalid-signature');
    expect((unsigned.json() as { message: string }).message).not.toBe('');
    expect(await ledgerOf(db(), player.playerId)).toEqual({
      balance: DEPOSIT - BET,
      kinds: ['DEPOSIT', 'BET'],
    });
  });

  it('the same batch sent several times at once, and overlapping batches: each win paid once, balances exact', async () => {
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const players = await Promise.all(Array.from({ length: 6 }, () => playerWithBet()));
      const payouts = players.map((_, index) => (index % 3) * BET);
      const wins = players.map((player, index) => winOf(player, payouts[index]!));
      // The whole batch three times, and two halves that overlap it and each other in reverse order.
      const answers = await Promise.all([
        batch(wins),
        batch(wins),
        batch([...wins].reverse()),
        batch(wins.slice(0, 4)),
        batch(wins.slice(2).reverse()),
      ]);
      for (const answer of answers) {
        expect(answer.errorCode).toBeNull();
        for (const result of answer.value!.results) expect(result.success).toBe(true);
      }
      // Each win applied by exactly one of the calls; every other answer is its duplicate.
      const applied = answers.flatMap((answer) =>
        answer
          .value!.results.filter((result) => result.duplicate === false)
          .map((result) => result.transactionId),
      );
      expect(applied.sort()).toEqual(wins.map((win) => win.transactionId).sort());
      for (const [index, player] of players.entries()) {
        const balance = DEPOSIT - BET + payouts[index]!;
        expect((await ledgerOf(db(), player.playerId)).balance).toBe(balance);
        expect(await winEntriesOf(player.playerId)).toBe(payouts[index]! > 0 ? 1 : 0);
        expect(await roundStatusOf(db(), player.roundId)).toBe('settled');
        for (const answer of answers) {
          const result = answer.value!.results.find((entry) => entry.playerId === player.playerId);
          if (result) expect(result.balance).toBe(balance);
        }
      }
    }
  });
});
