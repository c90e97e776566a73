import type { UniformInt } from '../../../seeded-random.js';

/**
 * The prize structures of Vietnam's regional lotteries (xổ số kiến thiết). The north (miền Bắc)
 * draws 27 numbers a day; the south and the central region (miền Nam, miền Trung) draw 18 per
 * province. Each row is a prize, how many numbers it has and how many digits each number has.
 * Results are drawn in this order, so this order is part of the verify recipe.
 */

export const VN_REGIONS = ['NORTH', 'CENTRAL', 'SOUTH'] as const;
export type VnRegion = (typeof VN_REGIONS)[number];

export const VN_PRIZES = ['SPECIAL', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8'] as const;
export type VnPrize = (typeof VN_PRIZES)[number];

export type VnPrizeRow = { prize: VnPrize; count: number; digits: number };

export const VN_NORTH_PRIZES: readonly VnPrizeRow[] = [
  { prize: 'SPECIAL', count: 1, digits: 5 },
  { prize: 'G1', count: 1, digits: 5 },
  { prize: 'G2', count: 2, digits: 5 },
  { prize: 'G3', count: 6, digits: 5 },
  { prize: 'G4', count: 4, digits: 4 },
  { prize: 'G5', count: 6, digits: 4 },
  { prize: 'G6', count: 3, digits: 3 },
  { prize: 'G7', count: 4, digits: 2 },
];

/** South and central share one structure: G8 (2 digits) up to the 6-digit special. */
export const VN_SOUTH_PRIZES: readonly VnPrizeRow[] = [
  { prize: 'G8', count: 1, digits: 2 },
  { prize: 'G7', count: 1, digits: 3 },
  { prize: 'G6', count: 3, digits: 4 },
  { prize: 'G5', count: 1, digits: 4 },
  { prize: 'G4', count: 7, digits: 5 },
  { prize: 'G3', count: 2, digits: 5 },
  { prize: 'G2', count: 1, digits: 5 },
  { prize: 'G1', count: 1, digits: 5 },
  { prize: 'SPECIAL', count: 1, digits: 6 },
];

export const vnPrizeRows = (region: VnRegion): readonly VnPrizeRow[] => {
  switch (region) {
    case 'NORTH':
      return VN_NORTH_PRIZES;
    case 'CENTRAL':
    case 'SOUTH':
      return VN_SOUTH_PRIZES;
    default: {
      const unknown: never = region;
      throw new Error(`unknown region ${String(unknown)}`);
    }
  }
};

/** Numbers are strings: a leading zero is a digit of the prize ("05" is not "5"). */
export type VnPrizeNumbers = { prize: VnPrize; numbers: string[] };
export type VnResult = { region: VnRegion; prizes: VnPrizeNumbers[] };

export const padDigits = (value: number, digits: number): string => value.toString().padStart(digits, '0');

/** Each number uniformly among all strings of its length; prizes may repeat, as on the real draws. */
export const drawVnResult = (region: VnRegion, random: UniformInt): VnResult => ({
  region,
  prizes: vnPrizeRows(region).map(({ prize, count, digits }) => ({
    prize,
    numbers: Array.from({ length: count }, () => padDigits(random(10 ** digits), digits)),
  })),
});

export const allVnNumbers = (result: VnResult): string[] => result.prizes.flatMap(({ numbers }) => numbers);

export const specialNumber = (result: VnResult): string => {
  const special = result.prizes.find(({ prize }) => prize === 'SPECIAL')?.numbers[0];
  if (special === undefined) throw new Error('a VN result without a special prize');
  return special;
};
