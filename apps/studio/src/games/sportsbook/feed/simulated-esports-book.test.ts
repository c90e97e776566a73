import { describe, expect, it } from 'vitest';
import type { LegRef } from '../book.js';
import {
  mapWinProbability,
  parseMarketKey,
  seriesEndMs,
  settleSelection,
  simulateEsportsSeries,
  type SimulatedSeries,
} from '../engine/index.js';
import { ESPORTS_BET_STOP_MS } from './esports-moment.js';
import {
  createEsportsProgramme,
  isEsportsEventId,
  type EsportsProgrammeFixture,
} from './esports-programme.js';
import { matchSeed } from './match-seed.js';
import { createSectionsBook, createSimulatedSportsbook } from './sections-book.js';
import { createSimulatedBook } from './simulated-book.js';
import { createSimulatedEsportsBook, type SimulatedEsportsBookOptions } from './simulated-esports-book.js';

const NOW = Date.UTC(2026, 10, 28, 22, 0);
const SPEED = 6;
const SLOT_MS = 10 * 60_000;
const SECRET = 'a-seed-secret-of-at-least-32-characters';
const MARGIN_BP = 500;
const OPTIONS: SimulatedEsportsBookOptions = {
  seedSecret: SECRET,
  speed: SPEED,
  marginBp: MARGIN_BP,
  programme: { slotMs: SLOT_MS },
  lobbyAheadSlots: 6,
};
const programme = createEsportsProgramme({ slotMs: SLOT_MS, seriesPerSlot: 2, speed: SPEED });

const seriesOf = (fixture: EsportsProgrammeFixture): SimulatedSeries =>
  simulateEsportsSeries({
    seed: matchSeed(SECRET, fixture.id),
    homeMap: mapWinProbability({
      homeRating: fixture.home.rating,
      awayRating: fixture.away.rating,
      parameters: fixture.competition.parameters,
    }),
    title: fixture.competition.title,
    format: fixture.competition.format,
  });
/** The real instant a point of the series clock is reached. */
const realTimeOf = (fixture: EsportsProgrammeFixture, clockMs: number) =>
  fixture.startsAt + Math.ceil(clockMs / SPEED);

/** A series of the last hours of a title with rounds, live at some instant with its round score. */
const finishedFixture = (title: string) => {
  const fixture = programme
    .between(NOW - 6 * 3_600_000, NOW - 3 * 3_600_000)
    .find((entry) => entry.competition.title === title);
  if (!fixture) throw new Error(`no ${title} series`);
  return fixture;
};

describe('the e-sports programme', () => {
  it('is a function of time: two programmes list the same series, each readable back by its id', () => {
    const other = createEsportsProgramme({ slotMs: SLOT_MS, seriesPerSlot: 2, speed: SPEED });
    const listed = programme.between(NOW, NOW + 24 * 3_600_000);
    expect(other.between(NOW, NOW + 24 * 3_600_000)).toEqual(listed);
    expect(new Set(listed.map((fixture) => fixture.competition.title))).toEqual(
      new Set(['CS2', 'LEAGUE_OF_LEGENDS', 'DOTA_2', 'VALORANT']),
    );
    for (const fixture of listed) {
      expect(fixture.id.length).toBeLessThanOrEqual(64);
      expect(isEsportsEventId(fixture.id)).toBe(true);
      expect(other.fixture(fixture.id)).toEqual(fixture);
    }
    expect(programme.fixture('CS2-ESL-PL:1:vitality:forged')).toBeNull();
    expect(isEsportsEventId('BRA-A:1:flamengo:palmeiras')).toBe(false);
  });

  it('never books a team for two series that overlap (FURIA and MIBR play two CS2 circuits)', () => {
    const fixtures = programme.between(NOW, NOW + 36 * 3_600_000);
    const busy = new Map<string, number>();
    for (const fixture of fixtures) {
      const series = seriesOf(fixture);
      for (const team of [fixture.home, fixture.away]) {
        expect(busy.get(team.id) ?? 0).toBeLessThanOrEqual(fixture.startsAt);
        busy.set(team.id, fixture.startsAt + seriesEndMs(series) / SPEED);
      }
    }
  });
});

describe('the simulated e-sports book', () => {
  it('answers alike on two instances, and only for the ESPORTS section', () => {
    const first = createSimulatedEsportsBook(OPTIONS);
    const second = createSimulatedEsportsBook(OPTIONS);
    const events = first.events('ESPORTS', NOW);
    expect(events.length).toBeGreaterThan(5);
    expect(second.events('ESPORTS', NOW)).toEqual(events);
    expect(events.some((event) => event.status === 'LIVE')).toBe(true);
    expect(events.every((event) => event.sport === 'ESPORTS' && event.esports !== undefined)).toBe(true);
    expect(first.competitions('ESPORTS', NOW)).toHaveLength(7);
    expect(first.events('SPORTS', NOW)).toEqual([]);
    expect(first.competitions('SPORTS', NOW)).toEqual([]);
    expect(first.results('SPORTS', NOW)).toEqual([]);
    expect(second.results('ESPORTS', NOW)).toEqual(first.results('ESPORTS', NOW));
  });

  it('prices every market to 1 + margin before the start and in play', () => {
    const book = createSimulatedEsportsBook(OPTIONS);
    const events = book.events('ESPORTS', NOW);
    const checked = events.filter((event) => event.status === 'LIVE').slice(0, 3);
    checked.push(events.find((event) => event.status === 'SCHEDULED')!);
    for (const summary of checked) {
      const event = book.event(summary.id, NOW)!;
      expect(event.markets.map((market) => market.key)).toContain('MW');
      for (const market of event.markets) {
        const implied = market.selections.reduce((sum, selection) => sum + 1_000 / selection.oddsE3, 0);
        // Rounded down onto the ladder: at least the margin, and not far above it.
        expect(implied).toBeGreaterThanOrEqual(1 + MARGIN_BP / 10_000 - 1e-9);
        expect(implied).toBeLessThan(1.2);
      }
    }
  });

  it('shows the series on a board: maps played, and the live round score of a CS2 or Valorant map', () => {
    const fixture = finishedFixture('CS2');
    const series = seriesOf(fixture);
    // Five rounds into the second map.
    const secondMapStart = series.events.filter((entry) => entry.event.kind === 'PERIOD_CHANGE')[2]!;
    const fifthRound = series.events.filter(
      (entry) => entry.clockMs > secondMapStart.clockMs && entry.event.kind === 'SCORE_CHANGE',
    )[4]!;
    const at = realTimeOf(fixture, fifthRound.clockMs);
    const event = createSimulatedEsportsBook(OPTIONS).event(fixture.id, at)!;
    expect(event.status).toBe('LIVE');
    const first = series.maps[0]!;
    expect(event.score).toEqual(first.winner === 'HOME' ? { home: 1, away: 0 } : { home: 0, away: 1 });
    const periods = fifthRound.scoreboard.periods;
    expect(event.esports).toEqual({
      title: 'CS2',
      bestOf: 3,
      maps: [
        { number: 1, status: 'PLAYED', winner: first.winner, rounds: first.rounds },
        {
          number: 2,
          status: 'LIVE',
          winner: null,
          rounds: { home: periods[1]!.home, away: periods[1]!.away },
        },
      ],
    });
    expect(periods[1]!.home + periods[1]!.away).toBe(5);
  });

  it('stops betting for a moment after a map is won, showing the prices from before it', () => {
    const fixture = finishedFixture('LEAGUE_OF_LEGENDS');
    const series = seriesOf(fixture);
    const mapEnd = series.events.find((entry) => entry.event.kind === 'SCORE_CHANGE')!;
    const book = createSimulatedEsportsBook(OPTIONS);
    const before = book.event(fixture.id, realTimeOf(fixture, mapEnd.clockMs) - 1)!;
    const leg: LegRef = { eventId: fixture.id, marketKey: 'MW', selection: '1' };
    if (series.maps.length === 1) return; // a Bo1 has no price after its map
    const during = realTimeOf(fixture, mapEnd.clockMs) + 1;
    expect(book.quote(leg, during)).toEqual({ status: 'SUSPENDED', inPlay: true });
    const suspended = book.event(fixture.id, during)!;
    expect(suspended.mainMarket?.status).toBe('SUSPENDED');
    expect(suspended.mainMarket?.selections).toEqual(before.mainMarket?.selections);
    const after = realTimeOf(fixture, mapEnd.clockMs + ESPORTS_BET_STOP_MS) + 1;
    expect(book.quote(leg, after).status).toBe('OPEN');
  });

  it('gives a finished series the result settlement reads, and settles its legs by it', () => {
    for (const title of ['CS2', 'VALORANT', 'DOTA_2']) {
      const fixture = finishedFixture(title);
      const series = seriesOf(fixture);
      const book = createSimulatedEsportsBook(OPTIONS);
      const end = realTimeOf(fixture, seriesEndMs(series));
      expect(book.result(fixture.id, end - 1)).toBeNull();
      const result = book.result(fixture.id, end);
      expect(result).toEqual({
        eventId: fixture.id,
        version: 1,
        result: { status: 'MAPS_COMPLETED', bestOf: fixture.competition.format.bestOf, maps: series.maps },
      });
      const winner = series.maps.filter((map) => map.winner === 'HOME').length * 2 > series.maps.length;
      const leg: LegRef = { eventId: fixture.id, marketKey: 'MW', selection: '1' };
      const expected = settleSelection({
        market: parseMarketKey('MW'),
        selection: '1',
        result: result!.result,
      });
      expect(book.legView(leg, end)).toEqual({ state: 'SETTLED', outcome: expected });
      if (title !== 'DOTA_2') expect(expected).toBe(winner ? 'WON' : 'LOST');
      expect(book.quote(leg, end)).toEqual({ status: 'CLOSED', reason: 'EVENT_CLOSED' });
      expect(book.results('ESPORTS', end + 60_000).map((entry) => entry.id)).toContain(fixture.id);
    }
  });

  it('refuses a market the series does not have, and any bet builder', () => {
    const book = createSimulatedEsportsBook(OPTIONS);
    const lol = programme
      .between(NOW, NOW + 3_600_000)
      .find((entry) => entry.competition.id === 'LOL-CBLOL')!;
    expect(book.quote({ eventId: lol.id, marketKey: 'RT:1:21.5', selection: 'OVER' }, NOW)).toEqual({
      status: 'CLOSED',
      reason: 'SELECTION_UNKNOWN',
    });
    expect(book.quote({ eventId: lol.id, marketKey: '1X2', selection: 'X' }, NOW).status).toBe('CLOSED');
    expect(book.quote({ eventId: lol.id, marketKey: 'MW', selection: '1' }, NOW).status).toBe('OPEN');
    expect(book.builderQuote({ eventId: lol.id, legs: [{ marketKey: 'MW', selection: '1' }] }, NOW)).toEqual({
      status: 'REFUSED',
      reason: 'SPORT_UNSUPPORTED',
      legIndex: null,
    });
  });
});

describe('the sections book', () => {
  it('lists each section from its book and routes one event by its id', () => {
    const book = createSimulatedSportsbook({
      seedSecret: SECRET,
      speed: SPEED,
      marginBp: MARGIN_BP,
      builderMarginBp: 1_000,
      lobbyAheadSlots: 6,
    });
    // The SPORTS section is football, basketball and tennis (simulated-sport-book.test.ts).
    const football = book.events('SPORTS', NOW).filter((event) => event.sport === 'FOOTBALL');
    const esports = book.events('ESPORTS', NOW);
    expect(football.length).toBeGreaterThan(0);
    expect(esports.every((event) => event.sport === 'ESPORTS')).toBe(true);
    expect(book.event(esports[0]!.id, NOW)?.sport).toBe('ESPORTS');
    expect(book.event(football[0]!.id, NOW)?.sport).toBe('FOOTBALL');
    expect(book.quote({ eventId: esports[0]!.id, marketKey: 'MW', selection: '1' }, NOW).status).not.toBe(
      'CLOSED',
    );
    expect(book.quote({ eventId: football[0]!.id, marketKey: 'MW', selection: '1' }, NOW)).toEqual({
      status: 'CLOSED',
      reason: 'SELECTION_UNKNOWN',
    });
    const sections = createSectionsBook({
      SPORTS: createSimulatedBook({
        seedSecret: SECRET,
        speed: SPEED,
        marginBp: MARGIN_BP,
        builderMarginBp: 1_000,
      }),
      ESPORTS: createSimulatedEsportsBook(OPTIONS),
    });
    expect(sections.competitions('ESPORTS', NOW).every((entry) => entry.sport === 'ESPORTS')).toBe(true);
  });
});
