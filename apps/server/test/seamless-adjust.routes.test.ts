import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@platform/server-kit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAuditService } from '../src/modules/audit/index.js';
import { createSeamlessRepository } from '../src/modules/seamless/index.js';
import { checkLedger } from '../src/modules/wallet/index.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import {
  ledgerOf,
  newPlayer,
  roundStatusOf,
  sendSigned,
  vendorCaller,
  type VendorAnswer,
  type VendorCall,
} from './helpers/vendor.js';

/**
 * The seamless wallet's adjustment of a closed round (docs/seamless-wallet.md, "adjust";
 * decision 0016): more paid, part or all taken back, never below a zero balance, idempotent,
 * serialised on the round. On PostgreSQL the racing calls really race.
 */
const DEPOSIT = 10_000;
const BET = 1_000;
const GAME = 'SLOT1';
const TRIALS = 30;

type AdjustValue = { balance: number; duplicate: boolean; applied: number; unrecovered: number };

describe('seamless adjust', () => {
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
    return answer.value as unknown as AdjustValue;
  };
  /** A player whose round staked BET and was settled by a win of `win`. */
  const settledRound = async (win: number) => {
    const player = await newPlayer(db(), call, DEPOSIT);
    const roundId = randomUUID();
    const betId = randomUUID();
    ok(
      await call('bet', {
        sessionToken: player.sessionToken,
        transactionId: betId,
        roundId,
        gameCode: GAME,
        amount: BET,
      }),
    );
    ok(
      await call('win', {
        playerId: player.playerId,
        transactionId: randomUUID(),
        roundId,
        gameCode: GAME,
        amount: win,
      }),
    );
    return { ...player, roundId, betId };
  };
  const adjust = (
    player: { playerId: string },
    roundId: string,
    amount: number,
    transactionId = randomUUID(),
  ) => call('adjust', { playerId: player.playerId, transactionId, roundId, gameCode: GAME, amount });
  const spend = async (player: { sessionToken: string }, amount: number) =>
    ok(
      await call('bet', {
        sessionToken: player.sessionToken,
        transactionId: randomUUID(),
        roundId: randomUUID(),
        gameCode: GAME,
        amount,
      }),
    );
  const adjustmentsOf = async (roundId: string) =>
    rowsOf<{ requested: string; applied: string; unrecovered: string }>(
      await db().execute(
        sql`select requested::text, applied::text, unrecovered::text from vendor_adjustment
            where round_id = ${roundId} order by created_at, transaction_id`,
      ),
    ).map((row) => ({
      requested: Number(row.requested),
      applied: Number(row.applied),
      unrecovered: Number(row.unrecovered),
    }));
  const auditOf = async (memberId: string) =>
    (await createAuditService({ db: db() }).list({ memberId, action: 'seamless.adjust' })).map((event) => ({
      result: event.result,
      detail: event.detail,
    }));

  it('pays more on a settled round, once: a repeat answers the same and moves nothing', async () => {
    const round = await settledRound(2 * BET);
    const transactionId = randomUUID();
    const first = ok(await adjust(round, round.roundId, 500, transactionId));
    expect(first).toMatchObject({
      balance: DEPOSIT + BET + 500,
      applied: 500,
      unrecovered: 0,
      duplicate: false,
    });
    const again = ok(await adjust(round, round.roundId, 500, transactionId));
    expect(again).toMatchObject({ balance: DEPOSIT + BET + 500, applied: 500, duplicate: true });
    expect(await ledgerOf(db(), round.playerId)).toEqual({
      balance: DEPOSIT + BET + 500,
      kinds: ['DEPOSIT', 'BET', 'WIN', 'WIN'],
    });
    // The betting record counts what the round paid, adjustments included.
    const records = await createSeamlessRepository(db()).roundsOf(round.playerId, {
      from: new Date(Date.now() - 60_000),
      to: new Date(Date.now() + 60_000),
      limit: 10,
      offset: 0,
    });
    expect(records.rows).toMatchObject([
      { roundId: round.roundId, betAmount: BET, winAmount: 2 * BET + 500 },
    ]);
    expect(await auditOf(round.playerId)).toEqual([
      {
        result: 'ok',
        detail: expect.objectContaining({
          requested: 500,
          applied: 500,
          unrecovered: 0,
          round: round.roundId,
        }),
      },
    ]);
  });

  it('refuses the same id with other details (duplicate-conflict), and an id of another kind', async () => {
    const round = await settledRound(2 * BET);
    const transactionId = randomUUID();
    ok(await adjust(round, round.roundId, -500, transactionId));
    const conflict = await adjust(round, round.roundId, -600, transactionId);
    expect(conflict).toMatchObject({ status: 409, errorCode: 'duplicate-conflict' });
    // The bet's own id reused for an adjustment: a conflict, not a second movement.
    expect((await adjust(round, round.roundId, -500, round.betId)).errorCode).toBe('duplicate-conflict');
    expect((await ledgerOf(db(), round.playerId)).balance).toBe(DEPOSIT + BET - 500);
    expect(await auditOf(round.playerId)).toHaveLength(3);
  });

  it('takes back all of a win the balance covers', async () => {
    const round = await settledRound(3 * BET);
    const taken = ok(await adjust(round, round.roundId, -3 * BET));
    expect(taken).toMatchObject({ balance: DEPOSIT - BET, applied: -3 * BET, unrecovered: 0 });
    expect(await adjustmentsOf(round.roundId)).toEqual([
      { requested: -3 * BET, applied: -3 * BET, unrecovered: 0 },
    ]);
  });

  it('takes back only what the balance holds when the win was spent, and records the rest as unrecovered', async () => {
    const round = await settledRound(3 * BET);
    // The member stakes all but 700 elsewhere.
    await spend(round, DEPOSIT + 2 * BET - 700);
    const taken = ok(await adjust(round, round.roundId, -2 * BET));
    expect(taken).toMatchObject({ balance: 0, applied: -700, unrecovered: 2 * BET - 700 });
    expect(await adjustmentsOf(round.roundId)).toEqual([
      { requested: -2 * BET, applied: -700, unrecovered: 2 * BET - 700 },
    ]);
    const unrecovered = await createSeamlessRepository(db()).unrecoveredAdjustments(10_000);
    expect(unrecovered.filter((row) => row.roundId === round.roundId)).toMatchObject([
      { memberId: round.playerId, requested: -2 * BET, applied: -700, unrecovered: 2 * BET - 700 },
    ]);
    // With nothing left, a further take-back moves nothing and is all unrecovered; the total
    // asked back (3 000) can never pass what the round paid (3 000).
    expect(ok(await adjust(round, round.roundId, -BET))).toMatchObject({
      balance: 0,
      applied: 0,
      unrecovered: BET,
    });
    expect((await adjust(round, round.roundId, -1)).errorCode).toBe('adjustment-exceeds-paid');
    expect((await ledgerOf(db(), round.playerId)).balance).toBe(0);
    expect(await auditOf(round.playerId)).toEqual([
      {
        result: 'refused',
        detail: expect.objectContaining({ requested: -1, errorCode: 'adjustment-exceeds-paid' }),
      },
      { result: 'ok', detail: expect.objectContaining({ requested: -BET, applied: 0, unrecovered: BET }) },
      {
        result: 'ok',
        detail: expect.objectContaining({ requested: -2 * BET, applied: -700, unrecovered: 2 * BET - 700 }),
      },
    ]);
  });

  it('never takes back more than the round paid, even a lost round', async () => {
    const lost = await settledRound(0);
    expect(await adjust(lost, lost.roundId, -1)).toMatchObject({
      status: 409,
      errorCode: 'adjustment-exceeds-paid',
    });
    // Paid more first, that much can be taken back again.
    ok(await adjust(lost, lost.roundId, 800));
    expect(ok(await adjust(lost, lost.roundId, -800))).toMatchObject({
      balance: DEPOSIT - BET,
      applied: -800,
    });
    expect((await ledgerOf(db(), lost.playerId)).balance).toBe(DEPOSIT - BET);
  });

  it('adjusts a rolled-back round: its refund can be taken back', async () => {
    const player = await newPlayer(db(), call, DEPOSIT);
    const roundId = randomUUID();
    const betId = randomUUID();
    ok(
      await call('bet', {
        sessionToken: player.sessionToken,
        transactionId: betId,
        roundId,
        gameCode: GAME,
        amount: BET,
      }),
    );
    ok(
      await call('rollback', {
        playerId: player.playerId,
        transactionId: randomUUID(),
        betTransactionId: betId,
      }),
    );
    expect(ok(await adjust(player, roundId, -BET))).toMatchObject({ balance: DEPOSIT - BET, applied: -BET });
    expect((await adjust(player, roundId, -1)).errorCode).toBe('adjustment-exceeds-paid');
    expect(await roundStatusOf(db(), roundId)).toBe('rolled-back');
  });

  it('refuses an unknown round, another player\u2019s round and an open round, moving nothing', async () => {
    const round = await settledRound(2 * BET);
    const other = await newPlayer(db(), call, DEPOSIT);
    expect(await adjust(round, randomUUID(), 100)).toMatchObject({
      status: 404,
      errorCode: 'round-not-found',
    });
    expect(await adjust(other, round.roundId, 100)).toMatchObject({
      status: 404,
      errorCode: 'round-not-found',
    });
    const wrongGame = await call('adjust', {
      playerId: round.playerId,
      transactionId: randomUUID(),
      roundId: round.roundId,
      gameCode: 'OTHER',
      amount: 100,
    });
    expect(wrongGame.errorCode).toBe('round-not-found');
    const openRound = randomUUID();
    ok(
      await call('bet', {
        sessionToken: other.sessionToken,
        transactionId: randomUUID(),
        roundId: openRound,
        gameCode: GAME,
        amount: BET,
      }),
    );
    expect(await adjust(other, openRound, 100)).toMatchObject({
      status: 409,
      errorCode: 'round-not-settled',
    });
    expect((await ledgerOf(db(), round.playerId)).balance).toBe(DEPOSIT + BET);
    expect((await ledgerOf(db(), other.playerId)).balance).toBe(DEPOSIT - BET);
  });

  it('answers bad input with a translated validation error, and a bad signature with invalid-signature', async () => {
    const round = await settledRound(2 * BET);
    const base = {
      playerId: round.playerId,
      transactionId: randomUUID(),
      roundId: round.roundId,
      gameCode: GAME,
    };
    for (const body of [
      { ...base, amount: 0 },
      { ...base, amount: 1.5 },
      { ...base, amount: '100' },
      { ...base, amount: 2 ** 60 },
      { ...base, playerId: 'not-a-uuid', amount: 100 },
      { ...base, transactionId: '', amount: 100 },
      { ...base, transactionId: undefined, amount: 100 },
    ]) {
      const answer = await call('adjust', body);
      expect(answer).toMatchObject({ status: 400, errorCode: 'validation-failed' });
    }
    const pt = await t.app.inject({
      method: 'POST',
      url: '/wps/seamless/v1/adjust',
      payload: JSON.stringify({ ...base, amount: 0 }),
      headers: { 'content-type': 'application/json', language: 'PT' },
    });
    expect(pt.statusCode).toBeLessThan(500);
    const forged = await sendSigned(t.app, 'not the secret', 'adjust', { ...base, amount: 100 });
    expect(forged.statusCode).toBe(401);
    const envelope = forged.json() as { errorCode: string; message: string };
    expect(envelope.errorCode).toBe('invalid-signature');
    expect(envelope.message.length).toBeGreaterThan(0);
    const signatureAudit = await createAuditService({ db: db() }).list({
      action: 'seamless.adjust-signature',
    });
    expect(signatureAudit.some((event) => event.detail.transaction === base.transactionId)).toBe(true);
    expect((await ledgerOf(db(), round.playerId)).balance).toBe(DEPOSIT + BET);
  });

  it('the same adjustment sent several times at once moves money once', async () => {
    await Array.from({ length: TRIALS }).reduce<Promise<void>>(async (previous) => {
      await previous;
      const round = await settledRound(2 * BET);
      const transactionId = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => adjust(round, round.roundId, -1_500, transactionId)),
      );
      const values = answers.map(ok);
      expect(values.filter((value) => !value.duplicate)).toHaveLength(1);
      for (const value of values) expect(value).toMatchObject({ balance: DEPOSIT - 500, applied: -1_500 });
      expect(await ledgerOf(db(), round.playerId)).toEqual({
        balance: DEPOSIT - 500,
        kinds: ['DEPOSIT', 'BET', 'WIN', 'WIN'],
      });
    }, Promise.resolve());
  });

  it('a take-back racing the member\u2019s bet elsewhere never overdraws: together they account for every centavo', async () => {
    await Array.from({ length: TRIALS }).reduce<Promise<void>>(async (previous) => {
      await previous;
      const round = await settledRound(3 * BET);
      const before = DEPOSIT + 2 * BET;
      const stake = before - 1_000;
      const [taken, bet] = await Promise.all([
        adjust(round, round.roundId, -3 * BET),
        call('bet', {
          sessionToken: round.sessionToken,
          transactionId: randomUUID(),
          roundId: randomUUID(),
          gameCode: GAME,
          amount: stake,
        }),
      ]);
      const value = ok(taken);
      const balance = (await ledgerOf(db(), round.playerId)).balance;
      expect(balance).toBeGreaterThanOrEqual(0);
      if (bet.errorCode === null) {
        // The bet first: 1 000 left to take; or the take-back first: the bet no longer fits.
        expect(value).toMatchObject({ applied: -1_000, unrecovered: 2_000 });
        expect(balance).toBe(0);
      } else {
        expect(bet.errorCode).toBe('insufficient-funds');
        expect(value).toMatchObject({ applied: -3 * BET, unrecovered: 0 });
        expect(balance).toBe(before - 3 * BET);
      }
      expect(value.balance).toBe(bet.errorCode === null ? 0 : before - 3 * BET);
    }, Promise.resolve());
  });
});
