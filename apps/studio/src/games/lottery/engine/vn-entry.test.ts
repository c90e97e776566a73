import { describe, expect, it } from 'vitest';
import { seededUniformInt } from '../../../seeded-random.js';
import { LotteryInputError } from './input-error.js';
import {
  numbersEndingIn,
  numbersStartingWith,
  parseNumbers,
  randomNumbers,
  vnLinesFrom,
} from './vn-entry.js';
import { vnTicketCost } from './vn-ticket.js';

describe('VN entry helpers', () => {
  it('read many numbers typed at once, with any separator, dropping repeats', () => {
    expect(parseNumbers('12 34,56;78.\n05  12', 2)).toEqual(['12', '34', '56', '78', '05']);
    expect(parseNumbers('  ', 2)).toEqual([]);
    expect(parseNumbers('345 012', 3)).toEqual(['345', '012']);
  });

  it('refuse a number of the wrong length rather than guess its missing zero', () => {
    expect(() => parseNumbers('12 5', 2)).toThrow(LotteryInputError);
    expect(() => parseNumbers('12 1a', 2)).toThrow(LotteryInputError);
    expect(() => parseNumbers('12', 5)).toThrow(LotteryInputError);
  });

  it('give every number ending (đuôi) or starting (đầu) in a digit', () => {
    expect(numbersEndingIn(7)).toEqual(['07', '17', '27', '37', '47', '57', '67', '77', '87', '97']);
    expect(numbersStartingWith(0)).toEqual(['00', '01', '02', '03', '04', '05', '06', '07', '08', '09']);
    expect(numbersEndingIn(3, 3)).toHaveLength(100);
    expect(numbersEndingIn(3, 3).every((number) => /^[0-9]{2}3$/.test(number))).toBe(true);
    expect(() => numbersEndingIn(10)).toThrow(LotteryInputError);
  });

  it('pick distinct random numbers from the injected source, the same ones for the same source', () => {
    const picked = randomNumbers(10, 2, seededUniformInt('pick'));
    expect(new Set(picked).size).toBe(10);
    expect(picked.every((number) => /^[0-9]{2}$/.test(number))).toBe(true);
    expect(randomNumbers(10, 2, seededUniformInt('pick'))).toEqual(picked);
    const everyTwoDigitNumber = Array.from({ length: 100 }, (_, value) => String(value).padStart(2, '0'));
    expect(randomNumbers(100, 2, seededUniformInt('all')).sort()).toEqual(everyTwoDigitNumber);
    // A source that always answers 0 takes the pool in order: the pick is the source's, not Math.random's.
    expect(randomNumbers(3, 2, () => 0)).toEqual(['00', '01', '02']);
    expect(() => randomNumbers(101, 2, seededUniformInt('x'))).toThrow(LotteryInputError);
  });

  it('turn chosen numbers into lines: one each, or every combination for a xiên', () => {
    expect(vnLinesFrom('DE', ['12', '34'])).toEqual([['12'], ['34']]);
    const xien = vnLinesFrom('XIEN_2', ['12', '34', '56', '78']);
    expect(xien).toEqual([
      ['12', '34'],
      ['12', '56'],
      ['12', '78'],
      ['34', '56'],
      ['34', '78'],
      ['56', '78'],
    ]);
    expect(vnTicketCost({ betType: 'XIEN_2', lines: xien, stakeMinor: 100 })).toBe(600);
    expect(vnLinesFrom('XIEN_3', ['12', '34'])).toEqual([]);
  });
});
