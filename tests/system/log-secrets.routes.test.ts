import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { SEAMLESS_HEADERS } from '@platform/contracts';
import { paymentChannel } from '../../apps/server/src/tables.js';
import { totpCode } from '../../apps/server/src/modules/verification/index.js';
import { cpfFrom, lastCodeTo, lastMessageTo, solveCaptcha } from '../../apps/server/test/helpers/accounts.js';
import { stubWebDist } from '../../apps/server/test/helpers/app.js';
import { IDENTITY_DETAILS } from '../../apps/server/test/helpers/identity.js';
import { addProbeRoute } from '../../apps/server/test/helpers/probe-route.js';
import { sendEncrypted } from '../../apps/server/test/helpers/session.js';
import { signedHeaders, studioSecret } from '../../apps/server/test/helpers/vendor.js';
import { stubStudioPages } from '../../apps/studio/test/helpers/app.js';
import { buildTestSystem, type TestSystem } from './helpers/system.js';

/**
 * A member's whole journey at LOG_LEVEL info, with the logs of the platform and the studio
 * captured: registration, a captcha, a password reset through the e-mailed link, SMS and
 * authenticator codes, a payment password, a PIX deposit and its signed webhook, a game launch
 * with its one-time token, the studio's session and spins and its seamless calls, a vendor's own
 * signed calls, and a failure logged with its error. Every secret the journey issued or sent is
 * then looked for in both logs' text, each of which must still hold every request line.
 */
describe('no secret reaches the log', () => {
  let t: TestSystem;
  /** The platform's log lines, and the studio's. */
  const lines: string[] = [];
  const studioLines: string[] = [];
  /** Requests the test itself sent to the platform (the studio's and the gateway's calls come on top). */
  let sentCount = 0;
  /** Requests the test itself sent to the studio (the page, its session and spins). */
  let sentToStudio = 0;
  const secrets = new Map<string, string>();
  const keep = (name: string, value: string | null | undefined) => {
    if (!value || value.length < 4) throw new Error(`the journey lost its ${name}`);
    secrets.set(`${name} ${secrets.size}`, value);
    return value;
  };

  beforeAll(async () => {
    // The studio and the sandbox gateway call the platform over HTTP, with their real headers.
    t = await buildTestSystem({
      platformEnv: { LOG_LEVEL: 'info', WEB_DIST: stubWebDist(), PIX_SANDBOX_PAYOUT_DELAY_MS: '600000' },
      studioEnv: { LOG_LEVEL: 'info', STUDIO_WEB_DIST: stubStudioPages() },
      platformLogStream: { write: (line: string) => void lines.push(line) },
      studioLogStream: { write: (line: string) => void studioLines.push(line) },
      beforeListen: (platform) => {
        // A failure whose query carried a secret: the error is logged, its parameters must not be.
        addProbeRoute(platform.app, {
          method: 'POST',
          url: '/wps/probe/failing-query',
          body: z.object({ secret: z.string() }),
          value: z.null(),
          handler: async ({ body }) => {
            await platform.database.handle.db.execute(sql`select ${body.secret}::integer`);
            return null;
          },
        });
      },
    });
  });
  afterAll(() => t.close());

  const db = () => t.database.handle.db;
  const inject = (input: {
    method: 'GET' | 'POST' | 'PUT' | 'DELETE';
    url: string;
    payload?: object | string;
    headers?: Record<string, string>;
  }) => {
    if (input.url.startsWith('/studio/')) sentToStudio += 1;
    else sentCount += 1;
    return t.inject({ ...input, headers: { language: 'EN', ...input.headers } });
  };
  const encrypted = (input: Parameters<typeof sendEncrypted>[1]) => {
    sentCount += 1;
    return sendEncrypted(t.app, input);
  };

  it('holds every request line and none of the tokens, codes, passwords or signatures', async () => {
    const serial = randomInt(100_000, 999_999);
    const username = `segredo${serial}`;
    const mobileNum = `11987${String(serial).slice(0, 6)}`;
    const email = `segredo${serial}@example.com`;
    const password = keep('password', `Senha${serial}x`);

    // Registration with its SMS code.
    await inject({ method: 'POST', url: '/wps/verification/sms/register', payload: { mobileNum } });
    const registerCode = keep('sms code', await lastCodeTo(db(), `55${mobileNum}`));
    const registered = await encrypted({
      method: 'PUT',
      url: '/wps/member/register',
      body: {
        username,
        password,
        confirmPassword: password,
        payeeName: 'Clara Segredo Lima',
        idNumber: cpfFrom(String(serial).padStart(9, '7')),
        email,
        mobileNum,
        ageConfirmed: true,
        riskAcknowledged: true,
        verificationCode: registerCode,
      },
    });
    expect(registered.statusCode, registered.body).toBe(200);
    keep('session token', registered.json().value.token);

    // A wrong password, then the captcha it calls for, and a remembered login.
    const wrong = keep('wrong password', `Errada${serial}y`);
    const refused = await encrypted({
      method: 'POST',
      url: '/wps/session/login',
      body: { username, password: wrong },
    });
    expect(refused.statusCode).toBe(401);
    const captcha = await inject({ method: 'GET', url: '/wps/captcha' });
    const cookie = String(captcha.headers['set-cookie']).split(';')[0]!;
    keep('captcha id', cookie.split('=')[1]);
    const answer = keep('captcha answer', await solveCaptcha(db(), cookie.split('=')[1]!));
    const login = await encrypted({
      method: 'POST',
      url: '/wps/session/login',
      body: { username, password, captcha: answer, rememberMe: true },
      headers: { cookie },
    });
    expect(login.statusCode, login.body).toBe(200);
    keep('session token', login.json().value.token);
    const resumed = await inject({
      method: 'POST',
      url: '/wps/session/resume',
      payload: { rememberToken: keep('remember token', login.json().value.rememberToken) },
    });
    expect(resumed.statusCode).toBe(200);
    keep('remember token', resumed.json().value.rememberToken);
    let token = keep('session token', resumed.json().value.token);
    const auth = () => ({ authorization: `Bearer ${token}` });
    // A link that hands the session to the site (the agent portal's and apps' ?token=).
    expect((await inject({ method: 'GET', url: `/member?tab=records&token=${token}` })).statusCode).toBe(200);

    // Forgot password: the e-mailed link, opened, then used.
    const forgot = await inject({
      method: 'POST',
      url: '/wps/member/password/email',
      payload: `username=${username}&email=${encodeURIComponent(email)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(forgot.statusCode, forgot.body).toBe(200);
    const link = /\/forget\?resetToken=([\w-]+)/u.exec((await lastMessageTo(db(), email)).body);
    const resetToken = keep('reset token', link?.[1]);
    expect((await inject({ method: 'GET', url: `/forget?resetToken=${resetToken}` })).statusCode).toBe(200);
    const newPassword = keep('new password', `Nova${serial}z`);
    const reset = await encrypted({
      method: 'POST',
      url: '/wps/member/password/reset',
      body: { resetToken, newPassword, confirmNewPassword: newPassword },
    });
    expect(reset.statusCode, reset.body).toBe(200);

    // SMS login with a one-time code.
    // A number gets one code a second.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const sent = await inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { mobileNum },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const smsCode = keep('sms code', await lastCodeTo(db(), `55${mobileNum}`));
    const smsLogin = await encrypted({
      method: 'POST',
      url: '/wps/session/login',
      body: { type: 'sms', username: mobileNum, password: smsCode },
    });
    expect(smsLogin.statusCode, smsLogin.body).toBe(200);
    token = keep('session token', smsLogin.json().value.token);

    // The authenticator app: its secret and a code.
    const setup = await inject({ method: 'POST', url: '/wps/member/security/totp', headers: auth() });
    const totpSecret = keep('totp secret', setup.json().value.secret);
    const confirm = await inject({
      method: 'POST',
      url: '/wps/member/security/totp/confirm',
      headers: auth(),
      payload: { code: keep('totp code', totpCode(totpSecret, new Date())) },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);

    // The payment password, set and then used.
    const paymentPassword = keep('payment password', String(serial));
    const setPayment = await encrypted({
      method: 'POST',
      url: '/wps/member/security/paymentPassword',
      body: { loginPassword: newPassword, paymentPassword, confirmPaymentPassword: paymentPassword },
      headers: auth(),
    });
    expect(setPayment.statusCode, setPayment.body).toBe(200);
    const payee = await encrypted({
      method: 'POST',
      url: '/wps/member/withdraw/payee',
      body: { keyType: 'EMAIL', key: email, paymentPassword },
      headers: auth(),
    });
    expect(payee.statusCode).toBeLessThan(500);

    // The identity check BR asks before a deposit: the CPF, birth date and details go to the provider.
    const started = await inject({
      method: 'POST',
      url: '/wps/member/identity/start',
      headers: auth(),
      payload: { name: 'Clara Segredo Lima', birthDate: '1990-04-12', ...IDENTITY_DETAILS },
    });
    expect(started.statusCode, started.body).toBe(200);
    const livenessSessionId = keep('liveness session', started.json().value.livenessSessionId);
    const passed = await inject({
      method: 'POST',
      url: '/sandbox/api/kyc/liveness',
      payload: { sessionId: livenessSessionId, outcome: 'passed' },
    });
    expect(passed.statusCode, passed.body).toBe(200);
    const verified = await inject({ method: 'POST', url: '/wps/member/identity/liveness', headers: auth() });
    expect(verified.json().value.state, verified.body).toBe('VERIFIED');

    // A PIX deposit paid at the sandbox: its webhook reaches the platform signed, over HTTP.
    const [channel] = await db().select().from(paymentChannel);
    const deposit = await inject({
      method: 'POST',
      url: '/wps/member/deposit',
      headers: auth(),
      payload: { requestId: randomUUID(), channelId: channel!.id, amount: 50_000 },
    });
    expect(deposit.statusCode, deposit.body).toBe(200);
    const charges = (await inject({ method: 'GET', url: '/sandbox/api/charges?status=PENDING' })).json()
      .value;
    const charge = (charges.list ?? charges).find(
      (one: { reference: string }) => one.reference === deposit.json().value.reference,
    );
    const paid = await inject({
      method: 'POST',
      url: '/sandbox/api/charges/pay',
      payload: { chargeId: charge.id },
    });
    expect(paid.json().value.webhookStatus).toBe(200);
    const notifications = (
      await inject({
        method: 'GET',
        url: `/sandbox/api/notifications?reference=${deposit.json().value.reference}`,
      })
    ).json().value;
    for (const sent of notifications.list ?? notifications) keep('webhook signature', sent.signature);

    // A game launch: the one-time launch token in the game's address, the studio's session, and
    // spins whose money moves through the seamless wallet over HTTP, signed.
    const list = await inject({
      method: 'POST',
      url: '/wps/relay/GCSGAME_gameList',
      payload: { gameType: 'RNG', pageSize: 1 },
    });
    const nodeId = list.json().value.games[0].nodeId as string;
    const launch = async () => {
      const launched = await inject({
        method: 'POST',
        url: '/wps/game/launchGame',
        headers: auth(),
        payload: { nodeId },
      });
      expect(launched.statusCode, launched.body).toBe(200);
      const address = new URL(launched.json().value.url as string, 'http://site.local');
      keep('launch token', address.searchParams.get('token'));
      return address;
    };
    const game = await launch();
    expect((await inject({ method: 'GET', url: `${game.pathname}${game.search}` })).statusCode).toBe(200);
    const session = await inject({
      method: 'POST',
      url: '/studio/api/session',
      payload: { game: game.searchParams.get('game'), mode: 'real', token: game.searchParams.get('token') },
    });
    expect(session.statusCode, session.body).toBe(200);
    const studio = session.json().value as { sessionId: string; game: { betLevels: number[] } };
    keep('studio session', studio.sessionId);
    for (let spin = 0; spin < 3; spin += 1) {
      const spun = await inject({
        method: 'POST',
        url: '/studio/api/slots/spin',
        payload: { sessionId: studio.sessionId, bet: studio.game.betLevels[0] },
      });
      expect(spun.statusCode, spun.body).toBe(200);
    }

    // A vendor's own signed calls with a second launch token.
    const vendorSecret = keep('vendor secret', await studioSecret(db()));
    const call = async (operation: string, body: object) => {
      const raw = JSON.stringify(body);
      const headers = signedHeaders(vendorSecret, raw);
      keep('seamless signature', headers[SEAMLESS_HEADERS.signature]!);
      const response = await inject({
        method: 'POST',
        url: `/wps/seamless/v1/${operation}`,
        payload: raw,
        headers: { 'content-type': 'application/json', ...headers },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().value;
    };
    const second = await launch();
    const vendorSession = await call('authenticate', { launchToken: second.searchParams.get('token') });
    const sessionToken = keep('seamless session', vendorSession.sessionToken);
    await call('balance', { sessionToken });
    const roundId = randomUUID();
    await call('bet', {
      sessionToken,
      transactionId: randomUUID(),
      roundId,
      gameCode: second.searchParams.get('game'),
      amount: 100,
    });
    await call('win', {
      playerId: vendorSession.playerId,
      transactionId: randomUUID(),
      roundId,
      gameCode: second.searchParams.get('game'),
      amount: 150,
    });

    // A 500: logged with its error, whose failed query held a secret.
    const failing = await inject({
      method: 'POST',
      url: '/wps/probe/failing-query',
      payload: { secret: keep('query parameter', `not-a-number-${randomUUID()}`) },
    });
    expect(failing.statusCode).toBe(500);

    // Let the last lines (the webhook's, the studio's calls) reach the streams.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const log = lines.join('');
    const studioLog = studioLines.join('');

    // None of the secrets, in any form: as it is, or in the JSON text of a line, in either log.
    const leakedIn = (text: string) =>
      [...secrets]
        .filter(([, secret]) => {
          const forms = [secret, JSON.stringify(secret).slice(1, -1), encodeURIComponent(secret)];
          // Short numeric codes could match any number, so they count only as whole words.
          return forms.some((form) =>
            form.length >= 12
              ? text.includes(form)
              : new RegExp(
                  `(?<![\\w.-])${form.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}(?![\\w.-])`,
                  'u',
                ).test(text),
          );
        })
        .map(([name]) => name);
    expect(leakedIn(log)).toEqual([]);
    expect(leakedIn(studioLog)).toEqual([]);

    // Each log is whole: a line per request, the secret-bearing addresses with their markers.
    const requestLines = lines.filter((line) => line.includes('"msg":"incoming request"'));
    expect(requestLines.length).toBeGreaterThan(sentCount);
    expect(lines.filter((line) => line.includes('"msg":"request completed"'))).toHaveLength(
      requestLines.length,
    );
    const studioRequestLines = studioLines.filter((line) => line.includes('"msg":"incoming request"'));
    expect(studioRequestLines).toHaveLength(sentToStudio);
    expect(studioLines.filter((line) => line.includes('"msg":"request completed"'))).toHaveLength(
      sentToStudio,
    );
    for (const url of [
      '/forget?resetToken=[redacted]',
      '/member?tab=records&token=[redacted]',
      '/wps/member/password/email',
      '/wps/seamless/v1/bet',
      '/wps/payments/webhook/sandbox',
      '/wps/probe/failing-query',
    ]) {
      expect(log).toContain(`"url":"${url}`);
    }
    // The game's address, with its launch token, is the studio's.
    expect(studioLog).toMatch(/"url":"\/studio\/play\?[^"]*token=\[redacted\]/u);
    expect(studioLog).toContain('"url":"/studio/api/slots/spin"');
    expect(log).toContain('params: [redacted]');
    expect(log).toContain('"msg":"unhandled error"');

    expect(secrets.size).toBeGreaterThan(20);
  });
});
