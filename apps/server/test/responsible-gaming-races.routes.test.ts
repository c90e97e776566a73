import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AppError } from '@platform/server-kit';
import { playerLimit } from '../src/tables.js';
import { checkLedger } from '../src/modules/wallet/index.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { testWallet } from './helpers/money.js';
import { ledgerOf, newPlayer, vendorCaller, type VendorAnswer, type VendorCall } from './helpers/vendor.js';

/**
 * Bets of one member racing each other past a limit (docs/responsible-gaming.md, "Races"): none
 * may take the member over it. Each trial has its own player, fires its bets together and checks
 * exact balances, journal entries and answers. On PostgreSQL they really run side by side (the
 * member's limits lock makes them queue); on PGlite (one connection) one after another, and the
 * same must hold.
 */
const TRIALS = 25;
const DEPOSIT = 100_000;
const GAME = 'SLOT1';

describe('player limits under racing bets', () => {
  let t: TestApp;
  let call: VendorCall;
  const db = () => t.database.handle.db;

  beforeAll(async () => {
    t = await buildTestApp();
    call = await vendorCaller(t.app, db());
  });
  afterEach(async () => {
    expect(await checkLedger(db())).toEqual([]);
  });
  afterAll(() => t.close());

  const trials = (run: (trial: number) => Promise<void>) =>
    Array.from({ length: TRIALS }, (_, trial) => trial).reduce<Promise<void>>(
      (previous, trial) => previous.then(() => run(trial)),
      Promise.resolve(),
    );
  /** A player with DEPOSIT and the given limits (set as the member centre stores them). */
  const playerWith = async (limits: Array<{ kind: string; period: string; amount: number }>) => {
    const player = await newPlayer(db(), call, DEPOSIT);
    for (const limit of limits) {
      await db()
        .insert(playerLimit)
        .values({ memberId: player.playerId, ...limit } as typeof playerLimit.$inferInsert);
    }
    return player;
  };
  const bet = (player: { sessionToken: string }, amount: number, roundId = randomUUID()) =>
    call('bet', {
      sessionToken: player.sessionToken,
      transactionId: randomUUID(),
      roundId,
      gameCode: GAME,
      amount,
    });
  const roundsOf = async (playerId: string) =>
    Number(
      (
        (await db().execute(
          sql`select count(*) as n from vendor_round where member_id = ${playerId}`,
        )) as unknown as {
          rows: Array<{ n: string | number }>;
        }
      ).rows[0]!.n,
    );
  const split = (answers: VendorAnswer[]) => ({
    taken: answers.filter((answer) => answer.errorCode === null),
    refused: answers.filter((answer) => answer.errorCode !== null),
  });

  it('a loss limit: of 14 bets of 1,000 fired together against 10,000, exactly 10 are taken', async () => {
    await trials(async () => {
      const player = await playerWith([{ kind: 'LOSS', period: 'DAY', amount: 10_000 }]);
      const answers = await Promise.all(Array.from({ length: 14 }, () => bet(player, 1_000)));
      const { taken, refused } = split(answers);
      expect(taken).toHaveLength(10);
      expect(refused.map((answer) => answer.errorCode)).toEqual(Array(4).fill('loss-limit-reached'));
      expect(refused.every((answer) => answer.status === 403)).toBe(true);
      // Each taken bet answered a balance no other bet answered: they ran one after the other.
      expect(new Set(taken.map((answer) => answer.value!.balance)).size).toBe(10);
      expect(await ledgerOf(db(), player.playerId)).toEqual({
        balance: DEPOSIT - 10_000,
        kinds: ['DEPOSIT', ...Array(10).fill('BET')],
      });
      expect(await roundsOf(player.playerId)).toBe(10);
    });
  });

  it('a wager limit with bets of any size and a win racing them: never over, and no refused bet fitted', async () => {
    const LIMIT = 10_000;
    await trials(async () => {
      const player = await playerWith([{ kind: 'WAGER', period: 'WEEK', amount: LIMIT }]);
      const opening = randomUUID();
      expect((await bet(player, 2_000, opening)).errorCode).toBeNull();
      const amounts = Array.from({ length: 10 }, () => randomInt(500, 3_001));
      const [win, ...answers] = await Promise.all([
        call('win', {
          playerId: player.playerId,
          transactionId: randomUUID(),
          roundId: opening,
          gameCode: GAME,
          amount: 7_000,
        }),
        ...amounts.map((amount) => bet(player, amount)),
      ]);
      expect(win!.errorCode).toBeNull();
      const takenAmounts = amounts.filter((_, index) => answers[index]!.errorCode === null);
      const refusedAmounts = amounts.filter((_, index) => answers[index]!.errorCode !== null);
      const wagered = 2_000 + takenAmounts.reduce((sum, amount) => sum + amount, 0);
      expect(wagered).toBeLessThanOrEqual(LIMIT);
      // Stakes only grow: a bet refused then would not fit now either.
      for (const amount of refusedAmounts) expect(amount).toBeGreaterThan(LIMIT - wagered);
      expect(answers.filter((answer) => answer.errorCode !== null).map((answer) => answer.errorCode)).toEqual(
        Array(refusedAmounts.length).fill('wager-limit-reached'),
      );
      expect(await ledgerOf(db(), player.playerId)).toEqual({
        balance: DEPOSIT - wagered + 7_000,
        kinds: expect.arrayContaining(['DEPOSIT', 'WIN']),
      });
      expect((await ledgerOf(db(), player.playerId)).kinds).toHaveLength(2 + 1 + takenAmounts.length);
    });
  });

  it('a bet-count limit holds against the seamless wallet and the wallet’s own bets racing each other', async () => {
    const wallet = testWallet(db());
    await trials(async () => {
      const player = await playerWith([
        { kind: 'BET_COUNT', period: 'DAY', amount: 5 },
        { kind: 'LOSS', period: 'MONTH', amount: 50_000 },
      ]);
      const direct = () =>
        wallet
          .move({
            idempotencyKey: randomUUID(),
            kind: 'BET',
            memberId: player.playerId,
            legs: [
              { account: { member: player.playerId }, amount: -1_000 },
              { account: { vendor: 'STUDIO' }, amount: 1_000 },
            ],
          })
          .then(
            () => null,
            (error: unknown) => (error instanceof AppError ? error.code : String(error)),
          );
      const outcomes = await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          index % 2 === 0 ? direct() : bet(player, 1_000).then((answer) => answer.errorCode),
        ),
      );
      expect(outcomes.filter((outcome) => outcome === null)).toHaveLength(5);
      expect(outcomes.filter((outcome) => outcome !== null)).toEqual(
        Array(3).fill('bet-count-limit-reached'),
      );
      expect(await ledgerOf(db(), player.playerId)).toEqual({
        balance: DEPOSIT - 5_000,
        kinds: ['DEPOSIT', ...Array(5).fill('BET')],
      });
    });
  });
});
