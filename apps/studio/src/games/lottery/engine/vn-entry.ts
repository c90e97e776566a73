import type { UniformInt } from '../../../seeded-random.js';
import { LotteryInputError } from './input-error.js';
import { padDigits } from './vn-prizes.js';
import { MAX_VN_LINES } from './vn-ticket.js';
import { vnSelectionShape, type VnBetType } from './vn-bets.js';

/**
 * What the betting board offers to fill a ticket faster: many numbers typed at once, a random
 * pick, every number ending (or starting) in a digit, and a xiên over every combination of the
 * chosen numbers. Each returns numbers the ticket's own check accepts as they are.
 */

const assertDigits = (digits: number): void => {
  if (!Number.isInteger(digits) || digits < 1 || digits > 4)
    throw new LotteryInputError('DIGITS_INVALID', `${digits}`);
};

/**
 * "12 34,56;78" (spaces, commas, semicolons, dots or new lines between): each token must have
 * exactly `digits` digits, since "5" for a lô 2 could mean 05 or 50 and guessing would stake
 * money on the wrong one. Repeats are dropped, first one kept.
 */
export const parseNumbers = (text: string, digits: number): string[] => {
  assertDigits(digits);
  const tokens = text.split(/[\s,;.]+/).filter((token) => token !== '');
  for (const token of tokens) {
    if (token.length !== digits || !/^[0-9]+$/.test(token))
      throw new LotteryInputError('NUMBER_INVALID', token);
  }
  return [...new Set(tokens)];
};

const assertDigit = (digit: number): void => {
  if (!Number.isInteger(digit) || digit < 0 || digit > 9)
    throw new LotteryInputError('DIGIT_INVALID', `${digit}`);
};

const everyNumber = (digits: number): string[] =>
  Array.from({ length: 10 ** digits }, (_, value) => padDigits(value, digits));

/** "Đuôi d": the 10^(digits−1) numbers ending in `digit` (for 2 digits: 0d, 1d, … 9d). */
export const numbersEndingIn = (digit: number, digits = 2): string[] => {
  assertDigit(digit);
  assertDigits(digits);
  return everyNumber(digits).filter((number) => number.endsWith(String(digit)));
};

/** "Đầu d": the numbers starting with `digit` (for 2 digits: d0, d1, … d9). */
export const numbersStartingWith = (digit: number, digits = 2): string[] => {
  assertDigit(digit);
  assertDigits(digits);
  return everyNumber(digits).filter((number) => number.startsWith(String(digit)));
};

/** `count` distinct numbers, uniformly, from the injected source (crypto.randomInt in play). */
export const randomNumbers = (count: number, digits: number, random: UniformInt): string[] => {
  assertDigits(digits);
  const space = 10 ** digits;
  if (!Number.isInteger(count) || count < 1 || count > Math.min(space, MAX_VN_LINES)) {
    throw new LotteryInputError('PICK_COUNT_INVALID', `${count}`);
  }
  // A partial Fisher–Yates over the whole space: distinct picks with no retry loop.
  const pool = everyNumber(digits);
  for (let index = 0; index < count; index += 1) {
    const swap = index + random(space - index);
    [pool[index], pool[swap]] = [pool[swap] as string, pool[index] as string];
  }
  return pool.slice(0, count);
};

/**
 * The lines of a ticket from the numbers chosen: one line per number, except a xiên, which bets
 * every combination of its size from them (xiên ghép: 4 numbers as xiên 2 are 6 lines).
 */
export const vnLinesFrom = (betType: VnBetType, numbers: readonly string[]): string[][] => {
  const size = vnSelectionShape(betType).numbers;
  if (size === 1) return numbers.map((number) => [number]);
  const lines: string[][] = [];
  const walk = (start: number, chosen: string[]): void => {
    if (lines.length > MAX_VN_LINES) return;
    if (chosen.length === size) {
      lines.push(chosen);
      return;
    }
    for (let index = start; index < numbers.length; index += 1)
      walk(index + 1, [...chosen, numbers[index] as string]);
  };
  walk(0, []);
  if (lines.length > MAX_VN_LINES)
    throw new LotteryInputError('LINE_COUNT_INVALID', `more than ${MAX_VN_LINES}`);
  return lines;
};
