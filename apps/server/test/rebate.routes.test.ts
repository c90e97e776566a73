import { and, eq, sql } from 'drizzle-orm';
import { rowsOf } from '@platform/server-kit';
import type { RebateSetting } from '@platform/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../src/modules/wallet/index.js';
import { auditEvent, catalogueGame, memberRebate, rebatePeriod } from '../src/tables.js';
import { buildTestApp, type TestApp, periodicJobs } from './helpers/app.js';
import { patchSetting } from './helpers/accounts.js';
import { testWallet } from './helpers/money.js';
import { loginAs, trialToken } from './helpers/session.js';
import { playSettledRound, sitePlayer, vendorCaller, type VendorCall } from './helpers/vendor.js';

/**
 * The player rebate (docs/rebate.md): the job computes each closed Brasília day's rebate from the
 * valid turnover per game category at the rate of the member's VIP level, once; the member claims
 * it on the manualRebate page in one cash bonus; in automatic mode the job pays it; unclaimed
 * rebates expire. Gated by the jurisdiction profile (BR: off) and MANPLAYREB3.
 */
const RULE: RebateSetting = {
  mode: 'CLAIM',
  period: 'DAY',
  minimumPayout: 10,
  claimDays: 30,
  levels: [{ rates: { RNG: 100, LIVE: 50 } }, { rates: { RNG: 200, LIVE: 100 } }],
};

describe('player rebate: /wps/member/rebate, its claim and the rebate job', () => {
  let t: TestApp;
  let call: VendorCall;
  let games: { RNG: string; LIVE: string };
  const { periodic, wrapJobs } = periodicJobs();
  const db = () => t.database.handle.db;

  beforeAll(async () => {
    t = await buildTestApp({}, { wrapJobs });
    call = await vendorCaller(t.app, db());
    // Bonus credits are what the BR profile leaves out (its own test below).
    await patchSetting(db(), 'jurisdiction', { profile: 'OPEN' });
    await patchSetting(db(), 'rebate', RULE);
    await patchSetting(db(), 'whitelabel', { MANPLAYREB3: true });
    const gameOf = async (gameType: string) => {
      const [row] = await db()
        .select({ gameCode: catalogueGame.gameCode })
        .from(catalogueGame)
        .where(eq(catalogueGame.gameType, gameType))
        .limit(1);
      return row!.gameCode;
    };
    games = { RNG: await gameOf('RNG'), LIVE: await gameOf('LIVE') };
  });
  afterEach(async () => {
    expect(await checkLedger(db())).toEqual([]);
  });
  afterAll(() => t.close());

  const get = (url: string, token: string, language = 'EN') =>
    t.app.inject({ method: 'GET', url, headers: { authorization: token, language } });
  const claim = (token: string, language = 'EN') =>
    t.app.inject({
      method: 'POST',
      url: '/wps/member/rebate/claim',
      payload: {},
      headers: { authorization: token, language },
    });
  const runJob = () => periodic.get('rebate.run')!({ periodStart: new Date(), attempt: 1 });

  /** A settled round of `amount` on a game. */
  const playRound = (player: { sessionToken: string; playerId: string }, gameCode: string, amount: number) =>
    playSettledRound(call, player, gameCode, amount);

  /**
   * Moves a member's rounds to yesterday (Brasília), as if played then, and lets the job compute
   * that day again: rows computed before stay (the unique key), new ones are added.
   */
  const closeYesterday = async (memberId: string) => {
    await db().execute(sql`
      update vendor_round set created_at = created_at - interval '1 day', closed_at = closed_at - interval '1 day'
      where member_id = ${memberId}`);
    await db().delete(rebatePeriod);
  };

  /** A new funded player with a session for the site and one for the studio's games. */
  const player = () => sitePlayer(t.app, db(), call);

  const rebatesOf = (memberId: string) =>
    db().select().from(memberRebate).where(eq(memberRebate.memberId, memberId)).orderBy(memberRebate.period);
  const balanceOf = (memberId: string) => testWallet(db()).balanceOf(memberId);
  const bonusEntriesOf = async (memberId: string) =>
    Number(
      rowsOf<{ n: string | number }>(
        await db().execute(
          sql`select count(*) as n from journal_entry where member_id = ${memberId} and kind = 'BONUS' and reference->>'promotion' = 'REBATE'`,
        ),
      )[0]!.n,
    );

  it("computes yesterday's rebate once per member from the valid turnover per category, rounded down", async () => {
    const p = await player();
    await playRound(p, games.RNG, 12_345); // 1 % → 123,45 → 123
    await playRound(p, games.RNG, 1_000); // same category: 13 345 × 1 % = 133
    await playRound(p, games.LIVE, 3_999); // 0,5 % → 19,995 → 19
    await playRound(p, 'NOT-IN-CATALOGUE', 50_000); // no category: earns nothing
    await closeYesterday(p.playerId);
    await Promise.all([runJob(), runJob()]);
    await runJob();
    const rows = await rebatesOf(p.playerId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'PENDING',
      vipLevel: 0,
      amount: 152,
      categories: [
        { category: 'LIVE', turnover: 3_999, rateBp: 50, amount: 19 },
        { category: 'RNG', turnover: 13_345, rateBp: 100, amount: 133 },
      ],
    });
    const summary = (await get('/wps/member/rebate', p.token)).json();
    expect(summary).toMatchObject({
      success: true,
      value: { mode: 'CLAIM', claimable: true, pendingAmount: 152, pendingCount: 1, total: 1 },
    });
    expect(summary.value.history[0]).toMatchObject({ amount: 152, status: 'PENDING' });
  });

  it("shows today's running turnover per category at the member's rate", async () => {
    const p = await player();
    await playRound(p, games.RNG, 2_000);
    const value = (await get('/wps/member/rebate', p.token)).json().value;
    expect(value).toMatchObject({ claimable: false, pendingAmount: 0, vipLevel: 0, history: [] });
    expect(value.today.categories).toEqual([{ category: 'RNG', turnover: 2_000, rateBp: 100, amount: 20 }]);
  });

  it('leaves out a day below the minimum payout, and pays the rate of a higher VIP level', async () => {
    const low = await player();
    await playRound(low, games.RNG, 999); // 9 centavos < 10
    await patchSetting(db(), 'vipRank', {
      levels: [
        {
          name: { PT: 'A', EN: 'A', CN: 'A' },
          requiredTurnover: 0,
          requiredDeposits: 0,
          benefits: { PT: '', EN: '', CN: '' },
        },
        {
          name: { PT: 'B', EN: 'B', CN: 'B' },
          requiredTurnover: 5_000,
          requiredDeposits: 0,
          benefits: { PT: '', EN: '', CN: '' },
        },
      ],
    });
    const high = await player();
    await playRound(high, games.RNG, 5_000); // level 1: 2 % → 100
    await closeYesterday(low.playerId);
    await closeYesterday(high.playerId);
    await runJob();
    expect(await rebatesOf(low.playerId)).toEqual([]);
    expect(await rebatesOf(high.playerId)).toMatchObject([{ vipLevel: 1, amount: 100 }]);
    await patchSetting(db(), 'vipRank', {
      levels: [
        {
          name: { PT: 'A', EN: 'A', CN: 'A' },
          requiredTurnover: 0,
          requiredDeposits: 0,
          benefits: { PT: '', EN: '', CN: '' },
        },
      ],
    });
  });

  it('pays every pending rebate in one claim, audited; a second claim finds nothing (translated)', async () => {
    const p = await player();
    await playRound(p, games.RNG, 10_000);
    await closeYesterday(p.playerId);
    await runJob();
    // A second, older period pending beside it.
    const [first] = await rebatesOf(p.playerId);
    await db()
      .insert(memberRebate)
      .values({
        memberId: p.playerId,
        period: '2026-01-01',
        vipLevel: 0,
        amount: 77,
        categories: [{ category: 'RNG', turnover: 7_700, rateBp: 100, amount: 77 }],
        expiresAt: new Date(Date.now() + 86_400_000),
      });
    const before = await balanceOf(p.playerId);
    const claimed = (await claim(p.token)).json();
    expect(claimed).toMatchObject({
      success: true,
      value: { amount: 177, periods: ['2026-01-01', first!.period], balance: before + 177 },
    });
    expect(await balanceOf(p.playerId)).toBe(before + 177);
    expect(await bonusEntriesOf(p.playerId)).toBe(1);
    expect((await rebatesOf(p.playerId)).map((row) => row.status)).toEqual(['CLAIMED', 'CLAIMED']);
    const audited = await db()
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.memberId, p.playerId), eq(auditEvent.action, 'rebate.claim')));
    expect(audited).toMatchObject([{ result: 'ok', detail: { amount: 177 } }]);

    const again = await Promise.all(
      ['PT', 'EN', 'CN'].map(async (language) => (await claim(p.token, language)).json()),
    );
    for (const answer of again)
      expect(answer).toMatchObject({ success: false, errorCode: 'rebate-nothing-to-claim' });
    expect(new Set(again.map((answer) => answer.message)).size).toBe(3);
    expect(await balanceOf(p.playerId)).toBe(before + 177);
  });

  it('expires a rebate not claimed in time; an expired one is never paid', async () => {
    const p = await player();
    await db()
      .insert(memberRebate)
      .values({
        memberId: p.playerId,
        period: '2026-01-02',
        vipLevel: 0,
        amount: 500,
        categories: [{ category: 'RNG', turnover: 50_000, rateBp: 100, amount: 500 }],
        expiresAt: new Date(Date.now() - 1_000),
      });
    expect((await claim(p.token)).json().errorCode).toBe('rebate-nothing-to-claim');
    await runJob();
    expect(await rebatesOf(p.playerId)).toMatchObject([{ status: 'EXPIRED', entryId: null }]);
    expect(await bonusEntriesOf(p.playerId)).toBe(0);
  });

  it('in automatic mode the job pays each pending rebate once, audited', async () => {
    const p = await player();
    await playRound(p, games.LIVE, 20_000); // 0,5 % → 100
    await closeYesterday(p.playerId);
    await patchSetting(db(), 'rebate', { mode: 'AUTO' });
    try {
      const before = await balanceOf(p.playerId);
      await Promise.all([runJob(), runJob()]);
      await runJob();
      expect(await rebatesOf(p.playerId)).toMatchObject([{ status: 'PAID', amount: 100 }]);
      expect(await balanceOf(p.playerId)).toBe(before + 100);
      expect(await bonusEntriesOf(p.playerId)).toBe(1);
      const audited = await db()
        .select()
        .from(auditEvent)
        .where(and(eq(auditEvent.memberId, p.playerId), eq(auditEvent.action, 'rebate.payout')));
      expect(audited).toHaveLength(1);
    } finally {
      await patchSetting(db(), 'rebate', { mode: 'CLAIM' });
    }
  });

  it('refuses trial accounts and calls without a token', async () => {
    const trial = await trialToken(t.app);
    expect((await get('/wps/member/rebate', trial)).json()).toMatchObject({
      errorCode: 'in-need-true-account',
    });
    expect((await claim(trial)).json()).toMatchObject({ errorCode: 'in-need-true-account' });
    expect((await t.app.inject({ method: 'GET', url: '/wps/member/rebate' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/wps/member/rebate/claim', payload: {} })).statusCode,
    ).toBe(401);
  });

  it('refuses bad input with translated field messages, never a 500', async () => {
    const token = await loginAs(t.app, 'jogador1');
    const answers = await Promise.all(
      ['PT', 'EN', 'CN'].map(async (language) =>
        (await get('/wps/member/rebate?page=0', token, language)).json(),
      ),
    );
    for (const answer of answers)
      expect(answer).toMatchObject({ success: false, errorCode: 'validation-failed' });
    expect(new Set(answers.map((answer) => answer.message)).size).toBe(3);
    const extra = await t.app.inject({
      method: 'POST',
      url: '/wps/member/rebate/claim',
      payload: { amount: 1_000_000 },
      headers: { authorization: token, language: 'EN' },
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().errorCode).toBe('validation-failed');
  });

  it('answers operation-not-allowed while MANPLAYREB3 is off, feature-unavailable under BR (the job then computes nothing)', async () => {
    const p = await player();
    await patchSetting(db(), 'whitelabel', { MANPLAYREB3: false });
    try {
      expect((await get('/wps/member/rebate', p.token)).json().errorCode).toBe('operation-not-allowed');
      expect((await claim(p.token)).json().errorCode).toBe('operation-not-allowed');
    } finally {
      await patchSetting(db(), 'whitelabel', { MANPLAYREB3: true });
    }
    await playRound(p, games.RNG, 10_000);
    await closeYesterday(p.playerId);
    await patchSetting(db(), 'jurisdiction', { profile: 'BR' });
    try {
      const answers = await Promise.all(
        ['PT', 'EN', 'CN'].map(async (language) => (await claim(p.token, language)).json()),
      );
      for (const answer of answers)
        expect(answer).toMatchObject({ success: false, errorCode: 'feature-unavailable' });
      expect(new Set(answers.map((answer) => answer.message)).size).toBe(3);
      expect((await get('/wps/member/rebate', p.token)).json().errorCode).toBe('feature-unavailable');
      await runJob();
      expect(await rebatesOf(p.playerId)).toEqual([]);
    } finally {
      await patchSetting(db(), 'jurisdiction', { profile: 'OPEN' });
    }
  });

  it('lets only operators read and change the rule, audited, and refuses a bad rule', async () => {
    const operator = await loginAs(t.app, 'operador', 'Demo2026', { portal: 'operator' });
    const memberToken = await loginAs(t.app, 'jogador1');
    const put = (token: string, payload: unknown, language = 'EN') =>
      t.app.inject({
        method: 'PUT',
        url: '/ops/settings/rebate',
        payload: payload as object,
        headers: { authorization: token, language },
      });
    const changed = { ...RULE, minimumPayout: 25 };
    expect((await put(memberToken, changed)).json().errorCode).toBe('operators-only');
    expect((await put(operator, changed)).json()).toMatchObject({ success: true, value: changed });
    expect((await get('/ops/settings/rebate', operator)).json().value).toEqual(changed);
    for (const bad of [
      { ...RULE, levels: [] },
      { ...RULE, levels: [{ rates: { RNG: 1_001 } }] },
      { ...RULE, levels: [{ rates: { CARDS: 10 } }] },
      { ...RULE, mode: 'LATER' },
      { ...RULE, minimumPayout: 1.5 },
    ]) {
      const response = await put(operator, bad, 'PT');
      expect(response.statusCode).toBe(400);
      expect(response.json().errorCode).toBe('validation-failed');
    }
    const audited = await db().select().from(auditEvent).where(eq(auditEvent.action, 'rebate.settings'));
    expect(audited).toHaveLength(1);
    await put(operator, RULE);
  });
});
