import { describe, expect, it } from 'vitest';
import { LotteryInputError } from './input-error.js';
import { VN_BET_TYPES, type VnBetType } from './vn-bets.js';
import { DEFAULT_VN_ODDS, assertVnOdds, type VnOddsConfig } from './vn-odds.js';
import { vnPrizeRows, type VnRegion } from './vn-prizes.js';

/** How many of a region's numbers have at least `digits` digits. */
const numbersWith = (region: VnRegion, digits: number) =>
  vnPrizeRows(region)
    .filter((row) => row.digits >= digits)
    .reduce((sum, row) => sum + row.count, 0);

const binomial = (n: number, k: number) => {
  let value = 1;
  for (let index = 0; index < k; index += 1) value = (value * (n - index)) / (index + 1);
  return value;
};

/** The expected hits of one unit line (each number uniform and independent, as the draw is). */
const expectedHits = (region: VnRegion, betType: VnBetType): number => {
  const all = numbersWith(region, 2);
  const xien = (k: number) => {
    let chance = 0;
    for (let j = 0; j <= k; j += 1) chance += (-1) ** j * binomial(k, j) * (1 - j / 100) ** all;
    return chance;
  };
  switch (betType) {
    case 'LO_2':
      return all / 100;
    case 'LO_3':
      return numbersWith(region, 3) / 1_000;
    case 'LO_4':
      return numbersWith(region, 4) / 10_000;
    case 'DE':
      return 1 / 100;
    case 'BA_CANG':
      return 1 / 1_000;
    case 'XIEN_2':
      return xien(2);
    case 'XIEN_3':
      return xien(3);
    case 'XIEN_4':
      return xien(4);
    case 'DAU':
    case 'DUOI':
      return 1 / 10;
  }
};

describe('the default VN odds', () => {
  it('counts the numbers each lô reads: 27 / 23 / 20 in the north, 18 / 17 / 16 in the south', () => {
    expect([2, 3, 4].map((digits) => numbersWith('NORTH', digits))).toEqual([27, 23, 20]);
    expect([2, 3, 4].map((digits) => numbersWith('SOUTH', digits))).toEqual([18, 17, 16]);
  });

  it.each(['NORTH', 'CENTRAL', 'SOUTH'] as const)(
    'return between 92 and 99 percent on every bet type of %s',
    (region) => {
      for (const betType of VN_BET_TYPES) {
        const rtp = (DEFAULT_VN_ODDS[region][betType] / 1_000) * expectedHits(region, betType);
        expect(rtp, `${region} ${betType}`).toBeGreaterThan(0.92);
        expect(rtp, `${region} ${betType}`).toBeLessThan(0.99);
      }
    },
  );

  it('are a valid configuration, and a configuration missing a price or with a negative one is refused', () => {
    expect(() => assertVnOdds(DEFAULT_VN_ODDS)).not.toThrow();
    const missing = { ...DEFAULT_VN_ODDS, SOUTH: { ...DEFAULT_VN_ODDS.SOUTH, DE: undefined } };
    expect(() => assertVnOdds(missing as unknown as VnOddsConfig)).toThrow(LotteryInputError);
    const negative = { ...DEFAULT_VN_ODDS, NORTH: { ...DEFAULT_VN_ODDS.NORTH, LO_2: -1 } };
    expect(() => assertVnOdds(negative)).toThrow(LotteryInputError);
  });
});
