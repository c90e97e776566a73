import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { addProbeRoute } from './helpers/probe-route.js';
import { loginAs } from './helpers/session.js';

describe('route registry: tokens, declarations and documentation', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
    addProbeRoute(t.app, {
      method: 'GET',
      url: '/wps/probe/public',
      value: z.object({ caller: z.string().nullable() }),
      handler: async ({ principal }) => ({ caller: principal?.account ?? null }),
    });
    // A handler that hands out kept answers, one of them not what its schema allows.
    const kept = {
      good: { count: 1, extra: 'not in the schema' },
      bad: { count: 'one' },
    } as Record<string, unknown>;
    addProbeRoute(t.app, {
      method: 'GET',
      url: '/wps/probe/kept',
      querystring: z.object({ which: z.enum(['good', 'bad']) }),
      value: z.object({ count: z.number() }),
      reusesValues: true,
      handler: async ({ query }) => kept[query.which] as { count: number },
    });
  });
  afterAll(() => t.close());

  it('refuses a token-required route without a token, in the caller language', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { language: 'EN' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      errorCode: 'unauthorized',
      message: 'You are not logged in, please login',
      value: null,
    });
  });

  it('refuses an unknown token', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { authorization: 'not-a-real-token' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('accepts a live session token, and the token stops working after logout', async () => {
    const token = await loginAs(t.app, 'jogador1');
    const first = await t.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { authorization: token },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, errorCode: null, message: '', value: null });
    const again = await t.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(again.statusCode).toBe(401);
  });

  it('does not resolve the session on a public route, even when the client sends its token', async () => {
    const token = await loginAs(t.app, 'jogador1');
    const response = await t.app.inject({
      method: 'GET',
      url: '/wps/probe/public',
      headers: { authorization: token },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toEqual({ caller: null });
  });

  it('sends a kept answer as checked JSON, the same bytes each time, and refuses one off its schema', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/wps/probe/kept?which=good' });
    const again = await t.app.inject({ method: 'GET', url: '/wps/probe/kept?which=good' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.json()).toEqual({ success: true, errorCode: null, message: '', value: { count: 1 } });
    expect(again.body).toBe(first.body);
    const bad = await t.app.inject({ method: 'GET', url: '/wps/probe/kept?which=bad' });
    expect(bad.statusCode).toBe(500);
    expect(bad.json()).toMatchObject({ success: false });
  });

  it('declares a module ID and token flag for every API path', () => {
    const declarations = t.app.routeRegistry.list();
    expect(declarations.length).toBeGreaterThan(0);
    for (const declaration of declarations) {
      expect(declaration.url).toMatch(/^\/(wps|lgw|lotto|dev|studio|ops|sandbox)\//);
      expect(declaration.modID).toMatch(/^[A-Z0-9]+$/);
      expect(typeof declaration.token).toBe('boolean');
      expect(typeof declaration.encrypt).toBe('boolean');
      // The back office's paths and only those are for operators.
      expect(declaration.operator === 'only').toBe(declaration.url.startsWith('/ops/'));
    }
    expect(declarations.find((d) => d.url === '/wps/session/logout')?.operator).toBe('allowed');
    expect(declarations.find((d) => d.url === '/wps/session/logout')).toMatchObject({
      token: true,
      trial: true,
      modID: 'SESSION3',
    });
    expect(declarations.find((d) => d.url === '/wps/session/login')).toMatchObject({
      token: false,
      encrypt: true,
    });
    // Token routes keep trial accounts out unless they say otherwise.
    expect(declarations.find((d) => d.url === '/wps/member/security')).toMatchObject({
      token: true,
      trial: false,
    });
    expect(declarations.find((d) => d.url === '/wps/system/status')).toMatchObject({
      token: false,
      modID: 'COMM3',
    });
  });

  it('publishes OpenAPI at /docs with the token requirement of each path', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/docs' });
    expect([200, 302]).toContain(page.statusCode);
    const document = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/wps/session/logout'].delete.security).toEqual([{ token: [] }]);
    expect(document.paths['/wps/system/status'].get.security).toBeUndefined();
    expect(document.paths['/wps/system/status'].get.description).toContain('COMM3');
  });
});
