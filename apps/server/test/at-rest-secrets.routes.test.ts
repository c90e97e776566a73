import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { member, outboxMessage } from '../src/tables.js';
import { totpCode } from '../src/modules/verification/index.js';
import { lastCodeTo, testSecretBox } from './helpers/accounts.js';
import { outboxBodyPurpose } from '../src/modules/verification/verification.repository.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { loginAs, sendEncrypted } from './helpers/session.js';

describe('secrets at rest: authenticator secrets and outbox messages are stored sealed', () => {
  let t: TestApp;
  const db = () => t.database.handle.db;

  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const login = (username: string, ip: string) =>
    sendEncrypted(t.app, {
      method: 'POST',
      url: '/wps/session/login',
      body: { type: 'username', username, password: 'Demo2026' },
      remoteAddress: ip,
    });
  const verifyTotp = (ticket: string, code: string, ip: string) =>
    sendEncrypted(t.app, {
      method: 'POST',
      url: '/wps/session/login/verify',
      body: { ticket, method: 'totp', code },
      remoteAddress: ip,
    });
  const storedTotpSecret = async (account: string) => {
    const [row] = await db().select().from(member).where(eq(member.account, account));
    return row!.totpSecret!;
  };
  const newestOutboxRow = async (destination: string) => {
    const [row] = await db()
      .select()
      .from(outboxMessage)
      .where(eq(outboxMessage.destination, destination))
      .orderBy(desc(outboxMessage.createdAt))
      .limit(1);
    return row!;
  };

  it('keeps the authenticator secret sealed, and a login with its code still works', async () => {
    const auth = { authorization: await loginAs(t.app, 'jogador1') };
    const setup = await t.app.inject({ method: 'POST', url: '/wps/member/security/totp', headers: auth });
    const { secret } = setup.json().value as { secret: string };
    const stored = await storedTotpSecret('jogador1');
    expect(stored).toMatch(/^sealed:v1:/);
    expect(stored).not.toContain(secret);

    const confirm = await t.app.inject({
      method: 'POST',
      url: '/wps/member/security/totp/confirm',
      headers: auth,
      payload: { code: totpCode(secret, new Date(Date.now() - 30_000)) },
    });
    expect(confirm.statusCode).toBe(200);
    const ip = '10.70.0.1';
    const challenge = (await login('jogador1', ip)).json().value;
    expect(challenge.methods.map((entry: { method: string }) => entry.method)).toContain('totp');
    expect((await verifyTotp(challenge.ticket, totpCode(secret, new Date()), ip)).statusCode).toBe(200);
  });

  it('keeps outbox texts sealed, while /dev/outbox shows them and the code logs in', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum: '11900000004' },
    });
    expect(sent.json().success).toBe(true);
    const code = await lastCodeTo(db(), '5511900000004');
    const row = await newestOutboxRow('5511900000004');
    expect(row.body).toMatch(/^sealed:v1:/);
    expect(row.body).not.toContain(code);

    const listed = await t.app.inject({ method: 'GET', url: '/dev/outbox.json?to=5511900000004' });
    expect(listed.json().value[0].body).toContain(code);
    const page = await t.app.inject({ method: 'GET', url: '/dev/outbox?to=5511900000004' });
    expect(page.body).toContain(code);
    const smsLogin = await sendEncrypted(t.app, {
      method: 'POST',
      url: '/wps/session/login',
      body: { type: 'sms', username: '11900000004', password: code },
    });
    expect(smsLogin.statusCode).toBe(200);
  });

  it('seals rows stored before sealing at the next start, and they keep working', async () => {
    // As a database written by the previous version holds them: plain text.
    const legacySecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await db()
      .update(member)
      .set({ totpSecret: legacySecret, totpEnabledAt: sql`now()`, totpLastStep: null })
      .where(eq(member.account, 'jogador3'));
    await db()
      .insert(outboxMessage)
      .values({ channel: 'sms', destination: '5511977776666', body: 'Seu código é 654321.' });

    const restarted = await buildApp({ config: t.config, database: t.database.handle });
    try {
      const stored = await storedTotpSecret('jogador3');
      expect(stored).toMatch(/^sealed:v1:/);
      expect(stored).not.toContain(legacySecret);
      const message = await newestOutboxRow('5511977776666');
      expect(message.body).toMatch(/^sealed:v1:/);
      expect(message.body).not.toContain('654321');
      const listed = await restarted.inject({ method: 'GET', url: '/dev/outbox.json?to=5511977776666' });
      expect(listed.json().value[0].body).toBe('Seu código é 654321.');

      const ip = '10.70.0.2';
      const challenge = (await login('jogador3', ip)).json().value;
      expect((await verifyTotp(challenge.ticket, totpCode(legacySecret, new Date()), ip)).statusCode).toBe(
        200,
      );
    } finally {
      await restarted.close();
    }
  });

  it('with AT_REST_KEY set, seals with it and still opens what the generated key sealed', async () => {
    const key = randomBytes(32);
    const configured = await buildApp({
      config: { ...t.config, AT_REST_KEY: key },
      database: t.database.handle,
    });
    try {
      const older = await configured.inject({ method: 'GET', url: '/dev/outbox.json?to=5511977776666' });
      expect(older.json().value[0].body).toBe('Seu código é 654321.');
      await new Promise((resolve) => setTimeout(resolve, 1_100)); // one code per second per number
      await configured.inject({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        payload: { mobileNum: '11900000004' },
      });
      const row = await newestOutboxRow('5511900000004');
      const generated = await testSecretBox(db());
      // The generated key cannot open it: it was sealed with AT_REST_KEY.
      expect(() => generated.open(row.body, outboxBodyPurpose(row.id))).toThrow(/no at-rest key/);
      const listed = await configured.inject({ method: 'GET', url: '/dev/outbox.json?to=5511900000004' });
      expect(listed.json().value[0].body).toMatch(/\b\d{6}\b/);
    } finally {
      await configured.close();
    }
  });
});
