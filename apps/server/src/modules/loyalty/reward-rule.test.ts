import type { VipLevelSetting } from '@platform/contracts';
import { describe, expect, it } from 'vitest';
import {
  brasiliaMonth,
  checkInDayOf,
  currentStreak,
  monthEnd,
  monthlyEntitlementOf,
  referralQualifies,
  streakOn,
  upgradeEntitlementsOf,
} from './reward-rule.js';
import { nextRewardStatus } from './reward-state.js';

const text = { PT: 'x', EN: 'x', CN: 'x' };
const level = (upgradeBonus: number, monthlyBonus: number): VipLevelSetting => ({
  name: text,
  benefits: text,
  requiredTurnover: 0,
  requiredDeposits: 0,
  upgradeBonus,
  monthlyBonus,
});
const LEVELS = [level(0, 0), level(1_000, 300), level(0, 500), level(5_000, 700)];
const MEMBER = '00000000-0000-4000-8000-000000000001';

describe('VIP upgrade bonus', () => {
  it('is one entitlement per paying level reached, keyed by member and level', () => {
    expect(upgradeEntitlementsOf(LEVELS, MEMBER, 0)).toEqual([]);
    expect(upgradeEntitlementsOf(LEVELS, MEMBER, 1).map((row) => [row.rewardKey, row.amount])).toEqual([
      [`vip-upgrade:${MEMBER}:1`, 1_000],
    ]);
    // Level 2 pays no upgrade bonus; reaching level 3 at once is owed levels 1 and 3.
    expect(upgradeEntitlementsOf(LEVELS, MEMBER, 3).map((row) => row.level)).toEqual([1, 3]);
  });

  it('names the same keys after a drop and a climb back, so nothing is owed twice', () => {
    const first = upgradeEntitlementsOf(LEVELS, MEMBER, 3).map((row) => row.rewardKey);
    const afterDrop = upgradeEntitlementsOf(LEVELS, MEMBER, 1).map((row) => row.rewardKey);
    const climbedBack = upgradeEntitlementsOf(LEVELS, MEMBER, 3).map((row) => row.rewardKey);
    expect(afterDrop.every((key) => first.includes(key))).toBe(true);
    expect(climbedBack).toEqual(first);
  });

  it('treats a level above the list as the highest one', () => {
    expect(upgradeEntitlementsOf(LEVELS, MEMBER, 9).map((row) => row.level)).toEqual([1, 3]);
  });
});

describe('VIP monthly bonus in Brasília months', () => {
  it('takes the month from Brasília time, not UTC', () => {
    // 02:59 UTC on 1 December is still 30 November in Brasília (UTC−3).
    expect(brasiliaMonth(new Date('2026-12-01T02:59:59Z'))).toBe('2026-11');
    expect(brasiliaMonth(new Date('2026-12-01T03:00:00Z'))).toBe('2026-12');
  });

  it('is claimable until the month ends at Brasília midnight, across a year end too', () => {
    expect(monthEnd('2026-11').toISOString()).toBe('2026-12-01T03:00:00.000Z');
    expect(monthEnd('2026-12').toISOString()).toBe('2027-01-01T03:00:00.000Z');
  });

  it('keys one bonus per member and month at the level held, none where the level pays none', () => {
    const before = monthlyEntitlementOf(LEVELS, MEMBER, 3, new Date('2026-12-01T02:00:00Z'))!;
    const after = monthlyEntitlementOf(LEVELS, MEMBER, 3, new Date('2026-12-01T04:00:00Z'))!;
    expect([before.rewardKey, before.amount, before.month]).toEqual([
      `vip-monthly:${MEMBER}:2026-11`,
      700,
      '2026-11',
    ]);
    expect(after.rewardKey).toBe(`vip-monthly:${MEMBER}:2026-12`);
    expect(before.expiresAt!.toISOString()).toBe('2026-12-01T03:00:00.000Z');
    expect(monthlyEntitlementOf(LEVELS, MEMBER, 0, new Date())).toBeNull();
  });
});

describe('referral qualification', () => {
  const rule = { rewardAmount: 2_000, qualifyingDeposit: 5_000, qualifyingTurnover: 20_000 };
  it('needs both the deposits and the turnover, and a reward to pay', () => {
    expect(referralQualifies(rule, { deposits: 5_000, turnover: 20_000 })).toBe(true);
    expect(referralQualifies(rule, { deposits: 4_999, turnover: 90_000 })).toBe(false);
    expect(referralQualifies(rule, { deposits: 9_000, turnover: 19_999 })).toBe(false);
    expect(referralQualifies({ ...rule, rewardAmount: 0 }, { deposits: 9_000, turnover: 90_000 })).toBe(
      false,
    );
    // A rule asking nothing still needs a paid deposit: a registration alone earns nothing.
    expect(
      referralQualifies(
        { ...rule, qualifyingDeposit: 0, qualifyingTurnover: 0 },
        { deposits: 0, turnover: 0 },
      ),
    ).toBe(false);
  });
});

describe('check-in streak in Brasília days', () => {
  const setting = { days: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ cash: day * 100, points: day })) };

  it('continues from yesterday and resets after a missed day', () => {
    expect(streakOn('2026-11-29', null)).toBe(1);
    expect(streakOn('2026-11-29', { day: '2026-11-28', streak: 4 })).toBe(5);
    expect(streakOn('2026-11-29', { day: '2026-11-27', streak: 4 })).toBe(1);
    // Across a month and a year end.
    expect(streakOn('2026-12-01', { day: '2026-11-30', streak: 2 })).toBe(3);
    expect(streakOn('2027-01-01', { day: '2026-12-31', streak: 6 })).toBe(7);
  });

  it('shows the streak while it can still continue, and 0 once a day was missed', () => {
    expect(currentStreak('2026-11-29', { day: '2026-11-29', streak: 3 })).toBe(3);
    expect(currentStreak('2026-11-29', { day: '2026-11-28', streak: 3 })).toBe(3);
    expect(currentStreak('2026-11-29', { day: '2026-11-27', streak: 3 })).toBe(0);
    expect(currentStreak('2026-11-29', null)).toBe(0);
  });

  it("pays the streak day's reward and starts the list again after its last day", () => {
    expect(checkInDayOf(setting, 1)).toEqual({ day: 1, reward: { cash: 100, points: 1 } });
    expect(checkInDayOf(setting, 7)).toEqual({ day: 7, reward: { cash: 700, points: 7 } });
    expect(checkInDayOf(setting, 8)).toEqual({ day: 1, reward: { cash: 100, points: 1 } });
    expect(checkInDayOf(setting, 16).day).toBe(2);
  });
});

describe('reward states', () => {
  it('moves only a pending reward, once', () => {
    expect(nextRewardStatus('PENDING', 'CLAIM')).toBe('CLAIMED');
    expect(nextRewardStatus('PENDING', 'PAY')).toBe('PAID');
    expect(nextRewardStatus('PENDING', 'EXPIRE')).toBe('EXPIRED');
    for (const status of ['CLAIMED', 'PAID', 'EXPIRED'] as const) {
      for (const event of ['CLAIM', 'PAY', 'EXPIRE'] as const)
        expect(nextRewardStatus(status, event)).toBeNull();
    }
  });
});
