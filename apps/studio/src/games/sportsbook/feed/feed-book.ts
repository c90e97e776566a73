import type { SportsbookSection } from '@platform/contracts';
import type { Db } from '../../../db/client.js';
import type { BuilderQuote, EventResult, LegQuote, LegRef, LegView, SportsBook } from '../book.js';
import { settleSelection, type FinalResult } from '../engine/index.js';
import { feedFinalResult } from './feed-result.js';
import { createFeedSnapshot, type FeedEvent } from './feed-snapshot.js';
import { readFeedChanges, type FeedResultRow } from './feed-store-reads.js';
import { feedCompetitionView, feedDetailView, feedResultView, feedSummaryView } from './feed-views.js';
import { demarginedOutcomes, marketOf } from './provider-prices.js';

const HOUR_MS = 3_600_000;
/** The most results the list shows, as the simulated book. */
const MAX_RESULTS = 60;

export type FeedBookOptions = {
  db: Db;
  providerId: string;
  /** How often the instance reads what changed in the store (default 1 s): the answers' staleness. */
  refreshMs?: number;
  /** How far ahead the lobby lists (default 6 hours) and the book knows an event at all (24 hours). */
  lobbyAheadMs?: number;
  knownAheadMs?: number;
  /** How long after kick-off an event page still opens (default 3 hours). */
  pageBehindMs?: number;
  /** How far back fixtures are kept in memory: results and corrections re-settle within it (default 8 days). */
  keepBehindMs?: number;
  log?: { warn(object: unknown, message: string): void };
};

/** The book as it stands, plus the read that brings it up to date with the store. */
export type FeedBook = SportsBook & {
  /** Reads what changed since the last read (start() repeats it every refreshMs). */
  refresh(now?: number): Promise<void>;
  start(): void;
  stop(): Promise<void>;
  /** A provider's corrections arrive in its stream: none is published here (null). */
  publishCorrection(eventId: string, result: FinalResult, now: number): EventResult | null;
};

const FINAL_STATUSES = new Set(['FINISHED', 'ABANDONED', 'CANCELLED']);

/**
 * A `SportsBook` over a provider's stored feed (feed-store.ts): prices are the provider's own, the
 * engine only settles. Its calls are synchronous, so each instance answers from the store's rows
 * held in memory and refreshed every `refreshMs` (only the rows changed since its last read):
 * every instance reads the same rows and answers alike, at most `refreshMs` behind the store.
 */
export const createFeedBook = (options: FeedBookOptions): FeedBook => {
  const snapshot = createFeedSnapshot();
  const refreshMs = options.refreshMs ?? 1_000;
  const lobbyAheadMs = options.lobbyAheadMs ?? 6 * HOUR_MS;
  const knownAheadMs = options.knownAheadMs ?? 24 * HOUR_MS;
  const pageBehindMs = options.pageBehindMs ?? 3 * HOUR_MS;
  const keepBehindMs = options.keepBehindMs ?? 8 * 24 * HOUR_MS;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  const competitionMap = () => new Map(snapshot.competitions().map((row) => [row.id, row]));

  const known = (eventId: string, now: number): FeedEvent | null => {
    const event = snapshot.event(eventId);
    return event && event.fixture.startsAt.getTime() < now + knownAheadMs ? event : null;
  };

  const latestResult = (event: FeedEvent): FeedResultRow | null => event.results.at(-1) ?? null;

  /** The latest result as settlement reads it (stored results were checked readable when applied). */
  const eventResult = (event: FeedEvent): EventResult | null => {
    const latest = latestResult(event);
    if (!latest) return null;
    const result = feedFinalResult(
      {
        fixtureId: event.fixture.id,
        sport: event.fixture.sport,
        status: latest.status,
        scoreboard: latest.scoreboard,
        version: latest.version,
        ...(latest.retired ? { retired: latest.retired } : {}),
      },
      event.fixture.format,
    );
    return { eventId: event.fixture.id, version: latest.version, result };
  };

  const betStopped = (event: FeedEvent, now: number): boolean =>
    event.fixture.betStopUntil !== null && event.fixture.betStopUntil.getTime() > now;

  /**
   * Why no bet is taken on the event now, whatever the market: finished (CLOSED), kicked off
   * without live coverage (CLOSED), past its kick-off time with no word of it starting, postponed,
   * or in a bet stop (SUSPENDED). Null while it takes bets.
   */
  const eventHold = (event: FeedEvent, now: number): LegQuote | null => {
    const { status, liveCoverage, startsAt } = event.fixture;
    const inPlay = status === 'LIVE';
    if (FINAL_STATUSES.has(status) || latestResult(event))
      return { status: 'CLOSED', reason: 'EVENT_CLOSED' };
    if (inPlay && !liveCoverage) return { status: 'CLOSED', reason: 'EVENT_CLOSED' };
    if (status === 'POSTPONED' || (status === 'SCHEDULED' && startsAt.getTime() <= now)) {
      return { status: 'SUSPENDED', inPlay };
    }
    if (betStopped(event, now)) return { status: 'SUSPENDED', inPlay };
    return null;
  };

  const quote = (leg: LegRef, now: number): LegQuote => {
    const event = known(leg.eventId, now);
    if (!event) return { status: 'CLOSED', reason: 'EVENT_NOT_FOUND' };
    const row = event.markets.get(leg.marketKey);
    const selection = row?.selections.find((entry) => entry.key === leg.selection);
    if (!row || !selection || !marketOf(leg.marketKey, leg.selection)) {
      return { status: 'CLOSED', reason: 'SELECTION_UNKNOWN' };
    }
    const hold = eventHold(event, now);
    if (hold) return hold;
    const inPlay = event.fixture.status === 'LIVE';
    switch (row.status) {
      case 'CLOSED':
        return { status: 'CLOSED', reason: 'MARKET_CLOSED' };
      case 'SUSPENDED':
        return { status: 'SUSPENDED', inPlay };
      case 'OPEN':
        return selection.oddsE3 === null
          ? { status: 'CLOSED', reason: 'MARKET_CLOSED' }
          : { status: 'OPEN', oddsE3: selection.oddsE3, inPlay };
      default: {
        const unknown: never = row.status;
        throw new Error(`unknown market status ${String(unknown)}`);
      }
    }
  };

  const legView = (leg: LegRef, now: number): LegView | null => {
    const event = known(leg.eventId, now);
    const market = event ? marketOf(leg.marketKey, leg.selection) : null;
    const row = event?.markets.get(leg.marketKey);
    if (!event || !market || !row?.selections.some((entry) => entry.key === leg.selection)) return null;
    const settled = eventResult(event);
    if (settled) {
      return {
        state: 'SETTLED',
        outcome: settleSelection({ market, selection: leg.selection, result: settled.result }),
      };
    }
    const outcomes = demarginedOutcomes(row, leg.selection);
    if (!outcomes) return null;
    return { state: 'OPEN', outcomes, suspended: row.status !== 'OPEN' || eventHold(event, now) !== null };
  };

  /** Football is the sport whose views a provider's board fills (feed-views.ts); the others are stored only. */
  const listed = (section: SportsbookSection) => (event: FeedEvent) =>
    section === 'SPORTS' && event.fixture.sport === 'FOOTBALL';

  const refresh = async (now = Date.now()): Promise<void> => {
    const startsFrom = now - keepBehindMs;
    const changes = await readFeedChanges(options.db, {
      providerId: options.providerId,
      afterSequence: snapshot.sequence(),
      startsFrom: new Date(startsFrom),
    });
    snapshot.merge(changes);
    snapshot.evict(startsFrom);
  };

  const tick = () => {
    running ??= refresh()
      .catch((error: unknown) => options.log?.warn({ err: error }, 'sportsbook feed book refresh failed'))
      .finally(() => {
        running = null;
      });
  };

  return {
    competitions: (section) =>
      section === 'SPORTS'
        ? snapshot
            .competitions()
            .filter((row) => row.sport === 'FOOTBALL')
            .map(feedCompetitionView)
        : [],

    events(section, now) {
      const competitions = competitionMap();
      return snapshot
        .events()
        .filter(listed(section))
        .filter(({ fixture }) => {
          const startsAt = fixture.startsAt.getTime();
          return (
            (fixture.status === 'SCHEDULED' &&
              startsAt < now + lobbyAheadMs &&
              startsAt > now - pageBehindMs) ||
            fixture.status === 'LIVE'
          );
        })
        .sort(
          (a, b) =>
            Number(b.fixture.status === 'LIVE') - Number(a.fixture.status === 'LIVE') ||
            a.fixture.startsAt.getTime() - b.fixture.startsAt.getTime() ||
            a.fixture.id.localeCompare(b.fixture.id),
        )
        .map((event) => feedSummaryView({ event, competitions, betStopped: eventHold(event, now) !== null }));
    },

    event(eventId, now) {
      const event = known(eventId, now);
      if (!event || event.fixture.startsAt.getTime() < now - pageBehindMs) return null;
      return feedDetailView({
        event,
        competitions: competitionMap(),
        betStopped: eventHold(event, now) !== null,
      });
    },

    results(section, now) {
      const competitions = competitionMap();
      return snapshot
        .events()
        .filter(listed(section))
        .filter(
          ({ fixture }) =>
            fixture.startsAt.getTime() >= now - pageBehindMs && fixture.startsAt.getTime() <= now,
        )
        .sort((a, b) => b.fixture.startsAt.getTime() - a.fixture.startsAt.getTime())
        .flatMap((event) => {
          const settled = eventResult(event)?.result;
          return settled?.status === 'FINISHED'
            ? [feedResultView({ event, competitions, result: settled })]
            : [];
        })
        .slice(0, MAX_RESULTS);
    },

    quote,
    legView,

    /** The bet builder prices from the engine's model, which a provider's prices do not feed. */
    builderQuote(builder, now): BuilderQuote {
      if (!known(builder.eventId, now)) return { status: 'CLOSED', reason: 'EVENT_NOT_FOUND' };
      return { status: 'REFUSED', reason: 'SPORT_UNSUPPORTED', legIndex: null };
    },
    builderView: () => null,

    result(eventId, now) {
      const event = known(eventId, now);
      return event ? eventResult(event) : null;
    },

    corrections(since, now) {
      return snapshot.events().flatMap((event) => {
        const latest = latestResult(event);
        if (!latest || latest.version <= 1) return [];
        const at = latest.publishedAt.getTime();
        return at >= since && at <= now ? [{ eventId: event.fixture.id, version: latest.version }] : [];
      });
    },

    publishCorrection: () => null,

    refresh,
    start() {
      if (timer) return;
      tick();
      timer = setInterval(tick, refreshMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
};
