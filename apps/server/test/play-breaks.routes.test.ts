import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { errorMessage, type PlayBreakStateResponse } from '@platform/contracts';
import { auditEvent, member, paymentChannel, playBreak } from '../src/tables.js';
import { hashPassword } from '../src/modules/accounts/password.js';
import { checkLedger } from '../src/modules/wallet/index.js';
import { cpfFrom, lastCodeTo } from './helpers/accounts.js';
import { markIdentityVerified } from './helpers/identity.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { fundMember, memberIdOf } from './helpers/money.js';
import { loginAs, sendEncrypted } from './helpers/session.js';
import {
  ledgerOf,
  openStudioGame,
  roundStatusOf,
  type VendorCall,
  vendorCaller,
  walletBetRefusal,
} from './helpers/vendor.js';

const HOUR = 3_600_000;
const PASSWORD = 'Teste2026';

/**
 * Pause and self-exclusion through the API (docs/responsible-gaming.md), and both held where money
 * moves and where people come in: seamless bets, the wallet's own bets, deposit charges, login,
 * sessions, registration and a first CPF.
 */
describe('pause and self-exclusion: routes and where they are held', () => {
  let t: TestApp;
  let call: VendorCall;
  let channelId: number;
  let serial = 0;
  const db = () => t.database.handle.db;

  beforeAll(async () => {
    t = await buildTestApp({ PIX_SANDBOX_PAYOUT_DELAY_MS: '0' });
    call = await vendorCaller(t.app, db());
    const [channel] = await db().select().from(paymentChannel);
    channelId = channel!.id;
  });
  afterEach(async () => {
    expect(await checkLedger(db())).toEqual([]);
  });
  afterAll(() => t.close());

  const newCpf = () => cpfFrom(String(100_000_000 + Math.floor(Math.random() * 800_000_000)));

  /** A member with a session, `funds` centavos, an optional CPF and a studio game session. */
  const player = async (options: { funds?: number; cpf?: string | null; account?: string } = {}) => {
    let account = options.account;
    let playerId: string;
    let password = 'Demo2026';
    if (account) {
      playerId = await memberIdOf(db(), account);
    } else {
      serial += 1;
      account = `pb${serial}${randomUUID().slice(0, 8)}`;
      password = PASSWORD;
      const [row] = await db()
        .insert(member)
        .values({
          account,
          nickname: `Pausa ${serial}`,
          passwordHash: await hashPassword(PASSWORD),
          idNumber: options.cpf ?? null,
        })
        .returning({ id: member.id });
      playerId = row!.id;
      // Verified, as BR (the default profile) asks before deposits and bets (docs/kyc.md).
      await markIdentityVerified(db(), playerId);
      if (options.funds) await fundMember(db(), playerId, options.funds);
    }
    const token = await loginAs(t.app, account, password);
    const send = (method: 'GET' | 'POST', url: string, body?: object, language = 'PT', auth = token) =>
      t.app.inject({
        method,
        url,
        ...(body ? { payload: body } : {}),
        headers: { authorization: auth, language },
      });
    const sessionToken = await openStudioGame(db(), call, playerId);
    const bet = (amount: number, roundId = randomUUID()) =>
      call('bet', { sessionToken, transactionId: randomUUID(), roundId, gameCode: 'SLOT1', amount });
    /** A bet through the wallet's own path: its error code, or null. */
    const walletBet = (amount: number) => walletBetRefusal(db(), playerId, amount);
    const deposit = (amount: number, language = 'PT', cpf?: string) =>
      send('POST', '/wps/member/deposit', { requestId: randomUUID(), channelId, amount, cpf }, language);
    const login = (language = 'EN') =>
      sendEncrypted(t.app, {
        method: 'POST',
        url: '/wps/session/login',
        body: { type: 'username', username: account, password },
        headers: { language },
      });
    const audits = async () =>
      (await db().select().from(auditEvent).where(eq(auditEvent.memberId, playerId))).map((row) => [
        row.action,
        row.result,
        (row.detail as { reason?: string }).reason ?? null,
      ]);
    return { playerId, account: account!, password, token, send, bet, walletBet, deposit, login, audits };
  };

  it('a pause refuses seamless bets, the wallet’s bets and deposits, but not login or a withdrawal', async () => {
    // jogador3: R$ 1.000,00, CPF and payment password on file (the demo accounts).
    const p = await player({ account: 'jogador3' });
    const before = (await p.send('GET', '/wps/member/pause')).json().value as PlayBreakStateResponse;
    expect(before).toMatchObject({ active: null, durations: ['24H', '7D', '30D', '6W'], balance: 100_000 });

    const started = await p.send('POST', '/wps/member/pause', { duration: '7D', password: p.password });
    expect(started.statusCode).toBe(200);
    // Login stays open during a pause.
    expect((await p.login()).statusCode).toBe(200);
    const state = started.json().value as PlayBreakStateResponse;
    expect(state.active).toMatchObject({ kind: 'PAUSE', duration: '7D' });
    expect(new Date(state.active!.endsAt!).getTime() - new Date(state.active!.startedAt).getTime()).toBe(
      7 * 24 * HOUR,
    );
    // It is neither stretched nor replaced while it lasts.
    const again = await p.send('POST', '/wps/member/pause', { duration: '24H', password: p.password }, 'CN');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      errorCode: 'play-break-active',
      message: errorMessage('play-break-active', 'CN'),
    });

    const round = randomUUID();
    const refused = await p.bet(1_000, round);
    expect(refused).toMatchObject({ status: 403, errorCode: 'play-paused' });
    expect(await roundStatusOf(db(), round)).toBeNull();
    expect(await p.walletBet(1_000)).toBe('play-paused');
    const deposit = await p.deposit(5_000, 'PT');
    expect(deposit.statusCode).toBe(403);
    expect(deposit.json()).toMatchObject({
      errorCode: 'play-paused',
      message: errorMessage('play-paused', 'PT'),
    });
    expect(await ledgerOf(db(), p.playerId)).toMatchObject({ balance: 100_000 });

    // So do withdrawals.
    const payee = await sendEncrypted(t.app, {
      method: 'POST',
      url: '/wps/member/withdraw/payee',
      body: { keyType: 'CPF', key: '529.982.247-25', paymentPassword: '135790' },
      headers: { authorization: p.token, language: 'PT' },
    });
    expect(payee.statusCode).toBe(200);
    const withdrawal = await sendEncrypted(t.app, {
      method: 'POST',
      url: '/wps/member/withdraw',
      body: { requestId: randomUUID(), amount: 5_000, paymentPassword: '135790' },
      headers: { authorization: p.token, language: 'PT' },
    });
    expect(withdrawal.statusCode).toBe(200);
    expect((await ledgerOf(db(), p.playerId)).balance).toBe(95_000);
    // A wrong password changes nothing (a failure here counts like a failed login).
    const wrong = await p.send('POST', '/wps/member/pause', { duration: '7D', password: 'Errada2026' }, 'EN');
    expect(wrong.json()).toMatchObject({
      errorCode: 'incorrect-password',
      message: errorMessage('incorrect-password', 'EN'),
    });
    expect(await db().select().from(playBreak).where(eq(playBreak.memberId, p.playerId))).toHaveLength(1);

    expect(
      (await p.audits()).filter(([action]) => action === 'pause.start' || action === 'deposit.create'),
    ).toEqual([
      ['pause.start', 'ok', null],
      ['pause.start', 'refused', 'play-break-active'],
      ['deposit.create', 'refused', 'play-paused'],
      ['pause.start', 'refused', 'incorrect-password'],
    ]);
  });

  it('self-exclusion is refused while money is left or on its way, and nothing changes', async () => {
    const rich = await player({ funds: 2_500, cpf: newCpf() });
    for (const language of ['PT', 'EN', 'CN'] as const) {
      const refused = await rich.send(
        'POST',
        '/wps/member/self-exclusion',
        { duration: '1Y', password: rich.password },
        language,
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        errorCode: 'self-exclusion-balance',
        message: errorMessage('self-exclusion-balance', language),
      });
    }
    expect((await rich.send('GET', '/wps/member/self-exclusion')).json().value).toMatchObject({
      active: null,
      balance: 2_500,
    });
    expect((await rich.bet(100)).errorCode).toBeNull();

    // A deposit charge still payable would land in a closed account.
    const charging = await player({ cpf: newCpf() });
    expect((await charging.deposit(5_000)).json().success).toBe(true);
    const pending = await charging.send('POST', '/wps/member/self-exclusion', {
      duration: '6M',
      password: charging.password,
    });
    expect(pending.json()).toMatchObject({ errorCode: 'self-exclusion-money-pending' });
    expect(await db().select().from(playBreak)).toEqual(
      expect.not.arrayContaining([expect.objectContaining({ memberId: rich.playerId })]),
    );
    expect((await charging.login()).statusCode).toBe(200);
  });

  it('self-exclusion ends every session, refuses login, bets, and any account with the CPF', async () => {
    const cpf = newCpf();
    const p = await player({ cpf });
    const otherSession = await loginAs(t.app, p.account, p.password);
    const answer = await p.send(
      'POST',
      '/wps/member/self-exclusion',
      { duration: '2Y', password: p.password },
      'EN',
    );
    expect(answer.statusCode).toBe(200);
    const active = (answer.json().value as PlayBreakStateResponse).active!;
    expect(active).toMatchObject({ kind: 'SELF_EXCLUSION', duration: '2Y' });
    const endsAt = new Date(active.startedAt);
    endsAt.setUTCFullYear(endsAt.getUTCFullYear() + 2);
    expect(active.endsAt).toBe(endsAt.toISOString());

    for (const token of [p.token, otherSession]) {
      expect((await p.send('GET', '/wps/member/limits', undefined, 'EN', token)).statusCode).toBe(401);
    }
    for (const language of ['PT', 'EN', 'CN'] as const) {
      const login = await p.login(language);
      expect(login.statusCode).toBe(403);
      expect(login.json()).toMatchObject({
        errorCode: 'self-excluded',
        message: errorMessage('self-excluded', language),
        value: { endsAt: active.endsAt },
      });
    }
    expect((await p.bet(100)).errorCode).toBe('self-excluded');
    expect(await p.walletBet(100)).toBe('self-excluded');

    // A new account with the same CPF, however it is typed.
    const mobileNum = `11976${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;
    await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { mobileNum, countryDialingCode: '55' },
      headers: { language: 'EN' },
    });
    const registered = await sendEncrypted(t.app, {
      method: 'PUT',
      url: '/wps/member/register',
      body: {
        username: `volta${serial}x`,
        password: 'Senha2026',
        confirmPassword: 'Senha2026',
        payeeName: 'Carla Souza Lima',
        idNumber: cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4'),
        email: `volta${serial}@example.com`,
        mobileNum,
        ageConfirmed: true,
        riskAcknowledged: true,
        verificationCode: await lastCodeTo(db(), `55${mobileNum}`),
      },
      headers: { language: 'PT' },
    });
    expect(registered.json()).toMatchObject({
      errorCode: 'self-excluded-cpf',
      message: errorMessage('self-excluded-cpf', 'PT'),
    });
    // An account without a CPF cannot take it at its first deposit either.
    const other = await player({ cpf: null });
    const deposit = await other.deposit(5_000, 'EN', cpf);
    expect(deposit.json()).toMatchObject({ errorCode: 'self-excluded-cpf' });
    const [row] = await db().select().from(member).where(eq(member.id, other.playerId));
    expect(row!.idNumber).toBeNull();

    expect(
      (await p.audits()).filter(([action]) => action === 'self-exclusion.start' || action === 'login'),
    ).toEqual([
      ['login', 'ok', null],
      ['login', 'ok', null],
      ['self-exclusion.start', 'ok', null],
      ['login', 'refused', 'self-excluded'],
      ['login', 'refused', 'self-excluded'],
      ['login', 'refused', 'self-excluded'],
    ]);
  });

  it('wrong passwords are limited like logins: the fifth locks, and then even the right one is refused', async () => {
    const p = await player({ cpf: newCpf() });
    const codes: string[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await p.send('POST', '/wps/member/self-exclusion', {
        duration: 'INDEFINITE',
        password: `Errada${attempt}x`,
      });
      codes.push(answer.json().errorCode);
    }
    expect(codes).toEqual([...Array(4).fill('incorrect-password'), 'too-many-requests']);
    const locked = await p.send('POST', '/wps/member/pause', { duration: '24H', password: p.password }, 'EN');
    expect(locked.json()).toMatchObject({
      errorCode: 'too-many-requests',
      message: errorMessage('too-many-requests', 'EN'),
    });
    expect(await db().select().from(playBreak).where(eq(playBreak.memberId, p.playerId))).toEqual([]);
    expect((await p.bet(100)).errorCode).toBe('insufficient-funds');
  });

  it('refuses bad input with translated field messages, and visitors', async () => {
    const p = await player();
    for (const body of [
      { duration: '1Y', password: p.password },
      { duration: '24H', password: '' },
      { duration: '24H' },
    ]) {
      const answer = await p.send('POST', '/wps/member/pause', body, 'CN');
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json()).toMatchObject({
        errorCode: 'validation-failed',
        message: errorMessage('validation-failed', 'CN'),
      });
    }
    const bad = await p.send('POST', '/wps/member/self-exclusion', { duration: '7D', password: p.password });
    expect(bad.json().errorCode).toBe('validation-failed');
    expect((await t.app.inject({ method: 'GET', url: '/wps/member/pause' })).statusCode).toBe(401);
    expect(await db().select().from(playBreak).where(eq(playBreak.memberId, p.playerId))).toEqual([]);
  });
});
