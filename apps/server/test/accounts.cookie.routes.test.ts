import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditEvent } from '../src/tables.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { cpfFrom, lastCodeTo } from './helpers/accounts.js';
import { sendEncrypted } from './helpers/session.js';

type Injected = Awaited<ReturnType<TestApp['app']['inject']>>;

/** The header this site's client sends on every call; a cookie counts only beside it. */
const CLIENT = { 'x-gateway-version': '3', language: 'EN' };

const cookieOf = (response: Injected, name: string) =>
  response.cookies.find((cookie) => cookie.name === name);

/** The Cookie header a browser would send back after this answer. */
const cookieHeader = (...responses: Injected[]) =>
  responses
    .flatMap((response) => response.cookies)
    .filter((cookie) => cookie.value !== '')
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .join('; ');

describe('sessions in the browser: the HttpOnly session cookie beside the Authorization header', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const login = (body: Record<string, unknown> = {}) =>
    sendEncrypted(t.app, {
      method: 'POST',
      url: '/wps/session/login',
      body: { username: 'jogador1', password: 'Demo2026', ...body },
    });
  const info = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/wps/member/info', headers });

  it('sets an HttpOnly, SameSite=Strict session cookie at login that ends with the browser', async () => {
    const response = await login();
    expect(response.statusCode).toBe(200);
    const cookie = cookieOf(response, 'session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    expect(cookie?.value).toBe(response.json().value.token);
    // Plain http (tests, localhost): no Secure flag, or the browser would drop the cookie.
    expect(cookie?.secure).toBeUndefined();
    expect(cookie?.maxAge).toBeUndefined();
    expect(cookieOf(response, 'remember')).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('authenticates by the cookie beside the client header, and by the header as before', async () => {
    const response = await login();
    const byCookie = await info({ ...CLIENT, cookie: cookieHeader(response) });
    expect(byCookie.statusCode).toBe(200);
    expect(byCookie.json().value.account).toBe('jogador1');
    // Spec clients send the token in Authorization and no cookie: unchanged.
    const byHeader = await info({ authorization: response.json().value.token, language: 'EN' });
    expect(byHeader.statusCode).toBe(200);
    expect(byHeader.json().value.account).toBe('jogador1');
  });

  it('refuses a cookie-only request without the client header, as a forged cross-site request', async () => {
    const response = await login();
    const forged = await info({ cookie: cookieHeader(response), language: 'EN' });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ success: false, errorCode: 'unauthorized' });
    const forgedLogout = await t.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { cookie: cookieHeader(response), language: 'EN' },
    });
    expect(forgedLogout.statusCode).toBe(401);
    // The refused calls changed nothing: the session is still live.
    expect((await info({ ...CLIENT, cookie: cookieHeader(response) })).statusCode).toBe(200);
  });

  it('lets the Authorization header decide when both are sent', async () => {
    const response = await login();
    const mixed = await info({ ...CLIENT, cookie: cookieHeader(response), authorization: 'not-a-token' });
    expect(mixed.statusCode).toBe(401);
  });

  it('logout by the cookie clears both cookies, ends the session and is audited', async () => {
    const response = await login({ rememberMe: true });
    const cookies = cookieHeader(response);
    const logout = await t.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { ...CLIENT, cookie: cookies },
    });
    expect(logout.statusCode).toBe(200);
    expect(cookieOf(logout, 'session')).toMatchObject({ value: '', maxAge: 0, path: '/', httpOnly: true });
    expect(cookieOf(logout, 'remember')).toMatchObject({ value: '', maxAge: 0, path: '/wps/session' });
    // The old cookie and the token in a header both stop working at once.
    expect((await info({ ...CLIENT, cookie: cookies })).statusCode).toBe(401);
    expect((await info({ authorization: response.json().value.token })).statusCode).toBe(401);
    const resumed = await t.app.inject({
      method: 'POST',
      url: '/wps/session/resume',
      payload: {},
      headers: { ...CLIENT, cookie: cookies },
    });
    expect(resumed.statusCode).toBe(401);
    const events = await t.database.handle.db
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.account, 'jogador1'), eq(auditEvent.action, 'logout')));
    expect(events.length).toBeGreaterThan(0);
  });

  it('with remember-me keeps both cookies a day and resumes from the remember cookie alone', async () => {
    const response = await login({ rememberMe: true });
    const day = 24 * 60 * 60;
    expect(cookieOf(response, 'session')).toMatchObject({ httpOnly: true, maxAge: day });
    expect(cookieOf(response, 'remember')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/wps/session',
      maxAge: day,
      value: response.json().value.rememberToken,
    });
    // A browser that lost its session (closed, idle) comes back with only the remember cookie.
    const rememberOnly = `remember=${cookieOf(response, 'remember')!.value}`;
    const forged = await t.app.inject({
      method: 'POST',
      url: '/wps/session/resume',
      payload: {},
      headers: { cookie: rememberOnly, language: 'EN' },
    });
    expect(forged.statusCode).toBe(401);
    const resumed = await t.app.inject({
      method: 'POST',
      url: '/wps/session/resume',
      payload: {},
      headers: { ...CLIENT, cookie: rememberOnly },
    });
    expect(resumed.statusCode).toBe(200);
    const next = cookieOf(resumed, 'session');
    expect(next?.value).toBe(resumed.json().value.token);
    expect(cookieOf(resumed, 'remember')?.value).toBe(resumed.json().value.rememberToken);
    expect((await info({ ...CLIENT, cookie: cookieHeader(resumed) })).statusCode).toBe(200);
    // The used remember token is spent. The refusal sets no cookie: in a browser, the tab that
    // lost a race to resume must not clear the cookies the winning tab was just given.
    const again = await t.app.inject({
      method: 'POST',
      url: '/wps/session/resume',
      payload: {},
      headers: { ...CLIENT, cookie: rememberOnly },
    });
    expect(again.statusCode).toBe(401);
    expect(again.cookies).toEqual([]);
    expect((await info({ ...CLIENT, cookie: cookieHeader(resumed) })).statusCode).toBe(200);
  });

  it('sets the cookie for free play too', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: { os: 'Android', platform: 'W', gatewayVersion: 3 },
      headers: CLIENT,
    });
    expect(response.statusCode).toBe(200);
    expect(cookieOf(response, 'session')).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    const byCookie = await info({ ...CLIENT, cookie: cookieHeader(response) });
    expect(byCookie.json().value.type).toBe(4);
  });

  it('marks the cookie Secure when the site is served over https', async () => {
    const secure = await buildTestApp({ TRUST_PROXY: 'true' });
    try {
      const response = await sendEncrypted(secure.app, {
        method: 'POST',
        url: '/wps/session/login',
        body: { username: 'jogador1', password: 'Demo2026' },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(response.statusCode).toBe(200);
      expect(cookieOf(response, 'session')).toMatchObject({ secure: true, httpOnly: true });
    } finally {
      await secure.close();
    }
  });
});

describe('login by mobile number and password', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const mobileNum = '21987650042';

  const registerByMobile = async () => {
    await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { mobileNum, countryDialingCode: '55' },
      headers: { language: 'EN' },
    });
    const code = await lastCodeTo(t.database.handle.db, `55${mobileNum}`);
    return sendEncrypted(t.app, {
      method: 'PUT',
      url: '/wps/member/register/mobile',
      body: {
        mobileNum,
        verificationCode: code,
        password: 'Senha2026',
        confirmPassword: 'Senha2026',
        payeeName: 'Carla Souza Lima',
        idNumber: cpfFrom('123456042'),
        email: 'carla042@example.com',
        ageConfirmed: true,
        riskAcknowledged: true,
      },
    });
  };
  const login = (username: string, password = 'Senha2026') =>
    sendEncrypted(t.app, {
      method: 'POST',
      url: '/wps/session/login',
      body: { username, password },
    });

  it('registers by mobile with a password and logs in with the number in any usual format', async () => {
    const registered = await registerByMobile();
    expect(registered.statusCode).toBe(200);
    const { userInfo } = registered.json().value;
    expect(userInfo.account).toBe(`m55${mobileNum}`);
    // The generated account name is never the name shown: the masked number is.
    expect(userInfo.nickname).toBe('+55 ••••• 0042');
    expect(userInfo.nickname).not.toContain(mobileNum);

    for (const typed of [mobileNum, '(21) 98765-0042', `+55 ${mobileNum}`]) {
      const response = await login(typed);
      expect(response.statusCode, typed).toBe(200);
      expect(response.json().value.userInfo).toMatchObject({
        account: `m55${mobileNum}`,
        nickname: '+55 ••••• 0042',
      });
      expect(response.cookies.some((cookie) => cookie.name === 'session')).toBe(true);
    }
    const audited = await t.database.handle.db
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.account, `m55${mobileNum}`), eq(auditEvent.action, 'login')));
    expect(audited.filter((event) => event.result === 'ok').length).toBeGreaterThanOrEqual(3);
  });

  it('refuses a wrong password or an unknown number with the usual message', async () => {
    const wrong = await login(mobileNum, 'Errada2026');
    expect(wrong.json()).toMatchObject({ success: false, errorCode: 'incorrect-credentials' });
    const unknown = await login('21900000000');
    expect(unknown.json()).toMatchObject({ success: false, errorCode: 'incorrect-credentials' });
  });

  it('counts failures on the account whatever format the number is typed in', async () => {
    // One failure above; the next try in another format must ask for the captcha.
    const next = await login('(21) 98765-0042', 'Errada2026');
    expect(next.json().errorCode).toBe('captcha-required');
  });
});
