import type { OddsChangePolicy, SportsSlipLeg } from '@platform/contracts';
import { AppError } from '@platform/server-kit';
import type { LegQuote, LegRef, SportsBook } from '../book.js';

export type PricedLeg = LegRef & { oddsE3: number; inPlay: boolean };

const closedError = (reason: Extract<LegQuote, { status: 'CLOSED' }>['reason']): AppError => {
  switch (reason) {
    case 'EVENT_NOT_FOUND':
      return new AppError('sports-event-not-found');
    case 'SELECTION_UNKNOWN':
      return new AppError('sports-selection-unknown');
    case 'EVENT_CLOSED':
    case 'MARKET_CLOSED':
      return new AppError('sports-event-closed');
    default: {
      const unknown: never = reason;
      throw new Error(`unknown closing reason ${String(unknown)}`);
    }
  }
};

const accepts = (policy: OddsChangePolicy, seenE3: number, nowE3: number): boolean => {
  switch (policy) {
    case 'ANY':
      return true;
    case 'HIGHER':
      return nowE3 >= seenE3;
    case 'NONE':
      return nowE3 === seenE3;
    default: {
      const unknown: never = policy;
      throw new Error(`unknown odds policy ${String(unknown)}`);
    }
  }
};

/**
 * The slip's legs at the book's prices now, under the player's odds-change policy: the bet is
 * always placed at the current price (never at a stale one the player saw), and refused when the
 * policy does not accept it (`sports-odds-changed`, with every leg's price now, so the slip can
 * show them and ask again). A suspended or closed leg refuses the whole slip.
 */
export const priceLegs = (input: {
  book: SportsBook;
  legs: readonly SportsSlipLeg[];
  policy: OddsChangePolicy;
  now: number;
}): PricedLeg[] => {
  const priced = input.legs.map((leg): PricedLeg => {
    const ref = { eventId: leg.eventId, marketKey: leg.marketKey, selection: leg.selection };
    const quote = input.book.quote(ref, input.now);
    switch (quote.status) {
      case 'OPEN':
        return { ...ref, oddsE3: quote.oddsE3, inPlay: quote.inPlay };
      case 'SUSPENDED':
        throw new AppError('sports-market-suspended', {
          value: { eventId: leg.eventId, marketKey: leg.marketKey },
        });
      case 'CLOSED':
        throw closedError(quote.reason);
      default: {
        const unknown: never = quote;
        throw new Error(`unknown quote ${JSON.stringify(unknown)}`);
      }
    }
  });
  const refused = input.legs.some((leg, index) => {
    const current = priced[index];
    return !current || !accepts(input.policy, leg.oddsE3, current.oddsE3);
  });
  if (refused) {
    throw new AppError('sports-odds-changed', {
      value: {
        legs: priced.map(({ eventId, marketKey, selection, oddsE3 }) => ({
          eventId,
          marketKey,
          selection,
          oddsE3,
        })),
      },
    });
  }
  return priced;
};
