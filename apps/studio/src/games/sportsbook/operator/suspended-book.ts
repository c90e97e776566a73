import type { SportsEventSummary, SportsMarket } from '@platform/contracts';
import type { BuilderRef, SportsBook } from '../book.js';
import { isSuspended, type Suspension } from './suspensions.js';

/**
 * The book as the operator's suspensions leave it: a suspended market (or every market of a
 * suspended event) quotes SUSPENDED, cash-out sees its legs suspended, and the lobby and event
 * pages show it greyed with its last prices — the same three answers a bet stop after a goal
 * gives, so placement, cash-out and the page need nothing of their own for it. Closed markets
 * stay closed; results are untouched (settlement does not wait for a lift).
 */
export const withSuspensions = (book: SportsBook, suspensions: readonly Suspension[]): SportsBook => {
  if (suspensions.length === 0) return book;
  const market = (eventId: string, each: SportsMarket): SportsMarket =>
    isSuspended(suspensions, { eventId, marketKey: each.key }) ? { ...each, status: 'SUSPENDED' } : each;
  const anyLegSuspended = (builder: BuilderRef) =>
    builder.legs.some((leg) =>
      isSuspended(suspensions, { eventId: builder.eventId, marketKey: leg.marketKey }),
    );
  const summary = <T extends SportsEventSummary>(event: T): T => ({
    ...event,
    mainMarket: event.mainMarket ? market(event.id, event.mainMarket) : null,
  });
  return {
    competitions: (section, now) => book.competitions(section, now),
    events: (section, now) => book.events(section, now).map(summary),
    event(eventId, now) {
      const event = book.event(eventId, now);
      return event && { ...summary(event), markets: event.markets.map((each) => market(eventId, each)) };
    },
    quote(leg, now) {
      const quote = book.quote(leg, now);
      return quote.status === 'OPEN' && isSuspended(suspensions, leg)
        ? { status: 'SUSPENDED', inPlay: quote.inPlay }
        : quote;
    },
    legView(leg, now) {
      const view = book.legView(leg, now);
      return view?.state === 'OPEN' && isSuspended(suspensions, leg) ? { ...view, suspended: true } : view;
    },
    builderQuote(builder, now) {
      const quote = book.builderQuote(builder, now);
      return quote.status === 'OPEN' && anyLegSuspended(builder)
        ? { status: 'SUSPENDED', inPlay: quote.inPlay }
        : quote;
    },
    builderView(builder, now) {
      const view = book.builderView(builder, now);
      return view?.state === 'OPEN' && anyLegSuspended(builder) ? { ...view, suspended: true } : view;
    },
    results: (section, now) => book.results(section, now),
    result: (eventId, now) => book.result(eventId, now),
    corrections: (since, now) => book.corrections(since, now),
  };
};
