import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudioTestDatabase, type StudioTestDatabase } from '../../../../test/helpers/database.js';
import { createBetsFixture, legs, multipleSlip, playerSession, singleSlip } from './testing/bets-fixture.js';
import { finished } from './testing/fake-book.js';

const { home, away, drawNoBetHome, over25 } = legs;

describe('sportsbook settlement', () => {
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
      t.book.price(over25(eventId), 1_800);
      return eventId;
    };
    const multiple = (...slip: Parameters<typeof multipleSlip>) =>
      t.bets.place(slip[0], multipleSlip(...slip));
    return { ...t, event, multiple };
  };

  it('settles singles: a winner is paid its return, a loser closed with a win of 0, under <bet>:settle', async () => {
    const t = fixture();
    const e1 = t.event(1);
    const session = playerSession(t.wallet, 10_000);
    const winner = await t.bets.place(session, singleSlip(session, home(e1), 2_000, 1_000));
    const loser = await t.bets.place(session, singleSlip(session, away(e1), 3_000, 1_000));
    expect(await t.bets.eventsToSettle()).not.toContainEqual(expect.objectContaining({ eventId: e1 }));
    t.book.setResult(e1, finished(2, 1));
    expect(await t.bets.eventsToSettle()).toContainEqual({ eventId: e1, version: 1 });
    expect(await t.bets.settleEvent(e1)).toEqual({ settled: 2, version: 1 });

    expect(t.wallet.entriesOf(winner.bet.id)).toEqual([
      expect.objectContaining({ kind: 'bet', amount: 1_000 }),
      expect.objectContaining({
        kind: 'win',
        transactionId: `${winner.bet.id}:settle`,
        amount: 2_000,
        closeRound: true,
      }),
    ]);
    expect(t.wallet.entriesOf(loser.bet.id)).toEqual([
      expect.objectContaining({ kind: 'bet', amount: 1_000 }),
      expect.objectContaining({
        kind: 'win',
        transactionId: `${loser.bet.id}:settle`,
        amount: 0,
        closeRound: true,
      }),
    ]);
    expect(t.wallet.balanceOf(session.wallet!.playerId)).toBe(10_000);
    const settled = await t.bets.listBets(session, 'SETTLED');
    // The job paid past the player's session: my bets reads the balance from the wallet.
    expect(settled.balance).toBe(10_000);
    expect(settled.bets.map((bet) => [bet.id, bet.status, bet.paidMinor, bet.legs[0]?.outcome])).toEqual([
      [loser.bet.id, 'LOST', 0, 'LOST'],
      [winner.bet.id, 'WON', 2_000, 'WON'],
    ]);
    expect(await t.bets.eventsToSettle()).not.toContainEqual(expect.objectContaining({ eventId: e1 }));
    // Settling again finds nothing open and pays nothing.
    expect(await t.bets.settleEvent(e1)).toEqual({ settled: 0, version: 1 });
    expect(t.wallet.entries).toHaveLength(4);
    expect(await t.bets.repository.exposureOf(e1, '1X2', '1')).toBe(0);
  });

  it('shortens an accumulator by its void leg, and settles a lost one before its other legs end', async () => {
    const t = fixture();
    const [e1, e2, e3] = [t.event(1), t.event(2), t.event(3)];
    const session = playerSession(t.wallet, 10_000);
    const acca = await t.multiple(
      session,
      [
        { leg: home(e1), oddsE3: 2_000 },
        { leg: drawNoBetHome(e2), oddsE3: 1_500 },
        { leg: over25(e3), oddsE3: 1_800 },
      ],
      { kind: 'ACCUMULATOR' },
      1_000,
    );
    const lostEarly = await t.multiple(
      session,
      [
        { leg: away(e1), oddsE3: 3_000 },
        { leg: home(e2), oddsE3: 2_000 },
      ],
      { kind: 'ACCUMULATOR' },
      1_000,
    );
    expect(acca.bet.potentialReturnMinor).toBe(5_400);
    t.book.setResult(e1, finished(2, 1));
    await t.bets.settleEvent(e1);
    // The lost leg decides the second accumulator at once, for 0; the first waits.
    expect(t.wallet.entriesOf(lostEarly.bet.id).at(-1)).toMatchObject({
      kind: 'win',
      amount: 0,
      closeRound: true,
    });
    expect(t.wallet.entriesOf(acca.bet.id)).toHaveLength(1);
    t.book.setResult(e2, finished(1, 1));
    t.book.setResult(e3, finished(2, 1));
    await t.bets.settleEvent(e2);
    expect(t.wallet.entriesOf(acca.bet.id)).toHaveLength(1);
    await t.bets.settleEvent(e3);
    // 1 000 × 2.00 × 1 (void) × 1.80
    expect(t.wallet.entriesOf(acca.bet.id).at(-1)).toMatchObject({
      kind: 'win',
      transactionId: `${acca.bet.id}:settle`,
      amount: 3_600,
      closeRound: true,
    });
    const [view] = (await t.bets.listBets(session, 'SETTLED')).bets.filter((bet) => bet.id === acca.bet.id);
    expect(view?.legs.map((leg) => leg.outcome)).toEqual(['WON', 'VOID', 'WON']);
    expect(view).toMatchObject({ status: 'WON', paidMinor: 3_600 });
    expect(t.wallet.balanceOf(session.wallet!.playerId)).toBe(10_000 - 2_000 + 3_600);
  });

  it('settles a Trixie line by line: 3 doubles and a treble of 1.00 a line', async () => {
    const t = fixture();
    const [e1, e2, e3] = [t.event(1), t.event(2), t.event(3)];
    const session = playerSession(t.wallet, 10_000);
    const trixie = await t.multiple(
      session,
      [
        { leg: home(e1), oddsE3: 2_000 },
        { leg: away(e2), oddsE3: 3_000 },
        { leg: over25(e3), oddsE3: 1_800 },
      ],
      { kind: 'NAMED', name: 'TRIXIE' },
      100,
    );
    expect(trixie.bet).toMatchObject({ lines: 4, stakeMinor: 400 });
    // Every leg won: 100 × (2×3 + 2×1.8 + 3×1.8 + 2×3×1.8) = 100 × 25.8
    expect(trixie.bet.potentialReturnMinor).toBe(2_580);
    t.book.setResult(e1, finished(1, 0));
    t.book.setResult(e2, finished(2, 0));
    await t.bets.settleEvent(e1);
    await t.bets.settleEvent(e2);
    // The double of legs 1 and 3 still rides on e3.
    expect((await t.bets.listBets(session, 'OPEN')).bets.map((bet) => bet.id)).toEqual([trixie.bet.id]);
    t.book.setResult(e3, finished(2, 2));
    await t.bets.settleEvent(e3);
    // Only the double of legs 1 and 3 won: 100 × 2.00 × 1.80.
    expect(t.wallet.entriesOf(trixie.bet.id).at(-1)).toMatchObject({
      kind: 'win',
      amount: 360,
      closeRound: true,
    });
    expect(t.wallet.balanceOf(session.wallet!.playerId)).toBe(10_000 - 400 + 360);
  });

  it('rolls back a bet void from end to end, so its stake is not turnover', async () => {
    const t = fixture();
    const e1 = t.event(1);
    const session = playerSession(t.wallet, 10_000);
    const single = await t.bets.place(session, singleSlip(session, home(e1), 2_000, 1_000));
    t.book.setResult(e1, { status: 'ABANDONED' });
    await t.bets.settleEvent(e1);
    expect(t.wallet.entriesOf(single.bet.id)).toEqual([
      expect.objectContaining({ kind: 'bet', amount: 1_000 }),
      expect.objectContaining({
        kind: 'rollback',
        transactionId: `${single.bet.id}:rollback`,
        amount: 1_000,
      }),
    ]);
    expect(t.wallet.balanceOf(session.wallet!.playerId)).toBe(10_000);
    expect((await t.bets.listBets(session, 'SETTLED')).bets[0]).toMatchObject({
      status: 'VOID',
      paidMinor: 1_000,
    });
  });

  it('pays a win the wallet did not answer through recovery, once', async () => {
    const t = fixture();
    const e1 = t.event(1);
    const session = playerSession(t.wallet, 10_000);
    const single = await t.bets.place(session, singleSlip(session, home(e1), 2_000, 1_000));
    t.book.setResult(e1, finished(1, 0));
    t.wallet.failNext('win', 'applied');
    await t.bets.settleEvent(e1);
    const later = createBetsFixture(database.handle.db, {
      book: t.book,
      wallet: t.wallet,
      now: () => Date.now() + 120_000,
    });
    expect(await later.bets.recover()).toMatchObject({ resent: 1 });
    expect(await later.bets.recover()).toMatchObject({ resent: 0 });
    expect(t.wallet.entriesOf(single.bet.id).filter((entry) => entry.kind === 'win')).toHaveLength(1);
    expect(t.wallet.balanceOf(session.wallet!.playerId)).toBe(11_000);
  });

  it('closes through recovery a bet whose placement ended after its event was settled, once', async () => {
    const t = fixture();
    const e1 = t.event(1);
    const session = playerSession(t.wallet, 10_000);
    const single = await t.bets.place(session, singleSlip(session, home(e1), 2_000, 1_000));
    // As if the stake's answer were still on its way: the bet is PLACING when its event settles.
    await t.bets.repository.db.transaction((tx) =>
      t.bets.repository.updateBet(tx, single.bet.id, { status: 'PLACING' }),
    );
    t.book.setResult(e1, finished(1, 0));
    expect(await t.bets.settleEvent(e1)).toEqual({ settled: 0, version: 1 });
    // The answer arrives: the placement moves it OPEN, with its one leg already decided.
    expect(await t.bets.repository.move(t.bets.repository.db, single.bet.id, 'PLACING', 'OPEN')).toBe(true);
    expect(await t.bets.eventsToSettle()).not.toContainEqual(expect.objectContaining({ eventId: e1 }));

    expect(await t.bets.recover()).toMatchObject({ closed: 1 });
    expect(await t.bets.recover()).toMatchObject({ closed: 0 });
    expect(t.wallet.entriesOf(single.bet.id)).toEqual([
      expect.objectContaining({ kind: 'bet', amount: 1_000 }),
      expect.objectContaining({ kind: 'win', transactionId: `${single.bet.id}:settle`, amount: 2_000 }),
    ]);
    expect(t.wallet.balanceOf(session.wallet!.playerId)).toBe(11_000);
    expect((await t.bets.listBets(session, 'SETTLED')).bets[0]).toMatchObject({
      status: 'WON',
      paidMinor: 2_000,
    });
    expect(await t.bets.repository.exposureOf(e1, '1X2', '1')).toBe(0);
    expect(await t.bets.repository.marketExposureOf(e1, '1X2')).toBe(0);
    expect(await t.bets.repository.eventExposureOf(e1)).toBe(0);
  });

  it('settles an event run by two workers at once and pays every bet once', async () => {
    const t = fixture();
    const e1 = t.event(1);
    const second = createBetsFixture(database.connectAgain().db, { book: t.book, wallet: t.wallet });
    const sessions = Array.from({ length: 40 }, () => playerSession(t.wallet, 10_000));
    const placed = await Promise.all(
      sessions.map((session, index) =>
        t.bets.place(
          session,
          singleSlip(session, index % 2 ? home(e1) : away(e1), index % 2 ? 2_000 : 3_000, 1_000),
        ),
      ),
    );
    t.book.setResult(e1, finished(3, 1));
    const runs = await Promise.all([
      t.bets.settleEvent(e1),
      second.bets.settleEvent(e1),
      t.bets.settleEvent(e1),
    ]);
    expect(runs.reduce((sum, run) => sum + run.settled, 0)).toBe(40);
    for (const [index, { bet }] of placed.entries()) {
      const wins = t.wallet.entriesOf(bet.id).filter((entry) => entry.kind === 'win');
      expect(wins).toEqual([expect.objectContaining({ amount: index % 2 ? 2_000 : 0, closeRound: true })]);
      expect(t.wallet.balanceOf(sessions[index]!.wallet!.playerId)).toBe(index % 2 ? 11_000 : 9_000);
    }
  });
});
