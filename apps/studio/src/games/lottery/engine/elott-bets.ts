import { elottSumRange } from '@platform/contracts';
import { LotteryInputError } from './input-error.js';
import { elottShape, elottSum, isTriple, type ElottGame, type ElottResult } from './elott-result.js';

/**
 * ELOTT bet types, the same for every game:
 *   SUM_SIDE        big / small / odd / even of the sum
 *   SUM_VALUE       the sum exactly
 *   POSITION_SIDE   big / small / odd / even of the value at a position (1 = first)
 *   POSITION_VALUE  the value at a position exactly (the race: car c finishes p-th)
 * Big is the upper half of the range (lucky 5's sum 23–45, a digit 5–9; dice sum 11–18, a die 4–6;
 * the race's sum 12–19, a car 6–10). On three dice a triple makes every SUM_SIDE bet lose.
 */

export const ELOTT_SIDES = ['BIG', 'SMALL', 'ODD', 'EVEN'] as const;
export type ElottSide = (typeof ELOTT_SIDES)[number];

export type ElottBetChoice =
  | { kind: 'SUM_SIDE'; side: ElottSide }
  | { kind: 'SUM_VALUE'; value: number }
  | { kind: 'POSITION_SIDE'; position: number; side: ElottSide }
  | { kind: 'POSITION_VALUE'; position: number; value: number };

/** The sum's range and the first sum counted big (packages/contracts, lottery-rules.ts). */
export { elottSumRange };

/** Where a position's value counts as big: its upper half (digits 5–9, dice 4–6, cars 6–10). */
export const positionBigFrom = (game: ElottGame): number => {
  const { min, max } = elottShape(game);
  return min + Math.ceil((max - min + 1) / 2);
};

export const sideWins = (side: ElottSide, value: number, bigFrom: number): boolean => {
  switch (side) {
    case 'BIG':
      return value >= bigFrom;
    case 'SMALL':
      return value < bigFrom;
    case 'ODD':
      return value % 2 === 1;
    case 'EVEN':
      return value % 2 === 0;
    default: {
      const unknown: never = side;
      throw new Error(`unknown side ${String(unknown)}`);
    }
  }
};

const inRange = (value: number, min: number, max: number): boolean =>
  Number.isInteger(value) && value >= min && value <= max;

export const assertElottChoice = (game: ElottGame, choice: ElottBetChoice): void => {
  const shape = elottShape(game);
  const sums = elottSumRange(game);
  const valid = ((): boolean => {
    switch (choice.kind) {
      case 'SUM_SIDE':
        return ELOTT_SIDES.includes(choice.side);
      case 'SUM_VALUE':
        return inRange(choice.value, sums.min, sums.max);
      case 'POSITION_SIDE':
        return inRange(choice.position, 1, shape.positions) && ELOTT_SIDES.includes(choice.side);
      case 'POSITION_VALUE':
        return inRange(choice.position, 1, shape.positions) && inRange(choice.value, shape.min, shape.max);
      default: {
        const unknown: never = choice;
        throw new Error(`unknown ELOTT bet ${JSON.stringify(unknown)}`);
      }
    }
  })();
  if (!valid) throw new LotteryInputError('SELECTION_INVALID', `${game} ${JSON.stringify(choice)}`);
};

export const elottChoiceWins = (choice: ElottBetChoice, result: ElottResult): boolean => {
  assertElottChoice(result.game, choice);
  switch (choice.kind) {
    case 'SUM_SIDE':
      return !isTriple(result) && sideWins(choice.side, elottSum(result), elottSumRange(result.game).bigFrom);
    case 'SUM_VALUE':
      return elottSum(result) === choice.value;
    case 'POSITION_SIDE':
      return sideWins(choice.side, result.values[choice.position - 1] ?? -1, positionBigFrom(result.game));
    case 'POSITION_VALUE':
      return result.values[choice.position - 1] === choice.value;
    default: {
      const unknown: never = choice;
      throw new Error(`unknown ELOTT bet ${JSON.stringify(unknown)}`);
    }
  }
};
