import { elottShape } from '@platform/contracts';
import { shuffleInPlace, type UniformInt } from '../../../seeded-random.js';

/**
 * The fast e-lottery games (ELOTT), each a draw every 1, 3 or 5 minutes. Every result is a row of
 * values read by position, which lets one set of bet types serve all three:
 *   LUCKY_5      5 digits 0–9, drawn independently          sum = all five (0–45)
 *   FAST_3       3 dice 1–6                                 sum = all three (3–18)
 *   CAR_RACE_10  the finishing order of cars 1–10           sum = 1st + 2nd car (3–19)
 * The race is a Fisher–Yates shuffle of cars 1…10 (from the last place down, seeded-random.ts),
 * so every order has the same chance.
 */

export const ELOTT_GAMES = ['LUCKY_5', 'FAST_3', 'CAR_RACE_10'] as const;
export type ElottGame = (typeof ELOTT_GAMES)[number];

export type ElottResult = { game: ElottGame; values: number[] };

/** The values a position may show, and how many positions a result has (packages/contracts). */
export { elottShape };

export const drawElottResult = (game: ElottGame, random: UniformInt): ElottResult => {
  const { positions, min, max } = elottShape(game);
  if (game === 'CAR_RACE_10') {
    const cars = Array.from({ length: positions }, (_, index) => index + 1);
    return { game, values: shuffleInPlace(random, cars) };
  }
  return { game, values: Array.from({ length: positions }, () => min + random(max - min + 1)) };
};

/** The number the sum bets read: the race adds only the first two cars (冠亚和, as players know it). */
export const elottSum = ({ game, values }: ElottResult): number => {
  const counted = game === 'CAR_RACE_10' ? values.slice(0, 2) : values;
  return counted.reduce((sum, value) => sum + value, 0);
};

/** Three equal dice: the house's number in sic bo, on which big, small, odd and even all lose. */
export const isTriple = ({ game, values }: ElottResult): boolean =>
  game === 'FAST_3' && values.every((value) => value === values[0]);
