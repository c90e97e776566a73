import type {
  SportsLiftRequest,
  SportsLiftResponse,
  SportsSuspendRequest,
  SportsSuspendResponse,
  SportsSuspension,
  SportsSuspensionsResponse,
} from '@platform/contracts';
import { AppError } from '@platform/server-kit';
import type { SportsBook } from '../book.js';
import { parseMarketKey, SportsbookInputError } from '../engine/index.js';
import type { SuspensionsRepository } from './suspensions.repository.js';
import type { Suspension } from './suspensions.js';

const view = (suspension: Suspension): SportsSuspension => ({
  eventId: suspension.eventId,
  marketKey: suspension.marketKey,
  operator: suspension.operator,
  reason: suspension.reason,
  suspendedAt: suspension.suspendedAt.getTime(),
});

/** The market key as the engine writes it, or a field error (a typo must not suspend nothing). */
const checkedMarketKey = (marketKey: string | null | undefined): string | null => {
  if (marketKey === null || marketKey === undefined) return null;
  try {
    parseMarketKey(marketKey);
    return marketKey;
  } catch (error) {
    if (!(error instanceof SportsbookInputError)) throw error;
    throw new AppError('validation-failed', { value: { fields: { marketKey: 'unknown-market' } } });
  }
};

/**
 * The operator's suspensions of events and markets (docs/sportsbook.md, "Operator suspension").
 * Suspending needs an event the book knows (an id with a typo is `sports-event-not-found`);
 * lifting does not, so a suspension outlives its event's listing and can still be cleared.
 */
export const createSportsbookOperator = (deps: {
  repository: SuspensionsRepository;
  book: SportsBook;
  now?: () => number;
}) => {
  const now = deps.now ?? Date.now;
  return {
    async suspend(request: SportsSuspendRequest): Promise<SportsSuspendResponse> {
      const marketKey = checkedMarketKey(request.marketKey);
      if (!deps.book.event(request.eventId, now())) throw new AppError('sports-event-not-found');
      const done = await deps.repository.suspend({
        eventId: request.eventId,
        marketKey,
        operator: request.operator,
        reason: request.reason,
      });
      return { suspension: view(done.suspension), changed: done.changed };
    },

    async lift(request: SportsLiftRequest): Promise<SportsLiftResponse> {
      return deps.repository.lift({
        eventId: request.eventId,
        marketKey: checkedMarketKey(request.marketKey),
        operator: request.operator,
        reason: request.reason,
      });
    },

    async suspensions(eventId?: string): Promise<SportsSuspensionsResponse> {
      const rows = await deps.repository.active(eventId === undefined ? undefined : [eventId]);
      return { suspensions: rows.map(view) };
    },
  };
};

export type SportsbookOperator = ReturnType<typeof createSportsbookOperator>;
