import { LotteryInputError } from './input-error.js';

/**
 * Odds are decimal odds as integers per 1,000 (1 ăn 99 is 99_000; a stake back is 1_000): what one
 * unit staked returns, stake included. Money is integer centavos. The product of a large stake and
 * large odds can pass 2^53, so the multiplication runs in BigInt and is floored once.
 */
export const ODDS_SCALE = 1_000;

export const assertStake = (stakeMinor: number): void => {
  if (!Number.isSafeInteger(stakeMinor) || stakeMinor < 1) {
    throw new LotteryInputError('STAKE_INVALID', `${stakeMinor}`);
  }
};

export const assertOddsE3 = (oddsE3: number, what: string): void => {
  if (!Number.isSafeInteger(oddsE3) || oddsE3 < 0)
    throw new LotteryInputError('ODDS_INVALID', `${what}: ${oddsE3}`);
};

/**
 * floor(stake × oddsE3 × times / 1000 / divisor): `times` counts lô hits, `divisor` the share of an
 * i-box. Flooring once at the end keeps every rounding in the house's favour by less than a centavo.
 */
export const returnMinor = ({
  stakeMinor,
  oddsE3,
  times = 1,
  divisor = 1,
}: {
  stakeMinor: number;
  oddsE3: number;
  times?: number;
  divisor?: number;
}): number => {
  const scaled =
    (BigInt(stakeMinor) * BigInt(oddsE3) * BigInt(times)) / (BigInt(ODDS_SCALE) * BigInt(divisor));
  const value = Number(scaled);
  if (!Number.isSafeInteger(value)) throw new LotteryInputError('PAYOUT_TOO_LARGE', scaled.toString());
  return value;
};
