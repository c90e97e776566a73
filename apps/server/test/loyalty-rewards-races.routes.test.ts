import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '@platform/server-kit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../src/modules/wallet/index.js';
import { member, memberCheckIn, memberReward, pointEntry } from '../src/tables.js';
import { buildTestApp, type TestApp, periodicJobs } from './helpers/app.js';
import { patchSetting } from './helpers/accounts.js';
import { testWallet } from './helpers/money.js';
import { insertPaidDeposit } from './helpers/records.js';
import { loginAs } from './helpers/session.js';

/**
 * The loyalty rewards under concurrent requests and jobs (docs/referral-vip.md, docs/check-in.md):
 * a reward moves from PENDING under its row lock in the transaction that posts its bonus, a
 * referral reward is recorded once per friend by its unique key, and a check-in is one row per
 * member and day. On PostgreSQL they really run side by side; on PGlite one after another.
 */
const TRIALS = 30;
/** Each trial runs the rewards job over every member; 30 of them take a while on a busy machine. */
const RACE_TIMEOUT_MS = 180_000;

describe('loyalty rewards under concurrency', () => {
  let t: TestApp;
  const { periodic, wrapJobs } = periodicJobs();
  const db = () => t.database.handle.db;

  beforeAll(async () => {
    t = await buildTestApp({ JURISDICTION_PROFILE: 'OPEN' }, { wrapJobs });
  });
  afterEach(async () => {
    expect(await checkLedger(db())).toEqual([]);
  });
  afterAll(() => t.close());

  const runJob = () => periodic.get('loyalty.rewards')!({ periodStart: new Date(), attempt: 1 });
  const balanceOf = (memberId: string) => testWallet(db()).balanceOf(memberId);
  const entriesWithKey = async (key: string) =>
    rowsOf<{ n: string | number }>(
      await db().execute(sql`select count(*) as n from journal_entry where idempotency_key = ${key}`),
    ).map((row) => Number(row.n))[0]!;
  let serial = 0;
  const newMember = async (referredBy: string | null = null): Promise<{ id: string; account: string }> => {
    serial += 1;
    const [demo] = await db()
      .select({ hash: member.passwordHash })
      .from(member)
      .where(eq(member.account, 'jogador1'));
    const account = `race${serial}${randomUUID().slice(0, 6)}`;
    const [row] = await db()
      .insert(member)
      .values({ account, nickname: account, passwordHash: demo!.hash, referredBy })
      .returning({ id: member.id });
    return { id: row!.id, account };
  };

  it(
    'four claims and two automatic payouts at once pay a VIP reward once',
    async () => {
      const someone = await newMember();
      const token = await loginAs(t.app, someone.account);
      const claim = (id: string) =>
        t.app.inject({
          method: 'POST',
          url: '/wps/member/playerRank/claim',
          payload: { id },
          headers: { authorization: token, language: 'PT' },
        });
      for (let trial = 0; trial < TRIALS; trial += 1) {
        // Alternate the modes: in CLAIM the claims race each other, in AUTO the job's payout too.
        await patchSetting(db(), 'vipRank', { rewardMode: trial % 2 === 0 ? 'CLAIM' : 'AUTO' });
        const amount = 1_000 + trial;
        const key = `vip-upgrade:${someone.id}:${100 + trial}`;
        const [row] = await db()
          .insert(memberReward)
          .values({ memberId: someone.id, kind: 'VIP_UPGRADE', rewardKey: key, amount, level: 100 + trial })
          .returning();
        const before = await balanceOf(someone.id);
        const answers = await Promise.all([
          claim(row!.id),
          runJob(),
          claim(row!.id),
          claim(row!.id),
          runJob(),
          claim(row!.id),
        ]);
        const claims = [answers[0], answers[2], answers[3], answers[5]].map(
          (answer) => (answer as Awaited<ReturnType<typeof claim>>).json() as { errorCode: string | null },
        );
        const won = claims.filter((answer) => answer.errorCode === null).length;
        for (const answer of claims) expect([null, 'reward-nothing-to-claim']).toContain(answer.errorCode);
        const [after] = await db().select().from(memberReward).where(eq(memberReward.id, row!.id));
        expect(after!.status).toBe(won === 1 ? 'CLAIMED' : 'PAID');
        expect(won).toBeLessThanOrEqual(1);
        if (trial % 2 === 0) expect(won).toBe(1);
        expect(await balanceOf(someone.id)).toBe(before + amount);
        expect(await entriesWithKey(key)).toBe(1);
      }
      await patchSetting(db(), 'vipRank', { rewardMode: 'CLAIM' });
    },
    RACE_TIMEOUT_MS,
  );

  it(
    'three rewards jobs at once pay a qualified friend’s referrer once',
    async () => {
      await patchSetting(db(), 'referral', {
        rewardAmount: 2_000,
        qualifyingDeposit: 1_000,
        qualifyingTurnover: 0,
      });
      const referrer = await newMember();
      for (let trial = 0; trial < TRIALS; trial += 1) {
        const friend = await newMember(referrer.id);
        await insertPaidDeposit(db(), { memberId: friend.id, amount: 1_000, paidAt: new Date() });
        const before = await balanceOf(referrer.id);
        await Promise.all([runJob(), runJob(), runJob()]);
        const rows = await db().select().from(memberReward).where(eq(memberReward.friendId, friend.id));
        expect(rows.map((row) => [row.memberId, row.status, row.amount])).toEqual([
          [referrer.id, 'PAID', 2_000],
        ]);
        expect(await balanceOf(referrer.id)).toBe(before + 2_000);
        expect(await entriesWithKey(`referral-reward:${friend.id}`)).toBe(1);
      }
    },
    RACE_TIMEOUT_MS,
  );

  it(
    'four check-ins at once check a member in once, with one bonus and one points credit',
    async () => {
      for (let trial = 0; trial < TRIALS; trial += 1) {
        const someone = await newMember();
        const token = await loginAs(t.app, someone.account);
        const checkIn = () =>
          t.app.inject({
            method: 'POST',
            url: '/wps/member/checkIn',
            payload: {},
            headers: { authorization: token, language: 'EN' },
          });
        const answers = await Promise.all([checkIn(), checkIn(), checkIn(), checkIn()]);
        const codes = answers.map((answer) => answer.json().errorCode as string | null).sort();
        expect(codes).toEqual(['check-in-done', 'check-in-done', 'check-in-done', null]);
        expect(await balanceOf(someone.id)).toBe(100);
        const rows = await db().select().from(memberCheckIn).where(eq(memberCheckIn.memberId, someone.id));
        expect(rows.map((row) => [row.streak, row.cash, row.points, row.pointsAwarded])).toEqual([
          [1, 100, 10, true],
        ]);
        expect(await entriesWithKey(`check-in:${someone.id}:${rows[0]!.day}`)).toBe(1);
        const points = await db().select().from(pointEntry).where(eq(pointEntry.memberId, someone.id));
        expect(points.map((row) => row.points)).toEqual([10]);
      }
    },
    RACE_TIMEOUT_MS,
  );
});
