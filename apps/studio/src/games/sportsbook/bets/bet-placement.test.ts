import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudioTestDatabase, type StudioTestDatabase } from '../../../../test/helpers/database.js';
import type { SportsPlaceRequest } from '@platform/contracts';
import type { LegRef } from '../book.js';
import { createBetsFixture, failureOf, playerSession, singleSlip } from './testing/bets-fixture.js';

const leg = (eventId: string, selection = '1'): LegRef => ({ eventId, marketKey: '1X2', selection });

describe('sportsbook bet placement', () => {
  let database: StudioTestDatabase;

  beforeAll(async () => {
    database = await createStudioTestDatabase();
  }, 60_000);
  afterAll(async () => {
    await database.dispose();
  });

  /** A fixture with events e1…e4 priced 2.00 on home, draw 3.40, away 4.00. */
  const fixture = (options: Parameters<typeof createBetsFixture>[1] = {}) => {
    const t = createBetsFixture(database.handle.db, options);
    const prefix = randomUUID().slice(0, 8);
    const events = [1, 2, 3, 4].map((n) => `${prefix}-e${n}`);
    for (const eventId of events) {
      t.book.addEvent(eventId);
      t.book.price(leg(eventId, '1'), 2_000);
      t.book.price(leg(eventId, 'X'), 3_400);
      t.book.price(leg(eventId, '2'), 4_000);
    }
    return { ...t, events };
  };

  it('places a single: the stake leaves the wallet under <bet>:bet, the bet is OPEN at the price now', async () => {
    const t = fixture();
    const session = playerSession(t.wallet, 10_000);
    const answer = await t.bets.place(session, singleSlip(session, leg(t.events[0]!), 2_000, 1_000));
    expect(answer.balance).toBe(9_000);
    expect(session.balance).toBe(9_000);
    expect(answer.bet).toMatchObject({
      status: 'OPEN',
      stakeMinor: 1_000,
      lines: 1,
      potentialReturnMinor: 2_000,
      paidMinor: 0,
      legs: [
        {
          eventId: t.events[0],
          eventName: `${t.events[0]} home x ${t.events[0]} away`,
          oddsE3: 2_000,
          outcome: 'OPEN',
        },
      ],
    });
    expect(answer.bet.cashOut.available).toBe(true);
    expect(t.wallet.entries).toEqual([
      expect.objectContaining({
        kind: 'bet',
        transactionId: `${answer.bet.id}:bet`,
        roundId: answer.bet.id,
        amount: 1_000,
      }),
    ]);
  });

  it('refuses shapes that do not fit their legs, legs on one event, and stakes out of range, moving nothing', async () => {
    const t = fixture();
    const session = playerSession(t.wallet);
    const [e1, e2, e3] = t.events as [string, string, string];
    const slip = (legs: LegRef[], shape: SportsPlaceRequest['shape'], stake = 100): SportsPlaceRequest => ({
      sessionId: session.key,
      requestId: randomUUID(),
      legs: legs.map((each) => ({ ...each, oddsE3: 2_000 })),
      shape,
      stakePerLineMinor: stake,
      oddsPolicy: 'ANY',
    });
    const codeOf = async (request: SportsPlaceRequest) =>
      (await failureOf(t.bets.place(session, request))).code;
    expect(await codeOf(slip([leg(e1), leg(e2)], { kind: 'SINGLE' }))).toBe('sports-shape-invalid');
    expect(await codeOf(slip([leg(e1)], { kind: 'ACCUMULATOR' }))).toBe('sports-shape-invalid');
    expect(await codeOf(slip([leg(e1), leg(e2)], { kind: 'K_FROM_N', k: 2 }))).toBe('sports-shape-invalid');
    expect(await codeOf(slip([leg(e1), leg(e2)], { kind: 'NAMED', name: 'TRIXIE' }))).toBe(
      'sports-shape-invalid',
    );
    expect(await codeOf(slip([leg(e1), leg(e1, 'X')], { kind: 'ACCUMULATOR' }))).toBe(
      'sports-legs-same-event',
    );
    expect(await codeOf(slip([leg(e1)], { kind: 'SINGLE' }, 99))).toBe('sports-stake-out-of-range');
    // A Trixie is 4 lines: 250 001 a line is over the 1 000 000 a bet may stake.
    expect(await codeOf(slip([leg(e1), leg(e2), leg(e3)], { kind: 'NAMED', name: 'TRIXIE' }, 250_001))).toBe(
      'sports-stake-out-of-range',
    );
    expect(await codeOf(slip([leg('no-such-event')], { kind: 'SINGLE' }))).toBe('sports-event-not-found');
    expect(await codeOf(slip([{ eventId: e1, marketKey: '1X2', selection: 'Z' }], { kind: 'SINGLE' }))).toBe(
      'sports-selection-unknown',
    );
    t.book.suspend(leg(e2));
    expect(await codeOf(slip([leg(e2)], { kind: 'SINGLE' }))).toBe('sports-market-suspended');
    t.book.setQuote(leg(e3), { status: 'CLOSED', reason: 'EVENT_CLOSED' });
    expect(await codeOf(slip([leg(e3)], { kind: 'SINGLE' }))).toBe('sports-event-closed');
    expect(t.wallet.entries).toEqual([]);
    expect((await t.bets.listBets(session, 'OPEN')).bets).toEqual([]);
  });

  it('applies the odds-change policy: ANY takes the price now, HIGHER only a better one, NONE no change', async () => {
    const t = fixture();
    const session = playerSession(t.wallet);
    const [e1] = t.events as [string];
    const slip = (policy: SportsPlaceRequest['oddsPolicy'], seen: number) => ({
      ...singleSlip(session, leg(e1), seen, 1_000),
      oddsPolicy: policy,
    });
    t.book.price(leg(e1), 1_900);
    const refused = await failureOf(t.bets.place(session, slip('HIGHER', 2_000)));
    expect(refused).toEqual({
      code: 'sports-odds-changed',
      value: { legs: [{ ...leg(e1), oddsE3: 1_900 }] },
    });
    expect((await failureOf(t.bets.place(session, slip('NONE', 2_000)))).code).toBe('sports-odds-changed');
    expect((await t.bets.place(session, slip('ANY', 2_000))).bet.legs[0]?.oddsE3).toBe(1_900);
    t.book.price(leg(e1), 2_100);
    expect((await failureOf(t.bets.place(session, slip('NONE', 2_000)))).code).toBe('sports-odds-changed');
    expect((await t.bets.place(session, slip('HIGHER', 2_000))).bet.legs[0]?.oddsE3).toBe(2_100);
    expect((await t.bets.place(session, slip('NONE', 2_100))).bet.legs[0]?.oddsE3).toBe(2_100);
    expect(t.wallet.entries.filter((entry) => entry.kind === 'bet')).toHaveLength(3);
  });

  it('prices an in-play slip again after the delay and applies the policy to the new price', async () => {
    let priceDuringDelay = 1_800;
    const t = fixture({
      config: { inPlayDelayMs: 5_000 },
      onSleep: () => t.book.price(leg(t.events[0]!), priceDuringDelay, { inPlay: true }),
    });
    const session = playerSession(t.wallet);
    t.book.price(leg(t.events[0]!), 2_000, { inPlay: true });
    const slip = { ...singleSlip(session, leg(t.events[0]!), 2_000, 1_000), oddsPolicy: 'HIGHER' as const };
    expect((await failureOf(t.bets.place(session, slip))).code).toBe('sports-odds-changed');
    expect(t.sleeps).toEqual([5_000]);
    priceDuringDelay = 2_050;
    t.book.price(leg(t.events[0]!), 2_000, { inPlay: true });
    const placed = await t.bets.place(session, { ...slip, requestId: randomUUID() });
    expect(placed.bet.legs[0]?.oddsE3).toBe(2_050);
    // A pre-match slip does not wait.
    await t.bets.place(session, singleSlip(session, leg(t.events[1]!), 2_000, 1_000));
    expect(t.sleeps).toEqual([5_000, 5_000]);
  });

  it('answers a repeated requestId with the first bet and takes the stake once, even sent together', async () => {
    const t = fixture();
    const session = playerSession(t.wallet, 10_000);
    const slip = singleSlip(session, leg(t.events[0]!), 2_000, 1_000);
    const first = await t.bets.place(session, slip);
    const again = await t.bets.place(session, slip);
    expect(again.bet.id).toBe(first.bet.id);
    const together = singleSlip(session, leg(t.events[1]!), 2_000, 1_000);
    const answers = await Promise.allSettled([1, 2, 3, 4].map(() => t.bets.place(session, together)));
    const ids = new Set(
      answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value.bet.id] : [])),
    );
    expect(ids.size).toBe(1);
    expect(t.wallet.entries.filter((entry) => entry.kind === 'bet')).toHaveLength(2);
    expect(t.wallet.balanceOf(session.wallet!.playerId)).toBe(8_000);
  });

  it('a refused stake leaves nothing open; an unanswered one is rolled back and answered service-unavailable', async () => {
    const t = fixture();
    const poor = playerSession(t.wallet, 500);
    const slip = singleSlip(poor, leg(t.events[0]!), 2_000, 1_000);
    expect(await failureOf(t.bets.place(poor, slip))).toEqual({
      code: 'insufficient-funds',
      value: { balance: 500 },
    });
    // The same slip again answers the same refusal without another call.
    expect((await failureOf(t.bets.place(poor, slip))).code).toBe('insufficient-funds');
    expect(t.wallet.entries).toEqual([]);

    const session = playerSession(t.wallet, 10_000);
    t.wallet.failNext('bet', 'applied');
    expect(
      (await failureOf(t.bets.place(session, singleSlip(session, leg(t.events[1]!), 2_000, 1_000)))).code,
    ).toBe('service-unavailable');
    expect(t.wallet.balanceOf(session.wallet!.playerId)).toBe(10_000);
    expect(t.wallet.entries.map((entry) => entry.kind)).toEqual(['bet', 'rollback']);
    expect((await t.bets.listBets(session, 'OPEN')).bets).toEqual([]);
    // Nothing of either stays in the liability.
    const repository = t.bets.repository;
    expect(await repository.exposureOf(t.events[0]!, '1X2', '1')).toBe(0);
    expect(await repository.exposureOf(t.events[1]!, '1X2', '1')).toBe(0);
  });

  it('refuses a demo session', async () => {
    const t = fixture();
    const session = { ...playerSession(t.wallet), wallet: null };
    expect(
      (await failureOf(t.bets.place(session, singleSlip(session, leg(t.events[0]!), 2_000, 1_000)))).code,
    ).toBe('in-need-true-account');
  });

  it('keeps each selection under its liability limit when placements race', async () => {
    // 2.00 on 1 000 returns 2 000: a limit of 20 000 takes exactly ten such bets on the selection.
    const t = fixture({ config: { liabilityLimitMinor: 20_000 } });
    const instances = [
      t.bets,
      createBetsFixture(database.connectAgain().db, {
        book: t.book,
        wallet: t.wallet,
        config: { liabilityLimitMinor: 20_000 },
      }).bets,
    ];
    const sessions = Array.from({ length: 30 }, () => playerSession(t.wallet, 5_000));
    const answers = await Promise.allSettled(
      sessions.map((session, index) =>
        instances[index % 2]!.place(session, singleSlip(session, leg(t.events[0]!), 2_000, 1_000)),
      ),
    );
    const placed = answers.filter((answer) => answer.status === 'fulfilled');
    const refusals = answers.flatMap((answer) =>
      answer.status === 'rejected' ? [(answer.reason as { code?: string }).code] : [],
    );
    expect(placed).toHaveLength(10);
    expect(new Set(refusals)).toEqual(new Set(['sports-liability-reached']));
    expect(await t.bets.repository.exposureOf(t.events[0]!, '1X2', '1')).toBe(20_000);
    const charged = sessions.filter((session) => t.wallet.balanceOf(session.wallet!.playerId) === 4_000);
    expect(charged).toHaveLength(10);
    expect(t.wallet.entries.filter((entry) => entry.kind === 'bet')).toHaveLength(10);
  });
});
