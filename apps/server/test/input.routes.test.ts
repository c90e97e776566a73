import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERROR_MESSAGES, FIELD_MESSAGES, PIX_SIGNATURE_HEADER } from '@platform/contracts';
import { paymentChannel, paymentWebhookEvent } from '../src/tables.js';
import { signPixWebhook } from '../src/modules/pix-sandbox/index.js';
import {
  STUDIO_VENDOR,
  createSeamlessRepository,
  createSeamlessService,
} from '../src/modules/seamless/index.js';
import { buildTestApp, stubWebDist, type TestApp } from './helpers/app.js';
import { fundMember, memberIdOf, testWallet } from './helpers/money.js';
import { addProbeRoute } from './helpers/probe-route.js';
import { sendEncrypted } from './helpers/session.js';
import { sendSigned, studioSecret } from './helpers/vendor.js';

const refusal = (fields: string[], language: 'EN' | 'PT' | 'CN' = 'EN') => ({
  success: false,
  errorCode: 'validation-failed',
  message: ERROR_MESSAGES[language]['validation-failed'],
  value: {
    fields: fields.map((field) => ({
      field,
      messageKey: 'invalid_characters',
      message: FIELD_MESSAGES[language].invalid_characters,
    })),
  },
});

/**
 * Input the database cannot take or would silently change (NUL, lone surrogates, other control
 * characters) is refused once for every route, before any schema or handler; bodies of a type a
 * route does not declare are refused with 415; HEAD answers like GET.
 */
describe('request input: text, body types and HEAD', () => {
  let t: TestApp;
  let vendorSecret = '';
  let playerId = '';

  beforeAll(async () => {
    t = await buildTestApp({ WEB_DIST: stubWebDist() });
    addProbeRoute(t.app, {
      method: 'POST',
      url: '/wps/probe/note',
      body: z.object({ note: z.string(), items: z.array(z.object({ name: z.string() })).default([]) }),
      value: z.object({ note: z.string() }),
      handler: async ({ body }) => ({ note: body.note }),
    });
    const db = t.database.handle.db;
    vendorSecret = await studioSecret(db);
    playerId = await memberIdOf(db, 'jogador1');
    await fundMember(db, playerId, 10_000);
  });
  afterAll(() => t.close());

  const note = (payload: string, language = 'EN') =>
    t.app.inject({
      method: 'POST',
      url: '/wps/probe/note',
      payload,
      headers: { 'content-type': 'application/json', language },
    });

  it('refuses NUL, lone surrogates and other controls in a body, naming the field in the caller language', async () => {
    for (const text of ['\\u0000', 'a\\u0000b', '\\ud800', 'x\\udc00', '\\u001b[31m', '\\u007f', '\\u0085']) {
      const response = await note(`{"note":"${text}"}`, 'PT');
      expect(response.statusCode, text).toBe(400);
      expect(response.json()).toEqual(refusal(['note'], 'PT'));
    }
  });

  it('takes tab, line feed and carriage return, and characters outside the BMP', async () => {
    const response = await note(JSON.stringify({ note: 'linha 1\r\nlinha\t2 \uD83C\uDFB0' }));
    expect(response.statusCode).toBe(200);
    expect(response.json().value.note).toBe('linha 1\r\nlinha\t2 \uD83C\uDFB0');
  });

  it('checks keys and nested values at any depth', async () => {
    const nested = await note(JSON.stringify({ note: 'ok', items: [{ name: 'ok' }, { name: 'b\u0000d' }] }));
    expect(nested.json()).toEqual(refusal(['items.1.name']));
    // A key is named with U+FFFD in place of what was refused: the answer never echoes a control.
    const key = await note(JSON.stringify({ note: 'ok', 'e\u0000vil': 1 }));
    expect(key.json()).toEqual(refusal(['e\uFFFDvil']));
    const whole = await note('"\\u0000"');
    expect(whole.json()).toEqual(refusal(['body']));
  });

  it('refuses them in a query string and in a form post', async () => {
    const query = await t.app.inject({
      method: 'GET',
      url: '/wps/agent/affiliate?code=SORTE%00001',
      headers: { language: 'CN' },
    });
    expect(query.json()).toEqual(refusal(['code'], 'CN'));
    const form = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      payload: 'username=jogador1%00&email=a%40b.example',
      headers: { 'content-type': 'application/x-www-form-urlencoded', language: 'EN' },
    });
    expect(form.json()).toEqual(refusal(['username']));
  });

  it('checks an encrypted payload once it is decrypted', async () => {
    const response = await sendEncrypted(t.app, {
      method: 'POST',
      url: '/wps/session/login',
      body: { username: 'jogador1\u0000', password: 'Demo2026' },
    });
    expect(response.json()).toEqual(refusal(['username']));
  });

  it('answers a signed seamless bet or rollback holding NUL with validation-failed, every time, and moves nothing', async () => {
    const seamless = createSeamlessService({
      repository: createSeamlessRepository(t.database.handle.db),
      wallet: testWallet(t.database.handle.db),
      players: { nicknameOf: async () => null },
    });
    const call = (operation: string, body: object) => sendSigned(t.app, vendorSecret, operation, body);
    const launchToken = await seamless.createLaunchToken({
      memberId: playerId,
      vendorCode: STUDIO_VENDOR,
      gameCode: 'SLOT1',
    });
    const { sessionToken } = (await call('authenticate', { launchToken })).json().value;
    const before = await testWallet(t.database.handle.db).balanceOf(playerId);
    const bet = {
      sessionToken,
      transactionId: `t\u0000${randomUUID()}`,
      roundId: randomUUID(),
      gameCode: 'SLOT1',
      amount: 100,
    };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await call('bet', bet);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refusal(['transactionId']));
    }
    const rollback = await call('rollback', {
      playerId,
      transactionId: randomUUID(),
      betTransactionId: '\uD800x',
    });
    expect(rollback.json()).toEqual(refusal(['betTransactionId']));
    expect(await testWallet(t.database.handle.db).balanceOf(playerId)).toBe(before);
  });

  it('checks the raw-bodied webhook too, before its handler records anything', async () => {
    const [channel] = await t.database.handle.db.select().from(paymentChannel);
    const body = JSON.stringify({ eventId: 'e\u0000', type: 'charge.paid' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/wps/payments/webhook/sandbox',
      payload: body,
      headers: {
        'content-type': 'application/json',
        language: 'EN',
        [PIX_SIGNATURE_HEADER]: signPixWebhook(channel!.webhookSecret, body, Math.floor(Date.now() / 1000)),
      },
    });
    expect(response.json()).toEqual(refusal(['eventId']));
    expect(await t.database.handle.db.select().from(paymentWebhookEvent)).toEqual([]);
  });

  it('refuses a form post on JSON routes with 415, and takes it on the form route of the spec', async () => {
    for (const url of ['/wps/session/login/freeplay', '/wps/probe/note', '/wps/seamless/v1/balance']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        payload: 'note=x',
        headers: { 'content-type': 'application/x-www-form-urlencoded', language: 'EN' },
      });
      expect(response.statusCode, url).toBe(415);
      expect(response.json()).toEqual({
        success: false,
        errorCode: 'unsupported-media-type',
        message: ERROR_MESSAGES.EN['unsupported-media-type'],
        value: null,
      });
    }
    const form = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password/email',
      payload: 'username=jogador1&email=jogador1%40sortegrande.example',
      headers: { 'content-type': 'application/x-www-form-urlencoded', language: 'EN' },
    });
    expect(form.statusCode).toBe(200);
    const documented = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(Object.keys(documented.paths['/wps/member/password/email'].post.requestBody.content)).toContain(
      'application/x-www-form-urlencoded',
    );
    expect(Object.keys(documented.paths['/wps/session/login/freeplay'].post.requestBody.content)).toEqual([
      'application/json',
    ]);
  });

  it('answers HEAD of the site pages and of API reads like GET, without a body', async () => {
    for (const url of ['/', '/forget?resetToken=abc', '/rng?vassalage=PG', '/wps/system/status']) {
      const [get, head] = await Promise.all([
        t.app.inject({ method: 'GET', url }),
        t.app.inject({ method: 'HEAD', url }),
      ]);
      expect(head.statusCode, url).toBe(200);
      expect(head.statusCode).toBe(get.statusCode);
      expect(head.headers['content-type']).toBe(get.headers['content-type']);
      expect(head.body).toBe('');
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/wps/no/such/route' })).statusCode).toBe(404);
  });
});
