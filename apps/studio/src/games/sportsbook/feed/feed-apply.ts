import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import {
  isEsportsMarket,
  isSportMarket,
  parseMarketKey,
  selectionKeys,
  SportsbookInputError,
  type FeedMessage,
  type FeedResult,
  type LiveEvent,
  type Market,
  type MatchPhase,
  type ProviderMarket,
  type Scoreboard,
  type Side,
  type Sport,
} from '../engine/index.js';
import { feedFinalResult } from './feed-result.js';
import {
  studioSportsFeedFixture,
  studioSportsFeedIncident,
  studioSportsFeedMarket,
  studioSportsFeedResult,
  type FeedIncidentKind,
} from './feed-store.tables.js';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

type Context = { providerId: string; message: FeedMessage; betStopMs: number; now: number };
type FixtureRow = typeof studioSportsFeedFixture.$inferSelect;
/** Null when applied; else the reason the message is refused (the transaction then writes nothing of it). */
type Refusal = string | null;

const fixtureOf = async (tx: Tx, providerId: string, fixtureId: string): Promise<FixtureRow | null> => {
  const [row] = await tx
    .select()
    .from(studioSportsFeedFixture)
    .where(and(eq(studioSportsFeedFixture.providerId, providerId), eq(studioSportsFeedFixture.id, fixtureId)))
    .for('update');
  return row ?? null;
};

const fixtureKey = (providerId: string, fixtureId: string) =>
  and(eq(studioSportsFeedFixture.providerId, providerId), eq(studioSportsFeedFixture.id, fixtureId));

/** Football and basketball totals are their periods' sum; a board that disagrees is refused. */
const boardDisagrees = (sport: Sport, board: Scoreboard): boolean => {
  if (sport !== 'FOOTBALL' && sport !== 'BASKETBALL') return false;
  const home = board.periods.reduce((sum, period) => sum + period.home, 0);
  const away = board.periods.reduce((sum, period) => sum + period.away, 0);
  return home !== board.home || away !== board.away;
};

/** The goal, card or corner a live event records for the page; null for the others. */
const incidentOf = (event: LiveEvent): { kind: FeedIncidentKind; side: Side; minute: number } | null => {
  switch (event.kind) {
    case 'GOAL':
    case 'CORNER':
      return { kind: event.kind, side: event.side, minute: event.minute };
    case 'CARD':
      return {
        kind: event.colour === 'RED' ? 'RED_CARD' : 'YELLOW_CARD',
        side: event.side,
        minute: event.minute,
      };
    case 'PERIOD_CHANGE':
    case 'SCORE_CHANGE':
    case 'EVENT_CANCELLED':
      return null;
    default: {
      const unknown: never = event;
      throw new SportsbookInputError('LIVE_EVENT_UNKNOWN', JSON.stringify(unknown));
    }
  }
};

const isPlaying = (phase: MatchPhase): boolean => phase.status === 'IN_PERIOD' || phase.status === 'BREAK';

/** News the price has not caught up with: a goal, a red card, or an event ruled out. */
const stopsBetting = (event: LiveEvent): boolean =>
  event.kind === 'GOAL' ||
  event.kind === 'EVENT_CANCELLED' ||
  (event.kind === 'CARD' && event.colour === 'RED');

const applyLiveEvent = async (
  tx: Tx,
  context: Context,
  message: Extract<FeedMessage, { type: 'LIVE_EVENT' }>,
): Promise<Refusal> => {
  const { providerId } = context;
  const fixture = await fixtureOf(tx, providerId, message.fixtureId);
  if (!fixture) return `FIXTURE_UNKNOWN ${message.fixtureId}`;
  if (boardDisagrees(fixture.sport, message.scoreboard))
    return 'SCOREBOARD_INVALID periods disagree with the total';
  const { event } = message;
  const incident = incidentOf(event);
  if (incident) {
    await tx.insert(studioSportsFeedIncident).values({
      providerId,
      eventSequence: message.sequence,
      fixtureId: fixture.id,
      ...incident,
      sequence: message.sequence,
    });
  }
  if (event.kind === 'EVENT_CANCELLED') {
    // The board the message carries already holds the score without the cancelled event.
    await tx
      .update(studioSportsFeedIncident)
      .set({ cancelled: true, sequence: message.sequence })
      .where(
        and(
          eq(studioSportsFeedIncident.providerId, providerId),
          eq(studioSportsFeedIncident.fixtureId, fixture.id),
          eq(studioSportsFeedIncident.eventSequence, event.cancelsSequence),
        ),
      );
  }
  const minute = 'minute' in event && event.minute !== null ? event.minute : fixture.minute;
  const betStopUntil = stopsBetting(event)
    ? new Date(Date.parse(message.sentAt) + context.betStopMs)
    : fixture.betStopUntil;
  await tx
    .update(studioSportsFeedFixture)
    .set({
      // Play under way is a live match, whether or not the provider sent the status first.
      status: fixture.status === 'SCHEDULED' && isPlaying(message.phase) ? 'LIVE' : fixture.status,
      phase: message.phase,
      scoreboard: message.scoreboard,
      minute,
      betStopUntil,
      sequence: message.sequence,
    })
    .where(fixtureKey(providerId, fixture.id));
  return null;
};

/** The engine's market for a provider's key, if it settles it for this sport with these selections. */
const checkMarket = (sport: Sport, market: ProviderMarket): Refusal => {
  let parsed: Market;
  try {
    parsed = parseMarketKey(market.marketKey);
  } catch {
    return `MARKET_KEY_INVALID ${market.marketKey}`;
  }
  const footballMarket = !isEsportsMarket(parsed) && !isSportMarket(parsed);
  if ((sport === 'FOOTBALL') !== footballMarket)
    return `MARKET_SPORT_MISMATCH ${market.marketKey} on ${sport}`;
  const known = selectionKeys(parsed);
  const keys = market.selections.map((selection) => selection.key);
  if (new Set(keys).size !== keys.length) return `SELECTION_DUPLICATE ${market.marketKey}`;
  const unknown = keys.find((key) => !known.includes(key));
  return unknown === undefined ? null : `SELECTION_UNKNOWN ${market.marketKey} ${unknown}`;
};

const applyMarket = async (tx: Tx, context: Context, market: ProviderMarket): Promise<Refusal> => {
  const { providerId, message } = context;
  const fixture = await fixtureOf(tx, providerId, market.fixtureId);
  if (!fixture) return `FIXTURE_UNKNOWN ${market.fixtureId}`;
  const refusal = checkMarket(fixture.sport, market);
  if (refusal) return refusal;
  const row = {
    providerId,
    fixtureId: market.fixtureId,
    marketKey: market.marketKey,
    status: market.status,
    selections: market.selections,
    sequence: message.sequence,
  };
  await tx
    .insert(studioSportsFeedMarket)
    .values(row)
    .onConflictDoUpdate({
      target: [
        studioSportsFeedMarket.providerId,
        studioSportsFeedMarket.fixtureId,
        studioSportsFeedMarket.marketKey,
      ],
      set: { status: row.status, selections: row.selections, sequence: row.sequence },
    });
  return null;
};

/**
 * A first result (RESULT) or a correction (RESULT_CORRECTED, which needs one to correct): its
 * version must pass the latest stored, and settlement must be able to read it, so a result that
 * could not be settled is refused here rather than failing every settlement run.
 */
const applyResult = async (
  tx: Tx,
  context: Context,
  input: { result: FeedResult; reason: string | null },
): Promise<Refusal> => {
  const { providerId, message } = context;
  const { result } = input;
  const fixture = await fixtureOf(tx, providerId, result.fixtureId);
  if (!fixture) return `FIXTURE_UNKNOWN ${result.fixtureId}`;
  if (fixture.sport !== result.sport) return `RESULT_SPORT_MISMATCH ${result.sport} for ${fixture.sport}`;
  try {
    feedFinalResult(result, fixture.format);
  } catch (error) {
    if (error instanceof SportsbookInputError) return `RESULT_UNREADABLE ${error.message}`;
    throw error;
  }
  const [latest] = await tx
    .select({ version: studioSportsFeedResult.version })
    .from(studioSportsFeedResult)
    .where(
      and(
        eq(studioSportsFeedResult.providerId, providerId),
        eq(studioSportsFeedResult.fixtureId, fixture.id),
      ),
    )
    .orderBy(desc(studioSportsFeedResult.version))
    .limit(1);
  const latestVersion = latest?.version ?? 0;
  if (input.reason !== null && latestVersion === 0) return `RESULT_CORRECTION_WITHOUT_RESULT ${fixture.id}`;
  if (result.version <= latestVersion) return `RESULT_VERSION_STALE ${result.version} ≤ ${latestVersion}`;
  await tx.insert(studioSportsFeedResult).values({
    providerId,
    fixtureId: fixture.id,
    version: result.version,
    status: result.status,
    scoreboard: result.scoreboard,
    retired: result.retired ?? null,
    reason: input.reason,
    publishedAt: new Date(context.now),
    sequence: message.sequence,
  });
  await tx
    .update(studioSportsFeedFixture)
    .set({
      status: result.status,
      phase: { status: 'ENDED' },
      scoreboard: result.scoreboard,
      sequence: message.sequence,
    })
    .where(fixtureKey(providerId, fixture.id));
  return null;
};

/** Applies one checked message inside the store's transaction (the cursor already locked and checked). */
export const applyMessage = async (tx: Tx, context: Context): Promise<Refusal> => {
  const { providerId, message } = context;
  switch (message.type) {
    case 'FIXTURE': {
      const { fixture } = message;
      // Its markets and results were checked against its sport: a fixture cannot change sport.
      const known = await fixtureOf(tx, providerId, fixture.id);
      if (known && known.sport !== fixture.sport) {
        return `FIXTURE_SPORT_CHANGED ${fixture.id} ${known.sport} to ${fixture.sport}`;
      }
      const row = {
        providerId,
        id: fixture.id,
        competitionId: fixture.competitionId,
        sport: fixture.sport,
        home: fixture.home,
        away: fixture.away,
        startsAt: new Date(fixture.startsAt),
        format: fixture.format,
        status: fixture.status,
        liveCoverage: fixture.liveCoverage,
        phase: { status: 'NOT_STARTED' } as const,
        sequence: message.sequence,
      };
      const { providerId: _provider, id: _id, phase: _phase, ...update } = row;
      await tx
        .insert(studioSportsFeedFixture)
        .values(row)
        .onConflictDoUpdate({
          target: [studioSportsFeedFixture.providerId, studioSportsFeedFixture.id],
          set: update,
        });
      return null;
    }
    case 'FIXTURE_STATUS': {
      const updated = await tx
        .update(studioSportsFeedFixture)
        .set({ status: message.status, startsAt: new Date(message.startsAt), sequence: message.sequence })
        .where(fixtureKey(providerId, message.fixtureId))
        .returning({ id: studioSportsFeedFixture.id });
      return updated.length > 0 ? null : `FIXTURE_UNKNOWN ${message.fixtureId}`;
    }
    case 'LIVE_EVENT':
      return applyLiveEvent(tx, context, message);
    case 'MARKET':
      return applyMarket(tx, context, message.market);
    case 'RESULT':
      return applyResult(tx, context, { result: message.result, reason: null });
    case 'RESULT_CORRECTED':
      return applyResult(tx, context, { result: message.result, reason: message.reason });
    default: {
      const unknown: never = message;
      return `MESSAGE_TYPE_UNKNOWN ${JSON.stringify(unknown).slice(0, 100)}`;
    }
  }
};
