import type { SportsBet } from '@platform/contracts';
import type { SportsBook } from '../book.js';
import { publicStatus } from './bet-states.js';
import { quoteCashOut } from './cash-out-quote.js';
import type { StudioSportsBetRow, StudioSportsLegRow } from './sportsbook-bets.tables.js';

/** A stored bet as the page's contract shows it, with its cash-out offer while open. */
export const betView = (input: {
  book: SportsBook;
  bet: StudioSportsBetRow;
  legs: readonly StudioSportsLegRow[];
  cashOutMarginBp: number;
  now: number;
}): SportsBet => {
  const { book, bet, legs, now } = input;
  const status = publicStatus(bet.status);
  if (!status) throw new Error(`bet ${bet.id} is not a bet yet (${bet.status})`);
  const offer =
    status === 'OPEN'
      ? quoteCashOut({ book, bet, legs, marginBp: input.cashOutMarginBp, now })
      : ({ ok: false, reason: 'NOT_OPEN' } as const);
  return {
    id: bet.id,
    placedAt: bet.createdAt.getTime(),
    shape: bet.shape,
    lines: bet.lines,
    stakeMinor: bet.stakeMinor,
    potentialReturnMinor: bet.potentialReturnMinor,
    status,
    paidMinor: bet.paidMinor,
    cashOut: offer.ok
      ? { available: true, valueMinor: offer.valueMinor }
      : { available: false, reason: offer.reason },
    autoCashOutMinor: bet.autoCashOutMinor,
    legs: legs.map((leg) => ({
      eventId: leg.eventId,
      eventName: leg.eventName,
      competitionName: leg.competitionName,
      startsAt: leg.startsAt.getTime(),
      marketKey: leg.marketKey,
      selection: leg.selection,
      oddsE3: leg.oddsE3,
      outcome: leg.outcome,
      score: book.event(leg.eventId, now)?.score ?? null,
    })),
  };
};
