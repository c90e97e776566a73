import type { SportsBook } from '../book.js';
import { cashOutValue, partialCashOut, type CashOutLeg, type PartialCashOutQuote } from '../engine/index.js';
import { engineShape } from './bet-shape.js';
import type { StudioSportsBetRow, StudioSportsLegRow } from './sportsbook-bets.tables.js';

export type CashOutOffer =
  { ok: true; valueMinor: number; remainingStakeMinor: number } | { ok: false; reason: CashOutUnavailable };
export type CashOutUnavailable = Extract<PartialCashOutQuote, { ok: false }>['reason'];

/**
 * A leg as cash-out values it: the book's view now (a leg the book no longer knows cannot be
 * valued, so it counts as suspended), or its stored outcome once settled here.
 */
const cashOutLeg = (book: SportsBook, leg: StudioSportsLegRow, now: number): CashOutLeg => {
  if (leg.outcome !== 'OPEN') return { state: 'SETTLED', oddsE3: leg.oddsE3, outcome: leg.outcome };
  const view = book.legView(leg, now);
  if (!view)
    return {
      state: 'OPEN',
      oddsE3: leg.oddsE3,
      outcomes: { WON: 0, HALF_WON: 0, VOID: 1, HALF_LOST: 0, LOST: 0 },
      suspended: true,
    };
  switch (view.state) {
    case 'SETTLED':
      return { state: 'SETTLED', oddsE3: leg.oddsE3, outcome: view.outcome };
    case 'OPEN':
      return { state: 'OPEN', oddsE3: leg.oddsE3, outcomes: view.outcomes, suspended: view.suspended };
    default: {
      const unknown: never = view;
      throw new Error(`unknown leg view ${JSON.stringify(unknown)}`);
    }
  }
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
    legs: input.legs.map((leg) => cashOutLeg(input.book, leg, input.now)),
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
