import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type {
  FeedResultStatus,
  FixtureStatus,
  MatchFormat,
  MatchPhase,
  Participant,
  ProviderMarketStatus,
  Scoreboard,
  Side,
  Sport,
} from '../engine/index.js';

/**
 * A provider's feed as stored (docs/sportsbook.md, "How a real feed plugs in"): what the consumer
 * applied of its `subscribe` stream, so every studio instance's book answers from the same rows.
 * Every row keeps `sequence`, the message that last changed it: a book reads only what changed
 * since its last read. Keys start with the provider, so two providers' ids never meet.
 */

/** The last message applied per provider: a message at or below it changes nothing. */
export const studioSportsFeedCursor = pgTable('studio_sports_feed_cursor', {
  providerId: text('provider_id').primaryKey(),
  sequence: bigint('sequence', { mode: 'number' }).notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The provider's competitions (`SportsFeed.competitions`), read by the consumer when it starts. */
export const studioSportsFeedCompetition = pgTable(
  'studio_sports_feed_competition',
  {
    providerId: text('provider_id').notNull(),
    id: text('id').notNull(),
    sport: text('sport').$type<Sport>().notNull(),
    title: text('title'),
    name: text('name').notNull(),
    country: text('country'),
    season: text('season').notNull(),
  },
  (table) => [primaryKey({ columns: [table.providerId, table.id] })],
);

/**
 * A fixture and its live state: the phase and scoreboard of its last live event, the minute that
 * event was shown at, and until when betting stops after a goal, a red card or a cancelled event.
 */
export const studioSportsFeedFixture = pgTable(
  'studio_sports_feed_fixture',
  {
    providerId: text('provider_id').notNull(),
    id: text('id').notNull(),
    competitionId: text('competition_id').notNull(),
    sport: text('sport').$type<Sport>().notNull(),
    home: jsonb('home').$type<Participant>().notNull(),
    away: jsonb('away').$type<Participant>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    format: jsonb('format').$type<MatchFormat>().notNull(),
    status: text('status').$type<FixtureStatus>().notNull(),
    liveCoverage: boolean('live_coverage').notNull(),
    phase: jsonb('phase').$type<MatchPhase>().notNull(),
    scoreboard: jsonb('scoreboard').$type<Scoreboard>(),
    minute: integer('minute'),
    betStopUntil: timestamp('bet_stop_until', { withTimezone: true, mode: 'date' }),
    sequence: bigint('sequence', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.providerId, table.id] }),
    index('studio_sports_feed_fixture_starts').on(table.providerId, table.startsAt),
    index('studio_sports_feed_fixture_sequence').on(table.providerId, table.sequence),
  ],
);

export const FEED_INCIDENT_KINDS = ['GOAL', 'YELLOW_CARD', 'RED_CARD', 'CORNER'] as const;
export type FeedIncidentKind = (typeof FEED_INCIDENT_KINDS)[number];

/** Goals, cards and corners as they happened, keyed by their message; `cancelled` once ruled out. */
export const studioSportsFeedIncident = pgTable(
  'studio_sports_feed_incident',
  {
    providerId: text('provider_id').notNull(),
    eventSequence: bigint('event_sequence', { mode: 'number' }).notNull(),
    fixtureId: text('fixture_id').notNull(),
    kind: text('kind').$type<FeedIncidentKind>().notNull(),
    side: text('side').$type<Side>().notNull(),
    minute: integer('minute').notNull(),
    cancelled: boolean('cancelled').notNull().default(false),
    sequence: bigint('sequence', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.providerId, table.eventSequence] }),
    index('studio_sports_feed_incident_fixture').on(table.providerId, table.fixtureId),
    index('studio_sports_feed_incident_sequence').on(table.providerId, table.sequence),
  ],
);

/** A provider market's latest state: its status and each selection's odds (thousandths, null when not offered). */
export const studioSportsFeedMarket = pgTable(
  'studio_sports_feed_market',
  {
    providerId: text('provider_id').notNull(),
    fixtureId: text('fixture_id').notNull(),
    marketKey: text('market_key').notNull(),
    status: text('status').$type<ProviderMarketStatus>().notNull(),
    selections: jsonb('selections').$type<Array<{ key: string; oddsE3: number | null }>>().notNull(),
    sequence: bigint('sequence', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.providerId, table.fixtureId, table.marketKey] }),
    index('studio_sports_feed_market_sequence').on(table.providerId, table.sequence),
  ],
);

/** Every version of a fixture's result, kept: the latest settles, a version above 1 is a correction. */
export const studioSportsFeedResult = pgTable(
  'studio_sports_feed_result',
  {
    providerId: text('provider_id').notNull(),
    fixtureId: text('fixture_id').notNull(),
    version: integer('version').notNull(),
    status: text('status').$type<FeedResultStatus>().notNull(),
    scoreboard: jsonb('scoreboard').$type<Scoreboard>().notNull(),
    retired: text('retired').$type<Side>(),
    /** The provider's reason for a correction; null for the first result. */
    reason: text('reason'),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull(),
    sequence: bigint('sequence', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.providerId, table.fixtureId, table.version] }),
    index('studio_sports_feed_result_sequence').on(table.providerId, table.sequence),
    index('studio_sports_feed_result_published').on(table.providerId, table.publishedAt),
  ],
);

/**
 * Messages the store refused (malformed, or naming what it does not know): the reason and the
 * message as received, for an operator. The cursor moves past them so the stream goes on.
 */
export const studioSportsFeedRefusal = pgTable(
  'studio_sports_feed_refusal',
  {
    providerId: text('provider_id').notNull(),
    sequence: bigint('sequence', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    message: jsonb('message').notNull(),
    refusedAt: timestamp('refused_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.providerId, table.sequence] })],
);
