import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authThrottle, passwordReset } from '../src/tables.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { lastCodeTo, lastMessageTo, patchSetting } from './helpers/accounts.js';
import { loginAs, sendEncrypted } from './helpers/session.js';

describe('passwords: change, reset by e-mail link and by mobile code', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const db = () => t.database.handle.db;

  const change = (token: string, body: Record<string, string>) =>
    sendEncrypted(t.app, {
      method: 'POST',
      url: '/wps/member/password',
      body,
      headers: { authorization: token },
    });

  it.each([
    [
      { oldPassword: '', newPassword: 'Nova2026x', confirmNewPassword: 'Nova2026x' },
      'oldPassword',
      'required',
    ],
    [
      { oldPassword: '123456', newPassword: 'curta1', confirmNewPassword: 'curta1' },
      'newPassword',
      'pattern.LETTERS_AND_DIGITS',
    ],
    [
      { oldPassword: '123456', newPassword: 'Nova2026x', confirmNewPassword: 'Nova2026y' },
      'confirmNewPassword',
      'mismatch',
    ],
  ])(
    'refuses a change with a bad field, and the old password keeps working',
    async (body, field, messageKey) => {
      const token = await loginAs(t.app, 'jogador2', '123456');
      const response = await change(token, body);
      expect(response.json().value.fields).toContainEqual(expect.objectContaining({ field, messageKey }));
      await loginAs(t.app, 'jogador2', '123456');
    },
  );

  it('refuses a wrong current password', async () => {
    const token = await loginAs(t.app, 'jogador2', '123456');
    const response = await change(token, {
      oldPassword: 'Errada2026',
      newPassword: 'Nova2026x',
      confirmNewPassword: 'Nova2026x',
    });
    expect(response.json()).toMatchObject({
      errorCode: 'incorrect-password',
      message: 'The current password is not correct.',
    });
    // The wrong guess counts like a failed login: the next login of this account needs a captcha.
    const next = await sendEncrypted(t.app, {
      method: 'POST',
      url: '/wps/session/login',
      body: { username: 'jogador2', password: '123456' },
    });
    expect(next.json().errorCode).toBe('captcha-required');
    await db().delete(authThrottle).where(eq(authThrottle.key, 'account:jogador2'));
  });

  it('changes the password, ends every session, and needs a new login', async () => {
    const token = await loginAs(t.app, 'jogador2', '123456');
    const other = await loginAs(t.app, 'jogador2', '123456');
    const response = await change(token, {
      oldPassword: '123456',
      newPassword: 'Nova2026x',
      confirmNewPassword: 'Nova2026x',
    });
    expect(response.statusCode).toBe(200);
    for (const old of [token, other]) {
      const info = await t.app.inject({
        method: 'GET',
        url: '/wps/member/info',
        headers: { authorization: old },
      });
      expect(info.statusCode).toBe(401);
    }
    await expect(loginAs(t.app, 'jogador2', '123456')).rejects.toThrow();
    const fresh = await sendEncrypted(t.app, {
      method: 'POST',
      url: '/wps/session/login',
      body: { username: 'jogador2', password: 'Nova2026x', captcha: undefined },
    });
    // The failed try above means this one needs a captcha: the lockout rules hold here too.
    expect(fresh.json().errorCode).toBe('captcha-required');
  });

  const forgot = (payload: string) =>
    t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      payload,
      headers: { 'content-type': 'application/x-www-form-urlencoded', language: 'EN', host: 'sorte.test' },
    });

  it('refuses an unknown username/e-mail pair with the spec message', async () => {
    const response = await forgot('username=jogador1&email=someone%40else.example');
    expect(response.json()).toMatchObject({
      errorCode: 'username-email-not-found',
      message: 'Username/Email does not exist',
    });
  });

  it('e-mails a single-use reset link that sets a new password', async () => {
    const response = await forgot('username=jogador1&email=JOGADOR1%40sortegrande.example');
    expect(response.json()).toMatchObject({ success: true, value: null });
    const mail = await lastMessageTo(db(), 'jogador1@sortegrande.example');
    const link = /http:\/\/sorte\.test\/forget\?resetToken=([\w-]+)/u.exec(mail.body);
    expect(link).not.toBeNull();
    const resetToken = link![1]!;
    const [stored] = await db().select().from(passwordReset);
    expect(stored!.tokenHash).not.toBe(resetToken);

    const reset = (body: Record<string, string>) =>
      sendEncrypted(t.app, {
        method: 'POST',
        url: '/wps/member/password/reset',
        body: { resetToken, ...body },
      });
    const mismatch = await reset({ newPassword: 'Trocada2026', confirmNewPassword: 'Trocada2027' });
    expect(mismatch.json().errorCode).toBe('validation-failed');
    const done = await reset({ newPassword: 'Trocada2026', confirmNewPassword: 'Trocada2026' });
    expect(done.statusCode).toBe(200);
    await loginAs(t.app, 'jogador1', 'Trocada2026');
    const again = await reset({ newPassword: 'Outra20266', confirmNewPassword: 'Outra20266' });
    expect(again.json()).toMatchObject({ errorCode: 'reset-link-invalid' });

    await db()
      .update(passwordReset)
      .set({ expiresAt: new Date(0) })
      .where(eq(passwordReset.memberId, stored!.memberId));
  });

  it('limits reset e-mails per IP', async () => {
    let last = 0;
    for (let attempt = 0; attempt < 6; attempt += 1) {
      last = (await forgot('username=nobody1&email=n%40x.example')).statusCode;
    }
    expect(last).toBe(429);
  });

  it('resets by mobile code when CHNGPASSVERIF3 is on, and refuses when it is off', async () => {
    const reset = (verificationCode: string) =>
      sendEncrypted(t.app, {
        method: 'POST',
        url: '/wps/member/password/verification',
        body: {
          mobileNum: '11900000001',
          verificationCode,
          newPassword: 'Agente2027',
          confirmNewPassword: 'Agente2027',
        },
      });
    await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: '11900000001' },
    });
    const code = await lastCodeTo(db(), '5511900000001');

    await patchSetting(db(), 'whitelabel', { CHNGPASSVERIF3: false });
    expect((await reset(code)).json().errorCode).toBe('operation-not-allowed');
    await patchSetting(db(), 'whitelabel', { CHNGPASSVERIF3: true });

    expect((await reset('000000' === code ? '000001' : '000000')).json().errorCode).toBe(
      'invalid-verification-code',
    );
    expect((await reset(code)).statusCode).toBe(200);
    await loginAs(t.app, 'agente1', 'Agente2027', { portal: 'agent' });
  });
});
