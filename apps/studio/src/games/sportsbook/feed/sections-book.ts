import type { SportsbookSection } from '@platform/contracts';
import { isEsportsEventId } from './esports-programme.js';
import { createSimulatedBook, type SimulatedBook, type SimulatedBookOptions } from './simulated-book.js';
import { createSimulatedEsportsBook } from './simulated-esports-book.js';
import { BASKETBALL_FEED } from './basketball-feed.js';
import { createSimulatedSportBook } from './simulated-sport-book.js';
import { TENNIS_FEED } from './tennis-feed.js';

/** A book's calls about one event, each sent to the book that holds the event. */
const routedByEvent = (of: (eventId: string) => SimulatedBook) =>
  ({
    event: (eventId, now) => of(eventId).event(eventId, now),
    quote: (leg, now) => of(leg.eventId).quote(leg, now),
    legView: (leg, now) => of(leg.eventId).legView(leg, now),
    builderQuote: (builder, now) => of(builder.eventId).builderQuote(builder, now),
    builderView: (builder, now) => of(builder.eventId).builderView(builder, now),
    result: (eventId, now) => of(eventId).result(eventId, now),
    publishCorrection: (eventId, result, now) => of(eventId).publishCorrection(eventId, result, now),
  }) satisfies Partial<SimulatedBook>;

/**
 * One book over the two sections: the lists go to the section's book, one event (its page,
 * quotes, leg views, results, corrections) to the book its id belongs to. The bets depend on
 * `SportsBook` alone, so an e-sports leg is placed, cashed out, settled and recovered as a
 * football one is.
 */
export const createSectionsBook = (books: Record<SportsbookSection, SimulatedBook>): SimulatedBook => {
  const of = (eventId: string): SimulatedBook => (isEsportsEventId(eventId) ? books.ESPORTS : books.SPORTS);
  return {
    competitions: (section, now) => books[section].competitions(section, now),
    events: (section, now) => books[section].events(section, now),
    results: (section, now) => books[section].results(section, now),
    ...routedByEvent(of),
    corrections: (since, now) => [
      ...books.SPORTS.corrections(since, now),
      ...books.ESPORTS.corrections(since, now),
    ],
  };
};

/**
 * The SPORTS section over football's book and the other sports' (basketball, tennis): the lists
 * are merged (live events first, results newest first), one event goes to the book whose programme owns its id
 * (football's otherwise).
 */
export const createSportsSection = (
  football: SimulatedBook,
  others: readonly (SimulatedBook & { owns(eventId: string): boolean })[],
): SimulatedBook => {
  const of = (eventId: string): SimulatedBook => others.find((book) => book.owns(eventId)) ?? football;
  const all = [football, ...others];
  return {
    competitions: (section, now) => all.flatMap((book) => book.competitions(section, now)),
    // Live first, as each book lists them; within each, football then basketball then tennis.
    events: (section, now) =>
      all
        .flatMap((book) => book.events(section, now))
        .sort((a, b) => Number(b.status === 'LIVE') - Number(a.status === 'LIVE')),
    results: (section, now) =>
      all.flatMap((book) => book.results(section, now)).sort((a, b) => b.startsAt - a.startsAt),
    ...routedByEvent(of),
    corrections: (since, now) => all.flatMap((book) => book.corrections(since, now)),
  };
};

/**
 * The studio's built-in feed: football (simulated-book.ts) with basketball and tennis
 * (simulated-sport-book.ts) in the SPORTS section, and e-sports (simulated-esports-book.ts), on the
 * same seed secret, speed, margin and start slots. `football` replaces the simulated football
 * book (STUDIO_SPORTS_FEED=simulated-feed: the feed book over the stored provider stream).
 */
export const createSimulatedSportsbook = (
  options: SimulatedBookOptions,
  football?: SimulatedBook,
): SimulatedBook => {
  const sportOptions = {
    seedSecret: options.seedSecret,
    speed: options.speed,
    marginBp: options.marginBp,
    programme: { slotMs: options.programme?.slotMs ?? 10 * 60_000 },
    ...(options.lobbyAheadSlots !== undefined
      ? { lobbyAheadSlots: Math.min(options.lobbyAheadSlots, 6) }
      : {}),
    ...(options.knownAheadMs !== undefined ? { knownAheadMs: options.knownAheadMs } : {}),
    ...(options.pageBehindMs !== undefined ? { pageBehindMs: options.pageBehindMs } : {}),
  };
  return createSectionsBook({
    SPORTS: createSportsSection(football ?? createSimulatedBook(options), [
      createSimulatedSportBook(BASKETBALL_FEED, sportOptions),
      createSimulatedSportBook(TENNIS_FEED, sportOptions),
    ]),
    ESPORTS: createSimulatedEsportsBook({
      seedSecret: options.seedSecret,
      speed: options.speed,
      marginBp: options.marginBp,
      programme: { slotMs: options.programme?.slotMs ?? 10 * 60_000 },
      ...(options.lobbyAheadSlots !== undefined ? { lobbyAheadSlots: options.lobbyAheadSlots } : {}),
      ...(options.knownAheadMs !== undefined ? { knownAheadMs: options.knownAheadMs } : {}),
      ...(options.pageBehindMs !== undefined ? { pageBehindMs: options.pageBehindMs } : {}),
    }),
  });
};
