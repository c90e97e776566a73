import { SportsEventDetail } from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudioTestDatabase, type StudioTestDatabase } from '../../../../test/helpers/database.js';
import { playerSession, singleSlip, TEST_CONFIG } from '../bets/testing/bets-fixture.js';
import { createFakeWallet } from '../bets/testing/fake-wallet.js';
import { createSportsBets } from '../bets/sportsbook-bets.js';
import { resultOf } from '../engine/index.js';
import { createFeedBook } from './feed-book.js';
import { createFeedConsumer } from './feed-consumer.js';
import { createFeedStore } from './feed-store.js';
import { createSimulatedBook } from './simulated-book.js';
import { createSimulatedFeed } from './simulated-feed.js';
import { createMessages } from './testing/feed-messages.js';

const SLOT_MS = 10 * 60_000;
const ORIGIN = Date.UTC(2026, 10, 29, 18) + 1;
const KICK_OFF = ORIGIN - 1 + SLOT_MS;
const SIMULATION = {
  seedSecret: 'e'.repeat(32),
  speed: 60,
  marginBp: 500,
  programme: { slotMs: SLOT_MS, matchesPerSlot: 3 },
};

/**
 * The whole provider path with the simulation as the provider: simulated feed → consumer → store →
 * feed book → a bet placed, then settled through the bets module and paid by the (fake) wallet.
 */
describe('a provider feed end to end', () => {
  let database: StudioTestDatabase;

  beforeAll(async () => {
    database = await createStudioTestDatabase();
  }, 60_000);
  afterAll(async () => {
    await database.dispose();
  });

  it('places a bet at the provider price and settles it on the provider result with the exact payout', async () => {
    let clock = ORIGIN;
    const now = () => clock;
    const feed = createSimulatedFeed({ ...SIMULATION, origin: ORIGIN, now, pollMs: 5 });
    const store = createFeedStore({
      db: database.handle.db,
      providerId: feed.providerId,
      betStopMs: 10_000,
      now,
    });
    const consumer = createFeedConsumer({ feed, store });
    const book = createFeedBook({ db: database.handle.db, providerId: feed.providerId });
    /** Runs the consumer until it has stored every message due now, then reads the store into the book. */
    const catchUp = async () => {
      const due = feed.lastSequenceDue();
      while (((await store.cursor()) ?? 0) < due) await consumer.run({ forMs: 60_000, idleMs: 200 });
      expect(await store.cursor()).toBe(due);
      await book.refresh(clock);
    };

    await catchUp();
    const [event] = book.events('SPORTS', clock);
    expect(event).toMatchObject({ status: 'SCHEDULED', startsAt: KICK_OFF, marketCount: 8 });
    const detail = book.event(event!.id, clock)!;
    expect(SportsEventDetail.parse(detail)).toEqual(detail);

    // The simulation knows the score already; a bet on the full-time result it will give.
    const simulated = createSimulatedBook({ ...SIMULATION, builderMarginBp: 1_000 });
    const final = simulated.result(event!.id, KICK_OFF + 106_000)!.result;
    if (final.status !== 'FINISHED') throw new Error('the simulation finishes its matches');
    const leg = { eventId: event!.id, marketKey: '1X2', selection: resultOf(final.fullTime) };
    const quote = book.quote(leg, clock);
    if (quote.status !== 'OPEN') throw new Error(`the pre-match price is open: ${JSON.stringify(quote)}`);
    expect(quote.oddsE3).toBe(
      simulated
        .event(event!.id, ORIGIN)!
        .markets.find((market) => market.key === '1X2')!
        .selections.find((selection) => selection.key === leg.selection)!.oddsE3,
    );

    const wallet = createFakeWallet();
    const bets = createSportsBets({
      db: database.handle.db,
      book,
      wallet: wallet.wallet,
      config: TEST_CONFIG,
      now,
      sleep: async () => {},
    });
    const session = playerSession(wallet, 10_000);
    const placed = await bets.place(session, singleSlip(session, leg, quote.oddsE3, 1_000));
    expect(placed.bet).toMatchObject({
      status: 'OPEN',
      legs: [expect.objectContaining({ oddsE3: quote.oddsE3 })],
    });

    // Kick-off: in play at the provider's live prices; full time: the result is stored and settles.
    clock = KICK_OFF + 30_000;
    await catchUp();
    expect(book.event(event!.id, clock)).toMatchObject({ status: 'LIVE' });
    expect(book.result(event!.id, clock)).toBeNull();
    clock = KICK_OFF + 106_000;
    await catchUp();
    expect(book.result(event!.id, clock)).toEqual({ eventId: event!.id, version: 1, result: final });
    expect(await bets.eventsToSettle()).toContainEqual({ eventId: event!.id, version: 1 });
    expect(await bets.settleEvent(event!.id)).toEqual({ settled: 1, version: 1 });

    const payout = Math.floor((1_000 * quote.oddsE3) / 1_000);
    expect(wallet.entriesOf(placed.bet.id)).toEqual([
      expect.objectContaining({ kind: 'bet', amount: 1_000 }),
      expect.objectContaining({ kind: 'win', transactionId: `${placed.bet.id}:settle`, amount: payout }),
    ]);
    expect(wallet.balanceOf(session.wallet!.playerId)).toBe(10_000 - 1_000 + payout);
    expect((await store.refusals()).length).toBe(0);
  }, 120_000);

  it('re-settles a settled bet on the provider corrected result, paying the difference once', async () => {
    const startsAt = Date.UTC(2026, 10, 29, 21);
    let clock = startsAt - 3_600_000;
    const now = () => clock;
    const providerId = 'provider-with-corrections';
    const store = createFeedStore({ db: database.handle.db, providerId, betStopMs: 10_000, now });
    const book = createFeedBook({ db: database.handle.db, providerId });
    const m = createMessages({ fixtureId: 'fla-pal', startsAt });
    const send = async (...messages: ReturnType<typeof m.fixture>[]) => {
      for (const message of messages) expect(await store.apply(message)).toMatchObject({ status: 'APPLIED' });
      await book.refresh(clock);
    };
    await send(m.fixture(), m.market('1X2', { '1': 2_500, X: 3_200, '2': 2_900 }));

    const wallet = createFakeWallet();
    const bets = createSportsBets({
      db: database.handle.db,
      book,
      wallet: wallet.wallet,
      config: TEST_CONFIG,
      now,
      sleep: async () => {},
    });
    const session = playerSession(wallet, 10_000);
    const leg = { eventId: 'fla-pal', marketKey: '1X2', selection: '1' };
    const placed = await bets.place(session, singleSlip(session, leg, 2_500, 1_000));

    clock = startsAt + 7_000_000;
    await send(m.status('LIVE', startsAt), m.result({ home: 2, away: 1 }, { home: 1, away: 0 }, 1, clock));
    expect(await bets.settleEvent('fla-pal')).toEqual({ settled: 1, version: 1 });
    expect(wallet.balanceOf(session.wallet!.playerId)).toBe(10_000 - 1_000 + 2_500);
    expect(bets.eventsToResettle()).toEqual([]);

    // The provider rules the winner out: 1-1, version 2, published now.
    clock += 600_000;
    await send(m.result({ home: 1, away: 1 }, { home: 1, away: 0 }, 2, clock));
    expect(bets.eventsToResettle()).toEqual([{ eventId: 'fla-pal', version: 2 }]);
    expect(await bets.resettleEvent('fla-pal')).toEqual({ corrected: 1, version: 2 });
    expect(await bets.resettleEvent('fla-pal')).toEqual({ corrected: 0, version: 2 });
    const adjustments = wallet.entriesOf(placed.bet.id).filter((entry) => entry.kind === 'adjust');
    expect(adjustments).toEqual([
      expect.objectContaining({ transactionId: `${placed.bet.id}:resettle:0:2`, amount: -2_500 }),
    ]);
    expect(wallet.balanceOf(session.wallet!.playerId)).toBe(10_000 - 1_000);
  }, 60_000);
});
