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
/** Batches and single wins of the same players at once: fewer, each with more calls. */
const MIXED_TRIALS = 10;

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

  /** What a player's wins left behind, without the ids that differ from player to player. */
  const footprintOf = async (playerId: string) => ({
    ledger: await ledgerOf(db(), playerId),
    postings: rowsOf<{ amount: string; balance_after: string; house: boolean }>(
      await db().execute(sql`select p.amount::text as amount, p.balance_after::text as balance_after,
          a.house_code is not null as house
        from journal_entry e join posting p on p.entry_id = e.id join ledger_account a on a.id = p.account_id
        where e.member_id = ${playerId} and e.kind = 'WIN' order by p.id`),
    ).map((row) => ({ amount: row.amount, balanceAfter: row.house ? 'house' : row.balance_after })),
    wins: rowsOf<{ amount: string; response: Record<string, unknown>; reason: string | null }>(
      await db().execute(sql`select amount::text as amount, response, reason from vendor_transaction
        where member_id = ${playerId} and type = 'win' order by amount`),
    ).map((row) => ({ ...row, response: { ...row.response, playerId: 'player' } })),
    winDay: rowsOf<{ amount: string; entries: number }>(
      await db().execute(sql`select amount::text as amount, entries from ledger_member_day
        where member_id = ${playerId} and kind = 'WIN'`),
    ),
    reportDay: rowsOf<{ bet_count: number; valid_bet: string; payout: string; dirty: boolean }>(
      await db().execute(sql`select d.bet_count, d.valid_bet::text as valid_bet, d.payout::text as payout,
          exists (select 1 from member_day_dirty y where y.member_id = d.member_id and y.day = d.day) as dirty
        from member_day d where d.member_id = ${playerId} and d.bet_count > 0`),
    ),
    rounds: rowsOf<{ status: string; closed: boolean }>(
      await db().execute(sql`select status, closed_at is not null as closed from vendor_round
        where member_id = ${playerId} order by round_id`),
    ),
  });

  it('a batch leaves exactly what the same wins sent one by one leave: ledger, records, day sums, reports', async () => {
    // Two players with the same three rounds each; one's wins go one by one, the other's in a batch.
    const playerWithRounds = async () => {
      const first = await playerWithBet();
      const more = await Promise.all(
        [0, 1].map(async () => {
          const roundId = randomUUID();
          const answer = await call('bet', {
            sessionToken: first.sessionToken,
            transactionId: randomUUID(),
            roundId,
            gameCode: GAME,
            amount: BET,
          });
          expect(answer.errorCode).toBeNull();
          return { ...first, roundId };
        }),
      );
      return [first, ...more];
    };
    const [single, batched] = [await playerWithRounds(), await playerWithRounds()];
    const payouts = [3 * BET, 0, 2 * BET];
    const singleAnswers = [];
    for (const [index, round] of single.entries()) {
      const answer = await call('win', winOf(round, payouts[index]!));
      expect(answer.errorCode).toBeNull();
      singleAnswers.push(answer.value);
    }
    const answer = await batch(batched.map((round, index) => winOf(round, payouts[index]!)));
    expect(answer.errorCode).toBeNull();
    expect(answer.value!.results.map(({ balance, duplicate }) => ({ balance, duplicate }))).toEqual(
      singleAnswers.map((value) => {
        const { balance, duplicate } = value as { balance: number; duplicate: boolean };
        return { balance, duplicate };
      }),
    );
    const expected = await footprintOf(single[0]!.playerId);
    expect(expected.ledger.balance).toBe(DEPOSIT - 3 * BET + 5 * BET);
    expect(expected.reportDay).toEqual([
      { bet_count: 3, valid_bet: String(3 * BET), payout: String(5 * BET), dirty: true },
    ]);
    expect(await footprintOf(batched[0]!.playerId)).toEqual(expected);
  });

  it("entries needing their own handling keep the request order: every balance answered is the sequence's", async () => {
    const [a, b] = await Promise.all([playerWithBet(), playerWithBet()]);
    const bRounds = [
      b,
      ...(await Promise.all(
        [0, 1].map(async () => {
          const roundId = randomUUID();
          expect(
            (
              await call('bet', {
                sessionToken: b.sessionToken,
                transactionId: randomUUID(),
                roundId,
                gameCode: GAME,
                amount: BET,
              })
            ).errorCode,
          ).toBeNull();
          return { ...b, roundId };
        }),
      )),
    ];
    // b's second round already paid by a single win: its entry is a repeat, so b's entries all
    // go one by one; a's is plain. b's first and third are answered in the request's order.
    expect((await call('win', winOf(bRounds[1]!, 4 * BET))).errorCode).toBeNull();
    const answer = await batch([
      winOf(bRounds[2]!, 2 * BET),
      winOf(a, 5 * BET),
      winOf(bRounds[1]!, 4 * BET),
      winOf(bRounds[0]!, BET),
      winOf(bRounds[2]!, 2 * BET),
    ]);
    expect(answer.errorCode).toBeNull();
    const bAfterBets = DEPOSIT - 3 * BET;
    expect(
      answer.value!.results.map(({ success, duplicate, balance }) => [success, duplicate, balance]),
    ).toEqual([
      [true, false, bAfterBets + 4 * BET + 2 * BET],
      [true, false, DEPOSIT - BET + 5 * BET],
      [true, true, bAfterBets + 4 * BET],
      [true, false, bAfterBets + 4 * BET + 2 * BET + BET],
      [true, true, bAfterBets + 4 * BET + 2 * BET],
    ]);
    expect((await ledgerOf(db(), b.playerId)).balance).toBe(bAfterBets + 7 * BET);
    expect(await winEntriesOf(b.playerId)).toBe(3);
    expect(await footprintOf(a.playerId)).toMatchObject({
      ledger: { balance: DEPOSIT - BET + 5 * BET, kinds: ['DEPOSIT', 'BET', 'WIN'] },
      reportDay: [{ bet_count: 1, valid_bet: String(BET), payout: String(5 * BET), dirty: true }],
    });
    expect(
      rowsOf<{ bet_count: number; payout: string }>(
        await db().execute(sql`select bet_count, payout::text as payout from member_day
          where member_id = ${b.playerId} and bet_count > 0`),
      ),
    ).toEqual([{ bet_count: 3, payout: String(7 * BET) }]);
  });

  it('batches and single wins racing on the same players: balances, entries and report rows exact', async () => {
    for (let trial = 0; trial < MIXED_TRIALS; trial += 1) {
      // Four players with two rounds each: the first rounds settled by two overlapping batches, the
      // second rounds by single wins in the other order, all at once.
      const players = await Promise.all(Array.from({ length: 4 }, () => playerWithBet()));
      const seconds = await Promise.all(
        players.map(async (player) => {
          const roundId = randomUUID();
          const answer = await call('bet', {
            sessionToken: player.sessionToken,
            transactionId: randomUUID(),
            roundId,
            gameCode: GAME,
            amount: BET,
          });
          expect(answer.errorCode).toBeNull();
          return { ...player, roundId };
        }),
      );
      const firstWins = players.map((player, index) => winOf(player, (index % 2) * 3 * BET));
      const answers = await Promise.all([
        batch(firstWins),
        batch([...firstWins].reverse()),
        ...[...seconds].reverse().map((round) => call('win', { ...winOf(round, 2 * BET), closeRound: true })),
      ]);
      for (const answer of answers) expect(answer.errorCode).toBeNull();
      for (const [index, player] of players.entries()) {
        const payout = (index % 2) * 3 * BET + 2 * BET;
        expect((await ledgerOf(db(), player.playerId)).balance).toBe(DEPOSIT - 2 * BET + payout);
        expect(await winEntriesOf(player.playerId)).toBe(index % 2 === 1 ? 2 : 1);
        expect(
          rowsOf<{ bet_count: number; valid_bet: string; payout: string }>(
            await db().execute(sql`select bet_count, valid_bet::text as valid_bet, payout::text as payout
              from member_day where member_id = ${player.playerId} and bet_count > 0`),
          ),
        ).toEqual([{ bet_count: 2, valid_bet: String(2 * BET), payout: String(payout) }]);
      }
    }
  }, 120_000);

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
