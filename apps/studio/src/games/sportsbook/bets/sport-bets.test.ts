import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudioTestDatabase, type StudioTestDatabase } from '../../../../test/helpers/database.js';
import type { LegRef } from '../book.js';
import { basketballGameEndMs, parseMarketKey, settleSelection, type FinalResult } from '../engine/index.js';
import { BASKETBALL_FEED } from '../feed/basketball-feed.js';
import { matchSeed } from '../feed/match-seed.js';
import { createSimulatedSportsbook } from '../feed/sections-book.js';
import { createRollingProgramme } from '../feed/sport-programme.js';
import { createSportsBets } from './sportsbook-bets.js';
import {
  TEST_CONFIG,
  createBetsFixture,
  multipleSlip,
  playerSession,
  singleSlip,
} from './testing/bets-fixture.js';
import { createFakeWallet } from './testing/fake-wallet.js';

const leg = (eventId: string, marketKey: string, selection: string): LegRef => ({
  eventId,
  marketKey,
  selection,
});

/**
 * Basketball and tennis legs through the money path: their keys are placed, and crafted results
 * of each sport settle them by that sport's rules (overtime counts for the money line, a quarter
 * stands after an abandonment, a retirement pays the player who advances once a set is complete).
 */
describe('basketball and tennis bets', () => {
  let database: StudioTestDatabase;

  beforeAll(async () => {
    database = await createStudioTestDatabase();
  }, 60_000);
  afterAll(async () => {
    await database.dispose();
  });

  /** Singles of 1 000 at 2.000 on every leg, the event's result, one settlement run. */
  const settleSingles = async (
    legsOf: (eventId: string) => { leg: LegRef; expected: 'WON' | 'LOST' | 'VOID' }[],
    result: FinalResult,
  ) => {
    const t = createBetsFixture(database.handle.db);
    const eventId = `sp-${randomUUID().slice(0, 8)}`;
    t.book.addEvent(eventId);
    const cases = legsOf(eventId);
    for (const { leg: one } of cases) t.book.price(one, 2_000);
    const session = playerSession(t.wallet, 100_000);
    const placed = [];
    for (const { leg: one } of cases)
      placed.push(await t.bets.place(session, singleSlip(session, one, 2_000, 1_000)));
    t.book.setResult(eventId, result);
    expect(await t.bets.settleEvent(eventId)).toEqual({ settled: cases.length, version: 1 });
    let balance = 100_000 - cases.length * 1_000;
    for (const [index, { expected }] of cases.entries()) {
      const last = t.wallet.entriesOf(placed[index]!.bet.id).at(-1);
      if (expected === 'WON') expect(last).toMatchObject({ kind: 'win', amount: 2_000 });
      if (expected === 'LOST') expect(last).toMatchObject({ kind: 'win', amount: 0 });
      if (expected === 'VOID') expect(last).toMatchObject({ kind: 'rollback' });
      balance += expected === 'WON' ? 2_000 : expected === 'VOID' ? 1_000 : 0;
    }
    expect(t.wallet.balanceOf(session.wallet!.playerId)).toBe(balance);
  };

  it('settles a basketball game that went to overtime: the money line, spread and total count it, quarters do not', async () => {
    // 20-18, 19-21, 22-20, 17-19 is 78-78 after regulation; the overtime 10-8 gives 88-86.
    const periods = [
      { home: 20, away: 18 },
      { home: 19, away: 21 },
      { home: 22, away: 20 },
      { home: 17, away: 19 },
      { home: 10, away: 8 },
    ];
    await settleSingles(
      (id) => [
        { leg: leg(id, 'ML', '1'), expected: 'WON' },
        { leg: leg(id, 'ML', '2'), expected: 'LOST' },
        { leg: leg(id, 'PS:-2', '1'), expected: 'VOID' },
        { leg: leg(id, 'PS:-1.5', '1'), expected: 'WON' },
        { leg: leg(id, 'TP:174', 'OVER'), expected: 'VOID' },
        { leg: leg(id, 'TP:173.5', 'UNDER'), expected: 'LOST' },
        { leg: leg(id, 'QR:1', '1'), expected: 'WON' },
        { leg: leg(id, 'QR:4', 'X'), expected: 'LOST' },
        { leg: leg(id, 'HR:1', 'X'), expected: 'WON' },
        { leg: leg(id, 'HR:2', '1'), expected: 'LOST' },
      ],
      { status: 'GAME_FINISHED', periods },
    );
  });

  it('keeps the completed quarters of an abandoned basketball game and voids the game’s markets', async () => {
    await settleSingles(
      (id) => [
        { leg: leg(id, 'ML', '1'), expected: 'VOID' },
        { leg: leg(id, 'TP:20.5', 'OVER'), expected: 'VOID' },
        { leg: leg(id, 'QR:1', '2'), expected: 'WON' },
        { leg: leg(id, 'QR:2', '1'), expected: 'LOST' },
        { leg: leg(id, 'QR:3', '1'), expected: 'VOID' },
        { leg: leg(id, 'HR:1', '2'), expected: 'WON' },
        { leg: leg(id, 'HR:2', '2'), expected: 'VOID' },
      ],
      {
        status: 'GAME_ABANDONED',
        periods: [
          { home: 18, away: 25 },
          { home: 20, away: 20 },
        ],
      },
    );
  });

  it('settles a completed tennis match by its sets and games', async () => {
    // 6-4 3-6 7-6: 2-1 in sets, 16-16 in games.
    const sets = [
      { home: 6, away: 4 },
      { home: 3, away: 6 },
      { home: 7, away: 6 },
    ];
    await settleSingles(
      (id) => [
        { leg: leg(id, 'TMW', '1'), expected: 'WON' },
        { leg: leg(id, 'TMW', '2'), expected: 'LOST' },
        { leg: leg(id, 'SB:BO3', '2-1'), expected: 'WON' },
        { leg: leg(id, 'SB:BO3', '2-0'), expected: 'LOST' },
        { leg: leg(id, 'TG:32', 'OVER'), expected: 'VOID' },
        { leg: leg(id, 'TG:31.5', 'OVER'), expected: 'WON' },
        { leg: leg(id, 'GH:-1.5', '1'), expected: 'LOST' },
        { leg: leg(id, 'FSW', '1'), expected: 'WON' },
      ],
      { status: 'SETS_COMPLETED', bestOf: 3, sets },
    );
  });

  it('pays the player who advances on a retirement after a set, and voids the markets that read the whole match', async () => {
    await settleSingles(
      (id) => [
        { leg: leg(id, 'TMW', '2'), expected: 'WON' },
        { leg: leg(id, 'TMW', '1'), expected: 'LOST' },
        { leg: leg(id, 'FSW', '1'), expected: 'WON' },
        { leg: leg(id, 'SB:BO3', '0-2'), expected: 'VOID' },
        { leg: leg(id, 'TG:10.5', 'OVER'), expected: 'VOID' },
      ],
      { status: 'SETS_RETIRED', bestOf: 3, sets: [{ home: 6, away: 3 }], winner: 'AWAY' },
    );
  });

  it('voids every basketball and tennis market on a cancelled event', async () => {
    await settleSingles(
      (id) => [
        { leg: leg(id, 'ML', '1'), expected: 'VOID' },
        { leg: leg(id, 'TMW', '1'), expected: 'VOID' },
      ],
      { status: 'CANCELLED' },
    );
  });

  it('settles a basketball and tennis double run by competing workers, each bet paid once', async () => {
    const wallet = createFakeWallet();
    const first = createBetsFixture(database.handle.db, { wallet });
    const second = createBetsFixture(database.connectAgain().db, { wallet, book: first.book });
    const game = `bb-${randomUUID().slice(0, 8)}`;
    const match = `tn-${randomUUID().slice(0, 8)}`;
    first.book.addEvent(game);
    first.book.addEvent(match);
    const sides = ['1', '2'] as const;
    for (const side of sides) {
      first.book.price(leg(game, 'ML', side), 1_900);
      first.book.price(leg(match, 'TMW', side), 1_800);
    }
    const sessions = Array.from({ length: 20 }, () => playerSession(wallet, 10_000));
    const placed = await Promise.all(
      sessions.map((session, index) =>
        first.bets.place(
          session,
          multipleSlip(
            session,
            [
              { leg: leg(game, 'ML', sides[index % 2]!), oddsE3: 1_900 },
              { leg: leg(match, 'TMW', sides[Math.floor(index / 2) % 2]!), oddsE3: 1_800 },
            ],
            { kind: 'ACCUMULATOR' },
            500,
          ),
        ),
      ),
    );
    // The home side wins both: only the bets on 1 and 1 win, 500 × 1.9 × 1.8 = 1 710.
    first.book.setResult(game, {
      status: 'GAME_FINISHED',
      periods: [
        { home: 25, away: 20 },
        { home: 20, away: 20 },
        { home: 20, away: 20 },
        { home: 20, away: 20 },
      ],
    });
    first.book.setResult(match, {
      status: 'SETS_COMPLETED',
      bestOf: 3,
      sets: [
        { home: 6, away: 2 },
        { home: 6, away: 2 },
      ],
    });
    const runs = await Promise.all([
      first.bets.settleEvent(game),
      second.bets.settleEvent(match),
      second.bets.settleEvent(game),
      first.bets.settleEvent(match),
    ]);
    expect(runs.every((run) => run.version === 1)).toBe(true);
    for (const [index, { bet }] of placed.entries()) {
      const won = index % 2 === 0 && Math.floor(index / 2) % 2 === 0;
      const paid = won ? 1_710 : 0;
      expect(wallet.entriesOf(bet.id).filter((entry) => entry.kind === 'win')).toEqual([
        expect.objectContaining({ amount: paid, closeRound: true }),
      ]);
      expect(wallet.balanceOf(sessions[index]!.wallet!.playerId)).toBe(10_000 - 500 + paid);
    }
  });
});

const SECRET = 'a-seed-secret-of-at-least-32-characters';
const SPEED = 6;
const SLOT_MS = 10 * 60_000;
const NOW = Date.UTC(2026, 10, 28, 22, 0);

/** A basketball bet through the money path with the studio's own book, settled by the game it played. */
describe('basketball bets on the simulated book', () => {
  let database: StudioTestDatabase;
  let clock = NOW;
  const book = createSimulatedSportsbook({
    seedSecret: SECRET,
    speed: SPEED,
    marginBp: 500,
    builderMarginBp: 1_000,
    lobbyAheadSlots: 3,
  });
  const fixture = createRollingProgramme({
    competitions: BASKETBALL_FEED.competitions,
    participantsOf: BASKETBALL_FEED.participantsOf,
    plannedMs: BASKETBALL_FEED.plannedMs,
    slotMs: SLOT_MS,
    perSlot: 1,
    speed: SPEED,
  }).between(NOW + SLOT_MS, NOW + 3 * SLOT_MS)[0]!;
  const game = BASKETBALL_FEED.play(fixture, matchSeed(SECRET, fixture.id));
  const endsAt = fixture.startsAt + Math.ceil(basketballGameEndMs(game) / SPEED);

  beforeAll(async () => {
    database = await createStudioTestDatabase();
  }, 60_000);
  afterAll(async () => {
    await database.dispose();
  });

  it('places singles at the book’s price, values them for cash-out, and settles each by the game played', async () => {
    clock = fixture.startsAt - 60_000;
    const wallet = createFakeWallet();
    const bets = createSportsBets({
      db: database.handle.db,
      book,
      wallet: wallet.wallet,
      config: TEST_CONFIG,
      now: () => clock,
      sleep: async () => {},
    });
    const event = book.event(fixture.id, clock)!;
    expect(event.sport).toBe('BASKETBALL');
    const spread = event.markets.find((market) => market.key.startsWith('PS:'))!.key;
    const legs: LegRef[] = [
      leg(fixture.id, 'ML', '1'),
      leg(fixture.id, 'ML', '2'),
      leg(fixture.id, spread, '2'),
      leg(fixture.id, 'QR:1', 'X'),
      leg(fixture.id, 'HR:2', '1'),
    ];
    const session = playerSession(wallet, 100_000);
    const placed = [];
    for (const one of legs) {
      const quote = book.quote(one, clock);
      if (quote.status !== 'OPEN') throw new Error(`${one.marketKey} ${one.selection} is ${quote.status}`);
      placed.push(await bets.place(session, singleSlip(session, one, quote.oddsE3, 1_000)));
    }
    const view = book.legView(legs[0]!, clock);
    expect(view).toMatchObject({ state: 'OPEN', suspended: false });

    clock = endsAt;
    expect(await bets.eventsToSettle()).toContainEqual({ eventId: fixture.id, version: 1 });
    expect(await bets.settleEvent(fixture.id)).toEqual({ settled: legs.length, version: 1 });
    const result: FinalResult = { status: 'GAME_FINISHED', periods: game.periods };
    let balance = 100_000 - legs.length * 1_000;
    for (const [index, one] of legs.entries()) {
      const outcome = settleSelection({
        market: parseMarketKey(one.marketKey),
        selection: one.selection,
        result,
      });
      const { bet } = placed[index]!;
      const last = wallet.entriesOf(bet.id).at(-1);
      const paid = Math.floor(bet.legs[0]!.oddsE3);
      if (outcome === 'WON') expect(last).toMatchObject({ kind: 'win', amount: paid });
      if (outcome === 'LOST') expect(last).toMatchObject({ kind: 'win', amount: 0 });
      if (outcome === 'VOID') expect(last).toMatchObject({ kind: 'rollback' });
      balance += outcome === 'WON' ? paid : outcome === 'VOID' ? 1_000 : 0;
    }
    expect(wallet.balanceOf(session.wallet!.playerId)).toBe(balance);
  });
});
