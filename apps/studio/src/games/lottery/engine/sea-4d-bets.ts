import { permutationsOf } from '@platform/contracts';
import { LotteryInputError } from './input-error.js';
import { assertStake, returnMinor } from './money.js';
import {
  DEFAULT_SEA_4D_PRIZES,
  assertSea4dPrizes,
  type Sea4dPrizeTable,
  type Sea4dSize,
} from './sea-4d-prizes.js';
import { sea4dCategoryOf, type Sea4dCategory, type Sea4dResult } from './sea-4d-result.js';

/**
 * 4D bets on one 4-digit number:
 *   STRAIGHT  the number as written: costs the stake, pays stake × prize
 *   IBOX      every ordering of its digits for the price of one: costs the stake, and a winning
 *             ordering pays stake × prize / (number of orderings) — 1234 has 24, 1123 has 12,
 *             1122 has 6, 1112 has 4, 1111 has 1
 *   PERM      (system roll, "permutation") a straight bet on each ordering: costs stake × orderings,
 *             each winning ordering pays stake × prize in full
 * Two orderings of one number can both win (1234 first, 4321 a starter): both pay.
 */

export const SEA_4D_BET_KINDS = ['STRAIGHT', 'IBOX', 'PERM'] as const;
export type Sea4dBetKind = (typeof SEA_4D_BET_KINDS)[number];

export type Sea4dBet = { number: string; size: Sea4dSize; kind: Sea4dBetKind; stakeMinor: number };

export type Sea4dWin = { number: string; category: Sea4dCategory };
export type Sea4dSettlement = { costMinor: number; returnMinor: number; wins: Sea4dWin[] };

/** The distinct orderings of the digits, in ascending order (packages/contracts, lottery-rules.ts). */
export { permutationsOf };

export const assertSea4dBet = ({ number, stakeMinor }: Sea4dBet): void => {
  if (!/^[0-9]{4}$/.test(number)) throw new LotteryInputError('NUMBER_INVALID', number);
  assertStake(stakeMinor);
};

const numbersCovered = (bet: Sea4dBet): string[] =>
  bet.kind === 'STRAIGHT' ? [bet.number] : permutationsOf(bet.number);

export const sea4dCost = (bet: Sea4dBet): number => {
  assertSea4dBet(bet);
  switch (bet.kind) {
    case 'STRAIGHT':
    case 'IBOX':
      return bet.stakeMinor;
    case 'PERM': {
      const cost = bet.stakeMinor * permutationsOf(bet.number).length;
      if (!Number.isSafeInteger(cost)) throw new LotteryInputError('STAKE_INVALID', `${cost}`);
      return cost;
    }
    default: {
      const unknown: never = bet.kind;
      throw new Error(`unknown 4D bet kind ${String(unknown)}`);
    }
  }
};

export const settleSea4dBet = (
  bet: Sea4dBet,
  result: Sea4dResult,
  prizes: Sea4dPrizeTable = DEFAULT_SEA_4D_PRIZES,
): Sea4dSettlement => {
  const costMinor = sea4dCost(bet);
  assertSea4dPrizes(prizes);
  const wins = numbersCovered(bet).flatMap((number): Sea4dWin[] => {
    const category = sea4dCategoryOf(result, number);
    return category === null || prizes[bet.size][category] === 0 ? [] : [{ number, category }];
  });
  // The prizes are summed before the one floor, so an i-box's share loses less than a centavo.
  const oddsE3 = wins.reduce((sum, { category }) => sum + prizes[bet.size][category], 0);
  const divisor = bet.kind === 'IBOX' ? permutationsOf(bet.number).length : 1;
  return { costMinor, returnMinor: returnMinor({ stakeMinor: bet.stakeMinor, oddsE3, divisor }), wins };
};
