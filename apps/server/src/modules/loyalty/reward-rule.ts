import type { CheckInDayReward, CheckInSetting, ReferralSetting, VipLevelSetting } from '@platform/contracts';

// The rules of the rewards that pay (docs/referral-vip.md, docs/check-in.md), apart from the
// database so they are tested with any clock.

const DAY_MS = 86_400_000;
/** Brazil keeps UTC−3 all year (lib/day-range.ts). */
const BRASILIA_OFFSET_MS = 3 * 3_600_000;

/** The Brasília calendar month of an instant (yyyy-MM). */
export const brasiliaMonth = (at: Date): string =>
  new Date(at.getTime() - BRASILIA_OFFSET_MS).toISOString().slice(0, 7);

/** The instant a Brasília month (yyyy-MM) ends: midnight in Brasília of the next month's 1st. */
export const monthEnd = (month: string): Date => {
  const [year, monthIndex] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthIndex, 1) + BRASILIA_OFFSET_MS);
};

/** The day before a yyyy-MM-dd day. */
export const dayBefore = (day: string): string =>
  new Date(new Date(`${day}T00:00:00Z`).getTime() - DAY_MS).toISOString().slice(0, 10);

export type RewardEntitlement = {
  memberId: string;
  kind: 'VIP_UPGRADE' | 'VIP_MONTHLY' | 'REFERRAL';
  rewardKey: string;
  amount: number;
  level: number | null;
  month: string | null;
  friendId: string | null;
  expiresAt: Date | null;
};

/**
 * The upgrade bonuses a member at `level` is entitled to: one per level above the first up to
 * theirs that pays one. The key names the member and the level, so a level reached once is paid
 * once, whatever the member's level does afterwards.
 */
export const upgradeEntitlementsOf = (
  levels: readonly VipLevelSetting[],
  memberId: string,
  level: number,
): RewardEntitlement[] =>
  levels
    .slice(1, Math.min(level, levels.length - 1) + 1)
    .map((setting, index) => ({ setting, level: index + 1 }))
    .filter(({ setting }) => (setting.upgradeBonus ?? 0) > 0)
    .map(({ setting, level: reached }) => ({
      memberId,
      kind: 'VIP_UPGRADE',
      rewardKey: `vip-upgrade:${memberId}:${reached}`,
      amount: setting.upgradeBonus!,
      level: reached,
      month: null,
      friendId: null,
      expiresAt: null,
    }));

/**
 * The monthly bonus of the level a member holds in the Brasília month of `at`, claimable until
 * the month ends; null where the level pays none. One per member and month: the level the job
 * first sees the member at that month decides the amount.
 */
export const monthlyEntitlementOf = (
  levels: readonly VipLevelSetting[],
  memberId: string,
  level: number,
  at: Date,
): RewardEntitlement | null => {
  const held = levels[Math.min(level, levels.length - 1)];
  const amount = held?.monthlyBonus ?? 0;
  if (amount <= 0) return null;
  const month = brasiliaMonth(at);
  return {
    memberId,
    kind: 'VIP_MONTHLY',
    rewardKey: `vip-monthly:${memberId}:${month}`,
    amount,
    level: Math.min(level, levels.length - 1),
    month,
    friendId: null,
    expiresAt: monthEnd(month),
  };
};

/** Whether a referred friend's lifetime paid deposits and valid turnover meet the rule. */
export const referralQualifies = (
  rule: ReferralSetting,
  friend: { deposits: number; turnover: number },
): boolean =>
  rule.rewardAmount > 0 &&
  friend.deposits > 0 &&
  friend.deposits >= rule.qualifyingDeposit &&
  friend.turnover >= rule.qualifyingTurnover;

/** The referrer's reward for a friend who qualified, keyed by the friend: once per friend. */
export const referralEntitlementOf = (
  rule: ReferralSetting,
  referrerId: string,
  friendId: string,
): RewardEntitlement => ({
  memberId: referrerId,
  kind: 'REFERRAL',
  rewardKey: `referral-reward:${friendId}`,
  amount: rule.rewardAmount,
  level: null,
  month: null,
  friendId,
  expiresAt: null,
});

/**
 * The streak a check-in on `today` makes: one more than the last check-in's when that was
 * yesterday, otherwise 1 (a missed day resets it).
 */
export const streakOn = (today: string, last: { day: string; streak: number } | null): number =>
  last && last.day === dayBefore(today) ? last.streak + 1 : 1;

/** The streak a member shows today: kept while the last check-in was today or yesterday. */
export const currentStreak = (today: string, last: { day: string; streak: number } | null): number =>
  last && (last.day === today || last.day === dayBefore(today)) ? last.streak : 0;

/**
 * The position in the reward list of a streak's day (1-based) and its reward: after the last day
 * the list starts again from day 1.
 */
export const checkInDayOf = (
  setting: CheckInSetting,
  streak: number,
): { day: number; reward: CheckInDayReward } => {
  const day = ((Math.max(streak, 1) - 1) % setting.days.length) + 1;
  return { day, reward: setting.days[day - 1]! };
};
