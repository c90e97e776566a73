import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PayloadKeyResponse, encryptPayload } from '@platform/contracts';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { addProbeRoute } from './helpers/probe-route.js';

describe('encrypted payloads on routes declared encrypt: true', () => {
  let t: TestApp;
  let key: PayloadKeyResponse;

  beforeAll(async () => {
    t = await buildTestApp();
    addProbeRoute(t.app, {
      method: 'POST',
      url: '/wps/probe/secret',
      encrypt: true,
      body: z.object({ password: z.string().min(6) }),
      value: z.object({ length: z.number() }),
      handler: async ({ body }) => ({ length: body.password.length }),
    });
    const published = await t.app.inject({ method: 'GET', url: '/wps/system/payloadKey' });
    key = PayloadKeyResponse.parse(published.json().value);
  });
  afterAll(() => t.close());

  const send = (body: unknown, header?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/wps/probe/secret',
      payload: body as object,
      headers: {
        'content-type': 'application/json',
        language: 'EN',
        ...(header ? { encryption: header } : {}),
      },
    });

  it('publishes an RSA public key, and no private part', async () => {
    expect(key.algorithm).toBe('RSA-OAEP-256+A256GCM');
    const raw = (await t.app.inject({ method: 'GET', url: '/wps/system/payloadKey' })).json().value.publicKey;
    expect(raw).not.toHaveProperty('d');
  });

  it('decrypts the payload before validation and handling', async () => {
    const { header, body } = await encryptPayload(key, { password: 'Segredo123' });
    const response = await send(body, header);
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toEqual({ length: 10 });
  });

  it('validates the decrypted payload like any other', async () => {
    const { header, body } = await encryptPayload(key, { password: '123' });
    const response = await send(body, header);
    expect(response.statusCode).toBe(400);
    expect(response.json().value.fields[0]).toMatchObject({ field: 'password', messageKey: 'too_small' });
  });

  it('refuses a plain payload', async () => {
    const response = await send({ password: 'Segredo123' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCode: 'encrypted-payload-required',
      message: 'This request must be sent encrypted.',
    });
  });

  it('refuses a tampered ciphertext', async () => {
    const { header, body } = await encryptPayload(key, { password: 'Segredo123' });
    // Flip one bit of the ciphertext itself (editing the last base64 character may touch only padding bits).
    const bytes = Buffer.from(body.value, 'base64url');
    bytes[bytes.length - 5]! ^= 0x01;
    const response = await send({ value: bytes.toString('base64url') }, header);
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('encrypted-payload-invalid');
  });

  it('refuses a payload encrypted for an unknown key', async () => {
    const { header, body } = await encryptPayload(
      { ...key, keyId: 'ffffffffffffffff' },
      { password: 'Segredo123' },
    );
    const response = await send(body, header);
    expect(response.json().errorCode).toBe('encrypted-payload-invalid');
  });

  it('declares the encryption in the OpenAPI description', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(document.paths['/wps/probe/secret'].post.description).toContain('encrypted payload');
  });
});
