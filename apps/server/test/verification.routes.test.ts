import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOutboxDelivery,
  createVerificationRepository,
  createVerificationService,
  readCaptchaId,
  type VerificationService,
} from '../src/modules/verification/index.js';
import { z } from 'zod';
import { testSecretBox } from './helpers/accounts.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { addProbeRoute } from './helpers/probe-route.js';

describe('verification routes', () => {
  let t: TestApp;
  let verification: VerificationService;

  beforeAll(async () => {
    t = await buildTestApp();
    // Sealed with the app's own at-rest key, so the app's outbox pages open what this writes.
    const secrets = await testSecretBox(t.database.handle.db);
    verification = createVerificationService({
      repository: createVerificationRepository(t.database.handle.db),
      delivery: createOutboxDelivery(t.database.handle.db, secrets),
      secrets,
    });
    addProbeRoute(t.app, {
      method: 'GET',
      url: '/wps/probe/captcha-id',
      value: z.string().nullable(),
      handler: async ({ request }) => readCaptchaId(request) ?? null,
    });
  });
  const captchaIdSent = async (cookie: string | undefined) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/wps/probe/captcha-id',
      headers: cookie === undefined ? {} : { cookie },
    });
    return response.json().value as string | null;
  };
  afterAll(() => t.close());

  it('GET /wps/captcha answers a PNG data URL and sets the captcha id in an HttpOnly cookie', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/wps/captcha' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, errorCode: null });
    expect(body.value).toMatch(/^data:image\/png;base64,/);
    expect(response.headers['cache-control']).toBe('no-store');

    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^captcha=[0-9a-f-]{36}; HttpOnly; SameSite=Strict; Path=\/wps; Max-Age=300$/);
    const id = /^captcha=([^;]+)/.exec(cookie)![1]!;
    // The browser sends the id back in the Cookie header; a wrong answer burns it.
    expect(await captchaIdSent(`lang=pt; captcha=${id}; other=1`)).toBe(id);
    expect(await verification.checkCaptcha(id, 'nope')).toBe(false);
  });

  it('reads no captcha id without the cookie', async () => {
    expect(await captchaIdSent(undefined)).toBeNull();
    expect(await captchaIdSent('captchas=1; xcaptcha=2')).toBeNull();
    expect(await captchaIdSent('captcha=%E0%A4%A')).toBeNull();
  });

  it('sets no cookie on other routes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/wps/system/whitelabel' });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('GET /dev/outbox.json lists kept messages newest first, filtered by destination', async () => {
    // Apart in time: PGlite's clock counts milliseconds, and messages of the same instant have no
    // order to list them in.
    const later = () => new Promise((resolve) => setTimeout(resolve, 5));
    await verification.sendMessage({ channel: 'sms', to: '5511911110000', subject: '', text: 'first' });
    await later();
    await verification.sendMessage({ channel: 'sms', to: '5511911110000', subject: '', text: 'second' });
    await later();
    await verification.sendMessage({ channel: 'email', to: 'ana@x.example', subject: 'Oi', text: 'mail' });

    const response = await t.app.inject({ method: 'GET', url: '/dev/outbox.json?to=5511911110000' });
    expect(response.statusCode).toBe(200);
    const rows = response.json().value as Array<Record<string, string>>;
    expect(rows.map((row) => row.body)).toEqual(['second', 'first']);
    expect(rows[0]).toEqual({
      id: expect.any(String),
      channel: 'sms',
      destination: '5511911110000',
      subject: '',
      body: 'second',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });

    const all = await t.app.inject({ method: 'GET', url: '/dev/outbox.json?limit=1' });
    expect(all.json().value).toHaveLength(1);
    expect(all.json().value[0].destination).toBe('ana@x.example');

    const bad = await t.app.inject({ method: 'GET', url: '/dev/outbox.json?limit=0' });
    expect(bad.statusCode).toBe(400);
  });

  it('GET /dev/outbox renders an escaped HTML page with a development-only banner and no script', async () => {
    await verification.sendMessage({
      channel: 'email',
      to: 'eve@x.example',
      subject: '<script>alert(1)</script>',
      text: 'Código 123456 & "aspas"',
    });
    const response = await t.app.inject({ method: 'GET', url: '/dev/outbox?to=eve@x.example' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toContain('Development only');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Código 123456 &amp; &quot;aspas&quot;');
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('value="eve@x.example"');
    expect(html).not.toContain('5511911110000');
    // The page works under the site's CSP, which forbids inline script.
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");

    const unfiltered = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(unfiltered.body).toContain('5511911110000');
    expect(unfiltered.body.indexOf('eve@x.example')).toBeLessThan(unfiltered.body.indexOf('5511911110000'));
  });
});

describe('verification routes with the outbox page off', () => {
  it('answers 404 for both outbox pages and still serves captchas', async () => {
    const t = await buildTestApp({ OUTBOX_PAGE: 'false' });
    try {
      for (const url of ['/dev/outbox', '/dev/outbox.json']) {
        const response = await t.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ success: false, errorCode: 'not-found' });
      }
      const captcha = await t.app.inject({ method: 'GET', url: '/wps/captcha' });
      expect(captcha.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
