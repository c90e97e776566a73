import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { member } from '../src/tables.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { patchSetting } from './helpers/accounts.js';
import { sendEncrypted } from './helpers/session.js';

describe('sessions: trial accounts, member info, remember-me and logout', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const freePlay = () =>
    t.app.inject({
      method: 'POST',
      url: '/wps/session/login/freeplay',
      payload: { os: 'Android', platform: 'W', gatewayVersion: 3 },
      headers: { language: 'EN' },
    });

  it('opens a trial account with demo credits that may read its info but nothing real', async () => {
    const response = await freePlay();
    expect(response.statusCode).toBe(200);
    const { token, userInfo } = response.json().value;
    expect(userInfo).toMatchObject({ type: 4, balance: 200_000, hasVip: false });
    const auth = { authorization: token, language: 'EN' };

    const info = await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: auth });
    expect(info.json().value.type).toBe(4);
    for (const [method, url] of [
      ['GET', '/wps/member/security'],
      ['POST', '/wps/member/security/totp'],
    ] as const) {
      const refused = await t.app.inject({ method, url, headers: auth });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        errorCode: 'in-need-true-account',
        message: 'Please Register An Account First',
      });
    }
    const change = await sendEncrypted(t.app, {
      method: 'POST',
      url: '/wps/member/password',
      body: { oldPassword: 'x', newPassword: 'Nova2026x', confirmNewPassword: 'Nova2026x' },
      headers: auth,
    });
    expect(change.json().errorCode).toBe('in-need-true-account');
    const [row] = await t.database.handle.db.select().from(member).where(eq(member.id, userInfo.id));
    expect(row).toMatchObject({ type: 4, demoBalance: 200_000 });
  });

  it('refuses free play when FREEPLAY3 is off', async () => {
    await patchSetting(t.database.handle.db, 'whitelabel', { FREEPLAY3: false });
    expect((await freePlay()).json().errorCode).toBe('operation-not-allowed');
    await patchSetting(t.database.handle.db, 'whitelabel', { FREEPLAY3: true });
  });

  it('answers member info, icon and contract flags for the logged-in member only', async () => {
    const login = await sendEncrypted(t.app, {
      method: 'POST',
      url: '/wps/session/login',
      body: { username: 'jogador1', password: 'Demo2026' },
    });
    const auth = { authorization: login.json().value.token };
    const info = await t.app.inject({ method: 'GET', url: '/wps/member/info', headers: auth });
    expect(info.json().value).toMatchObject({
      account: 'jogador1',
      nickname: 'Jogador Demo',
      userName: 'Joao Jogador Demo',
      type: 0,
      balance: 0,
      currencySymbol: 'R$',
      unreadMessage: 0,
      availablePromo: [{ type: 'REFERRAL', enabled: true }],
      hasVip: true,
    });
    const icon = await t.app.inject({ method: 'GET', url: '/wps/member/info/icon', headers: auth });
    expect(icon.json().value).toEqual({ iconUrl: null });
    const flags = await t.app.inject({
      method: 'GET',
      url: '/wps/member/info/funds/consolidated',
      headers: auth,
    });
    expect(flags.json().value).toMatchObject({ dailysalreq: false, enableCt: false });
    const anonymous = await t.app.inject({ method: 'GET', url: '/wps/member/info' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('keeps a remember-me token for a day, replaces it on use, and revokes it on logout', async () => {
    const login = await sendEncrypted(t.app, {
      method: 'POST',
      url: '/wps/session/login',
      body: { username: 'jogador1', password: 'Demo2026', rememberMe: true },
    });
    const { rememberToken } = login.json().value;
    expect(rememberToken).toHaveLength(43);

    const resume = (token: string) =>
      t.app.inject({ method: 'POST', url: '/wps/session/resume', payload: { rememberToken: token } });
    const resumed = await resume(rememberToken);
    expect(resumed.statusCode).toBe(200);
    const next = resumed.json().value;
    expect(next.rememberToken).not.toBe(rememberToken);
    expect((await resume(rememberToken)).statusCode).toBe(401);

    const logout = await t.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { authorization: next.token },
    });
    expect(logout.statusCode).toBe(200);
    expect((await resume(next.rememberToken)).statusCode).toBe(401);
    const info = await t.app.inject({
      method: 'GET',
      url: '/wps/member/info',
      headers: { authorization: next.token },
    });
    expect(info.statusCode).toBe(401);
  });
});
