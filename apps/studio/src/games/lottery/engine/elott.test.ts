import { describe, expect, it } from 'vitest';
import { drawUniformInt } from './draw-stream.js';
import { ELOTT_SIDES, elottChoiceWins, type ElottBetChoice } from './elott-bets.js';
import { DEFAULT_ELOTT_ODDS, elottChance, elottOddsFor } from './elott-odds.js';
import { drawElottResult, elottSum, type ElottGame, type ElottResult } from './elott-result.js';
import { settleElottBet } from './elott-ticket.js';
import { LotteryInputError } from './input-error.js';

const lucky = (values: number[]): ElottResult => ({ game: 'LUCKY_5', values });
const dice = (values: number[]): ElottResult => ({ game: 'FAST_3', values });
const race = (values: number[]): ElottResult => ({ game: 'CAR_RACE_10', values });
const sumSide = (side: (typeof ELOTT_SIDES)[number]): ElottBetChoice => ({ kind: 'SUM_SIDE', side });
const winningSides = (result: ElottResult) =>
  ELOTT_SIDES.filter((side) => elottChoiceWins(sumSide(side), result));

describe('ELOTT results', () => {
  it('draw 5 digits, 3 dice and a finishing order of 10 cars', () => {
    for (let draw = 0; draw < 20; draw += 1) {
      const random = () => drawUniformInt('e'.repeat(64), `ELOTT-${draw}`);
      const five = drawElottResult('LUCKY_5', random());
      expect(five.values).toHaveLength(5);
      expect(five.values.every((digit) => Number.isInteger(digit) && digit >= 0 && digit <= 9)).toBe(true);
      const three = drawElottResult('FAST_3', random());
      expect(three.values).toHaveLength(3);
      expect(three.values.every((die) => die >= 1 && die <= 6)).toBe(true);
      expect([...drawElottResult('CAR_RACE_10', random()).values].sort((a, b) => a - b)).toEqual([
        1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
      ]);
    }
  });

  it('add all five digits, all three dice, and only the first two cars', () => {
    expect(elottSum(lucky([9, 8, 7, 0, 1]))).toBe(25);
    expect(elottSum(dice([2, 4, 5]))).toBe(11);
    expect(elottSum(race([3, 9, 1, 2, 4, 5, 6, 7, 8, 10]))).toBe(12);
  });
});

describe('ELOTT bets on crafted results', () => {
  it('split the lucky-5 sum at 22 / 23 and read parity', () => {
    expect(winningSides(lucky([9, 9, 4, 0, 0]))).toEqual(['SMALL', 'EVEN']);
    expect(winningSides(lucky([9, 9, 5, 0, 0]))).toEqual(['BIG', 'ODD']);
  });

  it('split the dice at 10 / 11, and lose every side bet on a triple', () => {
    expect(winningSides(dice([1, 4, 5]))).toEqual(['SMALL', 'EVEN']);
    expect(winningSides(dice([2, 4, 5]))).toEqual(['BIG', 'ODD']);
    expect(winningSides(dice([4, 4, 4]))).toEqual([]);
    expect(elottChoiceWins({ kind: 'SUM_VALUE', value: 12 }, dice([4, 4, 4]))).toBe(true);
  });

  it('split the race sum at 11 / 12 and read positions as finishing places', () => {
    const result = race([3, 9, 1, 2, 4, 5, 6, 7, 8, 10]);
    expect(winningSides(result)).toEqual(['BIG', 'EVEN']);
    expect(winningSides(race([2, 9, 1, 3, 4, 5, 6, 7, 8, 10]))).toEqual(['SMALL', 'ODD']);
    expect(elottChoiceWins({ kind: 'POSITION_VALUE', position: 1, value: 3 }, result)).toBe(true);
    expect(elottChoiceWins({ kind: 'POSITION_VALUE', position: 10, value: 10 }, result)).toBe(true);
    expect(elottChoiceWins({ kind: 'POSITION_VALUE', position: 2, value: 3 }, result)).toBe(false);
    expect(elottChoiceWins({ kind: 'POSITION_SIDE', position: 2, side: 'BIG' }, result)).toBe(true);
    expect(elottChoiceWins({ kind: 'POSITION_SIDE', position: 3, side: 'BIG' }, result)).toBe(false);
  });

  it('split a position at its upper half: digits 5–9, dice 4–6, cars 6–10', () => {
    const big = { kind: 'POSITION_SIDE', position: 1, side: 'BIG' } as const;
    expect(elottChoiceWins(big, lucky([5, 0, 0, 0, 0]))).toBe(true);
    expect(elottChoiceWins(big, lucky([4, 0, 0, 0, 0]))).toBe(false);
    expect(elottChoiceWins(big, dice([4, 1, 2]))).toBe(true);
    expect(elottChoiceWins(big, dice([3, 1, 2]))).toBe(false);
    expect(elottChoiceWins(big, race([6, 1, 2, 3, 4, 5, 7, 8, 9, 10]))).toBe(true);
    expect(elottChoiceWins(big, race([5, 1, 2, 3, 4, 6, 7, 8, 9, 10]))).toBe(false);
  });

  it('pay stake × odds on a win and nothing on a loss', () => {
    const stake = { stakeMinor: 1_000 };
    expect(
      settleElottBet({ game: 'LUCKY_5', choice: sumSide('BIG'), ...stake }, lucky([9, 8, 7, 0, 1])),
    ).toEqual({
      costMinor: 1_000,
      won: true,
      returnMinor: 1_960,
    });
    expect(
      settleElottBet({ game: 'FAST_3', choice: sumSide('BIG'), ...stake }, dice([4, 4, 4])).returnMinor,
    ).toBe(0);
    const raceResult = race([3, 9, 1, 2, 4, 5, 6, 7, 8, 10]);
    expect(
      settleElottBet({ game: 'CAR_RACE_10', choice: sumSide('BIG'), ...stake }, raceResult).returnMinor,
    ).toBe(2_205);
    const place = { kind: 'POSITION_VALUE', position: 1, value: 3 } as const;
    expect(settleElottBet({ game: 'CAR_RACE_10', choice: place, ...stake }, raceResult).returnMinor).toBe(
      9_800,
    );
    const sum = { kind: 'SUM_VALUE', value: 11 } as const;
    expect(settleElottBet({ game: 'FAST_3', choice: sum, ...stake }, dice([2, 4, 5])).returnMinor).toBe(
      Math.floor((9_800 * 216) / 27 / 10),
    );
  });

  it('refuse a choice outside the game and a result of another game', () => {
    const bad = (game: ElottGame, choice: ElottBetChoice) =>
      expect(() => settleElottBet({ game, choice, stakeMinor: 100 }, { game, values: [] })).toThrow(
        LotteryInputError,
      );
    bad('LUCKY_5', { kind: 'POSITION_VALUE', position: 6, value: 1 });
    bad('FAST_3', { kind: 'SUM_VALUE', value: 2 });
    bad('CAR_RACE_10', { kind: 'POSITION_VALUE', position: 1, value: 0 });
    bad('FAST_3', { kind: 'POSITION_SIDE', position: 1, side: 'HIGH' as 'BIG' });
    expect(() =>
      settleElottBet({ game: 'FAST_3', choice: sumSide('BIG'), stakeMinor: 100 }, lucky([1, 2, 3, 4, 5])),
    ).toThrow(LotteryInputError);
  });
});

/** Every bet a game offers, for the checks of the odds over all of them. */
const choicesOf = (game: ElottGame): ElottBetChoice[] => {
  const limits = { LUCKY_5: [5, 0, 9, 0, 45], FAST_3: [3, 1, 6, 3, 18], CAR_RACE_10: [10, 1, 10, 3, 19] }[
    game
  ];
  const [positions = 0, min = 0, max = 0, sumMin = 0, sumMax = 0] = limits;
  const choices: ElottBetChoice[] = ELOTT_SIDES.map(sumSide);
  for (let value = sumMin; value <= sumMax; value += 1) choices.push({ kind: 'SUM_VALUE', value });
  for (let position = 1; position <= positions; position += 1) {
    for (const side of ELOTT_SIDES) choices.push({ kind: 'POSITION_SIDE', position, side });
    for (let value = min; value <= max; value += 1) choices.push({ kind: 'POSITION_VALUE', position, value });
  }
  return choices;
};

describe('ELOTT odds', () => {
  it('count the same winning ways as settlement does, over every roll of three dice', () => {
    const rolls: ElottResult[] = [];
    for (let a = 1; a <= 6; a += 1)
      for (let b = 1; b <= 6; b += 1) for (let c = 1; c <= 6; c += 1) rolls.push(dice([a, b, c]));
    for (const choice of choicesOf('FAST_3')) {
      const ways = rolls.filter((roll) => elottChoiceWins(choice, roll)).length;
      const chance = elottChance('FAST_3', choice);
      // Position bets are counted over one die's 6 faces: compare the fractions, exactly.
      expect(chance.ways * 216, JSON.stringify(choice)).toBe(ways * chance.total);
    }
    expect(elottChance('FAST_3', sumSide('BIG'))).toEqual({ ways: 105, total: 216 });
  });

  it('count the same ways as settlement over every first two cars of the race', () => {
    const starts: ElottResult[] = [];
    for (let first = 1; first <= 10; first += 1) {
      for (let second = 1; second <= 10; second += 1) {
        if (first === second) continue;
        const rest = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter((car) => car !== first && car !== second);
        starts.push(race([first, second, ...rest]));
      }
    }
    const readsFirstTwo = choicesOf('CAR_RACE_10').filter(
      (choice) => !('position' in choice) || choice.position <= 2,
    );
    for (const choice of readsFirstTwo) {
      const ways = starts.filter((start) => elottChoiceWins(choice, start)).length;
      const { ways: expected, total } = elottChance('CAR_RACE_10', choice);
      expect(ways * total, JSON.stringify(choice)).toBe(expected * 90);
    }
    expect(elottChance('CAR_RACE_10', sumSide('BIG'))).toEqual({ ways: 40, total: 90 });
  });

  it.each(['LUCKY_5', 'FAST_3', 'CAR_RACE_10'] as const)(
    'return at most 98 percent and more than 97.9 on every bet of %s',
    (game) => {
      for (const choice of choicesOf(game)) {
        const { ways, total } = elottChance(game, choice);
        // RTP = odds / 1,000 × ways / total, compared in integers (per 100,000) to stay exact.
        const rtpE8 = elottOddsFor(DEFAULT_ELOTT_ODDS, game, choice) * ways * 100_000;
        expect(rtpE8, JSON.stringify(choice)).toBeLessThanOrEqual(98_000 * 1_000 * total);
        expect(rtpE8, JSON.stringify(choice)).toBeGreaterThan(97_900 * 1_000 * total);
      }
    },
  );
});
