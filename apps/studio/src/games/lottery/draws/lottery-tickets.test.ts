import { createHash } from 'node:crypto';
import type { LotteryTicketBet } from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudioTestDatabase, type StudioTestDatabase } from '../../../../test/helpers/database.js';
import type { DatabaseHandle } from '../../../db/client.js';
import { createFakeWallet } from '../../sportsbook/bets/testing/fake-wallet.js';
import { resultOfDraw } from '../engine/index.js';
import { plannedDraws } from './draw-schedule.js';
import { drawRoundId, payoutTransactionId } from './lottery-states.js';
import { ticketReturn } from './ticket-bet.js';
import {
  addDraw,
  buyEachFace,
  buyRequest,
  createLotteryFixture,
  failureOf,
  lotterySession,
  testClock,
  TEST_LOTTERY_CONFIG,
} from './testing/lottery-fixture.js';

const TRIALS = 5;
const RACERS = 4;
const FAST_3 = { product: 'ELOTT', game: 'FAST_3' } as const;
const bigOnDice = (stakeMinor: number) =>
  ({ product: 'ELOTT', choice: { kind: 'SUM_SIDE', side: 'BIG' }, stakeMinor }) as const;

/**
 * The lottery's money path on the studio's database (PGlite, or the PostgreSQL server with
 * DATABASE_URL, where the instances below are separate connections and really race).
 */
describe('lottery tickets, settlement and cancellation', () => {
  let database: StudioTestDatabase;
  let handles: DatabaseHandle[];

  beforeAll(async () => {
    database = await createStudioTestDatabase();
    handles = [database.handle, ...Array.from({ length: RACERS - 1 }, () => database.connectAgain())];
  }, 60_000);
  afterAll(async () => {
    await database.dispose();
  });

  /** RACERS instances of the lottery over one wallet and one clock. */
  const instances = (settleChunk?: number) => {
    const wallet = createFakeWallet();
    const clock = testClock();
    const all = handles.map(
      (handle) =>
        createLotteryFixture(handle.db, { wallet, now: clock.now, ...(settleChunk ? { settleChunk } : {}) })
          .lottery,
    );
    return { wallet, clock, all, lottery: all[0]! };
  };

  it('refuses a ticket from the draw’s close on, moving no money and storing nothing', async () => {
    const { wallet, clock, lottery } = instances();
    const drawId = await addDraw(lottery, FAST_3, { closesAt: clock.at + 50_000, drawAt: clock.at + 60_000 });
    const session = lotterySession(wallet, 10_000);
    await lottery.buy(session, buyRequest(drawId, bigOnDice(1_000)));
    clock.at += 50_000;
    expect(await failureOf(lottery.buy(session, buyRequest(drawId, bigOnDice(1_000))))).toBe(
      'lottery-betting-closed',
    );
    expect(wallet.balanceOf(session.playerId)).toBe(9_000);
    expect(await lottery.repository.ticketsOfDraw(drawId)).toHaveLength(1);
    // A bet that does not fit the draw's game, and an unknown draw, are refused with their own codes.
    clock.at -= 10_000;
    const vnBet: LotteryTicketBet = {
      product: 'VN',
      betType: 'DE',
      lines: [['45']],
      stakePerLineMinor: 1_000,
    };
    expect(await failureOf(lottery.buy(session, buyRequest(drawId, vnBet)))).toBe(
      'lottery-selection-invalid',
    );
    expect(await failureOf(lottery.buy(session, buyRequest('NO-SUCH-DRAW', bigOnDice(1_000))))).toBe(
      'lottery-draw-not-found',
    );
    expect(wallet.balanceOf(session.playerId)).toBe(9_000);
  });

  it('admits exactly the tickets that fit a number’s limit when ten buy it at once', async () => {
    const { wallet, clock, all, lottery } = instances();
    // A dice big at R$ 10 returns R$ 20.16 (odds 2.016): the limit admits four such tickets.
    const perTicket = 2_016;
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const limited = handles.map(
        (handle) =>
          createLotteryFixture(handle.db, {
            wallet,
            now: clock.now,
            config: { liabilityLimitMinor: 4 * perTicket + perTicket - 1 },
          }).lottery,
      );
      const drawId = await addDraw(all[0]!, FAST_3, {
        closesAt: clock.at + 60_000,
        drawAt: clock.at + 70_000,
      });
      const sessions = Array.from({ length: 10 }, () => lotterySession(wallet, 5_000));
      const outcomes = await Promise.all(
        sessions.map((session, index) =>
          failureOf(limited[index % RACERS]!.buy(session, buyRequest(drawId, bigOnDice(1_000)))),
        ),
      );
      expect(outcomes.filter((code) => code === 'none')).toHaveLength(4);
      expect(outcomes.filter((code) => code === 'lottery-liability-reached')).toHaveLength(6);
      expect(await lottery.repository.exposureOf(drawId, 'ELOTT', 'SUM:BIG')).toBe(4 * perTicket);
      const tickets = await lottery.repository.ticketsOfDraw(drawId);
      expect(tickets.map((ticket) => ticket.status)).toEqual(['OPEN', 'OPEN', 'OPEN', 'OPEN']);
      for (const [index, session] of sessions.entries()) {
        expect(wallet.balanceOf(session.playerId)).toBe(outcomes[index] === 'none' ? 4_000 : 5_000);
      }
    }
  }, 120_000);

  it('settles a draw once however many runs race or replay it: each ticket paid once, exactly', async () => {
    const { wallet, clock, all, lottery } = instances();
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const drawId = await addDraw(lottery, FAST_3, {
        closesAt: clock.at + 50_000,
        drawAt: clock.at + 60_000,
      });
      // One ticket on each face of the first die: exactly one wins.
      const { sessions, bought } = await buyEachFace(lottery, wallet, drawId, 1);
      clock.at += 60_000;
      expect(await lottery.dueDraws()).toMatchObject({ toDraw: expect.arrayContaining([drawId]) });
      expect(await Promise.all(all.map((instance) => instance.drawDraw(drawId)))).toEqual(
        expect.arrayContaining([true]),
      );
      const draw = (await lottery.repository.findDraw(drawId))!;
      const result = resultOfDraw(draw.serverSeed, drawId, FAST_3);
      expect(draw.result).toEqual(result);

      const runs = await Promise.all(all.map((instance) => instance.settleDraw(drawId)));
      expect(runs.reduce((sum, run) => sum + run.settled, 0)).toBe(6);
      expect(await lottery.settleDraw(drawId)).toEqual({ settled: 0, paid: 0, done: true });
      expect((await lottery.repository.findDraw(drawId))?.status).toBe('SETTLED');

      const payouts = bought.map(({ ticket }) => ticketReturn(ticket.bet, result, TEST_LOTTERY_CONFIG.odds));
      expect(payouts.filter((payout) => payout > 0)).toEqual([5_880]);
      for (const [index, { ticket }] of bought.entries()) {
        const playerId = sessions[index]!.playerId;
        expect(
          wallet
            .entriesOf(drawRoundId(drawId, playerId))
            .map((entry) => [entry.kind, entry.transactionId, entry.amount]),
        ).toEqual([
          ['bet', `${ticket.id}:bet`, 1_000],
          ['win', payoutTransactionId(drawId, playerId), payouts[index]],
        ]);
        expect(wallet.balanceOf(sessions[index]!.playerId)).toBe(9_000 + payouts[index]!);
        const stored = await lottery.repository.findTicket(ticket.id);
        expect(stored).toMatchObject({
          status: payouts[index]! > 0 ? 'WON' : 'LOST',
          payoutMinor: payouts[index],
        });
      }
    }
  }, 120_000);

  it('closes a player’s round of a draw with one win of what their tickets won together', async () => {
    const { wallet, clock, all, lottery } = instances();
    const drawId = await addDraw(lottery, FAST_3, { closesAt: clock.at + 50_000, drawAt: clock.at + 60_000 });
    const player = lotterySession(wallet, 100_000);
    const onFace = (value: number) =>
      buyRequest(drawId, {
        product: 'ELOTT',
        choice: { kind: 'POSITION_VALUE', position: 2, value },
        stakeMinor: 1_000,
      });
    // A ticket on each face of the second die, twice over: exactly two win.
    const bought = [];
    for (const value of [1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6])
      bought.push(await lottery.buy(player, onFace(value)));
    // One more whose stake's answer is lost: rolled back, its bet refunded inside the same round.
    wallet.failNext('bet', 'applied');
    expect(await failureOf(lottery.buy(player, onFace(6)))).toBe('service-unavailable');
    expect(wallet.balanceOf(player.playerId)).toBe(88_000);
    clock.at += 60_000;
    await lottery.dueDraws();
    expect(await lottery.drawDraw(drawId)).toBe(true);
    const runs = await Promise.all(all.map((instance) => instance.settleDraw(drawId)));
    expect(runs.reduce((sum, run) => sum + run.settled, 0)).toBe(12);
    const result = (await lottery.repository.findDraw(drawId))!.result!;
    const won = bought
      .map(({ ticket }) => ticketReturn(ticket.bet, result, TEST_LOTTERY_CONFIG.odds))
      .reduce((sum, payout) => sum + payout, 0);
    expect(won).toBe(2 * 5_880);
    const round = wallet.entriesOf(drawRoundId(drawId, player.playerId));
    expect(round.filter((entry) => entry.kind === 'bet')).toHaveLength(13);
    expect(round.filter((entry) => entry.kind === 'rollback').map((entry) => entry.amount)).toEqual([1_000]);
    expect(
      round.filter((entry) => entry.kind === 'win').map((entry) => [entry.transactionId, entry.amount]),
    ).toEqual([[payoutTransactionId(drawId, player.playerId), won]]);
    expect(wallet.balanceOf(player.playerId)).toBe(88_000 + won);
    expect(await lottery.repository.payoutOf(drawId, player.playerId)).toMatchObject({
      payoutMinor: won,
      confirmedAt: expect.any(Date),
      refusal: null,
    });
  });

  it('settles a draw a chunk of players at a time, two at once, on racing runs: each player paid their sum once', async () => {
    // Chunks of about 5 tickets: each run settles the 12 players' 36 tickets in 6 or more chunks.
    const { wallet, clock, all, lottery } = instances(5);
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const drawId = await addDraw(lottery, FAST_3, {
        closesAt: clock.at + 50_000,
        drawAt: clock.at + 60_000,
      });
      const sessions = Array.from({ length: 12 }, () => lotterySession(wallet, 10_000));
      const bought = await Promise.all(
        sessions.map(async (session, index) => {
          const tickets = [];
          for (const value of [1 + (index % 6), 1 + ((index + 1) % 6), 1 + ((index + 2) % 6)]) {
            const request = buyRequest(drawId, {
              product: 'ELOTT',
              choice: { kind: 'POSITION_VALUE', position: 3, value },
              stakeMinor: 1_000,
            });
            tickets.push((await all[index % RACERS]!.buy(session, request)).ticket);
          }
          return tickets;
        }),
      );
      clock.at += 60_000;
      await lottery.dueDraws();
      expect(await lottery.drawDraw(drawId)).toBe(true);
      const runs = await Promise.all(all.map((instance) => instance.settleDraw(drawId)));
      expect(runs.reduce((sum, run) => sum + run.settled, 0)).toBe(36);
      expect(await lottery.settleDraw(drawId)).toEqual({ settled: 0, paid: 0, done: true });
      const result = (await lottery.repository.findDraw(drawId))!.result!;
      for (const [index, session] of sessions.entries()) {
        const won = bought[index]!.map((ticket) =>
          ticketReturn(ticket.bet, result, TEST_LOTTERY_CONFIG.odds),
        ).reduce((sum, payout) => sum + payout, 0);
        const wins = wallet
          .entriesOf(drawRoundId(drawId, session.playerId))
          .filter((entry) => entry.kind === 'win')
          .map((entry) => [entry.transactionId, entry.amount]);
        expect(wins).toEqual([[payoutTransactionId(drawId, session.playerId), won]]);
        expect(wallet.balanceOf(session.playerId)).toBe(7_000 + won);
      }
    }
  }, 120_000);

  it('refunds every ticket of a cancelled draw once, however often the cancellation runs', async () => {
    const { wallet, clock, all, lottery } = instances();
    const drawId = await addDraw(lottery, FAST_3, { closesAt: clock.at + 50_000, drawAt: clock.at + 60_000 });
    const sessions = Array.from({ length: 5 }, () => lotterySession(wallet, 10_000));
    const bought = await Promise.all(
      sessions.map((session) => lottery.buy(session, buyRequest(drawId, bigOnDice(2_000)))),
    );
    const runs = await Promise.all(all.map((instance) => instance.cancelDraw(drawId)));
    // Racing runs may each send a refund; the wallet answers the repeats as duplicates.
    expect(runs.reduce((sum, run) => sum + run.refunded, 0)).toBeGreaterThanOrEqual(5);
    expect(await lottery.cancelDraw(drawId)).toEqual({ refunded: 0 });
    for (const [index, { ticket }] of bought.entries()) {
      expect(
        wallet
          .entriesOf(drawRoundId(drawId, sessions[index]!.playerId))
          .map((entry) => [entry.kind, entry.transactionId, entry.amount]),
      ).toEqual([
        ['bet', `${ticket.id}:bet`, 2_000],
        ['rollback', `${ticket.id}:rollback`, 2_000],
      ]);
      expect(wallet.balanceOf(sessions[index]!.playerId)).toBe(10_000);
      expect((await lottery.repository.findTicket(ticket.id))?.status).toBe('CANCELLED');
    }
    expect(await failureOf(lottery.buy(sessions[0]!, buyRequest(drawId, bigOnDice(1_000))))).toBe(
      'lottery-betting-closed',
    );
    // A cancelled draw is never drawn, and its seed stays unrevealed.
    clock.at += 60_000;
    expect(await lottery.drawDraw(drawId)).toBe(false);
    expect(await failureOf(lottery.verify(drawId))).toBe('lottery-draw-not-drawn');
  });

  it('leaves every player whole when purchases race the draw’s cancellation', async () => {
    const { wallet, clock, all, lottery } = instances();
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const drawId = await addDraw(lottery, FAST_3, {
        closesAt: clock.at + 50_000,
        drawAt: clock.at + 60_000,
      });
      const sessions = Array.from({ length: 8 }, () => lotterySession(wallet, 10_000));
      const outcomes = await Promise.all([
        ...sessions.map((session, index) =>
          failureOf(all[index % RACERS]!.buy(session, buyRequest(drawId, bigOnDice(1_000)))),
        ),
        all[1]!.cancelDraw(drawId).then(() => 'cancelled'),
      ]);
      expect(outcomes.at(-1)).toBe('cancelled');
      // A purchase caught in the middle is answered with an error; its stake comes back all the same.
      await lottery.cancelDraw(drawId);
      for (const [index, session] of sessions.entries()) {
        expect(['none', 'lottery-betting-closed', 'service-unavailable', 'already-rolled-back']).toContain(
          outcomes[index],
        );
        expect(wallet.balanceOf(session.playerId)).toBe(10_000);
      }
      const tickets = await lottery.repository.ticketsOfDraw(drawId);
      for (const ticket of tickets) expect(['CANCELLED', 'ROLLED_BACK', 'REFUSED']).toContain(ticket.status);
    }
  }, 120_000);

  it('answers a drawn draw’s seed, published hash and result, recomputed', async () => {
    const { clock, lottery } = instances();
    const game = { product: 'VN', region: 'NORTH' } as const;
    const drawId = await addDraw(lottery, game, { closesAt: clock.at + 1_000, drawAt: clock.at + 2_000 });
    expect(await failureOf(lottery.verify(drawId))).toBe('lottery-draw-not-drawn');
    clock.at += 2_000;
    await lottery.dueDraws();
    expect(await lottery.drawDraw(drawId)).toBe(true);
    expect(await lottery.drawDraw(drawId)).toBe(false);
    const verified = await lottery.verify(drawId);
    expect(verified).toMatchObject({ drawId, verified: true, mismatch: null });
    expect(createHash('sha256').update(verified.serverSeed).digest('hex')).toBe(verified.serverSeedHash);
    expect(verified.result).toEqual(resultOfDraw(verified.serverSeed, drawId, game));
  });

  it('creates each planned draw once when instances schedule at the same moment, its hash fixed', async () => {
    const { clock, all, lottery } = instances();
    clock.at = Date.parse('2026-12-02T05:00:00Z');
    const planned = plannedDraws(new Date(clock.at), TEST_LOTTERY_CONFIG);
    const created = (await Promise.all(all.map((instance) => instance.scheduleDraws()))).flat();
    expect(created.sort()).toEqual(planned.map((draw) => draw.id).sort());
    expect(await lottery.scheduleDraws()).toEqual([]);
    const north = (await lottery.repository.findDraw('VN-NORTH-20261202'))!;
    expect(north).toMatchObject({ status: 'SCHEDULED', result: null });
    expect(createHash('sha256').update(north.serverSeed).digest('hex')).toBe(north.serverSeedHash);
    expect(planned.filter((draw) => draw.id.startsWith('ELOTT-FAST_3-1M-'))).toHaveLength(6);
    expect(planned.filter((draw) => draw.id.startsWith('VN-SOUTH-'))).toHaveLength(3);
  });
});
