import { describe, expect, it, vi } from 'vitest';
import type { LegRef } from '../book.js';
import {
  builderDistribution,
  expectedGoals,
  KICK_OFF,
  parseMarketKey,
  priceBuilder,
  settleBuilder,
  settleSelection,
  simulateMatch,
  type SimulatedEvent,
  type SimulatedMatch,
} from '../engine/index.js';
import { BET_STOP_MATCH_MS } from './match-moment.js';
import { matchSeed } from './match-seed.js';
import { createProgramme, DEFAULT_PROGRAMME, type ProgrammeFixture } from './programme.js';
import {
  createSimulatedBook,
  DEFAULT_LOBBY_AHEAD_SLOTS,
  MAX_RESULTS,
  type SimulatedBookOptions,
} from './simulated-book.js';

const NOW = Date.UTC(2026, 10, 28, 22, 0);
const SPEED = 6;
const SECRET = 'a-seed-secret-of-at-least-32-characters';
// A two-hour lobby keeps the tests quick: pricing every market of a match takes a few ms.
const OPTIONS: SimulatedBookOptions = {
  seedSecret: SECRET,
  speed: SPEED,
  marginBp: 500,
  builderMarginBp: 1_000,
  lobbyAheadSlots: 12,
};
/** Kick-off to full time in real ms at SPEED. */
const MATCH_MS = (105 * 60_000) / SPEED;
const programme = createProgramme({ ...DEFAULT_PROGRAMME, matchMs: MATCH_MS });

const matchOf = (fixture: ProgrammeFixture): SimulatedMatch =>
  simulateMatch({
    seed: matchSeed(SECRET, fixture.id),
    expected: expectedGoals({
      home: fixture.home.strength,
      away: fixture.away.strength,
      parameters: fixture.competition.parameters,
    }),
    parameters: fixture.competition.parameters,
  });
/** The real instant a point of the match clock is reached. */
const realTimeOf = (fixture: ProgrammeFixture, clockMs: number) =>
  fixture.kickoffAt + Math.ceil(clockMs / SPEED);
const stopsBetting = ({ event }: SimulatedEvent) =>
  event.kind === 'GOAL' || (event.kind === 'CARD' && event.colour === 'RED');

/** A match of the last few hours with a goal alone on the clock (no other goal or red card near it). */
const loneGoal = () => {
  for (const fixture of programme.between(NOW - 3 * 3_600_000, NOW)) {
    const match = matchOf(fixture);
    const goal = match.events.find(
      (candidate) =>
        candidate.event.kind === 'GOAL' &&
        candidate.clockMs > 5 * 60_000 &&
        candidate.clockMs < 80 * 60_000 &&
        !match.events.some(
          (other) =>
            other !== candidate &&
            stopsBetting(other) &&
            Math.abs(other.clockMs - candidate.clockMs) < 3 * BET_STOP_MATCH_MS,
        ),
    );
    if (goal && goal.event.kind === 'GOAL') return { fixture, match, goal, side: goal.event.side };
  }
  throw new Error('no lone goal in three hours of matches');
};

const oddsOf = (book: ReturnType<typeof createSimulatedBook>, leg: LegRef, now: number) => {
  const quote = book.quote(leg, now);
  return quote.status === 'OPEN' ? quote.oddsE3 : null;
};

describe('the simulated book', () => {
  it('answers alike on two instances, and differently under another secret', () => {
    const first = createSimulatedBook(OPTIONS);
    const second = createSimulatedBook(OPTIONS);
    const lobby = first.events('SPORTS', NOW);
    expect(second.events('SPORTS', NOW)).toEqual(lobby);
    const live = lobby.filter((event) => event.status === 'LIVE');
    expect(live.length).toBeGreaterThanOrEqual(3);
    for (const event of live) expect(second.event(event.id, NOW)).toEqual(first.event(event.id, NOW));

    const finished = programme.between(NOW - 3 * 3_600_000, NOW - MATCH_MS);
    const results = (book: ReturnType<typeof createSimulatedBook>) =>
      finished.map((fixture) => book.result(fixture.id, NOW));
    expect(results(second)).toEqual(results(first));
    const other = createSimulatedBook({ ...OPTIONS, seedSecret: `${SECRET}!` });
    expect(results(other)).not.toEqual(results(first));
  });

  it('lists live matches first, then the rest by kick-off, none finished', () => {
    const book = createSimulatedBook(OPTIONS);
    const events = book.events('SPORTS', NOW);
    const firstScheduled = events.findIndex((event) => event.status !== 'LIVE');
    expect(firstScheduled).toBeGreaterThan(0);
    expect(events.slice(0, firstScheduled).every((event) => event.status === 'LIVE')).toBe(true);
    const scheduled = events.slice(firstScheduled);
    expect(scheduled.every((event) => event.status === 'SCHEDULED')).toBe(true);
    expect(scheduled.map((event) => event.startsAt)).toEqual(
      scheduled.map((event) => event.startsAt).sort((a, b) => a - b),
    );
    expect(scheduled[0]!.startsAt).toBeGreaterThan(NOW);
    for (const event of events.slice(0, firstScheduled)) {
      expect(event.clock).not.toBeNull();
      expect(event.score).not.toBeNull();
      expect(event.startsAt).toBeLessThanOrEqual(NOW);
    }
    for (const event of scheduled) {
      expect(event).toMatchObject({ clock: null, score: null });
      expect(event.mainMarket?.key).toBe('1X2');
      expect(event.mainMarket?.selections.map((selection) => selection.key)).toEqual(['1', 'X', '2']);
      expect(event.marketCount).toBeGreaterThan(30);
    }
    expect(book.competitions('SPORTS', NOW).map((competition) => competition.id)).toContain('BRA-A');
    expect(book.events('ESPORTS', NOW)).toEqual([]);
    expect(book.competitions('ESPORTS', NOW)).toEqual([]);
  });

  it('lists a number of slots ahead, so a short slot gives a short lobby', () => {
    // The default is the 6 hours the lobby always listed.
    expect(DEFAULT_LOBBY_AHEAD_SLOTS * DEFAULT_PROGRAMME.slotMs).toBe(6 * 3_600_000);
    // A browser test's programme: a slot every 30 s, a match in 105 s (about four slots live).
    const slotMs = 30_000;
    const book = createSimulatedBook({
      ...OPTIONS,
      speed: 60,
      programme: { slotMs, matchesPerSlot: 3 },
      lobbyAheadSlots: 4,
    });
    // Between two kick-offs, so no match is starting at this very instant.
    const at = NOW + 10_000;
    const events = book.events('SPORTS', at);
    const scheduled = events.filter((event) => event.status === 'SCHEDULED');
    expect(scheduled).toHaveLength(4 * 3);
    expect(Math.max(...scheduled.map((event) => event.startsAt))).toBeLessThan(at + 4 * slotMs);
    expect(events.filter((event) => event.status === 'LIVE').length).toBeLessThanOrEqual(4 * 3);
  });

  it('prices before kick-off from the model, the page and the quote alike', () => {
    const book = createSimulatedBook(OPTIONS);
    const [fixture] = programme.between(NOW + 3_600_000, NOW + 2 * 3_600_000);
    const event = book.event(fixture!.id, NOW)!;
    expect(event).toMatchObject({ status: 'SCHEDULED', incidents: [], markets: expect.any(Array) });
    expect(event.markets.map((market) => market.key).slice(0, 3)).toEqual(['1X2', 'DC', 'DNB']);
    for (const market of event.markets) {
      expect(market.status).toBe('OPEN');
      for (const selection of market.selections) {
        const leg = { eventId: fixture!.id, marketKey: market.key, selection: selection.key };
        expect(book.quote(leg, NOW)).toEqual({ status: 'OPEN', oddsE3: selection.oddsE3, inPlay: false });
      }
    }
    const view = book.legView({ eventId: fixture!.id, marketKey: 'OU:2.25', selection: 'OVER' }, NOW);
    if (view?.state !== 'OPEN') throw new Error('an open leg');
    expect(Object.values(view.outcomes).reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 9);
    expect(view.outcomes.HALF_LOST).toBeGreaterThan(0);
    // The pairing's distributions are computed together on the first ask: whichever leg comes
    // first, every leg gets the distribution a book asked for that leg alone gives.
    const legs = event.markets
      .flatMap((market) =>
        market.selections.map((selection) => ({ market: market.key, selection: selection.key })),
      )
      .filter((_, index) => index % 12 === 0)
      .map((pick) => ({ eventId: fixture!.id, marketKey: pick.market, selection: pick.selection }));
    for (const leg of legs) {
      expect(book.legView(leg, NOW)).toEqual(createSimulatedBook(OPTIONS).legView(leg, NOW));
    }
  });

  it('stops betting for a moment after a goal, then prices the scorer shorter and the other side longer', () => {
    const book = createSimulatedBook(OPTIONS);
    const { fixture, goal, side } = loneGoal();
    const scorer: LegRef = { eventId: fixture.id, marketKey: '1X2', selection: side === 'HOME' ? '1' : '2' };
    const other: LegRef = { ...scorer, selection: side === 'HOME' ? '2' : '1' };
    const before = realTimeOf(fixture, goal.clockMs - 20_000);
    const during = realTimeOf(fixture, goal.clockMs + BET_STOP_MATCH_MS / 2);
    const after = realTimeOf(fixture, goal.clockMs + BET_STOP_MATCH_MS + 20_000);

    const scorerBefore = oddsOf(book, scorer, before)!;
    const otherBefore = oddsOf(book, other, before)!;
    expect(book.quote(scorer, during)).toEqual({ status: 'SUSPENDED', inPlay: true });
    const suspended = book.event(fixture.id, during)!;
    expect(suspended.markets.length).toBeGreaterThan(0);
    expect(suspended.markets.every((market) => market.status === 'SUSPENDED')).toBe(true);
    expect(suspended.incidents.at(-1)).toMatchObject({ kind: 'GOAL', side });
    expect(book.legView(scorer, during)).toMatchObject({ state: 'OPEN', suspended: true });

    expect(book.event(fixture.id, after)!.markets.every((market) => market.status === 'OPEN')).toBe(true);
    expect(oddsOf(book, scorer, after)).toBeLessThan(scorerBefore);
    const otherAfter = oddsOf(book, other, after);
    // The other side's win may be so unlikely now that the market leaves it out.
    if (otherAfter !== null) expect(otherAfter).toBeGreaterThan(otherBefore);
  });

  it('has a result only once the match has ended, the simulation’s own, and no market after', () => {
    const book = createSimulatedBook(OPTIONS);
    const { fixture, match } = loneGoal();
    const fullTime = fixture.kickoffAt + MATCH_MS;
    const leg: LegRef = { eventId: fixture.id, marketKey: 'HTFT', selection: '1/1' };
    expect(book.result(fixture.id, fullTime - 1)).toBeNull();
    expect(book.legView(leg, fullTime - 1)).toMatchObject({ state: 'OPEN' });
    expect(book.result(fixture.id, fullTime)).toEqual({
      eventId: fixture.id,
      version: 1,
      result: { status: 'FINISHED', fullTime: match.fullTimeScore, halfTime: match.halfTimeScore },
    });
    const outcome = settleSelection({
      market: parseMarketKey('HTFT'),
      selection: '1/1',
      result: { status: 'FINISHED', fullTime: match.fullTimeScore, halfTime: match.halfTimeScore },
    });
    expect(book.legView(leg, fullTime)).toEqual({ state: 'SETTLED', outcome });
    expect(book.quote(leg, fullTime)).toEqual({ status: 'CLOSED', reason: 'EVENT_CLOSED' });
    const ended = book.event(fixture.id, fullTime)!;
    expect(ended).toMatchObject({ status: 'FINISHED', clock: null, markets: [], mainMarket: null });
    expect(ended.score).toEqual(match.fullTimeScore);
    expect(ended.incidents.filter((incident) => incident.kind === 'GOAL')).toHaveLength(
      match.fullTimeScore.home + match.fullTimeScore.away,
    );
  });

  it('lists the matches ended within the page window as results, newest kick-off first, as they ended', () => {
    const book = createSimulatedBook(OPTIONS);
    const results = book.results('SPORTS', NOW);
    const ended = programme
      .between(NOW - 3 * 3_600_000, NOW)
      .filter((fixture) => fixture.kickoffAt + MATCH_MS <= NOW);
    expect(results).toHaveLength(Math.min(ended.length, MAX_RESULTS));
    const kickOffs = results.map((result) => result.startsAt);
    expect(kickOffs).toEqual([...kickOffs].sort((a, b) => b - a));
    expect(kickOffs[0]).toBe(Math.max(...ended.map((fixture) => fixture.kickoffAt)));
    for (const result of results.slice(0, 6)) {
      const fixture = programme.fixture(result.id)!;
      const match = matchOf(fixture);
      expect(result).toMatchObject({
        home: { id: fixture.home.id },
        away: { id: fixture.away.id },
        score: match.fullTimeScore,
        halfTime: match.halfTimeScore,
      });
      // Each listed result still opens its page, with the same score.
      expect(book.event(result.id, NOW)).toMatchObject({ status: 'FINISHED', score: match.fullTimeScore });
    }
    // A live match is not a result; e-sports has none yet.
    const live = book.events('SPORTS', NOW).filter((event) => event.status === 'LIVE');
    expect(live.length).toBeGreaterThan(0);
    expect(results.some((result) => live.some((event) => event.id === result.id))).toBe(false);
    expect(book.results('ESPORTS', NOW)).toEqual([]);
  });

  it('plays no more matches for the results than the list shows, however short the slot', () => {
    const simulate = vi.fn(simulateMatch);
    const book = createSimulatedBook({
      ...OPTIONS,
      speed: 600,
      programme: { slotMs: 30_000, matchesPerSlot: 3 },
      simulate,
    });
    expect(book.results('SPORTS', NOW)).toHaveLength(MAX_RESULTS);
    // The newest slots, plus the few still being played: never the three hours' 1,080 matches.
    expect(simulate.mock.calls.length).toBeLessThan(MAX_RESULTS + 12);
  });

  it('publishes a corrected result only for an ended match, as the next version, and lists it as a correction', () => {
    const book = createSimulatedBook(OPTIONS);
    const { fixture, match } = loneGoal();
    const fullTime = fixture.kickoffAt + MATCH_MS;
    const corrected = {
      status: 'FINISHED' as const,
      fullTime: { home: 0, away: 0 },
      halfTime: { home: 0, away: 0 },
    };
    expect(book.publishCorrection(fixture.id, corrected, fullTime - 1)).toBeNull();
    expect(book.corrections(0, fullTime)).toEqual([]);
    expect(book.publishCorrection(fixture.id, corrected, fullTime)).toEqual({
      eventId: fixture.id,
      version: 2,
      result: corrected,
    });
    expect(book.result(fixture.id, fullTime + 1)).toEqual({
      eventId: fixture.id,
      version: 2,
      result: corrected,
    });
    expect(book.legView({ eventId: fixture.id, marketKey: '1X2', selection: 'X' }, fullTime + 1)).toEqual({
      state: 'SETTLED',
      outcome: 'WON',
    });
    expect(book.corrections(fullTime, fullTime + 1)).toEqual([{ eventId: fixture.id, version: 2 }]);
    expect(book.corrections(fullTime + 1, fullTime + 2)).toEqual([]);
    // Another instance has its own (no correction), and the simulation's own result is untouched.
    expect(createSimulatedBook(OPTIONS).result(fixture.id, fullTime)?.result).toMatchObject({
      fullTime: match.fullTimeScore,
    });
  });

  it('knows no event, market or selection it does not offer', () => {
    const book = createSimulatedBook(OPTIONS);
    const [fixture] = programme.between(NOW + 3_600_000, NOW + 2 * 3_600_000);
    const leg = (marketKey: string, selection: string, eventId = fixture!.id) => ({
      eventId,
      marketKey,
      selection,
    });
    expect(book.quote(leg('1X2', '1', 'BRA-A:1:x:y'), NOW)).toEqual({
      status: 'CLOSED',
      reason: 'EVENT_NOT_FOUND',
    });
    expect(book.quote(leg('OU:9.5', 'OVER'), NOW)).toEqual({ status: 'CLOSED', reason: 'SELECTION_UNKNOWN' });
    expect(book.quote(leg('1X2', 'OVER'), NOW)).toEqual({ status: 'CLOSED', reason: 'SELECTION_UNKNOWN' });
    expect(book.legView(leg('BTTS', 'MAYBE'), NOW)).toBeNull();
    expect(book.event('BRA-A:1:x:y', NOW)).toBeNull();
    expect(book.result('nothing', NOW)).toBeNull();
    // A day ahead the book knows nothing yet; three hours after kick-off the page is gone.
    const [tomorrow] = programme.between(NOW + 25 * 3_600_000, NOW + 26 * 3_600_000);
    expect(book.event(tomorrow!.id, NOW)).toBeNull();
    expect(book.event(fixture!.id, fixture!.kickoffAt + 4 * 3_600_000)).toBeNull();
    expect(book.result(fixture!.id, fixture!.kickoffAt + 4 * 3_600_000)).not.toBeNull();
  });

  it('keeps at most the configured number of simulated matches, and simulates none before kick-off', () => {
    const simulate = vi.fn(simulateMatch);
    const book = createSimulatedBook({ ...OPTIONS, maxCachedMatches: 2, simulate });
    const live = book.events('SPORTS', NOW).filter((event) => event.status === 'LIVE');
    expect(simulate).toHaveBeenCalledTimes(live.length);
    simulate.mockClear();

    const [first, second, third] = programme.between(NOW - 2 * 3_600_000, NOW - 3_600_000);
    book.event(first!.id, NOW);
    book.event(second!.id, NOW);
    book.event(second!.id, NOW);
    expect(simulate).toHaveBeenCalledTimes(2);
    book.event(third!.id, NOW);
    // The oldest was dropped to keep two: reading it again plays it again, to the same result.
    const again = book.event(first!.id, NOW);
    expect(simulate).toHaveBeenCalledTimes(4);
    expect(again).toEqual(createSimulatedBook(OPTIONS).event(first!.id, NOW));
  });
});

describe('the simulated book’s bet builder', () => {
  const legs = [
    { marketKey: '1X2', selection: '1' },
    { marketKey: 'OU:2.5', selection: 'OVER' },
  ];
  const engineLegs = legs.map((leg) => ({ market: parseMarketKey(leg.marketKey), selection: leg.selection }));

  it('quotes a builder before kick-off from the model with the builder margin, and refuses what the engine refuses', () => {
    const book = createSimulatedBook(OPTIONS);
    const [fixture] = programme.between(NOW + 3_600_000, NOW + 2 * 3_600_000);
    if (!fixture) throw new Error('no fixture');
    const match = {
      expected: expectedGoals({
        home: fixture.home.strength,
        away: fixture.away.strength,
        parameters: fixture.competition.parameters,
      }),
      state: KICK_OFF,
      parameters: fixture.competition.parameters,
    };
    const expected = priceBuilder({ match, legs: engineLegs, marginBp: 1_000 });
    if (expected.status !== 'PRICED') throw new Error('refused');
    expect(book.builderQuote({ eventId: fixture.id, legs }, NOW)).toEqual({
      status: 'OPEN',
      oddsE3: expected.oddsE3,
      inPlay: false,
    });
    expect(
      book.builderQuote(
        {
          eventId: fixture.id,
          legs: [
            { marketKey: '1X2', selection: '1' },
            { marketKey: 'DC', selection: '1X' },
          ],
        },
        NOW,
      ),
    ).toEqual({ status: 'REFUSED', reason: 'REDUNDANT', legIndex: 1 });
    expect(
      book.builderQuote(
        { eventId: fixture.id, legs: [...legs.slice(0, 1), { marketKey: 'OU:9.5', selection: 'OVER' }] },
        NOW,
      ),
    ).toEqual({ status: 'CLOSED', reason: 'SELECTION_UNKNOWN' });
    expect(book.builderQuote({ eventId: 'nope', legs }, NOW)).toEqual({
      status: 'CLOSED',
      reason: 'EVENT_NOT_FOUND',
    });
    const view = book.builderView({ eventId: fixture.id, legs }, NOW);
    expect(view).toEqual({
      state: 'OPEN',
      outcomes: builderDistribution(match, engineLegs),
      suspended: false,
    });
  });

  it('suspends a builder in the bet stop, closes it at full time and settles its view by the builder’s rule', () => {
    const book = createSimulatedBook(OPTIONS);
    const { fixture, goal } = loneGoal();
    const justAfter = realTimeOf(fixture, goal.clockMs) + 1;
    expect(book.builderQuote({ eventId: fixture.id, legs }, justAfter)).toEqual({
      status: 'SUSPENDED',
      inPlay: true,
    });
    const afterTheEnd = fixture.kickoffAt + MATCH_MS + 60_000;
    expect(book.builderQuote({ eventId: fixture.id, legs }, afterTheEnd)).toEqual({
      status: 'CLOSED',
      reason: 'EVENT_CLOSED',
    });
    const result = book.result(fixture.id, afterTheEnd);
    if (!result) throw new Error('no result');
    expect(book.builderView({ eventId: fixture.id, legs }, afterTheEnd)).toEqual({
      state: 'SETTLED',
      outcome: settleBuilder({ legs: engineLegs, result: result.result }),
    });
  });
});
