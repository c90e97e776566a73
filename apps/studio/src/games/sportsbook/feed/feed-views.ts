import type {
  SportsCompetition,
  SportsEventDetail,
  SportsEventSummary,
  SportsIncident,
  SportsMarket,
  SportsResult,
} from '@platform/contracts';
import {
  DEFAULT_MARKETS,
  HALF_MINUTES,
  MATCH_MINUTES,
  marketKey,
  parseMarketKey,
  selectionKeys,
  type FinalResult,
} from '../engine/index.js';
import type { FeedEvent } from './feed-snapshot.js';
import type { FeedCompetitionRow } from './feed-store-reads.js';

/**
 * How the page sees a stored provider fixture: the contract's summary, detail and result, in the
 * shapes the simulated book gives (event-views.ts), so the page cannot tell the two apart. Football
 * first: the other sports' boards (basketball, tennis, e-sports) are not drawn from a provider yet.
 */

export const feedCompetitionView = (row: FeedCompetitionRow): SportsCompetition => ({
  id: row.id,
  sport: row.sport,
  name: row.name,
  country: row.country,
});

/** A fixture's competition, named by its id when the provider has not listed it (yet). */
const competitionOf = (event: FeedEvent, competitions: ReadonlyMap<string, FeedCompetitionRow>) => {
  const row = competitions.get(event.fixture.competitionId);
  return row
    ? feedCompetitionView(row)
    : {
        id: event.fixture.competitionId,
        sport: event.fixture.sport,
        name: event.fixture.competitionId,
        country: null,
      };
};

/** The minute as shown, from the last live event's minute (the provider's clock, not ours). */
const clockView = (event: FeedEvent): SportsEventSummary['clock'] => {
  const { phase, minute, status } = event.fixture;
  if (status !== 'LIVE') return null;
  const shown = minute ?? 0;
  switch (phase.status) {
    case 'NOT_STARTED':
      return { minute: 1, period: 'FIRST_HALF' };
    case 'BREAK':
      return { minute: HALF_MINUTES, period: 'HALF_TIME' };
    case 'IN_PERIOD':
      return phase.period === 'FIRST_HALF'
        ? { minute: Math.min(Math.max(shown, 1), HALF_MINUTES), period: 'FIRST_HALF' }
        : { minute: Math.min(Math.max(shown, HALF_MINUTES + 1), MATCH_MINUTES), period: 'SECOND_HALF' };
    case 'ENDED':
      return { minute: MATCH_MINUTES, period: 'ENDED' };
    default: {
      const unknown: never = phase;
      throw new Error(`unknown phase ${JSON.stringify(unknown)}`);
    }
  }
};

const scoreView = (event: FeedEvent): SportsEventSummary['score'] => {
  if (event.fixture.status === 'SCHEDULED' || event.fixture.status === 'POSTPONED') return null;
  const board = event.fixture.scoreboard;
  return board ? { home: board.home, away: board.away } : { home: 0, away: 0 };
};

const MARKET_ORDER = new Map(DEFAULT_MARKETS.map((market, index) => [marketKey(market), index]));

/** A market's selections in the order a page lists them (1, X, 2), whatever order the provider sent. */
const inPageOrder = (marketKeyText: string, selections: readonly { key: string; oddsE3: number }[]) => {
  const order = selectionKeys(parseMarketKey(marketKeyText));
  return [...selections].sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key));
};

/** The provider's markets a page shows: open or suspended ones with a price, in the engine's order. */
export const marketViews = (event: FeedEvent, betStopped: boolean): SportsMarket[] =>
  [...event.markets.values()]
    .filter((row) => row.status !== 'CLOSED' && row.selections.some((entry) => entry.oddsE3 !== null))
    .sort(
      (a, b) =>
        (MARKET_ORDER.get(a.marketKey) ?? MARKET_ORDER.size) -
          (MARKET_ORDER.get(b.marketKey) ?? MARKET_ORDER.size) || a.marketKey.localeCompare(b.marketKey),
    )
    .map((row) => ({
      key: row.marketKey,
      status: row.status === 'SUSPENDED' || betStopped ? 'SUSPENDED' : 'OPEN',
      // Stored markets were checked against the engine's keys when applied.
      selections: inPageOrder(
        row.marketKey,
        row.selections.flatMap((entry) =>
          entry.oddsE3 === null ? [] : [{ key: entry.key, oddsE3: entry.oddsE3 }],
        ),
      ),
    }));

type ViewInput = {
  event: FeedEvent;
  competitions: ReadonlyMap<string, FeedCompetitionRow>;
  /** Betting is stopped now (the provider's suspension is per market, in marketViews). */
  betStopped: boolean;
};

export const feedSummaryView = (input: ViewInput): SportsEventSummary => {
  const { event } = input;
  const markets = marketViews(event, input.betStopped);
  return {
    id: event.fixture.id,
    sport: event.fixture.sport,
    competition: competitionOf(event, input.competitions),
    home: event.fixture.home,
    away: event.fixture.away,
    startsAt: event.fixture.startsAt.getTime(),
    status: event.fixture.status,
    clock: clockView(event),
    score: scoreView(event),
    mainMarket: markets.find((market) => market.key === '1X2') ?? null,
    marketCount: markets.length,
  };
};

const countOf = (incidents: readonly SportsIncident[], kind: SportsIncident['kind']) => ({
  home: incidents.filter((incident) => incident.kind === kind && incident.side === 'HOME').length,
  away: incidents.filter((incident) => incident.kind === kind && incident.side === 'AWAY').length,
});

export const feedDetailView = (input: ViewInput): SportsEventDetail => {
  // A goal ruled out is no longer an incident; the stored board already leaves it out.
  const incidents = [...input.event.incidents.values()]
    .filter((incident) => !incident.cancelled)
    .map(({ minute, kind, side }) => ({ minute, kind, side }));
  return {
    ...feedSummaryView(input),
    markets: marketViews(input.event, input.betStopped),
    incidents,
    stats: {
      corners: countOf(incidents, 'CORNER'),
      yellowCards: countOf(incidents, 'YELLOW_CARD'),
      redCards: countOf(incidents, 'RED_CARD'),
    },
  };
};

/** A finished football fixture as the results list shows it. */
export const feedResultView = (
  input: Omit<ViewInput, 'betStopped'> & { result: Extract<FinalResult, { status: 'FINISHED' }> },
): SportsResult => ({
  id: input.event.fixture.id,
  sport: input.event.fixture.sport,
  competition: competitionOf(input.event, input.competitions),
  home: input.event.fixture.home,
  away: input.event.fixture.away,
  startsAt: input.event.fixture.startsAt.getTime(),
  score: input.result.fullTime,
  halfTime: input.result.halfTime,
});
