import type {
  FeedChanges,
  FeedCompetitionRow,
  FeedFixtureRow,
  FeedIncidentRow,
  FeedMarketRow,
  FeedResultRow,
} from './feed-store-reads.js';

/** One stored fixture with what hangs off it, as a book instance holds it in memory. */
export type FeedEvent = {
  fixture: FeedFixtureRow;
  /** By the live event's sequence, oldest first. */
  incidents: Map<number, FeedIncidentRow>;
  markets: Map<string, FeedMarketRow>;
  /** Every version, oldest first; the last is the one that settles. */
  results: FeedResultRow[];
};

/**
 * The store's rows in one instance's memory, merged from `readFeedChanges` after each read: the
 * book answers its synchronous calls from here. Rows of fixtures that started before the window
 * are dropped; every instance reads the same rows, so every instance answers alike.
 */
export const createFeedSnapshot = () => {
  const events = new Map<string, FeedEvent>();
  let competitions: FeedCompetitionRow[] = [];
  let sequence: number | null = null;

  const eventOf = (fixtureId: string): FeedEvent | undefined => events.get(fixtureId);

  const merge = (changes: FeedChanges): void => {
    competitions = changes.competitions;
    for (const fixture of changes.fixtures) {
      const known = events.get(fixture.id);
      if (known) known.fixture = fixture;
      else events.set(fixture.id, { fixture, incidents: new Map(), markets: new Map(), results: [] });
    }
    // Rows of a fixture outside the window (or not read yet) have no event to join: skipped.
    for (const incident of changes.incidents)
      eventOf(incident.fixtureId)?.incidents.set(incident.eventSequence, incident);
    for (const market of changes.markets) eventOf(market.fixtureId)?.markets.set(market.marketKey, market);
    for (const result of changes.results) {
      const event = eventOf(result.fixtureId);
      if (!event || event.results.some((kept) => kept.version === result.version)) continue;
      event.results.push(result);
      event.results.sort((a, b) => a.version - b.version);
    }
    sequence = changes.sequence;
  };

  /** Forgets fixtures that started before `startsFrom` (the store keeps them). */
  const evict = (startsFrom: number): void => {
    for (const [id, event] of events) if (event.fixture.startsAt.getTime() < startsFrom) events.delete(id);
  };

  return {
    merge,
    evict,
    event: (fixtureId: string) => events.get(fixtureId) ?? null,
    events: () => [...events.values()],
    competitions: () => competitions,
    /** The cursor of the last read; null before the first. */
    sequence: () => sequence,
  };
};

export type FeedSnapshot = ReturnType<typeof createFeedSnapshot>;
