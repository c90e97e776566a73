import { SportsbookInputError } from './input-error.js';

/**
 * Decimal odds travel as integer thousandths ("E3": 1.95 is 1950) so every payout is computed in
 * integers; the float `1.95` appears only in what a page displays.
 */
export const ODDS_SCALE = 1_000;
export const MIN_ODDS_E3 = 1_010;
export const MAX_ODDS_E3 = 1_000_000;

/**
 * The price ladder every offered price sits on, as exchanges and most books use: steps of 0.01
 * up to 2.00, widening as prices grow, so a price means the same precision in implied probability
 * wherever it is. Each band is [from, to) with its step, in thousandths.
 */
export const TICK_LADDER: ReadonlyArray<{ fromE3: number; toE3: number; stepE3: number }> = [
  { fromE3: 1_000, toE3: 2_000, stepE3: 10 },
  { fromE3: 2_000, toE3: 3_000, stepE3: 20 },
  { fromE3: 3_000, toE3: 4_000, stepE3: 50 },
  { fromE3: 4_000, toE3: 6_000, stepE3: 100 },
  { fromE3: 6_000, toE3: 10_000, stepE3: 200 },
  { fromE3: 10_000, toE3: 20_000, stepE3: 500 },
  { fromE3: 20_000, toE3: 30_000, stepE3: 1_000 },
  { fromE3: 30_000, toE3: 50_000, stepE3: 2_000 },
  { fromE3: 50_000, toE3: 100_000, stepE3: 5_000 },
  { fromE3: 100_000, toE3: MAX_ODDS_E3 + 1, stepE3: 10_000 },
];

/** The step of the band holding `oddsE3`. */
export const tickSizeAt = (oddsE3: number): number => {
  const band = TICK_LADDER.find(({ fromE3, toE3 }) => oddsE3 >= fromE3 && oddsE3 < toE3);
  if (!band) throw new SportsbookInputError('ODDS_OUT_OF_RANGE', `${oddsE3}`);
  return band.stepE3;
};

/**
 * A model price onto the ladder, rounded down: a rounded price never pays more than the margined
 * price, so rounding only ever adds to the margin. The result is clamped to [1.01, 1000]. A
 * billionth is added before flooring so that 1.95 computed as 1.9499999999 stays 1.95.
 */
export const roundOddsToTick = (odds: number): number => {
  if (!(odds > 0)) throw new SportsbookInputError('ODDS_OUT_OF_RANGE', `${odds}`);
  const rawE3 = odds * ODDS_SCALE + 1e-9;
  if (rawE3 >= MAX_ODDS_E3) return MAX_ODDS_E3;
  if (rawE3 < MIN_ODDS_E3) return MIN_ODDS_E3;
  const stepE3 = tickSizeAt(Math.floor(rawE3));
  return Math.floor(rawE3 / stepE3) * stepE3;
};

/** Odds a bet can carry: whole thousandths from 1.000 (a leg that returns the stake) to the max. */
export const assertOdds = (oddsE3: number): void => {
  if (!Number.isSafeInteger(oddsE3) || oddsE3 < ODDS_SCALE || oddsE3 > MAX_ODDS_E3) {
    throw new SportsbookInputError('ODDS_INVALID', `${oddsE3}`);
  }
};

/** 1950 → "1.95", 1005 → "1.005": two decimals at least, more only when the odds have them. */
export const formatOdds = (oddsE3: number): string => {
  assertOdds(oddsE3);
  const whole = Math.floor(oddsE3 / ODDS_SCALE);
  const thousandths = String(oddsE3 % ODDS_SCALE).padStart(3, '0');
  return `${whole}.${thousandths.endsWith('0') ? thousandths.slice(0, 2) : thousandths}`;
};
