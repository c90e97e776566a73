import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudioTestDatabase, type StudioTestDatabase } from '../../../../test/helpers/database.js';
import { createBetsFixture, legs, multipleSlip, playerSession, singleSlip } from './testing/bets-fixture.js';
import { finished } from './testing/fake-book.js';

const { home, away, drawNoBetHome, homeMinus075 } = legs;

/**
 * Re-settlement on a corrected result (docs/sportsbook.md, "Corrections"): each case settles on
 * version 1, publishes version 2 and asserts the exact difference the wallet's adjust moved.
 */
describe('sportsbook re-settlement on a corrected result', () => {
  let database: StudioTestDatabase;

  beforeAll(async () => {
    database = await createStudioTestDatabase();
  }, 60_000);
  afterAll(async () => {
    await database.dispose();
  });

  const fixture = () => {
    const t = createBetsFixture(database.handle.db);
    const prefix = randomUUID().slice(0, 8);
    const event = (n: number) => {
      const eventId = `${prefix}-e${n}`;
      t.book.addEvent(eventId);
      t.book.price(home(eventId), 2_000);
      t.book.price(away(eventId), 3_000);
      t.book.price(drawNoBetHome(eventId), 1_500);
      t.book.price(homeMinus075(eventId), 2_000);
      return eventId;
    };
    const multiple = (...slip: Parameters<typeof multipleSlip>) =>
      t.bets.place(slip[0], multipleSlip(...slip));
    const adjustments = (betId: string) =>
      t.wallet
        .entriesOf(betId)
        .flatMap((entry) => (entry.kind === 'adjust' ? [[entry.transactionId, entry.amount]] : []));
    const statusOf = async (betId: string) => {
      const bet = await t.bets.repository.findBet(betId);
      return [bet!.status, bet!.paidMinor];
    };
    return { ...t, event, multiple, adjustments, statusOf };
  };

  it('a win corrected to a loss takes the return back; a loss corrected to a win pays it; a replay moves nothing', async () => {
    const t = fixture();
    const e1 = t.event(1);
    const session = playerSession(t.wallet, 10_000);
    const winner = await t.bets.place(session, singleSlip(session, home(e1), 2_000, 1_000));
    const loser = await t.bets.place(session, singleSlip(session, away(e1), 3_000, 1_000));
    t.book.setResult(e1, finished(2, 1));
    await t.bets.settleEvent(e1);
    expect(t.wallet.balanceOf(session.wallet!.playerId)).toBe(10_000);
    expect(t.bets.eventsToResettle()).toEqual([]);

    expect(t.book.correct(e1, finished(1, 2))).toBe(2);
    expect(t.bets.eventsToResettle()).toEqual([{ eventId: e1, version: 2 }]);
    expect(await t.bets.resettleEvent(e1)).toEqual({ corrected: 2, version: 2 });
    expect(t.adjustments(winner.bet.id)).toEqual([[`${winner.bet.id}:resettle:0:2`, -2_000]]);
    expect(t.adjustments(loser.bet.id)).toEqual([[`${loser.bet.id}:resettle:0:2`, 3_000]]);
    expect(await t.statusOf(winner.bet.id)).toEqual(['LOST', 0]);
    expect(await t.statusOf(loser.bet.id)).toEqual(['WON', 3_000]);
    // Stakes 2 000, returns now 3 000.
    expect(t.wallet.balanceOf(session.wallet!.playerId)).toBe(11_000);
    expect(await t.bets.correctionsOf(winner.bet.id)).toMatchObject([
      {
        eventId: e1,
        legIndex: 0,
        version: 2,
        previousVersion: 1,
        previousOutcome: 'WON',
        outcome: 'LOST',
        previousStatus: 'WON',
        status: 'LOST',
        previousReturnMinor: 2_000,
        returnMinor: 0,
        deltaMinor: -2_000,
        transactionId: `${winner.bet.id}:resettle:0:2`,
      },
    ]);
    const [listed] = (await t.bets.listBets(session, 'SETTLED')).bets.filter(
      (bet) => bet.id === winner.bet.id,
    );
    expect(listed?.legs[0]?.outcome).toBe('LOST');

    // The same version again (a retry, another worker): nothing left to move.
    const entries = t.wallet.entries.length;
    expect(await t.bets.resettleEvent(e1)).toEqual({ corrected: 0, version: 2 });
    expect(t.wallet.entries).toHaveLength(entries);

    // A third version back to the first result: the money goes back, under new ids.
    t.book.correct(e1, finished(2, 1));
    expect(await t.bets.resettleEvent(e1)).toEqual({ corrected: 2, version: 3 });
    expect(t.adjustments(winner.bet.id)).toEqual([
      [`${winner.bet.id}:resettle:0:2`, -2_000],
      [`${winner.bet.id}:resettle:0:3`, 2_000],
    ]);
    expect(t.wallet.balanceOf(session.wallet!.playerId)).toBe(10_000);
  });

  it('a void leg in an accumulator corrected to a win pays the longer product', async () => {
    const t = fixture();
    const [e1, e2] = [t.event(1), t.event(2)];
    const session = playerSession(t.wallet, 10_000);
    const acca = await t.multiple(
      session,
      [
        { leg: home(e1), oddsE3: 2_000 },
        { leg: drawNoBetHome(e2), oddsE3: 1_500 },
      ],
      { kind: 'ACCUMULATOR' },
      1_000,
    );
    t.book.setResult(e1, finished(2, 1));
    t.book.setResult(e2, finished(1, 1));
    await t.bets.settleEvent(e1);
    await t.bets.settleEvent(e2);
    // 1 000 × 2.00 × 1.00 (the draw voids draw no bet).
    expect(await t.statusOf(acca.bet.id)).toEqual(['WON', 2_000]);
    t.book.correct(e2, finished(2, 1));
    await t.bets.resettleEvent(e2);
    // 1 000 × 2.00 × 1.50 = 3 000: 1 000 more.
    expect(t.adjustments(acca.bet.id)).toEqual([[`${acca.bet.id}:resettle:1:2`, 1_000]]);
    expect(await t.statusOf(acca.bet.id)).toEqual(['WON', 3_000]);
    // The other event's correction back to a loss for leg 0: the whole return goes.
    t.book.correct(e1, finished(0, 1));
    await t.bets.resettleEvent(e1);
    expect(t.adjustments(acca.bet.id)).toEqual([
      [`${acca.bet.id}:resettle:1:2`, 1_000],
      [`${acca.bet.id}:resettle:0:2`, -3_000],
    ]);
    expect(await t.statusOf(acca.bet.id)).toEqual(['LOST', 0]);
    expect(t.wallet.balanceOf(session.wallet!.playerId)).toBe(9_000);
  });

  it('a half-won Asian line corrected to a loss takes back exactly the half-win return', async () => {
    const t = fixture();
    const e1 = t.event(1);
    const session = playerSession(t.wallet, 10_000);
    const bet = await t.bets.place(session, singleSlip(session, homeMinus075(e1), 2_000, 1_000));
    // Home by one on −0.75: the −0.5 half wins, the −1 half is void: 500 × 2.00 + 500 = 1 500.
    t.book.setResult(e1, finished(2, 1));
    await t.bets.settleEvent(e1);
    expect(await t.statusOf(bet.bet.id)).toEqual(['WON', 1_500]);
    // Corrected to a two-goal win: both halves win, 2 000.
    t.book.correct(e1, finished(3, 1));
    await t.bets.resettleEvent(e1);
    expect(t.adjustments(bet.bet.id)).toEqual([[`${bet.bet.id}:resettle:0:2`, 500]]);
    // Corrected to a draw: both halves lose.
    t.book.correct(e1, finished(1, 1));
    await t.bets.resettleEvent(e1);
    expect(t.adjustments(bet.bet.id)).toEqual([
      [`${bet.bet.id}:resettle:0:2`, 500],
      [`${bet.bet.id}:resettle:0:3`, -2_000],
    ]);
    expect(await t.statusOf(bet.bet.id)).toEqual(['LOST', 0]);
    expect(t.wallet.balanceOf(session.wallet!.playerId)).toBe(9_000);
  });

  it('an abandoned match (rolled back) corrected to a result takes the stake or pays the win on the closed round', async () => {
    const t = fixture();
    const e1 = t.event(1);
    const session = playerSession(t.wallet, 10_000);
    const winner = await t.bets.place(session, singleSlip(session, home(e1), 2_000, 1_000));
    const loser = await t.bets.place(session, singleSlip(session, away(e1), 3_000, 1_000));
    t.book.setResult(e1, { status: 'ABANDONED' });
    await t.bets.settleEvent(e1);
    expect(await t.statusOf(winner.bet.id)).toEqual(['VOID', 1_000]);
    expect(t.wallet.roundOf(winner.bet.id)?.state).toBe('rolled-back');
    t.book.correct(e1, finished(1, 0));
    await t.bets.resettleEvent(e1);
    expect(t.adjustments(winner.bet.id)).toEqual([[`${winner.bet.id}:resettle:0:2`, 1_000]]);
    expect(t.adjustments(loser.bet.id)).toEqual([[`${loser.bet.id}:resettle:0:2`, -1_000]]);
    expect(await t.statusOf(winner.bet.id)).toEqual(['WON', 2_000]);
    expect(await t.statusOf(loser.bet.id)).toEqual(['LOST', 0]);
    expect(t.wallet.balanceOf(session.wallet!.playerId)).toBe(10_000);
  });

  it('a cashed-out bet keeps its cash-out; an open accumulator only has its leg rewritten', async () => {
    const t = fixture();
    const [e1, e2] = [t.event(1), t.event(2)];
    const session = playerSession(t.wallet, 10_000);
    const cashed = await t.bets.place(session, singleSlip(session, home(e1), 2_000, 1_000));
    await t.bets.cashOut(session, { betId: cashed.bet.id, valueMinor: 1 });
    const open = await t.multiple(
      session,
      [
        { leg: home(e1), oddsE3: 2_000 },
        { leg: home(e2), oddsE3: 2_000 },
      ],
      { kind: 'ACCUMULATOR' },
      1_000,
    );
    t.book.setResult(e1, finished(2, 1));
    await t.bets.settleEvent(e1);
    const cashedEntries = t.wallet.entriesOf(cashed.bet.id).length;
    t.book.correct(e1, finished(1, 1));
    await t.bets.resettleEvent(e1);
    expect(t.wallet.entriesOf(cashed.bet.id)).toHaveLength(cashedEntries);
    expect((await t.statusOf(cashed.bet.id))[0]).toBe('CASHED_OUT');
    expect(t.adjustments(open.bet.id)).toEqual([]);
    const legs = await t.bets.repository.legsOf(t.bets.repository.db, [open.bet.id]);
    expect(legs.map((leg) => [leg.outcome, leg.settledVersion])).toEqual([
      ['LOST', 2],
      ['OPEN', null],
    ]);
    // Its next leg's result settles it on the corrected leg: lost, closed with a win of 0.
    t.book.setResult(e2, finished(1, 0));
    await t.bets.settleEvent(e2);
    expect(await t.statusOf(open.bet.id)).toEqual(['LOST', 0]);
  });

  it('an accumulator lost early and corrected while its other leg is open waits, then pays once that leg wins', async () => {
    const t = fixture();
    const [e1, e2] = [t.event(1), t.event(2)];
    const session = playerSession(t.wallet, 10_000);
    const acca = await t.multiple(
      session,
      [
        { leg: away(e1), oddsE3: 3_000 },
        { leg: home(e2), oddsE3: 2_000 },
      ],
      { kind: 'ACCUMULATOR' },
      1_000,
    );
    t.book.setResult(e1, finished(2, 1));
    await t.bets.settleEvent(e1);
    expect(await t.statusOf(acca.bet.id)).toEqual(['LOST', 0]);
    t.book.correct(e1, finished(1, 2));
    await t.bets.resettleEvent(e1);
    expect(await t.bets.correctionsOf(acca.bet.id)).toMatchObject([
      { version: 2, status: 'LOST', returnMinor: null, deltaMinor: 0 },
    ]);
    expect(await t.bets.resettleWaiting()).toEqual({ corrected: 0 });
    t.book.setResult(e2, finished(1, 0));
    await t.bets.settleEvent(e2);
    expect(await t.bets.resettleWaiting()).toEqual({ corrected: 1 });
    // 1 000 × 3.00 × 2.00.
    expect(t.adjustments(acca.bet.id)).toEqual([[`${acca.bet.id}:resettle:0:2`, 6_000]]);
    expect(await t.statusOf(acca.bet.id)).toEqual(['WON', 6_000]);
    expect(await t.bets.resettleWaiting()).toEqual({ corrected: 0 });
    expect(t.wallet.balanceOf(session.wallet!.playerId)).toBe(15_000);
  });

  it('a take-back the balance cannot cover takes what is there; the rest is the wallet\u2019s unrecovered record', async () => {
    const t = fixture();
    const e1 = t.event(1);
    const e2 = t.event(2);
    const session = playerSession(t.wallet, 1_000);
    const winner = await t.bets.place(session, singleSlip(session, home(e1), 2_000, 1_000));
    t.book.setResult(e1, finished(1, 0));
    await t.bets.settleEvent(e1);
    // The 2 000 won is staked again but 300.
    await t.bets.place(session, singleSlip(session, home(e2), 2_000, 1_700));
    t.book.correct(e1, finished(0, 0));
    await t.bets.resettleEvent(e1);
    expect(t.adjustments(winner.bet.id)).toEqual([[`${winner.bet.id}:resettle:0:2`, -300]]);
    expect(t.wallet.unrecoveredOf(`${winner.bet.id}:resettle:0:2`)).toBe(1_700);
    expect(t.wallet.balanceOf(session.wallet!.playerId)).toBe(0);
    // The bet records the corrected result and the full difference owed.
    expect(await t.statusOf(winner.bet.id)).toEqual(['LOST', 0]);
  });
});
