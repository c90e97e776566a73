import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { errorMessage, FIELD_MESSAGES, type PlayerLimitsResponse } from '@platform/contracts';
import { auditEvent, member, paymentChannel, playerLimit } from '../src/tables.js';
import { hashPassword } from '../src/modules/accounts/password.js';
import { checkLedger } from '../src/modules/wallet/index.js';
import { cpfFrom } from './helpers/accounts.js';
import { markIdentityVerified } from './helpers/identity.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { fundMember } from './helpers/money.js';
import { loginAs } from './helpers/session.js';
import { ledgerOf, openStudioGame, roundStatusOf, type VendorCall, vendorCaller } from './helpers/vendor.js';

/**
 * The member centre's limits through the API (docs/responsible-gaming.md), and the limits held
 * where money moves: the seamless wallet's bets and the opening of a deposit charge.
 */
describe('player limits: routes, seamless bets and deposits', () => {
  let t: TestApp;
  let call: VendorCall;
  let channelId: number;
  const db = () => t.database.handle.db;

  beforeAll(async () => {
    t = await buildTestApp();
    call = await vendorCaller(t.app, db());
    const [channel] = await db().select().from(paymentChannel);
    channelId = channel!.id;
  });
  afterEach(async () => {
    expect(await checkLedger(db())).toEqual([]);
  });
  afterAll(() => t.close());

  /** A member who can log in, with `funds` centavos and a studio game session. */
  const newPlayer = async (funds: number) => {
    const suffix = randomUUID().slice(0, 10);
    const [row] = await db()
      .insert(member)
      .values({
        account: `rg${suffix}`,
        nickname: `Limits ${suffix}`,
        passwordHash: await hashPassword('Teste2026'),
        idNumber: null,
      })
      .returning({ id: member.id });
    const playerId = row!.id;
    // Verified, as BR (the default profile) asks before deposits and bets (docs/kyc.md).
    await markIdentityVerified(db(), playerId);
    if (funds > 0) await fundMember(db(), playerId, funds);
    const token = await loginAs(t.app, `rg${suffix}`, 'Teste2026');
    const sessionToken = await openStudioGame(db(), call, playerId);
    const send = (method: 'GET' | 'POST', url: string, body?: object, language = 'PT') =>
      t.app.inject({
        method,
        url,
        ...(body ? { payload: body } : {}),
        headers: { authorization: token, language },
      });
    const bet = (amount: number, roundId = randomUUID()) =>
      call('bet', { sessionToken, transactionId: randomUUID(), roundId, gameCode: 'SLOT1', amount });
    const win = (roundId: string, amount: number) =>
      call('win', { playerId, transactionId: randomUUID(), roundId, gameCode: 'SLOT1', amount });
    const limits = async () => (await send('GET', '/wps/member/limits')).json().value as PlayerLimitsResponse;
    return { playerId, token, send, bet, win, limits };
  };

  it('answers every kind and period, set or not; visitors and trial accounts are refused', async () => {
    const player = await newPlayer(0);
    const answer = await player.limits();
    expect(answer.coolDownHours).toBe(24);
    expect(answer.timeZone).toBe('America/Sao_Paulo');
    expect(answer.limits).toHaveLength(15);
    expect(
      answer.limits.every((limit) => limit.amount === null && limit.pending === null && limit.used === 0),
    ).toBe(true);
    expect(
      new Date(answer.limits.find((limit) => limit.period === 'DAY')!.resetsAt).getTime(),
    ).toBeGreaterThan(Date.now());

    const visitor = await t.app.inject({ method: 'GET', url: '/wps/member/limits' });
    expect(visitor.statusCode).toBe(401);
    const trial = (
      await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} })
    ).json().value.token as string;
    for (const [method, url, body] of [
      ['GET', '/wps/member/limits', undefined],
      ['POST', '/wps/member/limits', { kind: 'LOSS', period: 'DAY', amount: 1_000 }],
      ['POST', '/wps/member/limits/confirm', { kind: 'LOSS', period: 'DAY' }],
    ] as const) {
      const refused = await t.app.inject({
        method,
        url,
        ...(body ? { payload: body } : {}),
        headers: { authorization: trial, language: 'EN' },
      });
      expect(refused.json()).toMatchObject({ errorCode: 'in-need-true-account' });
    }
  });

  it('refuses bad input with translated field messages and changes nothing', async () => {
    const player = await newPlayer(0);
    const bad = [
      { kind: 'LOSS', period: 'DAY', amount: 0 },
      { kind: 'LOSS', period: 'DAY', amount: -500 },
      { kind: 'LOSS', period: 'DAY', amount: 12.5 },
      { kind: 'LOSS', period: 'DAY', amount: '1000' },
      { kind: 'LOSS', period: 'DAY', amount: 1_000_000_001 },
      { kind: 'LOSS', period: 'DAY' },
      { kind: 'SESSION', period: 'DAY', amount: 60 },
      { kind: 'LOSS', period: 'YEAR', amount: 1_000 },
      { kind: 'BET_COUNT', period: 'DAY', amount: 1_000_001 },
    ];
    for (const body of bad) {
      for (const language of ['PT', 'EN', 'CN'] as const) {
        const response = await player.send('POST', '/wps/member/limits', body, language);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        const envelope = response.json();
        expect(envelope.errorCode).toBe('validation-failed');
        expect(envelope.message).toBe(errorMessage('validation-failed', language));
        const [field] = envelope.value.fields as Array<{
          field: string;
          messageKey: string;
          message: string;
        }>;
        expect(Object.values(FIELD_MESSAGES[language])).toContain(field!.message);
      }
    }
    const confirm = await player.send(
      'POST',
      '/wps/member/limits/confirm',
      { kind: 'LOSS', period: 'WEEK' },
      'EN',
    );
    expect(confirm.json()).toMatchObject({
      errorCode: 'limit-raise-not-found',
      message: errorMessage('limit-raise-not-found', 'EN'),
    });
    expect(await db().select().from(playerLimit).where(eq(playerLimit.memberId, player.playerId))).toEqual(
      [],
    );
    expect((await player.limits()).limits.every((limit) => limit.amount === null)).toBe(true);
  });

  it('sets, raises and audits through the routes', async () => {
    const player = await newPlayer(0);
    const set = await player.send('POST', '/wps/member/limits', {
      kind: 'DEPOSIT',
      period: 'WEEK',
      amount: 50_000,
    });
    expect(set.json().value.outcome).toBe('APPLIED');
    const raise = await player.send('POST', '/wps/member/limits', {
      kind: 'DEPOSIT',
      period: 'WEEK',
      amount: 90_000,
    });
    const raised = raise.json().value as PlayerLimitsResponse & { outcome: string };
    expect(raised.outcome).toBe('PENDING');
    const pending = raised.limits.find((limit) => limit.kind === 'DEPOSIT' && limit.period === 'WEEK')!;
    expect(pending.amount).toBe(50_000);
    expect(
      new Date(pending.pending!.dueAt).getTime() - new Date(pending.pending!.requestedAt).getTime(),
    ).toBe(24 * 3_600_000);
    const early = await player.send(
      'POST',
      '/wps/member/limits/confirm',
      { kind: 'DEPOSIT', period: 'WEEK' },
      'CN',
    );
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      errorCode: 'limit-raise-not-due',
      message: errorMessage('limit-raise-not-due', 'CN'),
      value: { dueAt: pending.pending!.dueAt },
    });
    const cancelled = await player.send('POST', '/wps/member/limits/cancel', {
      kind: 'DEPOSIT',
      period: 'WEEK',
    });
    expect(cancelled.json().value.outcome).toBe('CANCELLED');
    const audited = await db().select().from(auditEvent).where(eq(auditEvent.memberId, player.playerId));
    expect(
      audited.filter((row) => row.action.startsWith('limit.')).map((row) => [row.action, row.result]),
    ).toEqual([
      ['limit.set', 'ok'],
      ['limit.raise-request', 'ok'],
      ['limit.raise-confirm', 'refused'],
      ['limit.raise-cancel', 'ok'],
    ]);
    expect(audited.every((row) => row.ip !== '' && row.userAgent !== undefined)).toBe(true);
  });

  /** The member's inbox messages about a limit (kind, title, body). */
  const limitMessages = async (player: Awaited<ReturnType<typeof newPlayer>>) =>
    (
      (await player.send('GET', '/wps/member/messages')).json().value.list as Array<{
        kind: string;
        title: string;
        body: string;
      }>
    )
      .filter((message) => message.kind === 'limit-reached')
      .map(({ kind, title, body }) => ({ kind, title, body }));

  it('the seamless wallet refuses a bet over the loss limit, opening no round and moving nothing', async () => {
    const player = await newPlayer(100_000);
    await player.send('POST', '/wps/member/limits', { kind: 'LOSS', period: 'DAY', amount: 5_000 });
    const first = randomUUID();
    expect((await player.bet(3_000, first)).errorCode).toBeNull();
    const refusedRound = randomUUID();
    const refused = await player.bet(2_001, refusedRound);
    expect(refused).toMatchObject({ status: 403, errorCode: 'loss-limit-reached' });
    expect(await roundStatusOf(db(), refusedRound)).toBeNull();
    expect(await ledgerOf(db(), player.playerId)).toEqual({ balance: 97_000, kinds: ['DEPOSIT', 'BET'] });
    // A win gives room back (loss is net of wins).
    expect((await player.win(first, 1_000)).errorCode).toBeNull();
    expect((await player.bet(3_000)).errorCode).toBeNull();
    expect((await player.bet(1)).errorCode).toBe('loss-limit-reached');
    const loss = (await player.limits()).limits.find(
      (limit) => limit.kind === 'LOSS' && limit.period === 'DAY',
    )!;
    expect(loss).toMatchObject({ amount: 5_000, used: 5_000 });
    // Two refusals today, one message in the member's inbox, in their language.
    expect(await limitMessages(player)).toEqual([
      {
        kind: 'limit-reached',
        title: 'Limite de jogo atingido',
        body: expect.stringContaining('limite de perdas') as unknown,
      },
    ]);
  });

  it('the seamless wallet holds wager and bet-count limits per week and month', async () => {
    const player = await newPlayer(100_000);
    await player.send('POST', '/wps/member/limits', { kind: 'WAGER', period: 'WEEK', amount: 6_000 });
    await player.send('POST', '/wps/member/limits', { kind: 'BET_COUNT', period: 'MONTH', amount: 4 });
    const round = randomUUID();
    expect((await player.bet(4_000, round)).errorCode).toBeNull();
    expect((await player.win(round, 20_000)).errorCode).toBeNull();
    expect((await player.bet(2_001)).errorCode).toBe('wager-limit-reached');
    for (const amount of [1_000, 500, 500]) expect((await player.bet(amount)).errorCode).toBeNull();
    expect((await player.bet(1)).errorCode).toBe('bet-count-limit-reached');
    expect(await ledgerOf(db(), player.playerId)).toEqual({
      balance: 100_000 - 6_000 + 20_000,
      kinds: ['DEPOSIT', 'BET', 'WIN', 'BET', 'BET', 'BET'],
    });
  });

  it('opens no deposit charge past the deposit limit; a retried request still gets its charge', async () => {
    const player = await newPlayer(0);
    const cpf = cpfFrom(String(100_000_000 + Math.floor(Math.random() * 800_000_000)));
    await db().update(member).set({ idNumber: cpf }).where(eq(member.id, player.playerId));
    await player.send('POST', '/wps/member/limits', { kind: 'DEPOSIT', period: 'DAY', amount: 5_000 });
    const deposit = (amount: number, requestId = randomUUID()) =>
      player.send('POST', '/wps/member/deposit', { requestId, channelId, amount });
    const requestId = randomUUID();
    const first = await deposit(3_000, requestId);
    expect(first.json()).toMatchObject({ success: true, value: { amount: 3_000, status: 'PENDING' } });
    const over = await deposit(2_001);
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({
      errorCode: 'deposit-limit-reached',
      message: errorMessage('deposit-limit-reached', 'PT'),
      value: { period: 'DAY', limit: 5_000, used: 3_000 },
    });
    expect(await limitMessages(player)).toEqual([
      {
        kind: 'limit-reached',
        title: 'Limite de jogo atingido',
        body: expect.stringContaining('limite de depósito'),
      },
    ]);
    const again = await deposit(3_000, requestId);
    expect(again.json().value.id).toBe(first.json().value.id);
    expect((await deposit(2_000)).json().success).toBe(true);
    const limit = (await player.limits()).limits.find(
      (entry) => entry.kind === 'DEPOSIT' && entry.period === 'DAY',
    )!;
    expect(limit.used).toBe(5_000);
    const refusals = await db().select().from(auditEvent).where(eq(auditEvent.memberId, player.playerId));
    expect(refusals.filter((row) => row.action === 'deposit.create').map((row) => row.result)).toEqual([
      'ok',
      'refused',
      'ok',
    ]);
  });
});
