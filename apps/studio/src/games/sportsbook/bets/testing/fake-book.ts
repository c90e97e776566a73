import type { SportsEventDetail } from '@platform/contracts';
import type {
  BuilderQuote,
  BuilderRef,
  EventResult,
  LegQuote,
  LegRef,
  LegView,
  SportsBook,
} from '../../book.js';
import type { FinalResult, Outcome, OutcomeDistribution } from '../../engine/index.js';

const legKey = (leg: LegRef) => `${leg.eventId}|${leg.marketKey}|${leg.selection}`;
const builderKey = (builder: BuilderRef) =>
  [builder.eventId, ...builder.legs.map((leg) => `${leg.marketKey}|${leg.selection}`)].join('|');

/**
 * A book the tests steer: events, each selection's quote and cash-out view, and results are set
 * by hand, so every price change, suspension and result a test needs happens exactly when it says.
 */
export const createFakeBook = () => {
  const events = new Map<string, SportsEventDetail>();
  const quotes = new Map<string, LegQuote>();
  const views = new Map<string, LegView>();
  const results = new Map<string, EventResult>();
  const builderQuotes = new Map<string, BuilderQuote>();
  const builderViews = new Map<string, LegView>();

  const book: SportsBook = {
    competitions: () => [],
    events: () => [...events.values()],
    event: (eventId) => events.get(eventId) ?? null,
    // The bets never list results; the simulated book's tests cover the list.
    results: () => [],
    quote(leg) {
      if (!events.has(leg.eventId)) return { status: 'CLOSED', reason: 'EVENT_NOT_FOUND' };
      return quotes.get(legKey(leg)) ?? { status: 'CLOSED', reason: 'SELECTION_UNKNOWN' };
    },
    legView(leg) {
      if (!events.has(leg.eventId)) return null;
      return views.get(legKey(leg)) ?? null;
    },
    builderQuote(builder) {
      if (!events.has(builder.eventId)) return { status: 'CLOSED', reason: 'EVENT_NOT_FOUND' };
      return builderQuotes.get(builderKey(builder)) ?? { status: 'CLOSED', reason: 'SELECTION_UNKNOWN' };
    },
    builderView(builder) {
      if (!events.has(builder.eventId)) return null;
      return builderViews.get(builderKey(builder)) ?? null;
    },
    result: (eventId) => results.get(eventId) ?? null,
    corrections: () =>
      [...results.values()]
        .filter((result) => result.version > 1)
        .map(({ eventId, version }) => ({ eventId, version })),
  };

  return {
    book,
    /** An event named `<id> home – <id> away`, kicking off at `startsAt`. */
    addEvent(eventId: string, startsAt = Date.UTC(2026, 10, 28, 20)) {
      const side = (name: string) => ({
        id: `${eventId}-${name}`,
        name: `${eventId} ${name}`,
        shortName: name,
      });
      events.set(eventId, {
        id: eventId,
        sport: 'FOOTBALL',
        competition: { id: 'bra-a', sport: 'FOOTBALL', name: 'Brasileirão Série A', country: 'BR' },
        home: side('home'),
        away: side('away'),
        startsAt,
        status: 'SCHEDULED',
        clock: null,
        score: null,
        mainMarket: null,
        marketCount: 0,
        markets: [],
        incidents: [],
        stats: {
          corners: { home: 0, away: 0 },
          yellowCards: { home: 0, away: 0 },
          redCards: { home: 0, away: 0 },
        },
      });
    },
    /** Prices a selection OPEN at `oddsE3`, its cash-out view at `outcomes` (a coin flip by default). */
    price(leg: LegRef, oddsE3: number, options: { inPlay?: boolean; outcomes?: OutcomeDistribution } = {}) {
      quotes.set(legKey(leg), { status: 'OPEN', oddsE3, inPlay: options.inPlay ?? false });
      views.set(legKey(leg), {
        state: 'OPEN',
        outcomes: options.outcomes ?? { WON: 0.5, HALF_WON: 0, VOID: 0, HALF_LOST: 0, LOST: 0.5 },
        suspended: false,
      });
    },
    setQuote(leg: LegRef, quote: LegQuote) {
      quotes.set(legKey(leg), quote);
    },
    /** Suspends the selection for betting and for cash-out. */
    suspend(leg: LegRef) {
      quotes.set(legKey(leg), { status: 'SUSPENDED', inPlay: true });
      const view = views.get(legKey(leg));
      if (view?.state === 'OPEN') views.set(legKey(leg), { ...view, suspended: true });
    },
    setView(leg: LegRef, view: LegView) {
      views.set(legKey(leg), view);
    },
    /** The cash-out view of a selection whose outcome is known. */
    settle(leg: LegRef, outcome: Outcome) {
      views.set(legKey(leg), { state: 'SETTLED', outcome });
    },
    /** A builder's quote (OPEN, SUSPENDED, CLOSED or the engine's refusal) and its cash-out view. */
    setBuilder(builder: BuilderRef, quote: BuilderQuote, view?: LegView) {
      builderQuotes.set(builderKey(builder), quote);
      if (view) builderViews.set(builderKey(builder), view);
    },
    /** The event's official result (version 1 unless said); cash-out views are left as they are. */
    setResult(eventId: string, result: FinalResult, version = 1) {
      results.set(eventId, { eventId, version, result });
    },
    /** Publishes a corrected result: the event's version grows by one. */
    correct(eventId: string, result: FinalResult): number {
      const version = (results.get(eventId)?.version ?? 0) + 1;
      results.set(eventId, { eventId, version, result });
      return version;
    },
  };
};

export type FakeBook = ReturnType<typeof createFakeBook>;

/** A finished football result from the full-time score (half-time 0-0 unless given). */
export const finished = (home: number, away: number, halfTime = { home: 0, away: 0 }): FinalResult => ({
  status: 'FINISHED',
  fullTime: { home, away },
  halfTime,
});
