import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudioTestDatabase, type StudioTestDatabase } from '../../../../test/helpers/database.js';
import type { SportsBuilderPlaceRequest } from '@platform/contracts';
import type { StudioSession } from '../../../studio-sessions.js';
import type { BuilderRef, LegRef } from '../book.js';
import { cashOutValue } from '../engine/index.js';
import { TEST_CONFIG, createBetsFixture, failureOf, playerSession } from './testing/bets-fixture.js';
import { finished } from './testing/fake-book.js';

const HOME = { marketKey: '1X2', selection: '1' };
const OVER = { marketKey: 'OU:2.5', selection: 'OVER' };
const DNB_HOME = { marketKey: 'DNB', selection: '1' };

describe('sportsbook bet builders', () => {
  let database: StudioTestDatabase;

  beforeAll(async () => {
    database = await createStudioTestDatabase();
  }, 60_000);
  afterAll(async () => {
    await database.dispose();
  });

  /** An event with home 2.00, over 2.5 1.80 and DNB home 1.50 as singles, and a builder of home + over at 2.60. */
  const fixture = (options: Parameters<typeof createBetsFixture>[1] = {}) => {
    const t = createBetsFixture(database.handle.db, options);
    const eventId = `${randomUUID().slice(0, 8)}-e1`;
    t.book.addEvent(eventId);
    const leg = (selection: { marketKey: string; selection: string }): LegRef => ({ eventId, ...selection });
    t.book.price(leg(HOME), 2_000);
    t.book.price(leg(OVER), 1_800);
    t.book.price(leg(DNB_HOME), 1_500);
    const builder = (legs = [HOME, OVER]): BuilderRef => ({ eventId, legs });
    t.book.setBuilder(builder(), { status: 'OPEN', oddsE3: 2_600, inPlay: false });
    const request = (
      session: StudioSession,
      overrides: Partial<SportsBuilderPlaceRequest> = {},
    ): SportsBuilderPlaceRequest => ({
      sessionId: session.key,
      requestId: randomUUID(),
      eventId,
      legs: [HOME, OVER],
      oddsE3: 2_600,
      stakeMinor: 1_000,
      oddsPolicy: 'NONE',
      ...overrides,
    });
    return { ...t, eventId, leg, builder, request };
  };

  it('places a builder as one line at its own price, stakes it once, and answers a repeat without moving money', async () => {
    const t = fixture();
    const session = playerSession(t.wallet, 10_000);
    const request = t.request(session);
    const answer = await t.bets.placeBuilder(session, request);
    expect(answer.balance).toBe(9_000);
    expect(answer.bet).toMatchObject({
      status: 'OPEN',
      shape: { kind: 'BUILDER', oddsE3: 2_600 },
      lines: 1,
      stakeMinor: 1_000,
      // The builder's price, not the product of its legs' (2.00 × 1.80 = 3.60).
      potentialReturnMinor: 2_600,
      legs: [
        { eventId: t.eventId, marketKey: '1X2', selection: '1', oddsE3: 2_000, outcome: 'OPEN' },
        { eventId: t.eventId, marketKey: 'OU:2.5', selection: 'OVER', oddsE3: 1_800, outcome: 'OPEN' },
      ],
    });
    const again = await t.bets.placeBuilder(session, request);
    expect(again.bet.id).toBe(answer.bet.id);
    expect(t.wallet.entries).toEqual([
      expect.objectContaining({ kind: 'bet', transactionId: `${answer.bet.id}:bet`, amount: 1_000 }),
    ]);
  });

  it('quotes a builder, and refuses what the engine refuses, a moved price, a suspension and a bad stake, moving nothing', async () => {
    const t = fixture();
    const session = playerSession(t.wallet, 10_000);
    expect(t.bets.quoteBuilder({ eventId: t.eventId, legs: [HOME, OVER] })).toEqual({
      eventId: t.eventId,
      oddsE3: 2_600,
    });

    t.book.setBuilder(t.builder([HOME, DNB_HOME]), { status: 'REFUSED', reason: 'REDUNDANT', legIndex: 1 });
    expect(
      await failureOf(t.bets.placeBuilder(session, t.request(session, { legs: [HOME, DNB_HOME] }))),
    ).toEqual({
      code: 'sports-builder-redundant',
      value: { legIndex: 1 },
    });
    expect(() => t.bets.quoteBuilder({ eventId: t.eventId, legs: [HOME, DNB_HOME] })).toThrow(
      expect.objectContaining({ code: 'sports-builder-redundant' }),
    );

    t.book.setBuilder(t.builder(), { status: 'OPEN', oddsE3: 2_500, inPlay: false });
    expect(
      await failureOf(t.bets.placeBuilder(session, t.request(session, { oddsPolicy: 'HIGHER' }))),
    ).toEqual({
      code: 'sports-odds-changed',
      value: { oddsE3: 2_500 },
    });
    const lower = await t.bets.placeBuilder(session, t.request(session, { oddsPolicy: 'ANY' }));
    expect(lower.bet.shape).toEqual({ kind: 'BUILDER', oddsE3: 2_500 });

    t.book.setBuilder(t.builder(), { status: 'SUSPENDED', inPlay: true });
    expect((await failureOf(t.bets.placeBuilder(session, t.request(session)))).code).toBe(
      'sports-market-suspended',
    );
    t.book.setBuilder(t.builder(), { status: 'OPEN', oddsE3: 2_600, inPlay: false });
    expect((await failureOf(t.bets.placeBuilder(session, t.request(session, { stakeMinor: 99 })))).code).toBe(
      'sports-stake-out-of-range',
    );
    // A slip cannot carry a builder's shape: its price is the builder's own request's.
    const slip = await failureOf(
      t.bets.place(session, {
        sessionId: session.key,
        requestId: randomUUID(),
        legs: [
          { ...t.leg(HOME), oddsE3: 2_000 },
          { ...t.leg(OVER), oddsE3: 1_800 },
        ],
        shape: { kind: 'BUILDER', oddsE3: 2_600 },
        stakePerLineMinor: 1_000,
        oddsPolicy: 'ANY',
      }),
    );
    expect(slip.code).toBe('sports-shape-invalid');
    // Only the one placement at 2.50 took a stake.
    expect(t.wallet.entries.filter((entry) => entry.kind === 'bet')).toHaveLength(1);
  });

  it('prices an in-play builder again after the delay, and places it at the price then', async () => {
    let t: ReturnType<typeof fixture> | null = null;
    t = fixture({
      onSleep: () => {
        t?.book.setBuilder(t.builder(), { status: 'OPEN', oddsE3: 2_800, inPlay: true });
      },
    });
    t.book.setBuilder(t.builder(), { status: 'OPEN', oddsE3: 2_600, inPlay: true });
    const session = playerSession(t.wallet, 10_000);
    const answer = await t.bets.placeBuilder(session, t.request(session, { oddsPolicy: 'HIGHER' }));
    expect(t.sleeps).toHaveLength(1);
    expect(answer.bet.shape).toEqual({ kind: 'BUILDER', oddsE3: 2_800 });
  });

  it('settles a builder by its legs together: won at its own odds, void on a push with nothing lost, lost on any lost leg', async () => {
    const t = fixture();
    t.book.setBuilder(t.builder([DNB_HOME, OVER]), { status: 'OPEN', oddsE3: 2_400, inPlay: false });
    const session = playerSession(t.wallet, 10_000);
    const homeOver = await t.bets.placeBuilder(session, t.request(session));
    const dnbOver = await t.bets.placeBuilder(
      session,
      t.request(session, { legs: [DNB_HOME, OVER], oddsE3: 2_400 }),
    );
    t.book.setResult(t.eventId, finished(2, 2));
    expect(await t.bets.settleEvent(t.eventId)).toEqual({ settled: 2, version: 1 });
    // 2-2: home lost (builder lost); draw no bet void and over won (builder void: stake back).
    expect(t.wallet.entriesOf(homeOver.bet.id).at(-1)).toMatchObject({ kind: 'win', amount: 0 });
    expect(t.wallet.entriesOf(dnbOver.bet.id).at(-1)).toMatchObject({
      kind: 'rollback',
      transactionId: `${dnbOver.bet.id}:rollback`,
    });
    const settled = await t.bets.listBets(session, 'SETTLED');
    expect(settled.bets.find((bet) => bet.id === dnbOver.bet.id)).toMatchObject({
      status: 'VOID',
      legs: [{ outcome: 'VOID' }, { outcome: 'WON' }],
    });

    const other = fixture();
    const player = playerSession(other.wallet, 10_000);
    const winner = await other.bets.placeBuilder(player, other.request(player));
    other.book.setResult(other.eventId, finished(3, 1));
    await other.bets.settleEvent(other.eventId);
    expect(other.wallet.entriesOf(winner.bet.id).at(-1)).toMatchObject({
      kind: 'win',
      transactionId: `${winner.bet.id}:settle`,
      amount: 2_600,
    });
  });

  it('values a builder’s cash-out from the book’s joint view, not from its legs as if independent', async () => {
    const t = fixture();
    const session = playerSession(t.wallet, 10_000);
    const placed = await t.bets.placeBuilder(session, t.request(session));
    const outcomes = { WON: 0.7, HALF_WON: 0, VOID: 0, HALF_LOST: 0, LOST: 0.3 };
    t.book.setBuilder(
      t.builder(),
      { status: 'OPEN', oddsE3: 1_350, inPlay: true },
      {
        state: 'OPEN',
        outcomes,
        suspended: false,
      },
    );
    // The builder is one leg at its own odds over its joint outcomes: 1 000 × 2.60 × 0.7 = 1 820,
    // less the 5 % cash-out margin, floored once (in floats, 1 728).
    const engineValue = cashOutValue({
      stakeMinor: 1_000,
      shape: { kind: 'SINGLE' },
      legs: [{ state: 'OPEN', oddsE3: 2_600, outcomes, suspended: false }],
      maxPayoutMinor: TEST_CONFIG.maxPayoutMinor,
      marginBp: TEST_CONFIG.cashOutMarginBp,
    });
    if (!engineValue.ok) throw new Error('no value');
    expect(Math.abs(engineValue.valueMinor - 1_729)).toBeLessThanOrEqual(1);
    const { valueMinor } = engineValue;
    expect(await t.bets.quoteCashOut(placed.bet.id)).toEqual({
      ok: true,
      valueMinor,
      remainingStakeMinor: 0,
    });
    t.book.setBuilder(
      t.builder(),
      { status: 'SUSPENDED', inPlay: true },
      { state: 'OPEN', outcomes, suspended: true },
    );
    expect(await t.bets.quoteCashOut(placed.bet.id)).toEqual({ ok: false, reason: 'MARKET_SUSPENDED' });
    t.book.setBuilder(
      t.builder(),
      { status: 'SUSPENDED', inPlay: true },
      { state: 'OPEN', outcomes, suspended: false },
    );
    const cashed = await t.bets.cashOut(session, { betId: placed.bet.id, valueMinor });
    expect(cashed).toMatchObject({ paidMinor: valueMinor, bet: { status: 'CASHED_OUT' } });
  });

  /**
   * The races a builder meets are a slip's: the same request sent together, and a cash-out
   * against the settlement on two instances. Each builder gets one stake and one closing win.
   */
  it('takes one stake for a builder sent together, and never pays both its cash-out and its settlement', async () => {
    const won = { cashOut: 0, settlement: 0 };
    for (let round = 0; round < 3; round += 1) {
      const t = fixture();
      const second = createBetsFixture(database.connectAgain().db, { book: t.book, wallet: t.wallet });
      const together = playerSession(t.wallet, 10_000);
      const request = t.request(together);
      const answers = await Promise.allSettled(
        [1, 2, 3, 4].map(() => t.bets.placeBuilder(together, request)),
      );
      const ids = new Set(
        answers.flatMap((answer) => (answer.status === 'fulfilled' ? [answer.value.bet.id] : [])),
      );
      expect(ids.size).toBe(1);
      expect(t.wallet.balanceOf(together.wallet!.playerId)).toBe(9_000);

      const placed = await Promise.all(
        Array.from({ length: 20 }, async () => {
          const session = playerSession(t.wallet, 10_000);
          return { session, bet: (await t.bets.placeBuilder(session, t.request(session))).bet };
        }),
      );
      t.book.setBuilder(
        t.builder(),
        { status: 'SUSPENDED', inPlay: true },
        {
          state: 'OPEN',
          outcomes: { WON: 0.5, HALF_WON: 0, VOID: 0, HALF_LOST: 0, LOST: 0.5 },
          suspended: false,
        },
      );
      t.book.setResult(t.eventId, finished(2, 1));
      const settlements = () => [second.bets.settleEvent(t.eventId), t.bets.settleEvent(t.eventId)];
      const early = round % 2 === 0 ? settlements() : [];
      const cashOuts = placed.map(({ session, bet }, index) =>
        (index % 2 ? second.bets : t.bets).cashOut(session, { betId: bet.id, valueMinor: 1_000 }),
      );
      const results = await Promise.allSettled([...cashOuts, ...(early.length > 0 ? early : settlements())]);
      for (const result of results.slice(-2)) expect(result.status).toBe('fulfilled');
      for (const [index, { session, bet }] of placed.entries()) {
        const stored = (await t.bets.repository.findBet(bet.id))!;
        const wins = t.wallet.entriesOf(bet.id).filter((entry) => entry.kind === 'win');
        expect(wins.filter((entry) => entry.closeRound)).toHaveLength(1);
        expect(wins.reduce((sum, entry) => sum + entry.amount, 0)).toBe(stored.paidMinor);
        expect(t.wallet.balanceOf(session.wallet!.playerId)).toBe(9_000 + stored.paidMinor);
        if (results[index]!.status === 'fulfilled') {
          expect(stored.status).toBe('CASHED_OUT');
          won.cashOut += 1;
        } else {
          // Settled first: home and over both won, paid at the builder's 2.60.
          expect(stored).toMatchObject({ status: 'WON', paidMinor: 2_600 });
          won.settlement += 1;
        }
      }
    }
    expect(won.cashOut + won.settlement).toBe(60);
  }, 120_000);
});
