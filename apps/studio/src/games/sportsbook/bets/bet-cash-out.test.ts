import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client.js';
import { createStudioTestDatabase, type StudioTestDatabase } from '../../../../test/helpers/database.js';
import type { LegRef } from '../book.js';
import { createBetPayments } from './bet-payments.js';
import { createBetSettlement } from './bet-settlement.js';
import { createBetsFixture, failureOf, playerSession, singleSlip } from './testing/bets-fixture.js';
import { finished } from './testing/fake-book.js';

const home = (eventId: string): LegRef => ({ eventId, marketKey: '1X2', selection: '1' });
const chances = (won: number) => ({ WON: won, HALF_WON: 0, VOID: 0, HALF_LOST: 0, LOST: 1 - won });

describe('sportsbook cash-out', () => {
  let database: StudioTestDatabase;

  /**
   * The second instance's connection, one for the whole file: a new pool per trial would hold
   * its idle connections until the file ends, and many trials would exhaust the server's.
   */
  let secondDb: Db;

  beforeAll(async () => {
    database = await createStudioTestDatabase();
    secondDb = database.connectAgain().db;
  }, 60_000);
  afterAll(async () => {
    await database.dispose();
  });

  /** Singles of 10.00 at 2.00 on the home side, whose chance the test sets (0.5 to start). */
  const fixture = () => {
    const t = createBetsFixture(database.handle.db);
    const eventId = `${randomUUID().slice(0, 8)}-e1`;
    t.book.addEvent(eventId);
    t.book.price(home(eventId), 2_000, { outcomes: chances(0.5) });
    const placeSingle = async (session = playerSession(t.wallet, 10_000)) => ({
      session,
      bet: (await t.bets.place(session, singleSlip(session, home(eventId), 2_000, 1_000))).bet,
    });
    return { ...t, eventId, placeSingle };
  };

  it('values an open bet from the book less the margin, and pays a full cash-out with a closing win', async () => {
    const t = fixture();
    const { session, bet } = await t.placeSingle();
    // 1 000 × 2.00 × 0.6 = 1 200 fair, 5 % kept: 1 140.
    t.book.price(home(t.eventId), 2_000, { outcomes: chances(0.6) });
    expect(await t.bets.quoteCashOut(bet.id)).toEqual({
      ok: true,
      valueMinor: 1_140,
      remainingStakeMinor: 0,
    });
    expect((await t.bets.listBets(session, 'OPEN')).bets[0]?.cashOut).toEqual({
      available: true,
      valueMinor: 1_140,
    });
    // Asking for more than it is worth now is refused with the value now.
    expect(await failureOf(t.bets.cashOut(session, { betId: bet.id, valueMinor: 1_200 }))).toEqual({
      code: 'sports-cash-out-changed',
      value: { valueMinor: 1_140 },
    });
    // A lower accepted value is paid at the value now.
    const done = await t.bets.cashOut(session, { betId: bet.id, valueMinor: 1_000 });
    expect(done).toMatchObject({
      paidMinor: 1_140,
      balance: 10_140,
      bet: { status: 'CASHED_OUT', paidMinor: 1_140 },
    });
    expect(t.wallet.entriesOf(bet.id).at(-1)).toMatchObject({
      kind: 'win',
      transactionId: `${bet.id}:cashout:1`,
      amount: 1_140,
      closeRound: true,
      // The platform is told a cash-out from an ordinary win: its valid turnover may differ.
      reason: 'CASH_OUT',
    });
    expect((await failureOf(t.bets.cashOut(session, { betId: bet.id, valueMinor: 1 }))).code).toBe(
      'sports-cash-out-unavailable',
    );
    // Its result later pays nothing more.
    t.book.setResult(t.eventId, finished(1, 0));
    await t.bets.settleEvent(t.eventId);
    expect(t.wallet.entriesOf(bet.id)).toHaveLength(2);
    expect(t.wallet.balanceOf(session.wallet!.playerId)).toBe(10_140);
    expect(await t.bets.repository.exposureOf(t.eventId, '1X2', '1')).toBe(0);
  });

  it('refuses while the market is suspended, once the bet is decided, and for another player', async () => {
    const t = fixture();
    const { session, bet } = await t.placeSingle();
    t.book.suspend(home(t.eventId));
    expect(await failureOf(t.bets.cashOut(session, { betId: bet.id, valueMinor: 1 }))).toEqual({
      code: 'sports-cash-out-unavailable',
      value: { reason: 'MARKET_SUSPENDED' },
    });
    expect((await t.bets.listBets(session, 'OPEN')).bets[0]?.cashOut).toEqual({
      available: false,
      reason: 'MARKET_SUSPENDED',
    });
    t.book.settle(home(t.eventId), 'WON');
    expect(await failureOf(t.bets.cashOut(session, { betId: bet.id, valueMinor: 1 }))).toEqual({
      code: 'sports-cash-out-unavailable',
      value: { reason: 'BET_DECIDED' },
    });
    t.book.price(home(t.eventId), 2_000, { outcomes: chances(0.5) });
    const stranger = playerSession(t.wallet);
    expect((await failureOf(t.bets.cashOut(stranger, { betId: bet.id, valueMinor: 1 }))).code).toBe(
      'sports-cash-out-unavailable',
    );
    expect((await failureOf(t.bets.cashOut(session, { betId: randomUUID(), valueMinor: 1 }))).code).toBe(
      'sports-cash-out-unavailable',
    );
    expect(t.wallet.entriesOf(bet.id)).toHaveLength(1);
  });

  it('cashes out part of the stake with an open win, and settles the rest with the closing win', async () => {
    const t = fixture();
    const { session, bet } = await t.placeSingle();
    // Half the stake: half of 950.
    const part = await t.bets.cashOut(session, { betId: bet.id, valueMinor: 475, partStakeMinor: 500 });
    expect(part).toMatchObject({
      paidMinor: 475,
      balance: 9_475,
      bet: { status: 'OPEN', stakeMinor: 500, potentialReturnMinor: 1_000, paidMinor: 475 },
    });
    expect(t.wallet.roundOf(bet.id)?.state).toBe('paying');
    expect(await t.bets.repository.exposureOf(t.eventId, '1X2', '1')).toBe(1_000);
    t.book.setResult(t.eventId, finished(2, 0));
    await t.bets.settleEvent(t.eventId);
    expect(
      t.wallet
        .entriesOf(bet.id)
        .map((entry) => [entry.transactionId, entry.amount, entry.closeRound, entry.reason ?? null]),
    ).toEqual([
      [`${bet.id}:bet`, 1_000, false, null],
      [`${bet.id}:cashout:1`, 475, false, 'CASH_OUT'],
      [`${bet.id}:settle`, 1_000, true, null],
    ]);
    expect(t.wallet.balanceOf(session.wallet!.playerId)).toBe(10_475);
    expect((await t.bets.listBets(session, 'SETTLED')).bets[0]).toMatchObject({
      status: 'WON',
      paidMinor: 1_475,
    });
  });

  it('pays the stake left of a partly cashed-out bet that ends void as a closing win (a rollback is refused then)', async () => {
    const t = fixture();
    const { session, bet } = await t.placeSingle();
    await t.bets.cashOut(session, { betId: bet.id, valueMinor: 1, partStakeMinor: 400 });
    t.book.setResult(t.eventId, { status: 'CANCELLED' });
    await t.bets.settleEvent(t.eventId);
    expect(t.wallet.entriesOf(bet.id).at(-1)).toMatchObject({
      kind: 'win',
      transactionId: `${bet.id}:settle`,
      amount: 600,
      closeRound: true,
    });
    // 400 of 1 000 cashed out at 95 % of half: 380; the 600 left comes back.
    expect(t.wallet.balanceOf(session.wallet!.playerId)).toBe(10_000 - 1_000 + 380 + 600);
  });

  it('auto cash-out takes a bet once its value reaches the target, at the value then', async () => {
    const t = fixture();
    const { session, bet } = await t.placeSingle();
    const set = await t.bets.setAutoCashOut(session, { betId: bet.id, valueMinor: 1_100 });
    expect(set.bet.autoCashOutMinor).toBe(1_100);
    expect(await t.bets.runAutoCashOut()).toEqual({ cashedOut: 0 });
    t.book.price(home(t.eventId), 2_000, { outcomes: chances(0.6) });
    expect(await t.bets.runAutoCashOut()).toEqual({ cashedOut: 1 });
    expect(t.wallet.entriesOf(bet.id).at(-1)).toMatchObject({ amount: 1_140, closeRound: true });
    expect(await t.bets.runAutoCashOut()).toEqual({ cashedOut: 0 });
    expect((await failureOf(t.bets.setAutoCashOut(session, { betId: bet.id, valueMinor: null }))).code).toBe(
      'sports-cash-out-unavailable',
    );
  });

  /**
   * The race: the result arrives while players cash out (the book's cash-out view still open),
   * and the settlement runs on two instances while each bet's cash-out is sent. Whatever order
   * the locks give, every bet gets exactly one closing win, of the amount its record says.
   */
  it('never pays both a cash-out and a settlement of the same bet when they race', async () => {
    const won = { cashOut: 0, settlement: 0 };
    for (let round = 0; round < 5; round += 1) {
      const t = fixture();
      const second = createBetsFixture(secondDb, { book: t.book, wallet: t.wallet });
      const placed = await Promise.all(Array.from({ length: 30 }, () => t.placeSingle()));
      t.book.setResult(t.eventId, finished(1, 0));
      // Settlements sent first on one round, last on the next, so each side wins some.
      const settlements = () => [second.bets.settleEvent(t.eventId), t.bets.settleEvent(t.eventId)];
      const early = round % 2 === 0 ? settlements() : [];
      const cashOuts = placed.map(({ session, bet }, index) =>
        (index % 3 === 0 ? second.bets : t.bets).cashOut(
          session,
          index % 2
            ? { betId: bet.id, valueMinor: 950 }
            : { betId: bet.id, valueMinor: 475, partStakeMinor: 500 },
        ),
      );
      const answers = await Promise.allSettled([...cashOuts, ...(early.length > 0 ? early : settlements())]);
      for (const answer of answers.slice(-2)) expect(answer.status).toBe('fulfilled');
      for (const [index, { session, bet }] of placed.entries()) {
        const answer = answers[index]!;
        const stored = (await t.bets.repository.findBet(bet.id))!;
        const wins = t.wallet.entriesOf(bet.id).filter((entry) => entry.kind === 'win');
        const closing = wins.filter((entry) => entry.closeRound);
        expect(closing).toHaveLength(1);
        expect(wins.reduce((sum, entry) => sum + entry.amount, 0)).toBe(stored.paidMinor);
        expect(t.wallet.balanceOf(session.wallet!.playerId)).toBe(9_000 + stored.paidMinor);
        expect(
          (await t.bets.repository.paymentsOf(bet.id)).every(
            (payment) => payment.confirmedAt && !payment.refusal,
          ),
        ).toBe(true);
        const full = index % 2 === 1;
        if (answer.status === 'fulfilled') {
          // The cash-out went first: full → CASHED_OUT for 950; partial → 475 now, 1 000 at settlement.
          expect(stored).toMatchObject(
            full ? { status: 'CASHED_OUT', paidMinor: 950 } : { status: 'WON', paidMinor: 1_475 },
          );
          won.cashOut += 1;
        } else {
          won.settlement += 1;
          expect((answer.reason as { code?: string }).code).toBe('sports-cash-out-unavailable');
          expect(stored).toMatchObject({ status: 'WON', paidMinor: 2_000, cashOuts: 0 });
        }
      }
    }
    expect(won.cashOut + won.settlement).toBe(150);
    if (process.env.SPORTS_RACE_REPORT) console.info('race won by', won);
  }, 120_000);
  /**
   * The batched settlement (two batches in flight, small batches here so one event takes many)
   * against cash-outs fired at the same time, on two instances: singles, and doubles whose other
   * leg is still to play. Each bet ends in one state, with one closing call at most, paying what
   * its record says, and the event's liability ends at what the bets still open stand to win.
   */
  it('settles in batches while bets of every batch are cashed out, each bet ending once and paid once', async () => {
    const ended = { CASHED_OUT: 0, WON: 0, OPEN: 0, cashOutRefused: 0 };
    for (let round = 0; round < 3; round += 1) {
      const t = fixture();
      const later = `${t.eventId}-later`;
      t.book.addEvent(later);
      t.book.price(home(later), 1_500, { outcomes: chances(0.5) });
      const second = createBetsFixture(secondDb, { book: t.book, wallet: t.wallet });
      const settlementOn = (fixtureOf: typeof t | typeof second) =>
        createBetSettlement({
          repository: fixtureOf.bets.repository,
          payments: createBetPayments({ repository: fixtureOf.bets.repository, wallet: t.wallet.wallet }),
          book: t.book.book,
          now: Date.now,
          batchSize: 4,
        });
      const singles = await Promise.all(Array.from({ length: 24 }, () => t.placeSingle()));
      const doubles = await Promise.all(
        Array.from({ length: 12 }, async () => {
          const session = playerSession(t.wallet, 10_000);
          const placed = await t.bets.place(session, {
            sessionId: session.key,
            requestId: randomUUID(),
            legs: [
              { ...home(t.eventId), oddsE3: 2_000 },
              { ...home(later), oddsE3: 1_500 },
            ],
            shape: { kind: 'ACCUMULATOR' },
            stakePerLineMinor: 1_000,
            oddsPolicy: 'ANY',
          });
          return { session, bet: placed.bet };
        }),
      );
      const placed = [...singles, ...doubles];
      t.book.setResult(t.eventId, finished(2, 0));
      // Settlements sent first on one round, last on the next, so each side wins some.
      const settle = () => [
        settlementOn(t).settleEvent(t.eventId),
        settlementOn(second).settleEvent(t.eventId),
      ];
      const early = round % 2 === 0 ? settle() : [];
      // After the settlements, the cash-outs come spread over the walk, so some reach bets it passed.
      const spread = (index: number) =>
        new Promise((resolve) => setTimeout(resolve, early.length > 0 ? index * 4 : 0));
      const cashOuts = placed.map(({ session, bet }, index) =>
        index % 3 === 0
          ? spread(index).then(() =>
              (index % 2 ? second.bets : t.bets).cashOut(
                session,
                index % 4 === 0
                  ? { betId: bet.id, valueMinor: 1 }
                  : { betId: bet.id, valueMinor: 1, partStakeMinor: 500 },
              ),
            )
          : Promise.resolve(null),
      );
      const settlements = early.length > 0 ? early : settle();
      const answers = await Promise.allSettled([...cashOuts, ...settlements]);
      for (const answer of answers.slice(-2)) expect(answer.status).toBe('fulfilled');
      ended.cashOutRefused += answers.slice(0, -2).filter((answer) => answer.status === 'rejected').length;
      const settledCount = answers
        .slice(-2)
        .reduce(
          (sum, answer) =>
            sum + (answer.status === 'fulfilled' ? (answer.value as { settled: number }).settled : 0),
          0,
        );

      let closedBySettlement = 0;
      for (const [index, { session, bet }] of placed.entries()) {
        const stored = (await t.bets.repository.findBet(bet.id))!;
        const double = index >= singles.length;
        const calls = t.wallet.entriesOf(bet.id).filter((entry) => entry.kind !== 'bet');
        const closing = calls.filter((entry) => entry.closeRound);
        const payments = await t.bets.repository.paymentsOf(bet.id);
        expect(payments.every((payment) => payment.confirmedAt && !payment.refusal)).toBe(true);
        expect(calls.map((entry) => entry.transactionId).sort()).toEqual(
          payments.map((payment) => payment.transactionId).sort(),
        );
        expect(calls.reduce((sum, entry) => sum + entry.amount, 0)).toBe(stored.paidMinor);
        expect(t.wallet.balanceOf(session.wallet!.playerId)).toBe(10_000 - 1_000 + stored.paidMinor);
        expect((await t.bets.repository.legsOf(t.bets.repository.db, [bet.id]))[0]?.outcome).toBe('WON');
        if (stored.status in ended) ended[stored.status as keyof typeof ended] += 1;
        switch (stored.status) {
          case 'CASHED_OUT':
            expect(closing).toEqual([expect.objectContaining({ transactionId: `${bet.id}:cashout:1` })]);
            break;
          case 'WON':
            expect(double).toBe(false);
            expect(closing).toEqual([expect.objectContaining({ transactionId: `${bet.id}:settle` })]);
            // 2 000 on the whole stake, or 1 000 on the half left after a partial cash-out.
            expect(closing[0]!.amount).toBe(stored.cashOuts === 0 ? 2_000 : 1_000);
            closedBySettlement += 1;
            break;
          case 'OPEN':
            // A double rides on its second match: its first leg won, nothing closed.
            expect(double).toBe(true);
            expect(closing).toEqual([]);
            break;
          default:
            throw new Error(`bet ${bet.id} ended ${stored.status}`);
        }
      }
      expect(settledCount).toBe(closedBySettlement);
      const stillOpen = (
        await Promise.all(placed.map(({ bet }) => t.bets.repository.findBet(bet.id)))
      ).filter((bet) => bet?.status === 'OPEN');
      expect(await t.bets.repository.exposureOf(t.eventId, '1X2', '1')).toBe(
        stillOpen.reduce((sum, bet) => sum + bet!.potentialReturnMinor, 0),
      );
    }
    if (process.env.SPORTS_RACE_REPORT) console.info('batched settlement race ended', ended);
  }, 120_000);
});
