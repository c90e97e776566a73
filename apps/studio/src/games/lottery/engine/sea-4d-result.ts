import type { UniformInt } from '../../../seeded-random.js';
import { padDigits } from './vn-prizes.js';

/**
 * A 4D draw (Singapore, Malaysia): 23 different 4-digit numbers, the 1st, 2nd and 3rd prizes, 10
 * starters and 10 consolations. A number that is already out is drawn again, as a ball machine
 * never shows one number twice in a draw; the order of the draw is 1st, 2nd, 3rd, starters,
 * consolations, which is part of the verify recipe.
 */

export const SEA_4D_CATEGORIES = ['FIRST', 'SECOND', 'THIRD', 'STARTER', 'CONSOLATION'] as const;
export type Sea4dCategory = (typeof SEA_4D_CATEGORIES)[number];

export type Sea4dResult = {
  first: string;
  second: string;
  third: string;
  starters: string[];
  consolations: string[];
};

export const SEA_4D_STARTERS = 10;
export const SEA_4D_CONSOLATIONS = 10;

export const drawSea4dResult = (random: UniformInt): Sea4dResult => {
  const drawn = new Set<string>();
  const next = (): string => {
    for (;;) {
      const number = padDigits(random(10_000), 4);
      if (!drawn.has(number)) {
        drawn.add(number);
        return number;
      }
    }
  };
  const first = next();
  const second = next();
  const third = next();
  const starters = Array.from({ length: SEA_4D_STARTERS }, next);
  const consolations = Array.from({ length: SEA_4D_CONSOLATIONS }, next);
  return { first, second, third, starters, consolations };
};

/** The category a number won in, or null: the 23 numbers differ, so there is at most one. */
export const sea4dCategoryOf = (result: Sea4dResult, number: string): Sea4dCategory | null => {
  if (result.first === number) return 'FIRST';
  if (result.second === number) return 'SECOND';
  if (result.third === number) return 'THIRD';
  if (result.starters.includes(number)) return 'STARTER';
  if (result.consolations.includes(number)) return 'CONSOLATION';
  return null;
};
