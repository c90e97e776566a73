import {
  SPORTS_BUILDER_REFUSALS,
  type OddsChangePolicy,
  type SportsBuilderLeg,
  type SportsSlipLeg,
} from '@platform/contracts';
import { AppError } from '@platform/server-kit';
import type { BuilderQuote, LegQuote, LegRef, SportsBook } from '../book.js';

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

/** One leg at the book's price now; a suspended or closed leg refuses the slip. */
const quoteLeg = (book: SportsBook, ref: LegRef, now: number): PricedLeg => {
  const quote = book.quote(ref, now);
  switch (quote.status) {
    case 'OPEN':
      return { ...ref, oddsE3: quote.oddsE3, inPlay: quote.inPlay };
    case 'SUSPENDED':
      throw new AppError('sports-market-suspended', {
        value: { eventId: ref.eventId, marketKey: ref.marketKey },
      });
    case 'CLOSED':
      throw closedError(quote.reason);
    default: {
      const unknown: never = quote;
      throw new Error(`unknown quote ${JSON.stringify(unknown)}`);
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
  const priced = input.legs.map((leg) =>
    quoteLeg(
      input.book,
      { eventId: leg.eventId, marketKey: leg.marketKey, selection: leg.selection },
      input.now,
    ),
  );
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

/** A builder at the book's price now: its own odds, and each leg's single price for the record. */
export type PricedBuilder = { oddsE3: number; inPlay: boolean; legs: PricedLeg[] };

const builderOpen = (quote: BuilderQuote): Extract<BuilderQuote, { status: 'OPEN' }> => {
  switch (quote.status) {
    case 'OPEN':
      return quote;
    case 'SUSPENDED':
      throw new AppError('sports-market-suspended');
    case 'CLOSED':
      throw closedError(quote.reason);
    case 'REFUSED':
      throw new AppError(SPORTS_BUILDER_REFUSALS[quote.reason], { value: { legIndex: quote.legIndex } });
    default: {
      const unknown: never = quote;
      throw new Error(`unknown builder quote ${JSON.stringify(unknown)}`);
    }
  }
};

/**
 * A bet builder at the book's price now (engine/bet-builder.ts through the book), under the
 * player's odds-change policy against the builder price they saw (`seenE3`; none for a quote):
 * `sports-odds-changed` with the price now, or the builder's refusal as its `sports-builder-*`
 * error (a redundant leg's index in the value). Each leg's own price is kept with the bet for the
 * record only: the builder pays its own odds.
 */
export const priceBuilderSlip = (input: {
  book: SportsBook;
  eventId: string;
  legs: readonly SportsBuilderLeg[];
  policy?: { policy: OddsChangePolicy; seenE3: number };
  now: number;
}): PricedBuilder => {
  const quote = builderOpen(input.book.builderQuote({ eventId: input.eventId, legs: input.legs }, input.now));
  const legs = input.legs.map((leg) => quoteLeg(input.book, { eventId: input.eventId, ...leg }, input.now));
  if (input.policy && !accepts(input.policy.policy, input.policy.seenE3, quote.oddsE3)) {
    throw new AppError('sports-odds-changed', { value: { oddsE3: quote.oddsE3 } });
  }
  return { oddsE3: quote.oddsE3, inPlay: quote.inPlay, legs };
};
