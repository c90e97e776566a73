import { describe, expect, it } from 'vitest';
import {
  basketballGameEndMs,
  parseMarketKey,
  settleSelection,
  tennisMatchEndMs,
  tennisPointCalls,
} from '../engine/index.js';
import { BASKETBALL_FEED } from './basketball-feed.js';
import { matchSeed } from './match-seed.js';
import { createSimulatedSportsbook } from './sections-book.js';
import { createSimulatedSportBook } from './simulated-sport-book.js';
import { createRollingProgramme } from './sport-programme.js';
import { TENNIS_FEED } from './tennis-feed.js';

const SECRET = 'a-seed-secret-of-at-least-32-characters';
const SPEED = 6;
const SLOT_MS = 10 * 60_000;
const NOW = Date.UTC(2026, 10, 28, 22, 3);
const options = { seedSecret: SECRET, speed: SPEED, marginBp: 500, programme: { slotMs: SLOT_MS } };

describe('the simulated basketball and tennis books', () => {
  it('lists NBB, NBA and the four tennis events beside football, in the SPORTS section only', () => {
    const book = createSimulatedSportsbook({
      seedSecret: SECRET,
      speed: SPEED,
      marginBp: 500,
      builderMarginBp: 1_000,
    });
    const names = book.competitions('SPORTS', NOW).map((competition) => competition.name);
    expect(names).toEqual(
      expect.arrayContaining(['NBA', 'Rio Open', 'Brasil Open', 'Roland-Garros', 'SP Open']),
    );
    expect(names.some((name) => name.startsWith('NBB'))).toBe(true);
    const events = book.events('SPORTS', NOW);
    const sports = new Set(events.map((event) => event.sport));
    expect([...sports]).toEqual(['FOOTBALL', 'BASKETBALL', 'TENNIS']);
    expect(book.events('ESPORTS', NOW).every((event) => event.sport === 'ESPORTS')).toBe(true);
    for (const event of events.filter((entry) => entry.sport !== 'FOOTBALL')) {
      expect(event.mainMarket?.key).toBe(event.sport === 'BASKETBALL' ? 'ML' : 'TMW');
    }
  });

  it('answers the same lobby, pages and prices on two instances', () => {
    for (const feed of [BASKETBALL_FEED, TENNIS_FEED] as const) {
      const first = createSimulatedSportBook<never, never, never, never>(feed as never, options);
      const second = createSimulatedSportBook<never, never, never, never>(feed as never, options);
      const lobby = first.events('SPORTS', NOW);
      expect(lobby.some((event) => event.status === 'LIVE')).toBe(true);
      expect(second.events('SPORTS', NOW)).toEqual(lobby);
      const live = lobby.find((event) => event.status === 'LIVE')!;
      expect(second.event(live.id, NOW)).toEqual(first.event(live.id, NOW));
    }
  });

  it('prices every market with the margin: the odds’ implied chances add up to 1.05 (rounded down onto the ladder)', () => {
    for (const feed of [BASKETBALL_FEED, TENNIS_FEED] as const) {
      const book = createSimulatedSportBook(feed as never, options);
      for (const summary of book.events('SPORTS', NOW).slice(0, 3)) {
        const event = book.event(summary.id, NOW)!;
        expect(event.markets.length).toBeGreaterThan(3);
        for (const market of event.markets) {
          const implied = market.selections.reduce((sum, selection) => sum + 1_000 / selection.oddsE3, 0);
          // Closed selections leave the book, so a market in play may hold less than its whole.
          expect(implied).toBeGreaterThan(summary.status === 'LIVE' ? 1 : 1.049);
          expect(implied).toBeLessThan(1.12);
        }
      }
    }
  });

  it('gives a finished basketball game the result settlement reads, and settles its legs by it', () => {
    const book = createSimulatedSportBook(BASKETBALL_FEED, options);
    const summary = book.events('SPORTS', NOW).find((event) => event.status === 'SCHEDULED')!;
    const before = NOW;
    const page = book.event(summary.id, before)!;
    expect(page.basketball).toEqual({ quarterMinutes: expect.any(Number), periods: [], live: null });
    expect(book.quote({ eventId: summary.id, marketKey: 'ML', selection: '1' }, before)).toMatchObject({
      status: 'OPEN',
      inPlay: false,
    });
    const fixture = createRollingProgramme({
      competitions: BASKETBALL_FEED.competitions,
      participantsOf: BASKETBALL_FEED.participantsOf,
      plannedMs: BASKETBALL_FEED.plannedMs,
      slotMs: SLOT_MS,
      perSlot: 1,
      speed: SPEED,
    }).fixture(summary.id)!;
    const game = BASKETBALL_FEED.play(fixture, matchSeed(SECRET, fixture.id));
    const endsAt = fixture.startsAt + Math.ceil(basketballGameEndMs(game) / SPEED);
    const midway = fixture.startsAt + Math.floor(basketballGameEndMs(game) / SPEED / 2);
    const live = book.event(summary.id, midway)!;
    expect(live.status).toBe('LIVE');
    expect(live.basketball!.periods.length).toBeGreaterThanOrEqual(2);
    expect(book.result(summary.id, endsAt - 1)).toBeNull();
    const result = book.result(summary.id, endsAt)!;
    expect(result).toEqual({
      eventId: summary.id,
      version: 1,
      result: { status: 'GAME_FINISHED', periods: game.periods },
    });
    const total = game.periods.reduce((sum, period) => ({
      home: sum.home + period.home,
      away: sum.away + period.away,
    }));
    const homeWon = total.home > total.away;
    expect(settleSelection({ market: parseMarketKey('ML'), selection: '1', result: result.result })).toBe(
      homeWon ? 'WON' : 'LOST',
    );
    expect(book.legView({ eventId: summary.id, marketKey: 'ML', selection: '2' }, endsAt)).toEqual({
      state: 'SETTLED',
      outcome: homeWon ? 'LOST' : 'WON',
    });
    expect(book.quote({ eventId: summary.id, marketKey: 'ML', selection: '1' }, endsAt)).toEqual({
      status: 'CLOSED',
      reason: 'EVENT_CLOSED',
    });
    expect(book.results('SPORTS', endsAt)[0]).toMatchObject({ id: summary.id, score: total });
  });

  it('gives a finished tennis match its sets as the result, with the board’s points and server in play', () => {
    const book = createSimulatedSportBook(TENNIS_FEED, options);
    const summary = book.events('SPORTS', NOW).find((event) => event.status === 'SCHEDULED')!;
    const fixture = createRollingProgramme({
      competitions: TENNIS_FEED.competitions,
      participantsOf: TENNIS_FEED.participantsOf,
      plannedMs: TENNIS_FEED.plannedMs,
      slotMs: SLOT_MS,
      perSlot: 1,
      speed: SPEED,
    }).fixture(summary.id)!;
    const match = TENNIS_FEED.play(fixture, matchSeed(SECRET, fixture.id));
    const endsAt = fixture.startsAt + Math.ceil(tennisMatchEndMs(match) / SPEED);
    const live = book.event(summary.id, fixture.startsAt + 5 * 60_000)!;
    expect(live.tennis).toMatchObject({
      bestOf: fixture.competition.format.bestOf,
      server: expect.any(String),
    });
    expect(live.tennis!.points).not.toBeNull();
    const result = book.result(summary.id, endsAt)!.result;
    expect(result).toEqual({
      status: 'SETS_COMPLETED',
      bestOf: fixture.competition.format.bestOf,
      sets: match.sets,
    });
    expect(settleSelection({ market: parseMarketKey('FSW'), selection: '1', result })).toBe(
      match.sets[0]!.home > match.sets[0]!.away ? 'WON' : 'LOST',
    );
    expect(tennisPointCalls({ home: 4, away: 3 }, { home: 2, away: 2 })).toEqual({ home: 'AD', away: '40' });
    expect(tennisPointCalls({ home: 5, away: 3 }, { home: 6, away: 6 })).toEqual({ home: '5', away: '3' });
  });

  it('never books a team or a player twice at once over a day and a half', () => {
    for (const feed of [BASKETBALL_FEED, TENNIS_FEED] as const) {
      const programme = createRollingProgramme({
        competitions: feed.competitions as never[],
        participantsOf: feed.participantsOf as never,
        plannedMs: feed.plannedMs as never,
        slotMs: SLOT_MS,
        perSlot: 1,
        speed: SPEED,
      });
      const busy = new Map<string, number>();
      const fixtures = programme.between(NOW, NOW + 36 * 3_600_000) as unknown as {
        id: string;
        startsAt: number;
        home: { id: string };
        away: { id: string };
      }[];
      expect(fixtures.length).toBeGreaterThan(150);
      for (const fixture of fixtures) {
        const played = (feed.play as (f: unknown, seed: string) => never)(
          fixture,
          matchSeed(SECRET, fixture.id),
        );
        const end =
          fixture.startsAt +
          (feed.sport === 'BASKETBALL' ? basketballGameEndMs(played) : tennisMatchEndMs(played)) / SPEED;
        for (const side of [fixture.home.id, fixture.away.id]) {
          expect(busy.get(side) ?? 0).toBeLessThanOrEqual(fixture.startsAt);
          busy.set(side, end);
        }
      }
    }
  });
});
