import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CheckInSetting, ReferralSetting, VipRankSetting, Whitelabel } from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoyaltyRepository } from '../src/modules/loyalty/loyalty.repository.js';
import { createLoyaltyRewards } from '../src/modules/loyalty/rewards.service.js';
import { createPointsRepository } from '../src/modules/points/index.js';
import { checkLedger } from '../src/modules/wallet/index.js';
import { member, memberCheckIn, memberReward } from '../src/tables.js';
import { createTestDatabase, type TestDatabase } from './helpers/database.js';
import { testWallet } from './helpers/money.js';

/**
 * The rewards' rules against the real tables and ledger with an injected clock
 * (docs/referral-vip.md, docs/check-in.md): a monthly bonus per Brasília month across midnight of a
 * month's end, an upgrade bonus once whatever the job sees later, the check-in streak over days
 * with one missed, and a referral paid only once the friend qualifies.
 */
const text = (value: string) => ({ PT: value, EN: value, CN: value });
const LEVELS: VipRankSetting['levels'] = [
  { name: text('L0'), requiredTurnover: 0, requiredDeposits: 0, benefits: text('b0') },
  {
    name: text('L1'),
    requiredTurnover: 0,
    requiredDeposits: 0,
    benefits: text('b1'),
    upgradeBonus: 1_000,
    monthlyBonus: 300,
  },
];
const CHECK_IN: CheckInSetting = {
  days: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ cash: day * 100, points: day })),
};

describe('loyalty rewards with an injected clock', () => {
  let database: TestDatabase;
  const db = () => database.handle.db;
  let clock = new Date();
  const levels = new Map<string, number>();
  const progress = new Map<string, { deposits: number; turnover: number }>();
  const members: string[] = [];
  const referred: Array<{ id: string; referrerId: string }> = [];
  const meta = { ip: '127.0.0.1', userAgent: 'test' };

  const rewards = () =>
    createLoyaltyRewards({
      repository: createLoyaltyRepository(db()),
      settings: {
        getSetting: (async (key: string) => {
          if (key === 'whitelabel') return { VIP3: true, REFERRAL3: true } as unknown as Whitelabel;
          if (key === 'referral')
            return {
              rewardAmount: 2_000,
              qualifyingDeposit: 5_000,
              qualifyingTurnover: 10_000,
            } satisfies ReferralSetting;
          if (key === 'vipRank') return { levels: LEVELS } satisfies VipRankSetting;
          return CHECK_IN;
        }) as never,
      },
      promotionAllowed: async () => true,
      bonusAllowed: async () => true,
      rankableMembers: async (after) => members.filter((id) => after === null || id > after).sort(),
      referredMembers: async (after) =>
        referred
          .filter((friend) => after === null || friend.id > after)
          .sort((a, b) => a.id.localeCompare(b.id)),
      levelsOf: async (ids) => new Map(ids.map((id) => [id, levels.get(id) ?? 0])),
      progressOf: async (ids) =>
        new Map(ids.map((id) => [id, progress.get(id) ?? { deposits: 0, turnover: 0 }])),
      planMovement: (input) => testWallet(db()).plan(input),
      awardPoints: async (input) => {
        const points = createPointsRepository(db());
        return { credited: (await points.earn([{ ...input, kind: 'CHECK_IN' }], null)) > 0 };
      },
      audit: { record: async () => undefined },
      now: () => clock,
    });

  const newMember = async () => {
    const account = `clk${randomUUID().slice(0, 8)}`;
    const [row] = await db()
      .insert(member)
      .values({ account, nickname: account, passwordHash: 'never logs in' })
      .returning({ id: member.id });
    return row!.id;
  };
  const principal = (memberId: string) => ({ memberId }) as never;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    expect(await checkLedger(db())).toEqual([]);
    await database.dispose();
  });

  it('records one monthly bonus per Brasília month, the month changing at Brasília midnight', async () => {
    const someone = await newMember();
    members.push(someone);
    levels.set(someone, 1);
    // 23:59 on 30 November in Brasília is 02:59 UTC on 1 December.
    clock = new Date('2026-12-01T02:59:00Z');
    await rewards().run();
    await rewards().run();
    clock = new Date('2026-12-01T03:01:00Z');
    await rewards().run();
    const rows = await db().select().from(memberReward).where(eq(memberReward.memberId, someone));
    expect(
      rows
        .filter((row) => row.kind === 'VIP_MONTHLY')
        .map((row) => [row.month, row.amount, row.expiresAt?.toISOString()])
        .sort(),
    ).toEqual([
      ['2026-11', 300, '2026-12-01T03:00:00.000Z'],
      ['2026-12', 300, '2027-01-01T03:00:00.000Z'],
    ]);
    // The upgrade bonus once, although the job saw the level three times.
    expect(rows.filter((row) => row.kind === 'VIP_UPGRADE').map((row) => row.rewardKey)).toEqual([
      `vip-upgrade:${someone}:1`,
    ]);
    // November's bonus was not claimed: it lapsed once November ended.
    const [november] = rows.filter((row) => row.month === '2026-11');
    await expect(
      rewards().claimVipReward(principal(someone), november!.id, meta, async () => undefined),
    ).rejects.toThrow('reward-nothing-to-claim');
  });

  it('continues a check-in streak day after day and resets it after a missed day', async () => {
    const someone = await newMember();
    const streaks: Array<[string, number, number, number | null]> = [];
    for (const instant of [
      '2026-11-28T15:00:00Z',
      '2026-11-29T02:30:00Z', // 23:30 on the 28th in Brasília: the same day, refused
      '2026-11-29T03:30:00Z', // 00:30 on the 29th in Brasília: day 2
      '2026-11-30T12:00:00Z',
      '2026-12-02T12:00:00Z', // the 1st was missed: day 1 again
    ]) {
      clock = new Date(instant);
      try {
        const done = await rewards().checkIn(principal(someone), meta);
        streaks.push([done.date, done.streak, done.cash, done.balance]);
      } catch (error) {
        streaks.push([instant, -1, 0, null]);
        expect(String(error)).toContain('check-in-done');
      }
    }
    expect(streaks).toEqual([
      ['2026-11-28', 1, 100, 100],
      ['2026-11-29T02:30:00Z', -1, 0, null],
      ['2026-11-29', 2, 200, 300],
      ['2026-11-30', 3, 300, 600],
      ['2026-12-02', 1, 100, 700],
    ]);
    const rows = await db().select().from(memberCheckIn).where(eq(memberCheckIn.memberId, someone));
    expect(rows.map((row) => [row.day, row.streak, row.pointsAwarded]).sort()).toEqual([
      ['2026-11-28', 1, true],
      ['2026-11-29', 2, true],
      ['2026-11-30', 3, true],
      ['2026-12-02', 1, true],
    ]);
    expect(await testWallet(db()).balanceOf(someone)).toBe(700);
    const status = await rewards().checkInStatus(principal(someone));
    expect(status).toMatchObject({ date: '2026-12-02', checkedInToday: true, streak: 1 });
    clock = new Date('2026-12-04T12:00:00Z');
    expect(await rewards().checkInStatus(principal(someone))).toMatchObject({
      checkedInToday: false,
      streak: 0,
    });
  });

  it('pays a referral once the friend reaches both the deposits and the turnover, and only once', async () => {
    const referrer = await newMember();
    const friend = await newMember();
    referred.push({ id: friend, referrerId: referrer });
    progress.set(friend, { deposits: 5_000, turnover: 9_999 });
    await rewards().run();
    expect(await db().select().from(memberReward).where(eq(memberReward.friendId, friend))).toEqual([]);
    progress.set(friend, { deposits: 5_000, turnover: 10_000 });
    await rewards().run();
    await rewards().run();
    const rows = await db().select().from(memberReward).where(eq(memberReward.friendId, friend));
    expect(rows.map((row) => [row.memberId, row.status, row.amount])).toEqual([[referrer, 'PAID', 2_000]]);
    expect(await testWallet(db()).balanceOf(referrer)).toBe(2_000);
  });
});
