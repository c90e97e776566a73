import { describe, expect, it } from 'vitest';
import { drawUniformInt } from './draw-stream.js';
import { LotteryInputError } from './input-error.js';
import { permutationsOf, sea4dCost, settleSea4dBet, type Sea4dBet } from './sea-4d-bets.js';
import { DEFAULT_SEA_4D_PRIZES, assertSea4dPrizes, type Sea4dPrizeTable } from './sea-4d-prizes.js';
import { drawSea4dResult, type Sea4dResult } from './sea-4d-result.js';

/** 1234 is first, its reversal 4321 a starter and 1243 a consolation: one i-box wins three times. */
const RESULT: Sea4dResult = {
  first: '1234',
  second: '5678',
  third: '9012',
  starters: ['4321', '1111', '2222', '3333', '4444', '5555', '6666', '7777', '8888', '0000'],
  consolations: ['1243', '0101', '0202', '0303', '0404', '0505', '0606', '0707', '0808', '0909'],
};

const bet = (number: string, size: Sea4dBet['size'], kind: Sea4dBet['kind'], stakeMinor = 100): Sea4dBet => ({
  number,
  size,
  kind,
  stakeMinor,
});
const returnOf = (wager: Sea4dBet, prizes?: Sea4dPrizeTable) =>
  settleSea4dBet(wager, RESULT, prizes).returnMinor;

describe('4D results', () => {
  it('draw 23 different 4-digit numbers: 1st, 2nd, 3rd, 10 starters, 10 consolations', () => {
    for (const drawId of ['SEA4D-1', 'SEA4D-2', 'SEA4D-3']) {
      const result = drawSea4dResult(drawUniformInt('c'.repeat(64), drawId));
      const all = [result.first, result.second, result.third, ...result.starters, ...result.consolations];
      expect(result.starters).toHaveLength(10);
      expect(result.consolations).toHaveLength(10);
      expect(new Set(all).size).toBe(23);
      expect(all.every((number) => /^[0-9]{4}$/.test(number))).toBe(true);
    }
  });

  it('draw a number again when it is already out, so a stream of repeats still gives 23 different ones', () => {
    let calls = 0;
    // Answers 7, 7, 8, 8, 9, 9, …: every other pick repeats the one before.
    const repeating = () => 7 + Math.floor(calls++ / 2);
    const result = drawSea4dResult(repeating);
    expect([result.first, result.second, result.third]).toEqual(['0007', '0008', '0009']);
    expect(result.consolations.at(-1)).toBe('0029');
  });
});

describe('4D bets', () => {
  it('pay a straight big bet in every category and a small one only in the top three', () => {
    expect(returnOf(bet('1234', 'BIG', 'STRAIGHT'))).toBe(200_000);
    expect(returnOf(bet('5678', 'BIG', 'STRAIGHT'))).toBe(100_000);
    expect(returnOf(bet('9012', 'BIG', 'STRAIGHT'))).toBe(49_000);
    expect(returnOf(bet('4321', 'BIG', 'STRAIGHT'))).toBe(25_000);
    expect(returnOf(bet('1243', 'BIG', 'STRAIGHT'))).toBe(6_000);
    expect(returnOf(bet('1234', 'SMALL', 'STRAIGHT'))).toBe(300_000);
    expect(returnOf(bet('9012', 'SMALL', 'STRAIGHT'))).toBe(80_000);
    expect(settleSea4dBet(bet('4321', 'SMALL', 'STRAIGHT'), RESULT)).toEqual({
      costMinor: 100,
      returnMinor: 0,
      wins: [],
    });
    expect(returnOf(bet('9999', 'BIG', 'STRAIGHT'))).toBe(0);
  });

  it('count the distinct orderings an i-box shares its prize over', () => {
    expect(['1234', '1123', '1122', '1112', '1111'].map((number) => permutationsOf(number).length)).toEqual([
      24, 12, 6, 4, 1,
    ]);
    expect(permutationsOf('1122')).toEqual(['1122', '1212', '1221', '2112', '2121', '2211']);
  });

  it('pay an i-box each winning ordering’s prize divided by the orderings, for the price of one', () => {
    const ibox = settleSea4dBet(bet('2143', 'BIG', 'IBOX'), RESULT);
    expect(ibox.costMinor).toBe(100);
    expect(ibox.wins).toEqual([
      { number: '1234', category: 'FIRST' },
      { number: '1243', category: 'CONSOLATION' },
      { number: '4321', category: 'STARTER' },
    ]);
    // (2,000 + 60 + 250) × R$ 1 / 24 = R$ 96.25
    expect(ibox.returnMinor).toBe(9_625);
    // 1111 has one ordering: its i-box is a straight bet.
    expect(returnOf(bet('1111', 'BIG', 'IBOX'))).toBe(25_000);
    // 8765's ordering 5678 came second; rounded down once: 7 × 1,000 / 24 = 291.67 centavos.
    expect(returnOf(bet('8765', 'BIG', 'IBOX', 7))).toBe(291);
  });

  it('charge a permutation bet per ordering and pay each winning ordering in full', () => {
    const perm = settleSea4dBet(bet('1234', 'BIG', 'PERM'), RESULT);
    expect(perm.costMinor).toBe(2_400);
    expect(perm.returnMinor).toBe(200_000 + 25_000 + 6_000);
    expect(sea4dCost(bet('1122', 'SMALL', 'PERM', 50))).toBe(300);
  });

  it('read the prize table passed in', () => {
    const prizes = { ...DEFAULT_SEA_4D_PRIZES, BIG: { ...DEFAULT_SEA_4D_PRIZES.BIG, FIRST: 2_500_000 } };
    expect(returnOf(bet('1234', 'BIG', 'STRAIGHT'), prizes)).toBe(250_000);
    const holed = { ...DEFAULT_SEA_4D_PRIZES, SMALL: { ...DEFAULT_SEA_4D_PRIZES.SMALL, THIRD: Number.NaN } };
    expect(() => returnOf(bet('1234', 'SMALL', 'STRAIGHT'), holed)).toThrow(LotteryInputError);
  });

  it('return 65.9 % on a big and 58 % on a small bet with the default table', () => {
    const rtp = (size: 'BIG' | 'SMALL') => {
      const table = DEFAULT_SEA_4D_PRIZES[size];
      const perUnit = table.FIRST + table.SECOND + table.THIRD + 10 * table.STARTER + 10 * table.CONSOLATION;
      return perUnit / 1_000 / 10_000;
    };
    expect(rtp('BIG')).toBeCloseTo(0.659, 10);
    expect(rtp('SMALL')).toBeCloseTo(0.58, 10);
    expect(() => assertSea4dPrizes(DEFAULT_SEA_4D_PRIZES)).not.toThrow();
  });

  it('refuse a number that is not 4 digits and a stake that is not whole centavos', () => {
    expect(() => sea4dCost(bet('123', 'BIG', 'STRAIGHT'))).toThrow(LotteryInputError);
    expect(() => sea4dCost(bet('12345', 'BIG', 'IBOX'))).toThrow(LotteryInputError);
    expect(() => sea4dCost(bet('1234', 'BIG', 'PERM', 0.5))).toThrow(LotteryInputError);
  });
});
