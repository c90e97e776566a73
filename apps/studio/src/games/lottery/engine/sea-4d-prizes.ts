import { assertOddsE3 } from './money.js';
import { SEA_4D_CATEGORIES, type Sea4dCategory } from './sea-4d-result.js';

/**
 * What one unit staked returns per prize category, × 1,000 (money.ts). A big bet wins on all 23
 * numbers, a small bet only on the top three but pays more for them. The defaults are Singapore
 * Pools' published table per $1 (Big 2,000 / 1,000 / 490 / 250 / 60; Small 3,000 / 2,000 / 800),
 * a return to player of 65.9 % (big) and 58 % (small): that is the market's price, and an operator
 * sets its own.
 */

export const SEA_4D_SIZES = ['BIG', 'SMALL'] as const;
export type Sea4dSize = (typeof SEA_4D_SIZES)[number];

export type Sea4dPrizeTable = Record<Sea4dSize, Record<Sea4dCategory, number>>;

export const DEFAULT_SEA_4D_PRIZES: Sea4dPrizeTable = {
  BIG: { FIRST: 2_000_000, SECOND: 1_000_000, THIRD: 490_000, STARTER: 250_000, CONSOLATION: 60_000 },
  SMALL: { FIRST: 3_000_000, SECOND: 2_000_000, THIRD: 800_000, STARTER: 0, CONSOLATION: 0 },
};

export const assertSea4dPrizes = (table: Sea4dPrizeTable): void => {
  for (const size of SEA_4D_SIZES) {
    for (const category of SEA_4D_CATEGORIES)
      assertOddsE3(table[size]?.[category] ?? -1, `${size} ${category}`);
  }
};
