import { LOTTERY_VN_BET_TYPES, vnSelectionShape } from '@platform/contracts';
import { LotteryInputError } from './input-error.js';
import { allVnNumbers, specialNumber, type VnResult } from './vn-prizes.js';

/**
 * The VN bet types and what counts as a hit on a result. Numbers are digit strings of the type's
 * length; a line's `hits` is how many times it pays its odds (0 is a loss):
 *   LO_2 / LO_3 / LO_4  every prize number (of at least that many digits) whose last 2 / 3 / 4
 *                       digits equal the chosen number; each occurrence is one hit
 *   DE                  the special prize's last 2 digits            (1 hit or none)
 *   BA_CANG (3 càng)    the special prize's last 3 digits            (1 hit or none)
 *   XIEN_2 / _3 / _4    every one of the 2 / 3 / 4 distinct 2-digit numbers appears among the
 *                       prizes' last 2 digits (1 hit, however often each appears)
 *   DAU / DUOI (đầu / đuôi) the first / last digit of the đề number (1 hit or none)
 */

/** The wire's list (packages/contracts, studio-lottery.ts): the engine settles what a ticket can name. */
export const VN_BET_TYPES = LOTTERY_VN_BET_TYPES;
export type VnBetType = (typeof VN_BET_TYPES)[number];

/** What one line of a bet type chooses (packages/contracts, lottery-rules.ts). */
export { vnSelectionShape };

const isDigits = (value: string, digits: number): boolean =>
  value.length === digits && /^[0-9]+$/.test(value);

/** A line's numbers must fit its bet type; a xiên's must differ (a repeated number is a smaller xiên). */
export const assertVnSelection = (betType: VnBetType, numbers: readonly string[]): void => {
  const shape = vnSelectionShape(betType);
  if (numbers.length !== shape.numbers || !numbers.every((number) => isDigits(number, shape.digits))) {
    throw new LotteryInputError(
      'SELECTION_INVALID',
      `${betType} takes ${shape.numbers} number(s) of ${shape.digits} digit(s): ${numbers.join(',')}`,
    );
  }
  if (new Set(numbers).size !== numbers.length) {
    throw new LotteryInputError('SELECTION_REPEATED', `${betType}: ${numbers.join(',')}`);
  }
};

/** How often `tail` ends a prize number: a 2-digit G7 cannot carry a 3-digit lô. */
const tailCount = (result: VnResult, tail: string): number =>
  allVnNumbers(result).filter((number) => number.length >= tail.length && number.endsWith(tail)).length;

/** The đề number: the special prize's last two digits. */
export const deNumber = (result: VnResult): string => specialNumber(result).slice(-2);

export const vnLineHits = (betType: VnBetType, numbers: readonly string[], result: VnResult): number => {
  assertVnSelection(betType, numbers);
  const [first = ''] = numbers;
  switch (betType) {
    case 'LO_2':
    case 'LO_3':
    case 'LO_4':
      return tailCount(result, first);
    case 'DE':
      return deNumber(result) === first ? 1 : 0;
    case 'BA_CANG':
      return specialNumber(result).slice(-3) === first ? 1 : 0;
    case 'XIEN_2':
    case 'XIEN_3':
    case 'XIEN_4':
      return numbers.every((number) => tailCount(result, number) > 0) ? 1 : 0;
    case 'DAU':
      return deNumber(result)[0] === first ? 1 : 0;
    case 'DUOI':
      return deNumber(result)[1] === first ? 1 : 0;
    default: {
      const unknown: never = betType;
      throw new Error(`unknown bet type ${String(unknown)}`);
    }
  }
};
