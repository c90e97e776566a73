import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { errorMessage, FIELD_MESSAGES, type PlayerLimit } from '@platform/contracts';
import { auditEvent, member } from '../src/tables.js';
import { hashPassword } from '../src/modules/accounts/password.js';
import { periodWindow } from '../src/modules/responsible-gaming/index.js';
import { checkLedger } from '../src/modules/wallet/index.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { markIdentityVerified } from './helpers/identity.js';
import { fundMember } from './helpers/money.js';
import { databaseNow, insertSessions } from './helpers/sessions.js';
import { loginAs, sendEncrypted } from './helpers/session.js';
import {
  ledgerOf,
  openStudioGame,
  roundStatusOf,
  vendorCaller,
  walletBetRefusal,
  type VendorCall,
} from './helpers/vendor.js';

const PASSWORD = 'Teste2026';
const MINUTE = 60_000;

/**
 * The session-time limit through the API (docs/responsible-gaming.md): set in minutes, refused
 * past its period; once a period's logged-in time is used up, the session ends (401 with its code
 * and when the period starts again), login and resume are refused, and bets are refused through
 * the seamless wallet and the wallet's own path. PGlite, and PostgreSQL with DATABASE_URL.
 */
describe('session-time limit: routes, sessions, login, resume and bets', () => {
  let t: TestApp;
  let call: VendorCall;
  const db = () => t.database.handle.db;

  beforeAll(async () => {
    t = await buildTestApp();
    call = await vendorCaller(t.app, db());
  });
  afterEach(async () => {
    expect(await checkLedger(db())).toEqual([]);
  });
  afterAll(() => t.close());

  const newPlayer = async (funds: number) => {
    const account = `st${randomUUID().slice(0, 10)}`;
    const [row] = await db()
      .insert(member)
      .values({ account, nickname: 'Session time', passwordHash: await hashPassword(PASSWORD) })
      .returning({ id: member.id });
    const playerId = row!.id;
    await markIdentityVerified(db(), playerId);
    if (funds > 0) await fundMember(db(), playerId, funds);
    return { playerId, account, gameSession: await openStudioGame(db(), call, playerId) };
  };
  const send = (token: string, method: 'GET' | 'POST', url: string, body?: object, language = 'EN') =>
    t.app.inject({
      method,
      url,
      ...(body ? { payload: body } : {}),
      headers: { authorization: token, language },
    });
  const login = (account: string, language = 'EN', rememberMe = false) =>
    sendEncrypted(t.app, {
      method: 'POST',
      url: '/wps/session/login',
      body: { type: 'username', username: account, password: PASSWORD, rememberMe },
      headers: { language },
    });
  const timeLimits = async (token: string) =>
    ((await send(token, 'GET', '/wps/member/limits')).json().value.limits as PlayerLimit[]).filter(
      (limit) => limit.kind === 'SESSION_TIME',
    );
  const auditsOf = async (memberId: string, action: 'login' | 'session.end' | 'session.resume') =>
    (
      await db()
        .select({ result: auditEvent.result, detail: auditEvent.detail })
        .from(auditEvent)
        .where(and(eq(auditEvent.memberId, memberId), eq(auditEvent.action, action)))
    ).map((row) => ({ result: row.result, reason: (row.detail as { reason?: string }).reason }));

  it('sets a time limit in minutes; one longer than its period is refused in three languages and changes nothing', async () => {
    const player = await newPlayer(0);
    const token = await loginAs(t.app, player.account, PASSWORD);
    const set = await send(token, 'POST', '/wps/member/limits', {
      kind: 'SESSION_TIME',
      period: 'DAY',
      amount: 90,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().value.outcome).toBe('APPLIED');
    const [day, week, month] = await timeLimits(token);
    expect(day).toMatchObject({ period: 'DAY', amount: 90, pending: null, used: 0 });
    expect(week).toMatchObject({ period: 'WEEK', amount: null, used: 0 });
    expect(month).toMatchObject({ period: 'MONTH', amount: null });
    expect(new Date(day!.resetsAt).getTime()).toBeGreaterThan(Date.now());

    for (const [period, minutes, hours] of [
      ['DAY', 1_441, 24],
      ['WEEK', 10_081, 168],
      ['MONTH', 44_641, 744],
    ] as const) {
      for (const language of ['PT', 'EN', 'CN'] as const) {
        const refused = await send(
          token,
          'POST',
          '/wps/member/limits',
          { kind: 'SESSION_TIME', period, amount: minutes },
          language,
        );
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toMatchObject({
          errorCode: 'validation-failed',
          message: errorMessage('validation-failed', language),
          value: {
            fields: [
              {
                field: 'amount',
                messageKey: 'sessionMinutes',
                message: FIELD_MESSAGES[language]
                  .sessionMinutes!.replace('{{hours}}', String(hours))
                  .replace('{{minutes}}', String(minutes - 1)),
              },
            ],
          },
        });
      }
    }
    expect((await timeLimits(token)).map((limit) => limit.amount)).toEqual([90, null, null]);
  });

  it('ends the session once the period is used up, refuses login, resume and bets, and audits each', async () => {
    const player = await newPlayer(10_000);
    // A remember-me token from an earlier visit, and the session the member is in now.
    const remembered = (await login(player.account, 'EN', true)).json().value.rememberToken as string;
    const token = await loginAs(t.app, player.account, PASSWORD);
    // Five minutes played at the start of this month (a run in its first five minutes would count
    // less; any other moment counts exactly five, plus the seconds of this test's sessions).
    const now = await databaseNow(db());
    const month = periodWindow('MONTH', now);
    await insertSessions(db(), player.playerId, [
      {
        from: month.from,
        lastSeen: new Date(month.from.getTime() + 5 * MINUTE),
        revoked: new Date(month.from.getTime() + 5 * MINUTE),
      },
    ]);
    const seamlessBet = async () =>
      (
        await call('bet', {
          sessionToken: player.gameSession,
          transactionId: randomUUID(),
          roundId: randomUUID(),
          gameCode: 'SLOT1',
          amount: 100,
        })
      ).errorCode;

    // Ten minutes a month: five left, so the session lives and bets go through.
    await send(token, 'POST', '/wps/member/limits', { kind: 'SESSION_TIME', period: 'MONTH', amount: 10 });
    const [, , monthly] = await timeLimits(token);
    expect(monthly).toMatchObject({ amount: 10, used: 5, resetsAt: month.resetsAt.toISOString() });
    expect(await seamlessBet()).toBeNull();
    expect(await walletBetRefusal(db(), player.playerId, 100)).toBeNull();

    // Lowered to five: in force at once, and the very next request ends the session.
    const lowered = await send(token, 'POST', '/wps/member/limits', {
      kind: 'SESSION_TIME',
      period: 'MONTH',
      amount: 5,
    });
    expect(lowered.json().value.outcome).toBe('APPLIED');
    const ended = await send(token, 'GET', '/wps/member/info', undefined, 'PT');
    expect(ended.statusCode).toBe(401);
    expect(ended.json()).toEqual({
      success: false,
      errorCode: 'session-time-limit-reached',
      message: errorMessage('session-time-limit-reached', 'PT'),
      value: { resetsAt: month.resetsAt.toISOString() },
    });
    // Ended for good: the token is no longer a session.
    const after = await send(token, 'GET', '/wps/member/info');
    expect(after.statusCode).toBe(401);
    expect(after.json().errorCode).toBe('unauthorized');
    expect(await auditsOf(player.playerId, 'session.end')).toEqual([
      { result: 'ok', reason: 'session-time-limit-reached' },
    ]);

    // Login and resume are refused the same way, in the caller's language.
    for (const language of ['PT', 'EN', 'CN'] as const) {
      const refused = await login(player.account, language);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({
        errorCode: 'session-time-limit-reached',
        message: errorMessage('session-time-limit-reached', language),
        value: { resetsAt: month.resetsAt.toISOString() },
      });
    }
    expect(await auditsOf(player.playerId, 'login')).toEqual([
      { result: 'ok', reason: undefined },
      { result: 'ok', reason: undefined },
      ...Array(3).fill({ result: 'refused', reason: 'session-time-limit-reached' }),
    ]);
    const resumed = await t.app.inject({
      method: 'POST',
      url: '/wps/session/resume',
      payload: { rememberToken: remembered },
      headers: { language: 'EN' },
    });
    expect(resumed.statusCode).toBe(401);
    expect(resumed.json()).toMatchObject({
      errorCode: 'session-time-limit-reached',
      value: { resetsAt: month.resetsAt.toISOString() },
    });
    expect(await auditsOf(player.playerId, 'session.resume')).toEqual([
      { result: 'refused', reason: 'session-time-limit-reached' },
    ]);

    // Bets: refused with nothing moved and no round left behind, on both paths.
    const roundId = randomUUID();
    const refusedBet = await call('bet', {
      sessionToken: player.gameSession,
      transactionId: randomUUID(),
      roundId,
      gameCode: 'SLOT1',
      amount: 100,
    });
    expect(refusedBet).toMatchObject({ status: 403, errorCode: 'session-time-limit-reached' });
    expect(await roundStatusOf(db(), roundId)).toBeNull();
    expect(await walletBetRefusal(db(), player.playerId, 100)).toBe('session-time-limit-reached');
    expect(await ledgerOf(db(), player.playerId)).toEqual({
      balance: 10_000 - 200,
      kinds: ['DEPOSIT', 'BET', 'BET'],
    });
  });

  it('leaves members without a time limit, and other members, alone', async () => {
    const player = await newPlayer(0);
    const other = await newPlayer(0);
    const token = await loginAs(t.app, player.account, PASSWORD);
    const otherToken = await loginAs(t.app, other.account, PASSWORD);
    const now = await databaseNow(db());
    // A whole day of sessions, with a limit on money only.
    await insertSessions(db(), player.playerId, [
      { from: new Date(now.getTime() - 20 * 60 * MINUTE), lastSeen: now },
    ]);
    await send(token, 'POST', '/wps/member/limits', { kind: 'LOSS', period: 'DAY', amount: 1_000 });
    expect((await send(token, 'GET', '/wps/member/info')).statusCode).toBe(200);
    // The other member's limit counts only the other member's sessions.
    await send(otherToken, 'POST', '/wps/member/limits', {
      kind: 'SESSION_TIME',
      period: 'DAY',
      amount: 60,
    });
    expect((await send(otherToken, 'GET', '/wps/member/info')).statusCode).toBe(200);
  });
});
