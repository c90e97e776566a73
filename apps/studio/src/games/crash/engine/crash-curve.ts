import { CRASH_MAX_HUNDREDTHS, CRASH_MIN_HUNDREDTHS } from '../../fair/index.js';

/**
 * The flight's curve: t ms after take-off the multiplier is floor(100 · e^(rate · t)) hundredths
 * (the usual crash curve; at 0.00006 it doubles about every 11.6 s). The server's clock alone
 * decides where a round is on it; pages draw the same curve from the round's start time.
 */
export const STANDARD_GROWTH_PER_MS = 0.00006;

export const multiplierAt = (elapsedMs: number, growthPerMs: number): number => {
  if (elapsedMs <= 0) return CRASH_MIN_HUNDREDTHS;
  const hundredths = Math.floor(100 * Math.exp(growthPerMs * elapsedMs));
  return Math.min(Math.max(hundredths, CRASH_MIN_HUNDREDTHS), CRASH_MAX_HUNDREDTHS);
};

/**
 * The first whole ms at which the curve reaches `hundredths`: a round crashes then, and an auto
 * cash-out at that multiplier happens then. Exact against `multiplierAt`, whatever the float
 * rounding of the logarithm.
 */
export const msToReach = (target: number, growthPerMs: number): number => {
  if (target <= CRASH_MIN_HUNDREDTHS) return 0;
  const hundredths = Math.min(target, CRASH_MAX_HUNDREDTHS);
  let ms = Math.max(0, Math.ceil(Math.log(hundredths / 100) / growthPerMs) - 1);
  while (multiplierAt(ms, growthPerMs) >= hundredths && ms > 0) ms -= 1;
  while (multiplierAt(ms, growthPerMs) < hundredths) ms += 1;
  return ms;
};
