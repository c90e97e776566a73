import { z } from 'zod';

// The daily check-in (sign-in streak, the spec's activity status SIGNED; docs/check-in.md).
// Amounts are centavos.

/** One day of the streak's reward: cash (a bonus, where the profile allows) and points. */
export const CheckInDayReward = z.object({
  cash: z.number().int().min(0).max(100_000_000),
  points: z.number().int().min(0).max(1_000_000),
});
export type CheckInDayReward = z.infer<typeof CheckInDayReward>;

/**
 * The `checkIn` system setting: the reward of each day of a streak, day 1 first. After the last
 * day the streak keeps counting and the rewards start again from day 1 (a 7-day list is a week).
 */
export const CheckInSetting = z.object({
  days: z.array(CheckInDayReward).min(1).max(31),
});
export type CheckInSetting = z.infer<typeof CheckInSetting>;

export const CheckInDay = z.object({
  /** 1-based position in the reward list. */
  day: z.number().int(),
  cash: z.number().int(),
  points: z.number().int(),
  /** Checked in on this day of the current cycle. */
  done: z.boolean(),
  /** The day a check-in today counts as (or counted as). */
  today: z.boolean(),
});
export type CheckInDay = z.infer<typeof CheckInDay>;

/** GET /wps/member/checkIn. */
export const CheckInResponse = z.object({
  /** Today's Brasília date (yyyy-MM-dd). */
  date: z.string(),
  checkedInToday: z.boolean(),
  /** Consecutive days up to today (or yesterday, before today's check-in); 0 when the streak broke. */
  streak: z.number().int(),
  /** The reward list's days, marked done for this cycle. */
  days: z.array(CheckInDay),
  /** Whether cash rewards are paid here (the profile's bonus credits); points are shown regardless. */
  cashRewards: z.boolean(),
});
export type CheckInResponse = z.infer<typeof CheckInResponse>;

/** POST /wps/member/checkIn: today's check-in. */
export const CheckInRequest = z.object({}).strict();

export const CheckInClaimResponse = z.object({
  date: z.string(),
  streak: z.number().int(),
  day: z.number().int(),
  cash: z.number().int(),
  points: z.number().int(),
  /** Cash balance after the credit; null when no cash was paid. */
  balance: z.number().int().nullable(),
});
export type CheckInClaimResponse = z.infer<typeof CheckInClaimResponse>;
