import { MAX_VN_LINES } from '@platform/contracts';
import { LotteryInputError } from './input-error.js';
import { assertOddsE3, assertStake, returnMinor } from './money.js';
import { assertVnSelection, vnLineHits, type VnBetType } from './vn-bets.js';
import { DEFAULT_VN_ODDS, type VnOddsConfig } from './vn-odds.js';
import type { VnResult } from './vn-prizes.js';

/**
 * A VN ticket: one bet type, one or more lines, the same stake on each line. A lô or đề ticket on
 * 12, 34 and 56 is three lines of one number; a xiên ticket is lines of 2–4 numbers each (one line
 * for "xiên 2 of 12 and 34"). The ticket costs stake × lines.
 */
export type VnTicket = {
  betType: VnBetType;
  lines: ReadonlyArray<readonly string[]>;
  stakeMinor: number;
};

export type VnLineSettlement = { numbers: readonly string[]; hits: number; returnMinor: number };
export type VnTicketSettlement = { costMinor: number; returnMinor: number; lines: VnLineSettlement[] };

/** The most lines one ticket holds (packages/contracts, lottery-rules.ts). */
export { MAX_VN_LINES };

export const assertVnTicket = ({ betType, lines, stakeMinor }: VnTicket): void => {
  assertStake(stakeMinor);
  if (lines.length < 1 || lines.length > MAX_VN_LINES) {
    throw new LotteryInputError('LINE_COUNT_INVALID', `${lines.length}`);
  }
  for (const numbers of lines) assertVnSelection(betType, numbers);
};

export const vnTicketCost = (ticket: VnTicket): number => {
  assertVnTicket(ticket);
  const cost = ticket.stakeMinor * ticket.lines.length;
  if (!Number.isSafeInteger(cost)) throw new LotteryInputError('STAKE_INVALID', `${cost}`);
  return cost;
};

/** Each line pays stake × odds per hit; a lô number that ends three prizes pays three times. */
export const settleVnTicket = (
  ticket: VnTicket,
  result: VnResult,
  odds: VnOddsConfig = DEFAULT_VN_ODDS,
): VnTicketSettlement => {
  const costMinor = vnTicketCost(ticket);
  const oddsE3 = odds[result.region]?.[ticket.betType] ?? -1;
  assertOddsE3(oddsE3, `${result.region} ${ticket.betType}`);
  const lines = ticket.lines.map((numbers) => {
    const hits = vnLineHits(ticket.betType, numbers, result);
    return {
      numbers,
      hits,
      returnMinor: returnMinor({ stakeMinor: ticket.stakeMinor, oddsE3, times: hits }),
    };
  });
  return { costMinor, returnMinor: lines.reduce((sum, line) => sum + line.returnMinor, 0), lines };
};
