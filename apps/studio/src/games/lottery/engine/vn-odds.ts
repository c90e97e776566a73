import { assertOddsE3 } from './money.js';
import { VN_BET_TYPES, type VnBetType } from './vn-bets.js';
import { VN_REGIONS, type VnRegion } from './vn-prizes.js';

/**
 * The odds of each VN bet type per region, decimal odds × 1,000 per hit (money.ts). Regions differ
 * because the north draws 27 numbers and the south and centre 18: a lô is 1.5 times as likely to
 * hit in the north, so it pays less there. Each default's return to player (docs/lottery.md, the
 * table "Default odds") is exact and checked by vn-odds.test.ts:
 *   lô k digits: odds × (numbers with ≥ k digits) / 10^k     đề, đầu / đuôi, 3 càng: odds / 100, 10, 1000
 *   xiên k:      odds × Σ_j (−1)^j C(k, j) (1 − j/100)^N   (every one of k tails among N numbers)
 */

export type VnOdds = Record<VnBetType, number>;
export type VnOddsConfig = Record<VnRegion, VnOdds>;

const NORTH: VnOdds = {
  LO_2: 3_600,
  LO_3: 42_000,
  LO_4: 480_000,
  DE: 98_000,
  BA_CANG: 980_000,
  XIEN_2: 17_000,
  XIEN_3: 77_000,
  XIEN_4: 350_000,
  DAU: 9_800,
  DUOI: 9_800,
};

const SOUTH: VnOdds = {
  LO_2: 5_400,
  LO_3: 57_000,
  LO_4: 600_000,
  DE: 98_000,
  BA_CANG: 980_000,
  XIEN_2: 36_000,
  XIEN_3: 240_000,
  XIEN_4: 1_700_000,
  DAU: 9_800,
  DUOI: 9_800,
};

export const DEFAULT_VN_ODDS: VnOddsConfig = { NORTH, CENTRAL: SOUTH, SOUTH };

/** A configuration read from the operator must price every bet type of every region. */
export const assertVnOdds = (config: VnOddsConfig): void => {
  for (const region of VN_REGIONS) {
    for (const betType of VN_BET_TYPES) assertOddsE3(config[region]?.[betType] ?? -1, `${region} ${betType}`);
  }
};
