import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { VipRankSetting } from '@platform/contracts';
import { rowsOf } from '@platform/server-kit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../src/modules/wallet/index.js';
import { auditEvent, member, memberCheckIn, memberReward, pointEntry } from '../src/tables.js';
import { buildTestApp, type TestApp, periodicJobs } from './helpers/app.js';
import { patchSetting } from './helpers/accounts.js';
import { testWallet } from './helpers/money.js';
import { insertPaidDeposit } from './helpers/records.js';
import { loginAs, trialToken } from './helpers/session.js';
import { newPlayer, vendorCaller, type VendorCall } from './helpers/vendor.js';

/**
 * The loyalty rewards that pay (docs/referral-vip.md, docs/check-in.md): VIP upgrade and monthly
 * bonuses recorded by the rewards job and claimed on the playerRank page (or paid by the job),
 * referral rewards paid by the job once per friend, and the daily check-in's streak. Each pays a
 * cash BONUS through the wallet; refused for trial accounts, without a token and in BR.
 */
const text = (value: string) => ({ PT: value, EN: value, CN: value });
const LEVELS: VipRankSetting['levels'] = [
  { name: text('L0'), requiredTurnover: 0, requiredDeposits: 0, benefits: text('b0') },
  {
    name: text('L1'),
    requiredTurnover: 0,
    requiredDeposits: 10_000,
    benefits: text('b1'),
    upgradeBonus: 1_000,
    monthlyBonus: 300,
  },
  {
    name: text('L2'),
    requiredTurnover: 0,
    requiredDeposits: 50_000,
    benefits: text('b2'),
    upgradeBonus: 5_000,
    monthlyBonus: 700,
  },
];

describe('loyalty rewards: VIP bonuses, referral payouts and the daily check-in', () => {
  let t: TestApp;
  let call: VendorCall;
  let serial = 0;
  const { periodic, wrapJobs } = periodicJobs();
  const db = () => t.database.handle.db;

  beforeAll(async () => {
    t = await buildTestApp({}, { wrapJobs });
    call = await vendorCaller(t.app, db());
    await patchSetting(db(), 'vipRank', { levels: LEVELS });
    await patchSetting(db(), 'jurisdiction', { profile: 'OPEN' });
  });
  afterEach(async () => {
    expect(await checkLedger(db())).toEqual([]);
  });
  afterAll(() => t.close());

  const runJob = () => periodic.get('loyalty.rewards')!({ periodStart: new Date(), attempt: 1 });
  const get = (url: string, token: string, language = 'EN') =>
    t.app.inject({ method: 'GET', url, headers: { authorization: token, language } });
  const post = (url: string, token: string, payload: object, language = 'EN') =>
    t.app.inject({ method: 'POST', url, payload, headers: { authorization: token, language } });
  const balanceOf = (memberId: string) => testWallet(db()).balanceOf(memberId);

  /** A new ordinary member who logs in with the demo password: id and token. */
  const newMember = async (): Promise<{ id: string; token: string }> => {
    serial += 1;
    const [demo] = await db()
      .select({ hash: member.passwordHash })
      .from(member)
      .where(eq(member.account, 'jogador1'));
    const account = `rw${serial}${randomUUID().slice(0, 6)}`;
    const [row] = await db()
      .insert(member)
      .values({
        account,
        nickname: account,
        passwordHash: demo!.hash,
        referralCode: `RW${randomUUID().slice(0, 6).toUpperCase()}`,
      })
      .returning({ id: member.id });
    return { id: row!.id, token: await loginAs(t.app, account) };
  };
  const rewardsOf = (memberId: string) =>
    db()
      .select()
      .from(memberReward)
      .where(eq(memberReward.memberId, memberId))
      .orderBy(memberReward.rewardKey);
  const bonusEntries = async (memberId: string, promotion: string) =>
    rowsOf<{ key: string; amount: string | number }>(
      await db().execute(sql`
        select e.idempotency_key as key, p.amount from journal_entry e
        join posting p on p.entry_id = e.id join ledger_account a on a.id = p.account_id
        where e.member_id = ${memberId} and e.kind = 'BONUS' and e.reference->>'promotion' = ${promotion}
          and a.member_id = ${memberId} order by e.id`),
    ).map((row) => ({ key: row.key, amount: Number(row.amount) }));

  describe('VIP upgrade and monthly bonuses', () => {
    it('records each level reached once, lists it with the amounts, and pays a claim once', async () => {
      const someone = await newMember();
      await insertPaidDeposit(db(), { memberId: someone.id, amount: 50_000, paidAt: new Date() });
      await runJob();
      await runJob();
      const rows = await rewardsOf(someone.id);
      expect(rows.map((row) => [row.kind, row.level, row.amount, row.status])).toEqual([
        ['VIP_MONTHLY', 2, 700, 'PENDING'],
        ['VIP_UPGRADE', 1, 1_000, 'PENDING'],
        ['VIP_UPGRADE', 2, 5_000, 'PENDING'],
      ]);

      const rank = (await get('/wps/member/playerRank', someone.token)).json().value;
      expect(rank).toMatchObject({ currentLevel: 2, moneyRewards: true, rewardMode: 'CLAIM' });
      expect(rank.levels[2]).toMatchObject({ upgradeBonus: 5_000, monthlyBonus: 700, benefits: 'b2' });
      expect(rank.rewards).toHaveLength(3);
      expect((await get('/wps/member/playerRank/claimable', someone.token)).json().value).toEqual({
        count: 3,
      });

      const upgrade = rows.find((row) => row.level === 2 && row.kind === 'VIP_UPGRADE')!;
      const before = await balanceOf(someone.id);
      const claimed = await post('/wps/member/playerRank/claim', someone.token, { id: upgrade.id });
      expect(claimed.json()).toMatchObject({
        success: true,
        value: { amount: 5_000, balance: before + 5_000 },
      });
      expect(await balanceOf(someone.id)).toBe(before + 5_000);
      expect(await bonusEntries(someone.id, 'VIP')).toEqual([
        { key: `vip-upgrade:${someone.id}:2`, amount: 5_000 },
      ]);

      // Claimed once: again, in three languages, refused and nothing moves.
      const again = await Promise.all(
        ['PT', 'EN', 'CN'].map(async (language) =>
          (await post('/wps/member/playerRank/claim', someone.token, { id: upgrade.id }, language)).json(),
        ),
      );
      for (const answer of again)
        expect(answer).toMatchObject({ success: false, errorCode: 'reward-nothing-to-claim' });
      expect(new Set(again.map((answer) => answer.message)).size).toBe(3);
      expect(await balanceOf(someone.id)).toBe(before + 5_000);
      const audits = await db()
        .select()
        .from(auditEvent)
        .where(and(eq(auditEvent.memberId, someone.id), eq(auditEvent.action, 'vip.reward-claim')));
      expect(audits.map((event) => event.result).sort()).toEqual(['ok', 'refused', 'refused', 'refused']);
    });

    it('never pays an upgrade twice when a member drops below a level and climbs back', async () => {
      const someone = await newMember();
      await insertPaidDeposit(db(), { memberId: someone.id, amount: 10_000, paidAt: new Date() });
      await runJob();
      const first = (await rewardsOf(someone.id)).filter((row) => row.kind === 'VIP_UPGRADE');
      expect(first.map((row) => row.level)).toEqual([1]);
      await post('/wps/member/playerRank/claim', someone.token, { id: first[0]!.id });
      // The operator raises level 1 out of reach (the member drops), then lowers it again.
      await patchSetting(db(), 'vipRank', {
        levels: LEVELS.map((level, index) => (index === 1 ? { ...level, requiredDeposits: 40_000 } : level)),
      });
      await runJob();
      await patchSetting(db(), 'vipRank', { levels: LEVELS });
      await runJob();
      const after = (await rewardsOf(someone.id)).filter((row) => row.kind === 'VIP_UPGRADE');
      expect(after.map((row) => [row.level, row.status])).toEqual([[1, 'CLAIMED']]);
      expect(
        (await bonusEntries(someone.id, 'VIP')).filter((entry) => entry.key.startsWith('vip-upgrade')),
      ).toHaveLength(1);
    });

    it('expires a monthly bonus left unclaimed when its Brasília month ended', async () => {
      const someone = await newMember();
      await insertPaidDeposit(db(), { memberId: someone.id, amount: 10_000, paidAt: new Date() });
      await runJob();
      const [monthly] = (await rewardsOf(someone.id)).filter((row) => row.kind === 'VIP_MONTHLY');
      await db()
        .update(memberReward)
        .set({ expiresAt: new Date(Date.now() - 1_000) })
        .where(eq(memberReward.id, monthly!.id));
      const claim = await post('/wps/member/playerRank/claim', someone.token, { id: monthly!.id });
      expect(claim.json()).toMatchObject({ success: false, errorCode: 'reward-nothing-to-claim' });
      await runJob();
      const [expired] = await db().select().from(memberReward).where(eq(memberReward.id, monthly!.id));
      expect(expired!.status).toBe('EXPIRED');
      expect(await bonusEntries(someone.id, 'VIP')).toEqual([]);
    });

    it('pays every VIP reward from the job in automatic mode, once', async () => {
      await patchSetting(db(), 'vipRank', { levels: LEVELS, rewardMode: 'AUTO' });
      try {
        const someone = await newMember();
        await insertPaidDeposit(db(), { memberId: someone.id, amount: 10_000, paidAt: new Date() });
        await runJob();
        await runJob();
        expect((await rewardsOf(someone.id)).map((row) => row.status)).toEqual(['PAID', 'PAID']);
        expect(await balanceOf(someone.id)).toBe(1_300);
        expect(await bonusEntries(someone.id, 'VIP')).toHaveLength(2);
      } finally {
        await patchSetting(db(), 'vipRank', { levels: LEVELS, rewardMode: 'CLAIM' });
      }
    });

    it("refuses a bad claim with translated field messages, and another member's reward", async () => {
      const someone = await newMember();
      const answers = await Promise.all(
        ['PT', 'EN', 'CN'].map(async (language) =>
          (await post('/wps/member/playerRank/claim', someone.token, { id: 'x' }, language)).json(),
        ),
      );
      for (const answer of answers)
        expect(answer).toMatchObject({ success: false, errorCode: 'validation-failed' });
      expect(new Set(answers.map((answer) => answer.message)).size).toBe(3);
      const owner = await newMember();
      await insertPaidDeposit(db(), { memberId: owner.id, amount: 10_000, paidAt: new Date() });
      await runJob();
      const [row] = await rewardsOf(owner.id);
      expect(
        (await post('/wps/member/playerRank/claim', someone.token, { id: row!.id })).json(),
      ).toMatchObject({
        errorCode: 'reward-nothing-to-claim',
      });
      expect((await rewardsOf(owner.id)).every((each) => each.status === 'PENDING')).toBe(true);
    });
  });

  describe('referral payouts', () => {
    it('pays the referrer once when the friend qualifies, and shows the friend as rewarded', async () => {
      await patchSetting(db(), 'referral', {
        rewardAmount: 2_000,
        qualifyingDeposit: 5_000,
        qualifyingTurnover: 3_000,
      });
      const referrer = await newMember();
      const friend = await newPlayer(db(), call, 20_000);
      await db().update(member).set({ referredBy: referrer.id }).where(eq(member.id, friend.playerId));

      // A deposit alone does not qualify.
      await insertPaidDeposit(db(), { memberId: friend.playerId, amount: 5_000, paidAt: new Date() });
      await runJob();
      expect(await rewardsOf(referrer.id)).toEqual([]);

      const roundId = randomUUID();
      const bet = await call('bet', {
        sessionToken: friend.sessionToken,
        transactionId: randomUUID(),
        roundId,
        gameCode: 'SLOT1',
        amount: 3_000,
      });
      expect(bet.errorCode).toBeNull();
      await call('win', {
        playerId: friend.playerId,
        transactionId: randomUUID(),
        roundId,
        gameCode: 'SLOT1',
        amount: 0,
      });
      const before = await balanceOf(referrer.id);
      await runJob();
      await runJob();
      const rows = await rewardsOf(referrer.id);
      expect(rows.map((row) => [row.kind, row.rewardKey, row.amount, row.status])).toEqual([
        ['REFERRAL', `referral-reward:${friend.playerId}`, 2_000, 'PAID'],
      ]);
      expect(await balanceOf(referrer.id)).toBe(before + 2_000);
      expect(await bonusEntries(referrer.id, 'REFERRAL')).toEqual([
        { key: `referral-reward:${friend.playerId}`, amount: 2_000 },
      ]);
      const page = (await get('/wps/member/referral', referrer.token)).json().value;
      expect(page.friends).toEqual([expect.objectContaining({ status: 'rewarded', rewardAmount: 2_000 })]);
      const audits = await db()
        .select()
        .from(auditEvent)
        .where(and(eq(auditEvent.memberId, referrer.id), eq(auditEvent.action, 'referral.reward-payout')));
      expect(audits).toHaveLength(1);
    });
  });

  describe('the daily check-in', () => {
    it('checks in once a day, pays day 1 in cash and points, and refuses a second check-in', async () => {
      const someone = await newMember();
      const status = (await get('/wps/member/checkIn', someone.token)).json().value;
      expect(status).toMatchObject({ checkedInToday: false, streak: 0, cashRewards: true });
      expect(status.days).toHaveLength(7);
      expect(status.days[0]).toEqual({ day: 1, cash: 100, points: 10, done: false, today: true });

      const done = await post('/wps/member/checkIn', someone.token, {});
      expect(done.json()).toMatchObject({
        success: true,
        value: { date: status.date, streak: 1, day: 1, cash: 100, points: 10, balance: 100 },
      });
      expect(await bonusEntries(someone.id, 'CHECK_IN')).toEqual([
        { key: `check-in:${someone.id}:${status.date}`, amount: 100 },
      ]);
      const points = await db().select().from(pointEntry).where(eq(pointEntry.memberId, someone.id));
      expect(points.map((row) => [row.kind, row.points])).toEqual([['CHECK_IN', 10]]);

      const again = await Promise.all(
        ['PT', 'EN', 'CN'].map(async (language) =>
          (await post('/wps/member/checkIn', someone.token, {}, language)).json(),
        ),
      );
      for (const answer of again)
        expect(answer).toMatchObject({ success: false, errorCode: 'check-in-done' });
      expect(new Set(again.map((answer) => answer.message)).size).toBe(3);
      expect(await balanceOf(someone.id)).toBe(100);
      const after = (await get('/wps/member/checkIn', someone.token)).json().value;
      expect(after).toMatchObject({ checkedInToday: true, streak: 1 });
      expect(after.days[0]).toMatchObject({ done: true, today: true });
      expect(after.days[1]).toMatchObject({ done: false, today: false });
    });

    it("continues yesterday's streak and resets after a missed day", async () => {
      const today = (await get('/wps/member/checkIn', (await newMember()).token)).json().value.date as string;
      const dayBefore = (days: number) =>
        new Date(new Date(`${today}T00:00:00Z`).getTime() - days * 86_400_000).toISOString().slice(0, 10);

      const keeping = await newMember();
      await db()
        .insert(memberCheckIn)
        .values({
          memberId: keeping.id,
          day: dayBefore(1),
          streak: 3,
          cash: 0,
          points: 0,
          pointsAwarded: true,
        });
      expect((await get('/wps/member/checkIn', keeping.token)).json().value).toMatchObject({ streak: 3 });
      const fourth = (await post('/wps/member/checkIn', keeping.token, {})).json().value;
      expect(fourth).toMatchObject({ streak: 4, day: 4, cash: 300, points: 15 });

      const missed = await newMember();
      await db()
        .insert(memberCheckIn)
        .values({
          memberId: missed.id,
          day: dayBefore(2),
          streak: 5,
          cash: 0,
          points: 0,
          pointsAwarded: true,
        });
      expect((await get('/wps/member/checkIn', missed.token)).json().value).toMatchObject({ streak: 0 });
      expect((await post('/wps/member/checkIn', missed.token, {})).json().value).toMatchObject({
        streak: 1,
        day: 1,
        cash: 100,
      });

      // Day 8 of a streak starts the list again.
      const week = await newMember();
      await db()
        .insert(memberCheckIn)
        .values({ memberId: week.id, day: dayBefore(1), streak: 7, cash: 0, points: 0, pointsAwarded: true });
      const strip = (await get('/wps/member/checkIn', week.token)).json().value;
      expect(strip.days.map((day: { done: boolean }) => day.done)).toEqual(Array(7).fill(false));
      expect(strip.days[0].today).toBe(true);
      expect((await post('/wps/member/checkIn', week.token, {})).json().value).toMatchObject({
        streak: 8,
        day: 1,
      });
    });

    it('refuses a body with fields, with translated messages, and checks nobody in', async () => {
      const someone = await newMember();
      const answers = await Promise.all(
        ['PT', 'EN', 'CN'].map(async (language) =>
          (await post('/wps/member/checkIn', someone.token, { day: 3 }, language)).json(),
        ),
      );
      for (const answer of answers)
        expect(answer).toMatchObject({ success: false, errorCode: 'validation-failed' });
      expect(new Set(answers.map((answer) => answer.message)).size).toBe(3);
      expect(await db().select().from(memberCheckIn).where(eq(memberCheckIn.memberId, someone.id))).toEqual(
        [],
      );
    });
  });

  describe('who may', () => {
    const calls = [
      { method: 'GET', url: '/wps/member/checkIn' },
      { method: 'POST', url: '/wps/member/checkIn', payload: {} },
      { method: 'POST', url: '/wps/member/playerRank/claim', payload: { id: randomUUID() } },
      { method: 'GET', url: '/wps/member/playerRank/claimable' },
    ] as const;

    it('refuses trial accounts and calls without a token', async () => {
      const trial = await trialToken(t.app);
      for (const each of calls) {
        const refused = await t.app.inject({ ...each, headers: { authorization: trial, language: 'EN' } });
        expect(refused.json()).toMatchObject({ errorCode: 'in-need-true-account' });
        expect((await t.app.inject({ ...each })).statusCode).toBe(401);
      }
    });

    it('in BR: shows VIP benefits without money, refuses the check-in and the claims, records nothing', async () => {
      const someone = await newMember();
      await insertPaidDeposit(db(), { memberId: someone.id, amount: 50_000, paidAt: new Date() });
      await patchSetting(db(), 'jurisdiction', { profile: 'BR' });
      try {
        await runJob();
        expect(await rewardsOf(someone.id)).toEqual([]);
        const rank = (await get('/wps/member/playerRank', someone.token)).json().value;
        expect(rank).toMatchObject({ currentLevel: 2, moneyRewards: false, rewards: [] });
        expect(rank.levels[2]).toMatchObject({ benefits: 'b2', upgradeBonus: 0, monthlyBonus: 0 });
        expect((await get('/wps/member/playerRank/claimable', someone.token)).json().value).toEqual({
          count: 0,
        });
        for (const each of calls.slice(0, 3)) {
          const refused = await t.app.inject({
            ...each,
            headers: { authorization: someone.token, language: 'PT' },
          });
          expect(refused.json()).toMatchObject({ success: false, errorCode: 'feature-unavailable' });
        }
      } finally {
        await patchSetting(db(), 'jurisdiction', { profile: 'OPEN' });
      }
      expect(await balanceOf(someone.id)).toBe(0);
    });

    it('lets operators alone change the check-in rewards, refusing a bad list; audited', async () => {
      const operator = await loginAs(t.app, 'operador', 'Demo2026', { portal: 'operator' });
      const member1 = await loginAs(t.app, 'jogador1');
      const put = (token: string, payload: object) =>
        t.app.inject({
          method: 'PUT',
          url: '/ops/settings/check-in',
          payload,
          headers: { authorization: token },
        });
      expect((await put(member1, { days: [{ cash: 1, points: 1 }] })).statusCode).toBe(403);
      expect((await put(operator, { days: [] })).json()).toMatchObject({ errorCode: 'validation-failed' });
      expect((await put(operator, { days: [{ cash: -1, points: 0 }] })).json()).toMatchObject({
        errorCode: 'validation-failed',
      });
      const saved = await put(operator, { days: [{ cash: 0, points: 5 }] });
      expect(saved.json()).toMatchObject({ success: true, value: { days: [{ cash: 0, points: 5 }] } });
      const someone = await newMember();
      expect((await post('/wps/member/checkIn', someone.token, {})).json().value).toMatchObject({
        cash: 0,
        points: 5,
        balance: null,
      });
      const audits = await db().select().from(auditEvent).where(eq(auditEvent.action, 'loyalty.settings'));
      expect(audits.some((event) => (event.detail as { key?: string }).key === 'checkIn')).toBe(true);
      await patchSetting(db(), 'checkIn', {
        days: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ cash: day * 100, points: day })),
      });
    });
  });
});
