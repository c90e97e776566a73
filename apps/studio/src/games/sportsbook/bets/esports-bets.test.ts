import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudioTestDatabase, type StudioTestDatabase } from '../../../../test/helpers/database.js';
import type { LegRef } from '../book.js';
import {
  mapWinProbability,
  parseMarketKey,
  seriesEndMs,
  settleSelection,
  simulateEsportsSeries,
} from '../engine/index.js';
import { createEsportsProgramme } from '../feed/esports-programme.js';
import { matchSeed } from '../feed/match-seed.js';
import { createSimulatedSportsbook } from '../feed/sections-book.js';
import { createSportsBets } from './sportsbook-bets.js';
import { playerSession, singleSlip, TEST_CONFIG } from './testing/bets-fixture.js';
import { createFakeWallet } from './testing/fake-wallet.js';

const SECRET = 'a-seed-secret-of-at-least-32-characters';
const SPEED = 6;
const SLOT_MS = 10 * 60_000;
const NOW = Date.UTC(2026, 10, 28, 22, 0);

/**
 * An e-sports bet through the money path with the studio's own book: placed before a CS2 series
 * at the book's price, settled by the series' result with the e-sports settlement rules.
 */
describe('e-sports bets on the simulated book', () => {
  let database: StudioTestDatabase;
  let clock = NOW;
  const book = createSimulatedSportsbook({
    seedSecret: SECRET,
    speed: SPEED,
    marginBp: 500,
    builderMarginBp: 1_000,
    lobbyAheadSlots: 3,
  });
  const fixture = createEsportsProgramme({ slotMs: SLOT_MS, seriesPerSlot: 2, speed: SPEED })
    .between(NOW, NOW + 6 * 3_600_000)
    .find((entry) => entry.competition.title === 'CS2' && entry.competition.format.bestOf === 3)!;
  const series = simulateEsportsSeries({
    seed: matchSeed(SECRET, fixture.id),
    homeMap: mapWinProbability({
      homeRating: fixture.home.rating,
      awayRating: fixture.away.rating,
      parameters: fixture.competition.parameters,
    }),
    title: 'CS2',
    format: fixture.competition.format,
  });
  const endsAt = fixture.startsAt + Math.ceil(seriesEndMs(series) / SPEED);

  beforeAll(async () => {
    database = await createStudioTestDatabase();
  }, 60_000);
  afterAll(async () => {
    await database.dispose();
  });

  const betsOn = (db = database.handle.db, wallet = createFakeWallet()) => ({
    wallet,
    bets: createSportsBets({
      db,
      book,
      wallet: wallet.wallet,
      config: TEST_CONFIG,
      now: () => clock,
      sleep: async () => {},
    }),
  });
  const priceOf = (leg: LegRef): number => {
    const quote = book.quote(leg, clock);
    if (quote.status !== 'OPEN') throw new Error(`${leg.marketKey} ${leg.selection} is ${quote.status}`);
    return quote.oddsE3;
  };

  it('places singles on the series’ markets and settles each by the maps played, paying winners once', async () => {
    clock = fixture.startsAt - 60_000;
    const { bets, wallet } = betsOn();
    const event = book.event(fixture.id, clock)!;
    const roundsLine = event.markets.find((market) => market.key.startsWith('RT:1:'))!.key;
    const legs: LegRef[] = [
      { eventId: fixture.id, marketKey: 'MW', selection: '1' },
      { eventId: fixture.id, marketKey: 'MW', selection: '2' },
      { eventId: fixture.id, marketKey: 'MAP:3', selection: '1' },
      { eventId: fixture.id, marketKey: 'TM:2.5', selection: 'OVER' },
      { eventId: fixture.id, marketKey: 'MH:-1.5', selection: '1' },
      { eventId: fixture.id, marketKey: roundsLine, selection: 'UNDER' },
    ];
    const session = playerSession(wallet, 100_000);
    const placed = [];
    for (const leg of legs)
      placed.push(await bets.place(session, singleSlip(session, leg, priceOf(leg), 1_000)));
    expect(wallet.balanceOf(session.wallet!.playerId)).toBe(100_000 - 6_000);

    clock = endsAt - 1;
    expect(await bets.eventsToSettle()).not.toContainEqual(expect.objectContaining({ eventId: fixture.id }));
    clock = endsAt;
    expect(await bets.eventsToSettle()).toContainEqual({ eventId: fixture.id, version: 1 });
    expect(await bets.settleEvent(fixture.id)).toEqual({ settled: 6, version: 1 });

    const result = { status: 'MAPS_COMPLETED', bestOf: 3, maps: series.maps } as const;
    let expectedBalance = 100_000 - 6_000;
    for (const [index, leg] of legs.entries()) {
      const outcome = settleSelection({
        market: parseMarketKey(leg.marketKey),
        selection: leg.selection,
        result,
      });
      const { bet } = placed[index]!;
      const entries = wallet.entriesOf(bet.id);
      switch (outcome) {
        case 'WON':
          expect(entries.at(-1)).toMatchObject({ kind: 'win', amount: Math.floor(bet.legs[0]!.oddsE3) });
          expectedBalance += Math.floor(bet.legs[0]!.oddsE3);
          break;
        case 'LOST':
          expect(entries.at(-1)).toMatchObject({ kind: 'win', amount: 0 });
          break;
        case 'VOID':
          expect(entries.at(-1)).toMatchObject({ kind: 'rollback' });
          expectedBalance += 1_000;
          break;
        default:
          throw new Error(`a whole-line e-sports market settled ${outcome}`);
      }
    }
    expect(wallet.balanceOf(session.wallet!.playerId)).toBe(expectedBalance);
    // Exactly one side of the two-way match winner won (a Bo3 has no draw).
    const [home, away] = placed.map(({ bet }) => wallet.entriesOf(bet.id).at(-1)!.amount);
    expect([home! > 0, away! > 0].filter(Boolean)).toHaveLength(1);
    // A map 3 bet is void when the series ended 2-0.
    if (series.maps.length === 2) expect(wallet.entriesOf(placed[2]!.bet.id).at(-1)?.kind).toBe('rollback');
    const settled = await bets.listBets(session, 'SETTLED');
    expect(settled.bets).toHaveLength(6);
    expect(settled.bets[0]!.legs[0]).toMatchObject({ eventId: fixture.id, score: expect.any(Object) });
  });

  it('settles a series run by two workers at once and pays every bet once', async () => {
    clock = fixture.startsAt - 60_000;
    const first = betsOn();
    const second = betsOn(database.connectAgain().db, first.wallet);
    const sessions = Array.from({ length: 30 }, () => playerSession(first.wallet, 10_000));
    const sides = ['1', '2'] as const;
    const placed = await Promise.all(
      sessions.map((session, index) => {
        const leg = { eventId: fixture.id, marketKey: 'MW', selection: sides[index % 2]! };
        return first.bets.place(session, singleSlip(session, leg, priceOf(leg), 1_000));
      }),
    );
    clock = endsAt + 5_000;
    const runs = await Promise.all([
      first.bets.settleEvent(fixture.id),
      second.bets.settleEvent(fixture.id),
      first.bets.settleEvent(fixture.id),
    ]);
    expect(runs.reduce((sum, run) => sum + run.settled, 0)).toBe(30);
    const homeWon = series.maps.filter((map) => map.winner === 'HOME').length === 2;
    for (const [index, { bet }] of placed.entries()) {
      const won = (index % 2 === 0) === homeWon;
      const paid = won ? Math.floor(bet.legs[0]!.oddsE3) : 0;
      expect(first.wallet.entriesOf(bet.id).filter((entry) => entry.kind === 'win')).toEqual([
        expect.objectContaining({ amount: paid, closeRound: true }),
      ]);
      expect(first.wallet.balanceOf(sessions[index]!.wallet!.playerId)).toBe(10_000 - 1_000 + paid);
    }
  });
});
