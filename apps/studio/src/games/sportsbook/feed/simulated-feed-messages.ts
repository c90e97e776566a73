import {
  expectedGoals,
  footballScoreboard,
  HALF_TIME_BREAK_MINUTES,
  MATCH_MINUTES,
  parseMarketKey,
  selectionKeys,
  simulateMatch,
  type FeedMessage,
  type Fixture,
} from '../engine/index.js';
import { BET_STOP_MATCH_MS } from './match-moment.js';
import { matchSeed } from './match-seed.js';
import type { ProgrammeFixture } from './programme.js';
import type { SimulatedBook } from './simulated-book.js';

type Body = DistributiveOmit<FeedMessage, 'sequence' | 'sentAt'>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/**
 * A message before its sequence is known: when it is due (epoch ms), and what it says, made only
 * when it is sent. Prices cost a few milliseconds a market, so the stream's order and sequences
 * (how many messages each window holds) are known from the timeline alone, without pricing.
 */
export type TimedMessage = { at: number; body: () => Body };

export type FixtureMessagesOptions = {
  book: SimulatedBook;
  seedSecret: string;
  speed: number;
  /** The markets sent, by key (a provider sells a few; the simulation could price every one). */
  marketKeys: readonly string[];
  /** How long before kick-off the fixture and its first prices are sent. */
  announceAheadMs: number;
  /** Prices are sent again this many match minutes apart in play, and after each bet stop. */
  repriceEveryMatchMinutes: number;
  /** The stream's start: nothing is due before it. */
  origin: number;
};

const MATCH_MINUTE_MS = 60_000;

export const fixtureOf = (fixture: ProgrammeFixture): Fixture => ({
  id: fixture.id,
  competitionId: fixture.competition.id,
  sport: 'FOOTBALL',
  home: { id: fixture.home.id, name: fixture.home.name, shortName: fixture.home.shortName },
  away: { id: fixture.away.id, name: fixture.away.name, shortName: fixture.away.shortName },
  startsAt: new Date(fixture.kickoffAt).toISOString(),
  format: { kind: 'TIMED', periods: 2, periodMinutes: 45, extraTime: false },
  status: 'SCHEDULED',
  liveCoverage: true,
});

/**
 * Everything a provider would send about one simulated match, in its order: the fixture and its
 * first prices, kick-off, each goal, card, corner and whistle as the simulation plays them (its
 * own events, boards and phases), prices again after each bet stop and every few match minutes,
 * then the result. Every market sold is sent at each pricing: the simulated book's own price at
 * that moment, or CLOSED with its selections unpriced when the book has closed it (so how many
 * messages a match sends depends on its events alone, never on its prices).
 */
export const fixtureMessages = (
  fixture: ProgrammeFixture,
  options: FixtureMessagesOptions,
): TimedMessage[] => {
  const { book, speed } = options;
  const realOf = (matchMs: number) => fixture.kickoffAt + Math.ceil(matchMs / speed);
  const announcedAt = Math.max(options.origin, fixture.kickoffAt - options.announceAheadMs);
  const messages: TimedMessage[] = [
    { at: announcedAt, body: () => ({ type: 'FIXTURE', fixture: fixtureOf(fixture) }) },
  ];

  const marketAt = (at: number, key: string): Body => {
    const market = book.event(fixture.id, at)?.markets.find((entry) => entry.key === key);
    return {
      type: 'MARKET',
      market: market
        ? {
            fixtureId: fixture.id,
            marketKey: key,
            status: market.status,
            selections: market.selections.map(({ key: selection, oddsE3 }) => ({ key: selection, oddsE3 })),
          }
        : {
            fixtureId: fixture.id,
            marketKey: key,
            status: 'CLOSED',
            selections: selectionKeys(parseMarketKey(key)).map((selection) => ({
              key: selection,
              oddsE3: null,
            })),
          },
    };
  };
  const pricesAt = (at: number): void => {
    for (const key of options.marketKeys) messages.push({ at, body: () => marketAt(at, key) });
  };

  pricesAt(announcedAt);
  const startsAt = fixtureOf(fixture).startsAt;
  messages.push({
    at: fixture.kickoffAt,
    body: () => ({ type: 'FIXTURE_STATUS', fixtureId: fixture.id, status: 'LIVE', startsAt }),
  });

  const match = simulateMatch({
    seed: matchSeed(options.seedSecret, fixture.id),
    expected: expectedGoals({
      home: fixture.home.strength,
      away: fixture.away.strength,
      parameters: fixture.competition.parameters,
    }),
    parameters: fixture.competition.parameters,
  });
  const repriceAt = new Set<number>();
  for (
    let minute = options.repriceEveryMatchMinutes;
    minute < MATCH_MINUTES;
    minute += options.repriceEveryMatchMinutes
  ) {
    // Match minutes of play; the half-time break sits between 45 and 60 on the match clock.
    const clockMs = (minute >= 45 ? minute + HALF_TIME_BREAK_MINUTES : minute) * MATCH_MINUTE_MS;
    repriceAt.add(realOf(clockMs));
  }
  for (const { clockMs, event, phase, scoreboard } of match.events) {
    messages.push({
      at: realOf(clockMs),
      body: () => ({ type: 'LIVE_EVENT', fixtureId: fixture.id, event, phase, scoreboard }),
    });
    if (event.kind === 'GOAL' || (event.kind === 'CARD' && event.colour === 'RED')) {
      repriceAt.add(realOf(clockMs + BET_STOP_MATCH_MS) + 1);
    }
  }
  const fullTimeAt = realOf((MATCH_MINUTES + HALF_TIME_BREAK_MINUTES) * MATCH_MINUTE_MS);
  for (const at of [...repriceAt].sort((a, b) => a - b)) if (at < fullTimeAt) pricesAt(at);
  const scoreboard = footballScoreboard({ score: match.fullTimeScore, halfTimeScore: match.halfTimeScore });
  messages.push({
    at: fullTimeAt,
    body: () => ({
      type: 'RESULT',
      result: { fixtureId: fixture.id, sport: 'FOOTBALL', status: 'FINISHED', scoreboard, version: 1 },
    }),
  });
  // In time order; at one instant, in the order written (stable sort).
  return messages.filter((message) => message.at >= options.origin).sort((a, b) => a.at - b.at);
};
