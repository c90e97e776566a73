import { DEFAULT_SEA_4D_PRIZES, DEFAULT_VN_ODDS, elottOddsAt } from '../engine/index.js';
import type { LotteryConfig } from '../draws/index.js';

/** ELOTT periods starting within this long are created ahead, their hashes published. */
const ELOTT_AHEAD_MS = 5 * 60_000;

/** The lottery's settings from the studio's environment (config.ts, STUDIO_LOTTERY_*). */
export type LotterySettings = {
  vnCloseMinutesBefore: number;
  sea4dCloseMinutesBefore: number;
  elottCloseSeconds: number;
  /** Tests only: VN draws every this many minutes instead of daily; 0 or absent: the real schedule. */
  vnTestPeriodMinutes?: number;
  minStakeMinor: number;
  maxStakeMinor: number;
  liabilityLimitMinor: number;
  elottRtpBp: number;
};

/**
 * The draws' and the purchase's configuration: the settings, the VN odds and 4D prize table at
 * their defaults (docs/lottery.md), the ELOTT odds priced from every bet's exact chance at the
 * configured RTP. The page's game info is built from the same object, so the page shows the
 * prices and limits the purchase applies.
 */
export const lotteryConfigOf = (settings: LotterySettings): LotteryConfig => ({
  vnCloseMinutesBefore: settings.vnCloseMinutesBefore,
  sea4dCloseMinutesBefore: settings.sea4dCloseMinutesBefore,
  elottCloseSeconds: settings.elottCloseSeconds,
  elottAheadMs: ELOTT_AHEAD_MS,
  vnTestPeriodMinutes: settings.vnTestPeriodMinutes ?? 0,
  minStakeMinor: settings.minStakeMinor,
  maxStakeMinor: settings.maxStakeMinor,
  liabilityLimitMinor: settings.liabilityLimitMinor,
  odds: { vn: DEFAULT_VN_ODDS, sea4d: DEFAULT_SEA_4D_PRIZES, elott: elottOddsAt(settings.elottRtpBp) },
});
