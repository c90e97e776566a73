import type { ElottBetChoice } from './elott-bets.js';
import type { ExposureAddition } from './liability.js';
import { returnMinor } from './money.js';
import { permutationsOf, type Sea4dBet } from './sea-4d-bets.js';
import type { Sea4dPrizeTable } from './sea-4d-prizes.js';
import { assertVnTicket, type VnTicket } from './vn-ticket.js';

/**
 * What a new ticket adds to the house's exposure per number (liability.ts explains the rule), one
 * function per product, so the placement path turns any ticket into the rows it must reserve.
 */

/** Each line adds its one-hit return to every number it names (a xiên's on each of its numbers). */
export const vnTicketExposure = (ticket: VnTicket, oddsE3: number): ExposureAddition[] => {
  assertVnTicket(ticket);
  const perLine = returnMinor({ stakeMinor: ticket.stakeMinor, oddsE3 });
  return ticket.lines.flatMap((numbers) => numbers.map((number) => ({ number, amountMinor: perLine })));
};

/**
 * A 4D bet adds, on each number it covers, what that number pays if it comes first (the largest
 * prize of its size): in full for a straight or permutation bet, the i-box's share for an i-box.
 */
export const sea4dBetExposure = (bet: Sea4dBet, prizes: Sea4dPrizeTable): ExposureAddition[] => {
  const covered = bet.kind === 'STRAIGHT' ? [bet.number] : permutationsOf(bet.number);
  const divisor = bet.kind === 'IBOX' ? covered.length : 1;
  const amountMinor = returnMinor({ stakeMinor: bet.stakeMinor, oddsE3: prizes[bet.size].FIRST, divisor });
  return covered.map((number) => ({ number, amountMinor }));
};

/** ELOTT bets are on choices, not numbers: the choice's key plays the number's part in the row. */
export const elottExposureKey = (choice: ElottBetChoice): string => {
  switch (choice.kind) {
    case 'SUM_SIDE':
      return `SUM:${choice.side}`;
    case 'SUM_VALUE':
      return `SUM:${choice.value}`;
    case 'POSITION_SIDE':
      return `P${choice.position}:${choice.side}`;
    case 'POSITION_VALUE':
      return `P${choice.position}:${choice.value}`;
    default: {
      const unknown: never = choice;
      throw new Error(`unknown ELOTT bet ${JSON.stringify(unknown)}`);
    }
  }
};
