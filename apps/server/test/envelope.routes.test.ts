import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERROR_MESSAGES } from '@platform/contracts';
import { AppError } from '@platform/server-kit';
import { buildTestApp, stubWebDist, type TestApp } from './helpers/app.js';
import { addProbeRoute } from './helpers/probe-route.js';

/**
 * The envelope and the error handler, exercised through probe routes declared in the registry
 * exactly as module routes are.
 */
describe('response envelope and error handler', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ WEB_DIST: stubWebDist() });
    addProbeRoute(t.app, {
      method: 'POST',
      url: '/wps/probe/echo',
      body: z.object({ amount: z.number().int(), note: z.string().max(5) }),
      value: z.object({ amount: z.number() }),
      handler: async ({ body }) => ({ amount: body.amount }),
    });
    addProbeRoute(t.app, {
      method: 'GET',
      url: '/wps/probe/crash',
      value: z.null(),
      handler: async () => {
        throw new Error('database password is hunter2');
      },
    });
    addProbeRoute(t.app, {
      method: 'GET',
      url: '/wps/probe/domain-error',
      value: z.null(),
      handler: async () => {
        throw new AppError('quota-exceeded');
      },
    });
  });
  afterAll(() => t.close());

  const post = (payload: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/wps/probe/echo',
      payload,
      headers: { 'content-type': 'application/json', ...headers },
    });

  it('wraps a successful answer in the envelope', async () => {
    const response = await post(JSON.stringify({ amount: 150, note: 'ok' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, errorCode: null, message: '', value: { amount: 150 } });
  });

  it('answers malformed JSON with a 400 envelope in the caller language', async () => {
    const response = await post('{"amount": 1', { language: 'EN' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({
      success: false,
      errorCode: 'malformed-request',
      message: ERROR_MESSAGES.EN['malformed-request'],
      value: null,
    });
  });

  it('answers wrong types with the failing fields, each with a translated message', async () => {
    const response = await post(JSON.stringify({ amount: 'ten', note: 'far too long' }), { language: 'PT' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.errorCode).toBe('validation-failed');
    expect(body.message).toBe(ERROR_MESSAGES.PT['validation-failed']);
    expect(body.value.fields).toEqual([
      { field: 'amount', messageKey: 'invalid_type', message: 'Este valor tem o tipo errado' },
      { field: 'note', messageKey: 'too_big', message: 'Este valor é longo ou grande demais' },
    ]);
  });

  it('reports a missing field as required', async () => {
    const response = await post(JSON.stringify({ note: 'x' }), { language: 'CN' });
    expect(response.json().value.fields).toEqual([
      { field: 'amount', messageKey: 'required', message: '输入不能为空' },
    ]);
  });

  it('refuses a body that is not JSON with 415', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/wps/probe/echo',
      payload: 'amount=1',
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().errorCode).toBe('unsupported-media-type');
  });

  it('answers an unknown API route with a JSON 404 envelope, never the site page', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/wps/no/such/route',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'not-found' });
  });

  it('answers site routes with the single-page app (history mode)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/rng?vassalage=PG' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<title>site</title>');
  });

  it('maps a domain error to its catalogue status and message', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/wps/probe/domain-error',
      headers: { language: 'EN' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      errorCode: 'quota-exceeded',
      message: 'Quota not sufficient, please contact customer service.',
    });
  });

  it('hides an unexpected failure behind a 500 "unknown" with no internal detail', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/wps/probe/crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      errorCode: 'unknown',
      message: ERROR_MESSAGES.PT.unknown,
      value: null,
    });
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('at ');
  });

  it('refuses a request naming another merchant, and accepts its own', async () => {
    const other = await t.app.inject({
      method: 'GET',
      url: '/wps/system/whitelabel',
      headers: { merchant: 'other' },
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().errorCode).toBe('invalid-merchant');
    const own = await t.app.inject({
      method: 'GET',
      url: '/wps/system/whitelabel',
      headers: { merchant: 'SorteGrande' },
    });
    expect(own.statusCode).toBe(200);
  });

  it('tags every response with a request id', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
