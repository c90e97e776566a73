import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { VipRankSetting } from '@platform/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvent, member, vipLevelChange } from '../src/tables.js';
import { buildTestApp, type TestApp, periodicJobs } from './helpers/app.js';
import { cpfFrom, lastCodeTo, patchSetting } from './helpers/accounts.js';
import { memberIdOf } from './helpers/money.js';
import { insertPaidDeposit } from './helpers/records.js';
import { loginAs, sendEncrypted, trialToken } from './helpers/session.js';
import { newPlayer, vendorCaller, type VendorCall } from './helpers/vendor.js';

/**
 * Referral and VIP rank (docs/referral-vip.md): the member's own code, link and QR, the friends who
 * registered with it and their status, the VIP level from deposits and valid turnover, and the
 * job that records level changes once. Nothing here moves money.
 */
const LEVELS: VipRankSetting['levels'] = [
  {
    name: { PT: 'Bronze', EN: 'Bronze', CN: '青铜' },
    requiredTurnover: 0,
    requiredDeposits: 0,
    benefits: { PT: 'b0', EN: 'b0', CN: 'b0' },
  },
  {
    name: { PT: 'Prata', EN: 'Silver', CN: '白银' },
    requiredTurnover: 3_000,
    requiredDeposits: 10_000,
    benefits: { PT: 'b1', EN: 'b1', CN: 'b1' },
  },
  {
    name: { PT: 'Ouro', EN: 'Gold', CN: '黄金' },
    requiredTurnover: 9_000,
    requiredDeposits: 50_000,
    benefits: { PT: 'b2', EN: 'b2', CN: 'b2' },
  },
];

describe('referral and VIP rank: /wps/member/referral, /wps/member/playerRank and the VIP job', () => {
  let t: TestApp;
  let call: VendorCall;
  let serial = 500;
  const { periodic, wrapJobs } = periodicJobs();

  beforeAll(async () => {
    t = await buildTestApp({}, { wrapJobs });
    call = await vendorCaller(t.app, t.database.handle.db);
    await patchSetting(t.database.handle.db, 'vipRank', { levels: LEVELS });
    // The referral programme is a promotion the BR profile leaves out (its own test below).
    await patchSetting(t.database.handle.db, 'jurisdiction', { profile: 'OPEN' });
  });
  afterAll(() => t.close());

  const db = () => t.database.handle.db;
  const get = (url: string, token: string, language = 'EN') =>
    t.app.inject({ method: 'GET', url, headers: { authorization: token, language } });

  /** Registers a friend through the real route with a code; the new account's name. */
  const registerWith = async (fields: Record<string, string>) => {
    serial += 1;
    const mobileNum = `11976${String(serial).padStart(6, '0')}`;
    const sent = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { mobileNum, countryDialingCode: '55' },
    });
    expect(sent.statusCode).toBe(200);
    const username = `amigo${serial}x`;
    const response = await sendEncrypted(t.app, {
      method: 'PUT',
      url: '/wps/member/register',
      headers: { language: 'EN' },
      body: {
        username,
        password: 'Senha2026',
        confirmPassword: 'Senha2026',
        payeeName: 'Carla Souza Lima',
        idNumber: cpfFrom(`223456${serial}`),
        email: `amigo${serial}@example.com`,
        mobileNum,
        verificationCode: await lastCodeTo(db(), `55${mobileNum}`),
        ageConfirmed: true,
        riskAcknowledged: true,
        ...fields,
      },
    });
    return { username, response };
  };

  /** Valid turnover for a member: one settled studio round of `amount`. */
  const playRound = async (player: { sessionToken: string; playerId: string }, amount: number) => {
    const roundId = randomUUID();
    const bet = await call('bet', {
      sessionToken: player.sessionToken,
      transactionId: randomUUID(),
      roundId,
      gameCode: 'SLOT1',
      amount,
    });
    expect(bet.errorCode).toBeNull();
    const win = await call('win', {
      playerId: player.playerId,
      transactionId: randomUUID(),
      roundId,
      gameCode: 'SLOT1',
      amount: 0,
    });
    expect(win.errorCode).toBeNull();
  };

  it("shows a member their own code, its registration link and QR, and the operator's reward rule", async () => {
    const token = await loginAs(t.app, 'jogador1');
    const response = await get('/wps/member/referral', token);
    expect(response.statusCode).toBe(200);
    const value = response.json().value;
    expect(value).toMatchObject({
      code: 'JOGA0001',
      link: expect.stringMatching(/\/register\?referralCode=JOGA0001$/u),
      rule: { rewardAmount: 2_000, qualifyingDeposit: 5_000, qualifyingTurnover: 20_000 },
      page: 1,
    });
    expect(Buffer.from(value.qr.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toContain(
      '<svg',
    );
  });

  it("lists a friend who registered with the member's code, masked, and follows their status", async () => {
    const token = await loginAs(t.app, 'jogador3');
    const before = (await get('/wps/member/referral', token)).json().value.total as number;
    // The affiliate check the register form calls answers a member's code as a member's.
    const check = await t.app.inject({ method: 'GET', url: '/wps/agent/affiliate?code=joga0003&domain=x' });
    expect(check.json()).toMatchObject({ success: true, value: { code: 'JOGA0003', kind: 'MEMBER' } });

    const { username, response } = await registerWith({ referralCode: 'JOGA0003' });
    expect(response.statusCode).toBe(200);
    const referrerId = await memberIdOf(db(), 'jogador3');
    const [friend] = await db().select().from(member).where(eq(member.account, username));
    expect(friend!.referredBy).toBe(referrerId);

    const listed = (await get('/wps/member/referral', token)).json().value;
    expect(listed.total).toBe(before + 1);
    expect(listed.friends[0]).toMatchObject({
      account: `${username.slice(0, 2)}****${username.slice(-2)}`,
      status: 'registered',
    });
    expect(listed.friends[0].account).not.toContain(username);

    await insertPaidDeposit(db(), { memberId: friend!.id, amount: 5_000, paidAt: new Date() });
    expect((await get('/wps/member/referral', token)).json().value.friends[0].status).toBe('deposited');
  });

  it('counts a friend who deposited and bet in the last 30 days as active', async () => {
    const token = await loginAs(t.app, 'jogador1');
    const player = await newPlayer(db(), call, 10_000);
    const referrerId = await memberIdOf(db(), 'jogador1');
    // The player was made outside registration; point them at the referrer as a code would.
    await db().update(member).set({ referredBy: referrerId }).where(eq(member.id, player.playerId));
    await insertPaidDeposit(db(), { memberId: player.playerId, amount: 10_000, paidAt: new Date() });
    await playRound(player, 1_000);
    const listed = (await get('/wps/member/referral', token)).json().value;
    expect(listed.friends[0]).toMatchObject({ status: 'active' });
  });

  it('refuses an unknown code with a translated message and creates nothing', async () => {
    const { username, response } = await registerWith({ referralCode: 'NOPE9999' });
    expect(response.json()).toMatchObject({ success: false, errorCode: 'invalid-invitation-code' });
    expect(await db().select().from(member).where(eq(member.account, username))).toHaveLength(0);
    const messages = await Promise.all(
      ['PT', 'EN', 'CN'].map(
        async (language) =>
          (
            await t.app.inject({
              method: 'GET',
              url: '/wps/agent/affiliate?code=NOPE9999',
              headers: { language },
            })
          ).json().message as string,
      ),
    );
    expect(messages[1]).toBe('Invalid invitation code');
    expect(new Set(messages).size).toBe(3);
  });

  it('refuses a bad page with a translated message', async () => {
    const token = await loginAs(t.app, 'jogador1');
    const answers = await Promise.all(
      ['PT', 'EN', 'CN'].map(async (language) =>
        (await get('/wps/member/referral?page=0', token, language)).json(),
      ),
    );
    for (const answer of answers)
      expect(answer).toMatchObject({ success: false, errorCode: 'validation-failed' });
    expect(new Set(answers.map((answer) => answer.message)).size).toBe(3);
  });

  it('refuses trial accounts and calls without a token', async () => {
    const trial = await trialToken(t.app);
    for (const url of ['/wps/member/referral', '/wps/member/playerRank']) {
      expect((await get(url, trial)).json()).toMatchObject({
        errorCode: 'in-need-true-account',
        message: 'Please Register An Account First',
      });
      const anonymous = await t.app.inject({ method: 'GET', url });
      expect(anonymous.statusCode).toBe(401);
    }
  });

  it('refuses each page while its whitelabel flag is off', async () => {
    const token = await loginAs(t.app, 'jogador1');
    await patchSetting(db(), 'whitelabel', { REFERRAL3: false, VIP3: false });
    try {
      for (const url of ['/wps/member/referral', '/wps/member/playerRank']) {
        expect((await get(url, token)).json().errorCode).toBe('operation-not-allowed');
      }
      // Nor does member info name a level.
      expect((await get('/wps/member/info', token)).json().value).toMatchObject({
        hasVip: false,
        vipRankLevel: null,
        vipLabelName: null,
      });
    } finally {
      await patchSetting(db(), 'whitelabel', { REFERRAL3: true, VIP3: true });
    }
  });

  it('refuses the referral page where the jurisdiction profile leaves referral out (BR), not the VIP rank', async () => {
    const token = await loginAs(t.app, 'jogador1');
    await patchSetting(db(), 'jurisdiction', { profile: 'BR' });
    try {
      const answers = await Promise.all(
        ['PT', 'EN', 'CN'].map(async (language) =>
          (await get('/wps/member/referral', token, language)).json(),
        ),
      );
      for (const answer of answers)
        expect(answer).toMatchObject({ success: false, errorCode: 'feature-unavailable' });
      expect(new Set(answers.map((answer) => answer.message)).size).toBe(3);
      expect((await get('/wps/member/playerRank', token)).json()).toMatchObject({ success: true });
    } finally {
      await patchSetting(db(), 'jurisdiction', { profile: 'OPEN' });
    }
  });

  it('ranks a member by lifetime deposits and valid turnover, with the progress to the next level', async () => {
    const player = await newPlayer(db(), call, 20_000);
    const account = `vip${serial++}`;
    await db().update(member).set({ account }).where(eq(member.id, player.playerId));
    const token = await loginAsPlayer(player.playerId);
    const rank = async (language = 'EN') =>
      (await get('/wps/member/playerRank', token, language)).json().value;

    expect(await rank()).toMatchObject({
      currentLevel: 0,
      deposits: 0,
      turnover: 0,
      next: { level: 1, turnoverNeeded: 3_000, depositsNeeded: 10_000, percent: 0 },
    });
    // Exactly the deposits of level 1, one centavo short of its turnover: still level 0.
    await insertPaidDeposit(db(), { memberId: player.playerId, amount: 10_000, paidAt: new Date() });
    await playRound(player, 2_999);
    expect(await rank()).toMatchObject({
      currentLevel: 0,
      next: { level: 1, turnoverNeeded: 1, depositsNeeded: 0, percent: 99 },
    });
    await playRound(player, 1);
    const silver = await rank('PT');
    expect(silver).toMatchObject({ currentLevel: 1, turnover: 3_000, deposits: 10_000 });
    expect(silver.levels.map((level: { name: string }) => level.name)).toEqual(['Bronze', 'Prata', 'Ouro']);
    expect(silver.next).toMatchObject({ level: 2, turnoverNeeded: 6_000, depositsNeeded: 40_000 });

    // Member info shows the level the job last recorded, named in the caller's language.
    const info = async (language = 'EN') => (await get('/wps/member/info', token, language)).json().value;
    expect(await info()).toMatchObject({ hasVip: true, vipRankLevel: 0, vipLabelName: 'Bronze' });

    // The job records the change once, however many times it runs; audited once.
    const job = periodic.get('loyalty.record-vip-levels')!;
    await job({ periodStart: new Date(), attempt: 1 });
    await job({ periodStart: new Date(), attempt: 1 });
    expect(await info('PT')).toMatchObject({ vipRankLevel: 1, vipLabelName: 'Prata' });
    expect(await info('CN')).toMatchObject({ vipRankLevel: 1, vipLabelName: '白银' });
    const changes = await db()
      .select()
      .from(vipLevelChange)
      .where(eq(vipLevelChange.memberId, player.playerId));
    expect(changes).toMatchObject([{ fromLevel: 0, toLevel: 1 }]);
    const audited = await db().select().from(auditEvent).where(eq(auditEvent.memberId, player.playerId));
    expect(audited.filter((event) => event.action === 'vip.level-change')).toHaveLength(1);
  });

  it('lets only operators change the reward rule and the levels, audited, and refuses bad levels', async () => {
    const operator = await loginAs(t.app, 'operador', 'Demo2026', { portal: 'operator' });
    const memberToken = await loginAs(t.app, 'jogador1');
    const rule = { rewardAmount: 3_000, qualifyingDeposit: 2_000, qualifyingTurnover: 0 };
    const put = (url: string, token: string, payload: unknown, language = 'EN') =>
      t.app.inject({
        method: 'PUT',
        url,
        payload: payload as object,
        headers: { authorization: token, language },
      });

    expect((await put('/ops/settings/referral', memberToken, rule)).statusCode).toBe(403);
    expect((await put('/ops/settings/referral', operator, rule)).json()).toMatchObject({
      success: true,
      value: rule,
    });
    expect((await get('/wps/member/referral', memberToken)).json().value.rule).toEqual(rule);

    // A level asking less than the one below it is refused, in each language, and changes nothing.
    const bad = { levels: [LEVELS[1], LEVELS[0]] };
    const answers = await Promise.all(
      ['PT', 'EN', 'CN'].map(async (language) =>
        (await put('/ops/settings/vip-rank', operator, bad, language)).json(),
      ),
    );
    for (const answer of answers)
      expect(answer).toMatchObject({ success: false, errorCode: 'validation-failed' });
    expect(new Set(answers.map((answer) => answer.message)).size).toBe(3);
    expect((await get('/wps/member/playerRank', memberToken)).json().value.levels).toHaveLength(3);
    const audited = await db().select().from(auditEvent).where(eq(auditEvent.action, 'loyalty.settings'));
    expect(audited).toHaveLength(1);
  });

  /** A session for a member made outside registration: give them the demo password and log in. */
  const loginAsPlayer = async (memberId: string) => {
    const [demo] = await db().select().from(member).where(eq(member.account, 'jogador1'));
    const [row] = await db()
      .update(member)
      .set({ passwordHash: demo!.passwordHash })
      .where(eq(member.id, memberId))
      .returning();
    return loginAs(t.app, row!.account);
  };
});
