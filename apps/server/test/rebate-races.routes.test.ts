import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '@platform/server-kit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../src/modules/wallet/index.js';
import { catalogueGame, memberRebate, rebatePeriod } from '../src/tables.js';
import { buildTestApp, type TestApp, periodicJobs } from './helpers/app.js';
import { patchSetting } from './helpers/accounts.js';
import { memberIdOf, testWallet } from './helpers/money.js';
import { loginAs } from './helpers/session.js';
import { newPlayer, vendorCaller } from './helpers/vendor.js';

/**
 * Rebates under concurrent requests and jobs (docs/rebate.md, "Races"): a claim moves its rows
 * from PENDING and posts their bonus in one transaction, the job's payout and expiry move rows by
 * conditional updates under the same locks, so however they interleave each row is paid once.
 * On PostgreSQL they really run side by side; on PGlite one after another, and the same must hold.
 */
const TRIALS = 30;

describe('rebate claims and payouts under concurrency', () => {
  let t: TestApp;
  let token: string;
  let memberId: string;
  const { periodic, wrapJobs } = periodicJobs();
  const db = () => t.database.handle.db;

  beforeAll(async () => {
    t = await buildTestApp({ JURISDICTION_PROFILE: 'OPEN' }, { wrapJobs });
    await patchSetting(db(), 'whitelabel', { MANPLAYREB3: true });
    token = await loginAs(t.app, 'jogador3');
    memberId = await memberIdOf(db(), 'jogador3');
  });
  afterEach(async () => {
    expect(await checkLedger(db())).toEqual([]);
  });
  afterAll(() => t.close());

  const claim = () =>
    t.app.inject({
      method: 'POST',
      url: '/wps/member/rebate/claim',
      payload: {},
      headers: { authorization: token, language: 'PT' },
    });
  const runJob = () => periodic.get('rebate.run')!({ periodStart: new Date(), attempt: 1 });
  const balance = () => testWallet(db()).balanceOf(memberId);
  const rebateCredits = async () =>
    rowsOf<{ n: string | number; total: string | number }>(
      await db().execute(sql`
        select count(*) as n, coalesce(sum(p.amount), 0) as total
        from journal_entry e join posting p on p.entry_id = e.id
        join ledger_account a on a.id = p.account_id
        where e.member_id = ${memberId} and e.kind = 'BONUS' and e.reference->>'promotion' = 'REBATE'
          and a.member_id = ${memberId}`),
    ).map((row) => ({ entries: Number(row.n), total: Number(row.total) }))[0]!;

  /** `count` pending periods for the member, amounts 100, 101, …; their sum and periods. */
  let day = 0;
  const pendingRows = async (count: number): Promise<{ sum: number; periods: string[] }> => {
    let sum = 0;
    const periods: string[] = [];
    for (let index = 0; index < count; index += 1) {
      day += 1;
      const amount = 100 + index;
      const period = new Date(Date.UTC(2020, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
      sum += amount;
      periods.push(period);
      await db()
        .insert(memberRebate)
        .values({
          memberId,
          period,
          vipLevel: 0,
          amount,
          categories: [{ category: 'RNG', turnover: amount * 100, rateBp: 100, amount }],
          expiresAt: new Date(Date.now() + 86_400_000),
        });
    }
    return { sum, periods };
  };
  const codes = (responses: Array<{ json(): { errorCode: string | null } }>) =>
    responses.map((response) => response.json().errorCode).sort((a, b) => String(a).localeCompare(String(b)));

  it('four claims at once pay the pending rebate once', async () => {
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const before = await balance();
      const credits = await rebateCredits();
      const { sum } = await pendingRows(1 + (trial % 3));
      const answers = await Promise.all([claim(), claim(), claim(), claim()]);
      expect(codes(answers)).toEqual([
        null,
        'rebate-nothing-to-claim',
        'rebate-nothing-to-claim',
        'rebate-nothing-to-claim',
      ]);
      const paid = answers.find((answer) => answer.json().success)!.json().value;
      expect(paid.amount).toBe(sum);
      expect(paid.balance).toBe(before + sum);
      expect(await balance()).toBe(before + sum);
      expect(await rebateCredits()).toEqual({ entries: credits.entries + 1, total: credits.total + sum });
    }
  });

  it('claims racing the automatic payout pay each row once', async () => {
    await patchSetting(db(), 'rebate', { mode: 'AUTO' });
    try {
      for (let trial = 0; trial < TRIALS; trial += 1) {
        const before = await balance();
        const credits = await rebateCredits();
        const { sum, periods } = await pendingRows(3);
        const [first, , second] = await Promise.all([claim(), runJob(), claim(), runJob()]);
        const claims = [first, second] as Array<Awaited<ReturnType<typeof claim>>>;
        for (const answer of claims) {
          expect([null, 'rebate-nothing-to-claim', 'rebate-changed']).toContain(answer.json().errorCode);
        }
        const rows = (
          await db().select().from(memberRebate).where(eq(memberRebate.memberId, memberId))
        ).filter((row) => periods.includes(row.period));
        expect(rows.map((row) => row.status).filter((status) => status === 'PENDING')).toEqual([]);
        expect(rows.every((row) => row.entryId !== null)).toBe(true);
        expect(await balance()).toBe(before + sum);
        // One entry per claim that won, one per row the job paid; their sum is the rows' sum.
        const claimed = claims.filter((answer) => answer.json().success).length;
        const paidRows = rows.filter((row) => row.status === 'PAID').length;
        expect(await rebateCredits()).toEqual({
          entries: credits.entries + claimed + paidRows,
          total: credits.total + sum,
        });
      }
    } finally {
      await patchSetting(db(), 'rebate', { mode: 'CLAIM' });
    }
  });

  it('two job runs at once compute each member and period once', async () => {
    const call = await vendorCaller(t.app, db());
    const [game] = await db()
      .select({ gameCode: catalogueGame.gameCode })
      .from(catalogueGame)
      .where(eq(catalogueGame.gameType, 'RNG'))
      .limit(1);
    const players = await Promise.all([1, 2, 3, 4, 5].map(() => newPlayer(db(), call, 100_000)));
    for (const player of players) {
      const roundId = randomUUID();
      const bet = {
        sessionToken: player.sessionToken,
        transactionId: randomUUID(),
        roundId,
        gameCode: game!.gameCode,
      };
      expect((await call('bet', { ...bet, amount: 50_000 })).errorCode).toBeNull();
      expect(
        (
          await call('win', {
            playerId: player.playerId,
            transactionId: randomUUID(),
            roundId,
            gameCode: game!.gameCode,
            amount: 0,
          })
        ).errorCode,
      ).toBeNull();
    }
    // The default rule: 0,4 % on RNG at the first level, R$ 1,00 at least: 200 centavos each.
    const ids = players.map((player) => player.playerId);
    await db().execute(sql`
      update vendor_round set created_at = created_at - interval '1 day', closed_at = closed_at - interval '1 day'
      where member_id = any(${`{${ids.join(',')}}`}::uuid[])`);
    for (let trial = 0; trial < 5; trial += 1) {
      await db().delete(rebatePeriod);
      await Promise.all([runJob(), runJob(), runJob()]);
    }
    const rows = rowsOf<{ member_id: string; n: string | number }>(
      await db().execute(sql`
        select member_id, count(*) as n from member_rebate
        where member_id = any(${`{${ids.join(',')}}`}::uuid[]) group by member_id`),
    );
    expect(rows).toHaveLength(5);
    expect(rows.every((row) => Number(row.n) === 1)).toBe(true);
    const amounts = await db()
      .select({ amount: memberRebate.amount })
      .from(memberRebate)
      .where(sql`member_id = any(${`{${ids.join(',')}}`}::uuid[])`);
    expect(amounts.map((row) => row.amount)).toEqual([200, 200, 200, 200, 200]);
  });
});
