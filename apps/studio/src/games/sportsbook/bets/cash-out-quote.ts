import type { LegView, SportsBook } from '../book.js';
import { cashOutValue, partialCashOut, type CashOutLeg, type PartialCashOutQuote } from '../engine/index.js';
import { engineShape, payingLegs } from './bet-shape.js';
import type { StudioSportsBetRow, StudioSportsLegRow } from './sportsbook-bets.tables.js';

export type CashOutOffer =
  { ok: true; valueMinor: number; remainingStakeMinor: number } | { ok: false; reason: CashOutUnavailable };
export type CashOutUnavailable = Extract<PartialCashOutQuote, { ok: false }>['reason'];

const fromView = (view: LegView | null, oddsE3: number): CashOutLeg => {
  // A leg the book no longer knows cannot be valued, so it counts as suspended.
  if (!view)
    return {
      state: 'OPEN',
      oddsE3,
      outcomes: { WON: 0, HALF_WON: 0, VOID: 1, HALF_LOST: 0, LOST: 0 },
      suspended: true,
    };
  switch (view.state) {
    case 'SETTLED':
      return { state: 'SETTLED', oddsE3, outcome: view.outcome };
    case 'OPEN':
      return { state: 'OPEN', oddsE3, outcomes: view.outcomes, suspended: view.suspended };
    default: {
      const unknown: never = view;
      throw new Error(`unknown leg view ${JSON.stringify(unknown)}`);
    }
  }
};

/**
 * The legs as cash-out values them: each leg by the book's view now, or its stored outcome once
 * settled here. A builder is one leg at its own odds, valued by the book over the match's joint
 * distribution (its legs are not independent, which the engine's product of legs assumes).
 */
const cashOutLegs = (
  book: SportsBook,
  bet: Pick<StudioSportsBetRow, 'shape'>,
  legs: readonly StudioSportsLegRow[],
  now: number,
): CashOutLeg[] => {
  if (bet.shape.kind === 'BUILDER') {
    const [paying] = payingLegs(bet.shape, legs);
    if (paying && paying.outcome !== 'OPEN')
      return [{ state: 'SETTLED', oddsE3: paying.oddsE3, outcome: paying.outcome }];
    const builder = { eventId: legs[0]?.eventId ?? '', legs };
    return [fromView(book.builderView(builder, now), bet.shape.oddsE3)];
  }
  return legs.map((leg) =>
    leg.outcome === 'OPEN'
      ? fromView(book.legView(leg, now), leg.oddsE3)
      : { state: 'SETTLED', oddsE3: leg.oddsE3, outcome: leg.outcome },
  );
};

/**
 * What cashing out `partStakeMinor` of the bet's stake (all of it when absent) pays now: the
 * engine's value of the legs as the book sees them, less the cash-out margin, floored once.
 */
export const quoteCashOut = (input: {
  book: SportsBook;
  bet: Pick<StudioSportsBetRow, 'stakeMinor' | 'shape' | 'maxPayoutMinor'>;
  legs: readonly StudioSportsLegRow[];
  marginBp: number;
  now: number;
  partStakeMinor?: number | undefined;
}): CashOutOffer => {
  const { bet } = input;
  const value = {
    stakeMinor: bet.stakeMinor,
    shape: engineShape(bet.shape),
    legs: cashOutLegs(input.book, bet, input.legs, input.now),
    maxPayoutMinor: bet.maxPayoutMinor,
    marginBp: input.marginBp,
  };
  const part = input.partStakeMinor ?? bet.stakeMinor;
  if (part >= bet.stakeMinor) {
    const full = cashOutValue(value);
    return full.ok ? { ok: true, valueMinor: full.valueMinor, remainingStakeMinor: 0 } : full;
  }
  return partialCashOut({ ...value, partStakeMinor: part });
};
