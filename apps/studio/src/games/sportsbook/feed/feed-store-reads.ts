import { and, eq, gt, gte, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import {
  studioSportsFeedCompetition,
  studioSportsFeedCursor,
  studioSportsFeedFixture,
  studioSportsFeedIncident,
  studioSportsFeedMarket,
  studioSportsFeedResult,
} from './feed-store.tables.js';

export type FeedCompetitionRow = typeof studioSportsFeedCompetition.$inferSelect;
export type FeedFixtureRow = typeof studioSportsFeedFixture.$inferSelect;
export type FeedIncidentRow = typeof studioSportsFeedIncident.$inferSelect;
export type FeedMarketRow = typeof studioSportsFeedMarket.$inferSelect;
export type FeedResultRow = typeof studioSportsFeedResult.$inferSelect;

/** What changed in the store after a sequence, read in one snapshot (so it is a prefix of the stream). */
export type FeedChanges = {
  /** The cursor the snapshot holds: the next read asks for changes after it. */
  sequence: number;
  competitions: FeedCompetitionRow[];
  fixtures: FeedFixtureRow[];
  incidents: FeedIncidentRow[];
  markets: FeedMarketRow[];
  results: FeedResultRow[];
};

/**
 * The rows changed after `afterSequence` (every row when null) of the fixtures starting at or after
 * `startsFrom`. Every row carries the message that last changed it, so a book reads only what moved
 * since its last read, however large the store grows. Competitions are few and read whole.
 */
export const readFeedChanges = (
  db: Db,
  input: { providerId: string; afterSequence: number | null; startsFrom: Date },
): Promise<FeedChanges> =>
  db.transaction(
    async (tx) => {
      const { providerId } = input;
      const after = input.afterSequence ?? -1;
      const [cursor] = await tx
        .select({ sequence: studioSportsFeedCursor.sequence })
        .from(studioSportsFeedCursor)
        .where(eq(studioSportsFeedCursor.providerId, providerId));
      const inWindow = tx
        .select({ id: studioSportsFeedFixture.id })
        .from(studioSportsFeedFixture)
        .where(
          and(
            eq(studioSportsFeedFixture.providerId, providerId),
            gte(studioSportsFeedFixture.startsAt, input.startsFrom),
          ),
        );
      const competitions = await tx
        .select()
        .from(studioSportsFeedCompetition)
        .where(eq(studioSportsFeedCompetition.providerId, providerId));
      const fixtures = await tx
        .select()
        .from(studioSportsFeedFixture)
        .where(
          and(
            eq(studioSportsFeedFixture.providerId, providerId),
            gt(studioSportsFeedFixture.sequence, after),
            gte(studioSportsFeedFixture.startsAt, input.startsFrom),
          ),
        );
      const incidents = await tx
        .select()
        .from(studioSportsFeedIncident)
        .where(
          and(
            eq(studioSportsFeedIncident.providerId, providerId),
            gt(studioSportsFeedIncident.sequence, after),
            inArray(studioSportsFeedIncident.fixtureId, inWindow),
          ),
        )
        .orderBy(studioSportsFeedIncident.eventSequence);
      const markets = await tx
        .select()
        .from(studioSportsFeedMarket)
        .where(
          and(
            eq(studioSportsFeedMarket.providerId, providerId),
            gt(studioSportsFeedMarket.sequence, after),
            inArray(studioSportsFeedMarket.fixtureId, inWindow),
          ),
        );
      const results = await tx
        .select()
        .from(studioSportsFeedResult)
        .where(
          and(
            eq(studioSportsFeedResult.providerId, providerId),
            gt(studioSportsFeedResult.sequence, after),
            inArray(studioSportsFeedResult.fixtureId, inWindow),
          ),
        )
        .orderBy(studioSportsFeedResult.version);
      return { sequence: cursor?.sequence ?? 0, competitions, fixtures, incidents, markets, results };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
