import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { auditEvent, authThrottle, member, memberLoginIp } from '../src/tables.js';
import { totpCode } from '../src/modules/verification/index.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { lastCodeTo, patchSetting, solveCaptcha } from './helpers/accounts.js';
import { loginAs, sendEncrypted } from './helpers/session.js';

describe('login: POST /wps/session/login and its second factor', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const db = () => t.database.handle.db;

  const login = (body: Record<string, unknown>, options: { ip?: string; cookie?: string } = {}) =>
    sendEncrypted(t.app, {
      method: 'POST',
      url: '/wps/session/login',
      body: { type: 'username', ...body },
      headers: options.cookie ? { cookie: options.cookie } : {},
      ...(options.ip ? { remoteAddress: options.ip } : {}),
    });

  const verify = (ip: string, body: { ticket: string; method: string; code: string }) =>
    sendEncrypted(t.app, { method: 'POST', url: '/wps/session/login/verify', body, remoteAddress: ip });

  const newCaptcha = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/wps/captcha' });
    const cookie = String(response.headers['set-cookie']).split(';')[0]!;
    return { cookie, answer: await solveCaptcha(db(), cookie.split('=')[1]!) };
  };

  it('logs a member in with token, first-login flag, password state and user info', async () => {
    const response = await login({ username: 'JOGADOR1', password: 'Demo2026' });
    expect(response.statusCode).toBe(200);
    const value = response.json().value;
    expect(value.token).toHaveLength(43);
    expect(value).toMatchObject({ passwordExpired: false, rememberToken: null });
    expect(value.userInfo).toMatchObject({ account: 'jogador1', type: 0, currencySymbol: 'R$' });
    const again = await login({ username: 'jogador1', password: 'Demo2026' });
    expect(again.json().value.firstTimeLogin).toBe(false);
  });

  it('refuses a plain login payload', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: { type: 'username', username: 'jogador1', password: 'Demo2026' },
    });
    expect(response.json().errorCode).toBe('encrypted-payload-required');
  });

  it('asks for a captcha after a failure, and locks the account for 5 minutes after five', async () => {
    const failed = await login({ username: 'agente1', password: 'wrong-one1', portal: 'agent' });
    expect(failed.statusCode).toBe(401);
    expect(failed.json()).toMatchObject({
      errorCode: 'incorrect-credentials',
      message: 'Incorrect account or password.',
      value: { captchaRequired: true },
    });

    const noCaptcha = await login({ username: 'agente1', password: 'Demo2026', portal: 'agent' });
    expect(noCaptcha.json()).toMatchObject({
      errorCode: 'captcha-required',
      message: 'Please enter the captcha',
    });

    const wrongCaptcha = await newCaptcha();
    const wrongAnswer = wrongCaptcha.answer === '0000' ? '0001' : '0000';
    const refused = await login(
      { username: 'agente1', password: 'Demo2026', portal: 'agent', captcha: wrongAnswer },
      { cookie: wrongCaptcha.cookie },
    );
    expect(refused.json().errorCode).toBe('captcha-check-failed');

    // Four more wrong passwords, each with a solved captcha: the fifth failure locks the account.
    for (let attempt = 2; attempt <= 5; attempt += 1) {
      const captcha = await newCaptcha();
      const response = await login(
        { username: 'agente1', password: `wrong-${attempt}x`, portal: 'agent', captcha: captcha.answer },
        { cookie: captcha.cookie },
      );
      expect(response.json().errorCode).toBe(attempt === 5 ? 'too-many-requests' : 'incorrect-credentials');
    }
    const captcha = await newCaptcha();
    const locked = await login(
      { username: 'agente1', password: 'Demo2026', portal: 'agent', captcha: captcha.answer },
      { cookie: captcha.cookie },
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Too many requests, please try again after 5 minutes.');

    // Five minutes later (the lock moved into the past) the right password and a captcha work.
    await db()
      .update(authThrottle)
      .set({
        lockedUntil: sql`now() - interval '1 second'`,
        windowStartedAt: sql`now() - interval '6 minutes'`,
      })
      .where(eq(authThrottle.key, 'account:agente1'));
    const afterLock = await login({ username: 'agente1', password: 'Demo2026', portal: 'agent' });
    expect(afterLock.statusCode).toBe(200);
  });

  it('refuses non-agents at the agent portal and agents on the member site', async () => {
    const member = await login({ username: 'jogador1', password: 'Demo2026', portal: 'agent' });
    expect(member.json()).toMatchObject({ errorCode: 'agents-only', message: 'Only agents can log in' });
    const agent = await login({ username: 'agente1', password: 'Demo2026', portal: 'member' });
    expect(agent.json()).toMatchObject({
      errorCode: 'members-only',
      message: 'Non-member account unable to login',
    });
  });

  it('flags the default password 123456 for a forced change, but not after an SMS login', async () => {
    const byPassword = await login({ username: 'jogador2', password: '123456' });
    expect(byPassword.json().value.passwordExpired).toBe(true);

    await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: '11900000003', countryDialingCode: '55' },
    });
    const code = await lastCodeTo(db(), '5511900000003');
    const bySms = await login({ type: 'sms', username: '11900000003', password: code });
    expect(bySms.statusCode).toBe(200);
    expect(bySms.json().value.passwordExpired).toBe(false);
  });

  it('flags an expired password when expiry is on (PASSEXP3)', async () => {
    await db()
      .update(member)
      .set({ passwordChangedAt: sql`now() - interval '91 days'` })
      .where(eq(member.account, 'jogador1'));
    const expired = await login({ username: 'jogador1', password: 'Demo2026' });
    expect(expired.json().value.passwordExpired).toBe(true);

    await patchSetting(db(), 'whitelabel', { PASSEXP3: false });
    const expiryOff = await login({ username: 'jogador1', password: 'Demo2026' });
    expect(expiryOff.json().value.passwordExpired).toBe(false);
    await patchSetting(db(), 'whitelabel', { PASSEXP3: true });
    await db()
      .update(member)
      .set({ passwordChangedAt: sql`now()` })
      .where(eq(member.account, 'jogador1'));
  });

  it('logs in by SMS code once; a wrong code, a second use and a disabled flag are refused', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        payload: { mobileNum: '(11) 90000-0002' },
        headers: { language: 'EN' },
      });
    expect((await send()).json().value).toEqual({ expiredMinutes: 5 });
    const throttled = await send();
    expect(throttled.statusCode).toBe(429);

    const code = await lastCodeTo(db(), '5511900000002');
    const wrong = await login({
      type: 'sms',
      username: '11900000002',
      password: code === '111111' ? '222222' : '111111',
    });
    expect(wrong.json()).toMatchObject({
      errorCode: 'invalid-verification-code',
      message: 'Verification code is not valid',
    });
    const right = await login({ type: 'sms', username: '11900000002', password: code });
    expect(right.json().value.userInfo.account).toBe('jogador1');
    const reused = await login({ type: 'sms', username: '11900000002', password: code });
    expect(reused.json().errorCode).toBe('invalid-verification-code');

    await patchSetting(db(), 'whitelabel', { VERIFICATION3: false });
    const disabled = await login({ type: 'sms', username: '11900000002', password: code });
    expect(disabled.json().errorCode).toBe('operation-not-allowed');
    await patchSetting(db(), 'whitelabel', { VERIFICATION3: true });
  });

  it('answers an SMS request for an unknown number like any other, and sends nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: '11955554444' },
    });
    expect(response.json().value).toEqual({ expiredMinutes: 5 });
    await expect(lastCodeTo(db(), '5511955554444')).rejects.toThrow(/no message/);
  });

  it.each([
    ['', 'missing-phone-number', 'Please enter a valid phone number.'],
    ['12ab', 'invalid-phone-number', 'Invalid phone number format.'],
    ['119', 'invalid-phone-number', 'Invalid phone number format.'],
  ])('refuses the phone number "%s" for an SMS code', async (mobileNum, code, message) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: mobileNum || ' ' },
      headers: { language: 'EN' },
    });
    expect(response.json()).toMatchObject({ success: false, errorCode: code, message });
  });

  it('asks a second factor on an unregistered IP, then registers the IP', async () => {
    const ip = '10.9.8.7';
    const first = await login({ username: 'jogador1', password: 'Demo2026' }, { ip });
    expect(first.statusCode).toBe(403);
    expect(first.json()).toMatchObject({
      errorCode: 'verification-required',
      message: 'Please complete verification first',
    });
    const challenge = first.json().value;
    expect(challenge.methods).toEqual([
      { method: 'sms', hint: '+55 ••••• 0002' },
      { method: 'email', hint: 'jo•••@sortegrande.example' },
      { method: 'bankName', hint: '' },
    ]);

    // The ticket works only from the IP that earned it, and a wrong name counts as an attempt.
    const elsewhere = await verify('10.1.1.1', {
      ticket: challenge.ticket,
      method: 'bankName',
      code: 'Joao Jogador Demo',
    });
    expect(elsewhere.json().errorCode).toBe('verification-required');
    const wrong = await verify(ip, { ticket: challenge.ticket, method: 'bankName', code: 'Outra Pessoa' });
    expect(wrong.json().errorCode).toBe('invalid-verification-code');

    const right = await verify(ip, {
      ticket: challenge.ticket,
      method: 'bankName',
      code: '  joão   JOGADOR demo ',
    });
    expect(right.statusCode).toBe(200);
    expect(right.json().value.userInfo.account).toBe('jogador1');
    const reused = await verify(ip, {
      ticket: challenge.ticket,
      method: 'bankName',
      code: 'Joao Jogador Demo',
    });
    expect(reused.json().errorCode).toBe('verification-required');

    const [row] = await db().select().from(member).where(eq(member.account, 'jogador1'));
    const [registered] = await db()
      .select()
      .from(memberLoginIp)
      .where(and(eq(memberLoginIp.memberId, row!.id), eq(memberLoginIp.ip, ip)));
    expect(registered).toMatchObject({ verified: true });
    const next = await login({ username: 'jogador1', password: 'Demo2026' }, { ip });
    expect(next.statusCode).toBe(200);
  });

  it('sends and checks an SMS second factor', async () => {
    const ip = '10.9.8.8';
    const challenge = (await login({ username: 'jogador1', password: 'Demo2026' }, { ip })).json().value;
    // An earlier test texted this number; one code per second per number is the rule.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const sent = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/verification',
      remoteAddress: ip,
      payload: { ticket: challenge.ticket, method: 'sms' },
    });
    expect(sent.json()).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
    const code = await lastCodeTo(db(), '5511900000002');
    const response = await verify(ip, { ticket: challenge.ticket, method: 'sms', code });
    expect(response.statusCode).toBe(200);
  });

  it('offers an authenticator app once the member has turned it on, and accepts its code', async () => {
    const token = await loginAs(t.app, 'jogador1');
    const auth = { authorization: token };
    const setup = await t.app.inject({ method: 'POST', url: '/wps/member/security/totp', headers: auth });
    const { secret, otpauthUrl } = setup.json().value;
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    const badConfirm = await t.app.inject({
      method: 'POST',
      url: '/wps/member/security/totp/confirm',
      headers: auth,
      payload: { code: totpCode(secret, new Date(Date.now() - 10 * 60_000)) },
    });
    expect(badConfirm.json().errorCode).toBe('invalid-verification-code');
    // Codes one step either side of now are accepted (clock drift); this one is 30 s old.
    const confirmCode = totpCode(secret, new Date(Date.now() - 30_000));
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/wps/member/security/totp/confirm',
      headers: auth,
      payload: { code: confirmCode },
    });
    expect(confirm.statusCode).toBe(200);
    const overview = await t.app.inject({ method: 'GET', url: '/wps/member/security', headers: auth });
    expect(overview.json().value).toMatchObject({ totpEnabled: true, hasPayeeName: true });

    const ip = '10.9.8.9';
    const challenge = (await login({ username: 'jogador1', password: 'Demo2026' }, { ip })).json().value;
    expect(challenge.methods.map((entry: { method: string }) => entry.method)).toContain('totp');
    const withCode = (code: string, ticket = challenge.ticket) => ({ ticket, method: 'totp', code });
    // The code that confirmed the app is spent; the current one works, once.
    const spent = await verify(ip, withCode(confirmCode));
    expect(spent.json().errorCode).toBe('invalid-verification-code');
    const nextCode = totpCode(secret, new Date());
    expect((await verify(ip, withCode(nextCode))).statusCode).toBe(200);

    const replayIp = '10.9.8.10';
    const replay = (await login({ username: 'jogador1', password: 'Demo2026' }, { ip: replayIp })).json();
    const replayed = await verify(replayIp, withCode(nextCode, replay.value.ticket));
    expect(replayed.json().errorCode).toBe('invalid-verification-code');

    const disable = await t.app.inject({
      method: 'POST',
      url: '/wps/member/security/totp/disable',
      headers: auth,
      payload: { code: totpCode(secret, new Date(Date.now() + 30_000)) },
    });
    expect(disable.statusCode).toBe(200);
  });

  it('audits every login with who, what, IP, user agent and result, and never the password', async () => {
    await login({ username: 'jogador1', password: 'NotTheOne1' });
    const rows = await db()
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.account, 'jogador1'), eq(auditEvent.action, 'login')));
    expect(rows.some((row) => row.result === 'ok')).toBe(true);
    const refused = rows.find((row) => row.detail.reason === 'incorrect-credentials');
    expect(refused).toMatchObject({ result: 'refused', ip: '127.0.0.1' });
    expect(refused!.userAgent).toBe('lightMyRequest');
    expect(JSON.stringify(rows)).not.toContain('NotTheOne1');
    expect(JSON.stringify(rows)).not.toContain('Demo2026');
  });
});
