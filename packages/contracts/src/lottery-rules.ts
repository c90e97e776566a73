import type { LOTTERY_ELOTT_GAMES, LOTTERY_VN_BET_TYPES } from './studio-lottery.js';

/**
 * The lottery's pure rules that both the studio's engine (apps/studio/src/games/lottery/engine)
 * and its game page read: what a VN line chooses, the 4D orderings, and the fast games' ranges.
 * The engine checks and prices every ticket with them; the page builds its board from them.
 */

/** The most lines one VN ticket holds. */
export const MAX_VN_LINES = 1_000;

/** What one line of a VN bet type chooses: how many numbers and how many digits each. */
export const vnSelectionShape = (
  betType: (typeof LOTTERY_VN_BET_TYPES)[number],
): { numbers: number; digits: number } => {
  switch (betType) {
    case 'LO_2':
    case 'DE':
      return { numbers: 1, digits: 2 };
    case 'LO_3':
    case 'BA_CANG':
      return { numbers: 1, digits: 3 };
    case 'LO_4':
      return { numbers: 1, digits: 4 };
    case 'XIEN_2':
      return { numbers: 2, digits: 2 };
    case 'XIEN_3':
      return { numbers: 3, digits: 2 };
    case 'XIEN_4':
      return { numbers: 4, digits: 2 };
    case 'DAU':
    case 'DUOI':
      return { numbers: 1, digits: 1 };
    default: {
      const unknown: never = betType;
      throw new Error(`unknown bet type ${String(unknown)}`);
    }
  }
};

/**
 * The distinct orderings of a 4D number's digits, in ascending order: 24 for 1234, 12 for 1123,
 * 6 for 1122, 4 for 1112, 1 for 1111 (a permutation bet pays its stake on each).
 */
export const permutationsOf = (number: string): string[] => {
  const found = new Set<string>();
  const walk = (prefix: string, rest: string): void => {
    if (rest === '') {
      found.add(prefix);
      return;
    }
    for (let index = 0; index < rest.length; index += 1) {
      walk(prefix + rest.charAt(index), rest.slice(0, index) + rest.slice(index + 1));
    }
  };
  walk('', number);
  return [...found].sort();
};

type ElottGame = (typeof LOTTERY_ELOTT_GAMES)[number];

/** The values a fast game's position may show, and how many positions a result has. */
export const elottShape = (game: ElottGame): { positions: number; min: number; max: number } => {
  switch (game) {
    case 'LUCKY_5':
      return { positions: 5, min: 0, max: 9 };
    case 'FAST_3':
      return { positions: 3, min: 1, max: 6 };
    case 'CAR_RACE_10':
      return { positions: 10, min: 1, max: 10 };
    default: {
      const unknown: never = game;
      throw new Error(`unknown ELOTT game ${String(unknown)}`);
    }
  }
};

/** A fast game's sum: its range and the first sum counted big. */
export const elottSumRange = (game: ElottGame): { min: number; max: number; bigFrom: number } => {
  switch (game) {
    case 'LUCKY_5':
      return { min: 0, max: 45, bigFrom: 23 };
    case 'FAST_3':
      return { min: 3, max: 18, bigFrom: 11 };
    case 'CAR_RACE_10':
      return { min: 3, max: 19, bigFrom: 12 };
    default: {
      const unknown: never = game;
      throw new Error(`unknown ELOTT game ${String(unknown)}`);
    }
  }
};
