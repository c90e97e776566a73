import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudioTestDatabase, type StudioTestDatabase } from '../../../../test/helpers/database.js';
import { createFakeWallet } from '../../sportsbook/bets/testing/fake-wallet.js';
import {
  addDraw,
  buyEachFace,
  buyRequest,
  createLotteryFixture,
  failureOf,
  GAME_CODE,
  lotterySession,
} from './testing/lottery-fixture.js';
import { drawRoundId } from './lottery-states.js';

const FAST_3 = { product: 'ELOTT', game: 'FAST_3' } as const;
const bigOnDice = { product: 'ELOTT', choice: { kind: 'SUM_SIDE', side: 'BIG' }, stakeMinor: 1_000 } as const;

/** What an outage between the steps of a purchase or a settlement leaves, and how it is finished. */
describe('lottery recovery', () => {
  let database: StudioTestDatabase;

  beforeAll(async () => {
    database = await createStudioTestDatabase();
  }, 60_000);
  afterAll(async () => {
    await database.dispose();
  });

  /** The lottery on a clock the test moves, starting at the database's own time. */
  const fixture = () => {
    const clock = { at: Date.now() };
    const wallet = createFakeWallet();
    const { lottery } = createLotteryFixture(database.handle.db, { wallet, now: () => clock.at });
    return { clock, wallet, lottery };
  };

  it('rolls back a stake whose answer never came, giving the number’s exposure back', async () => {
    const { clock, wallet, lottery } = fixture();
    const drawId = await addDraw(lottery, FAST_3, { closesAt: clock.at + 60_000, drawAt: clock.at + 70_000 });
    const session = lotterySession(wallet, 10_000);
    wallet.failNext('bet', 'applied');
    expect(await failureOf(lottery.buy(session, buyRequest(drawId, bigOnDice)))).toBe('service-unavailable');
    const [ticket] = await lottery.repository.ticketsOfDraw(drawId);
    expect(ticket).toMatchObject({ status: 'ROLLED_BACK', paymentKind: 'ROLLBACK' });
    expect(ticket?.paymentConfirmedAt).not.toBeNull();
    expect(
      wallet.entriesOf(drawRoundId(drawId, session.playerId)).map((entry) => [entry.kind, entry.amount]),
    ).toEqual([
      ['bet', 1_000],
      ['rollback', 1_000],
    ]);
    expect(wallet.balanceOf(session.playerId)).toBe(10_000);
    expect(await lottery.repository.exposureOf(drawId, 'ELOTT', 'SUM:BIG')).toBe(0);
  });

  it('recovers a purchase an outage left PLACING, and a draw whose settlement lost a win', async () => {
    const { clock, wallet, lottery } = fixture();
    const drawId = await addDraw(lottery, FAST_3, { closesAt: clock.at + 60_000, drawAt: clock.at + 70_000 });
    // The process stopped after storing the ticket, before its stake was sent.
    const stranded = randomUUID();
    const strandedPlayer = randomUUID();
    await lottery.repository.db.transaction(async (tx) => {
      await lottery.repository.insertTicket(tx, {
        id: stranded,
        playerId: strandedPlayer,
        gameCode: 'studio-lottery',
        requestId: randomUUID(),
        drawId,
        bet: bigOnDice,
        stakeMinor: 1_000,
        exposure: [{ market: 'ELOTT', number: 'SUM:BIG', amountMinor: 2_016 }],
      });
      await lottery.repository.takeExposure(
        tx,
        drawId,
        { market: 'ELOTT', number: 'SUM:BIG', amountMinor: 2_016 },
        1e9,
      );
    });
    const { sessions } = await buyEachFace(lottery, wallet, drawId, 2);
    clock.at += 70_000;
    await lottery.dueDraws();
    expect(await lottery.drawDraw(drawId)).toBe(true);
    // Settlement rolls the stranded purchase back; one win is lost on the way: the run fails.
    wallet.failNext('win', 'lost');
    await expect(lottery.settleDraw(drawId)).rejects.toThrow(/still unpaid/u);
    expect((await lottery.repository.findTicket(stranded))?.status).toBe('ROLLED_BACK');
    expect((await lottery.repository.findDraw(drawId))?.status).toBe('DRAWN');
    // Its retry (or recovery, a minute on) sends what is owed, once.
    clock.at += 61_000;
    const recovered = await lottery.recover();
    expect(recovered.resent).toBeGreaterThanOrEqual(1);
    expect(await lottery.settleDraw(drawId)).toMatchObject({ settled: 0, done: true });
    expect((await lottery.repository.findDraw(drawId))?.status).toBe('SETTLED');
    const wins = sessions.map((session) =>
      wallet.entriesOf(drawRoundId(drawId, session.playerId)).filter((entry) => entry.kind === 'win'),
    );
    expect(wins.map((entries) => entries.length)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(
      wins
        .flat()
        .filter((entry) => entry.amount > 0)
        .map((entry) => entry.amount),
    ).toEqual([5_880]);
    expect(wallet.entriesOf(drawRoundId(drawId, strandedPlayer)).map((entry) => entry.kind)).toEqual([
      'rollback',
    ]);
  });

  it('a batch of wins applied with its answer lost: the rerun gets duplicates, each ticket paid once', async () => {
    const { clock, wallet, lottery } = fixture();
    const drawId = await addDraw(lottery, FAST_3, { closesAt: clock.at + 60_000, drawAt: clock.at + 70_000 });
    const { sessions } = await buyEachFace(lottery, wallet, drawId, 1);
    clock.at += 70_000;
    await lottery.dueDraws();
    expect(await lottery.drawDraw(drawId)).toBe(true);
    // The wallet applies the whole batch; its answer never arrives: no payout is confirmed.
    wallet.failNext('win', 'applied');
    await expect(lottery.settleDraw(drawId)).rejects.toThrow(/still unpaid/u);
    for (const session of sessions) {
      expect((await lottery.repository.payoutOf(drawId, session.playerId))?.confirmedAt).toBeNull();
    }
    // The rerun sends the same ids: every entry a duplicate, every ticket confirmed, none paid twice.
    expect(await lottery.settleDraw(drawId)).toMatchObject({ settled: 0, paid: 6, done: true });
    expect((await lottery.repository.findDraw(drawId))?.status).toBe('SETTLED');
    const wins = sessions.map((session) =>
      wallet.entriesOf(drawRoundId(drawId, session.playerId)).filter((entry) => entry.kind === 'win'),
    );
    expect(wins.map((entries) => entries.length)).toEqual([1, 1, 1, 1, 1, 1]);
    expect(wins.flat().filter((entry) => entry.amount > 0)).toHaveLength(1);
    for (const [index, session] of sessions.entries()) {
      expect(wallet.balanceOf(session.playerId)).toBe(9_000 + wins[index]![0]!.amount);
    }
  });

  it('a win the wallet refuses in the batch is kept on its payout; the others are confirmed', async () => {
    const { clock, wallet, lottery } = fixture();
    const drawId = await addDraw(lottery, FAST_3, { closesAt: clock.at + 60_000, drawAt: clock.at + 70_000 });
    const sessions = Array.from({ length: 3 }, () => lotterySession(wallet, 10_000));
    const bought = await Promise.all(
      sessions.map((session) => lottery.buy(session, buyRequest(drawId, bigOnDice))),
    );
    // One round is closed on the wallet's side before the draw settles (a vendor-side correction).
    const closed = bought[0]!.ticket;
    expect(
      (
        await wallet.wallet.win({
          playerId: sessions[0]!.playerId,
          transactionId: randomUUID(),
          roundId: drawRoundId(drawId, sessions[0]!.playerId),
          gameCode: GAME_CODE,
          amount: 0,
        })
      ).outcome,
    ).toBe('done');
    clock.at += 70_000;
    await lottery.dueDraws();
    expect(await lottery.drawDraw(drawId)).toBe(true);
    expect(await lottery.settleDraw(drawId)).toMatchObject({ settled: 3, paid: 2, done: true });
    expect(await lottery.repository.payoutOf(drawId, sessions[0]!.playerId)).toMatchObject({
      refusal: 'round-closed',
      confirmedAt: null,
    });
    expect(['WON', 'LOST']).toContain((await lottery.repository.findTicket(closed.id))?.status);
    for (const session of sessions.slice(1)) {
      expect((await lottery.repository.payoutOf(drawId, session.playerId))?.confirmedAt).not.toBeNull();
    }
  });
});
