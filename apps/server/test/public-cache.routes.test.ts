import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { loginAs } from './helpers/session.js';

/**
 * Routes declared `publicCache` in the registry: the same answer for every caller carries an ETag
 * and a short public max-age, and comes back 304 while unchanged; nothing that read a session is
 * ever kept.
 */
describe('public cache of catalogue answers', () => {
  let t: TestApp;
  let token = '';

  beforeAll(async () => {
    t = await buildTestApp();
    token = await loginAs(t.app, 'jogador1');
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST',
    url: string,
    options: { body?: object; headers?: Record<string, string> } = {},
  ) =>
    t.app.inject({
      method,
      url,
      ...(options.body ? { payload: options.body } : {}),
      headers: { language: 'PT', ...options.headers },
    });

  it('gives the game menus an ETag, a short public max-age and Vary on the headers they depend on', async () => {
    const first = await call('GET', '/lgw/games/game_menus');
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=30');
    expect(String(first.headers.vary).toLowerCase()).toContain('language');
    expect(String(first.headers.vary).toLowerCase()).toContain('merchant');

    const again = await call('GET', '/lgw/games/game_menus', {
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);

    const stale = await call('GET', '/lgw/games/game_menus', { headers: { 'if-none-match': 'W/"old"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.json().value).toEqual(first.json().value);
  });

  it('keys the ETag on the answer: the same request gets the same tag and a 304, another answer another tag', async () => {
    const pt = await call('POST', '/wps/relay/GCSGAME_hotGamesV2', { body: { gameType: 'RNG' } });
    const ptAgain = await call('POST', '/wps/relay/GCSGAME_hotGamesV2', { body: { gameType: 'RNG' } });
    expect(pt.statusCode, pt.body).toBe(200);
    expect(ptAgain.headers.etag).toBe(pt.headers.etag);
    const revalidated = await call('POST', '/wps/relay/GCSGAME_hotGamesV2', {
      body: { gameType: 'RNG' },
      headers: { 'if-none-match': String(pt.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    const otherBody = await call('POST', '/wps/relay/GCSGAME_hotGamesV2', { body: { gameType: 'LIVE' } });
    expect(otherBody.statusCode).toBe(200);
    expect(otherBody.json().value).not.toEqual(pt.json().value);
    expect(otherBody.headers.etag).not.toBe(pt.headers.etag);
  });

  it('caches a visitor’s lobby page publicly, with Authorization in Vary', async () => {
    const visitor = await call('POST', '/wps/relay/GCSGAME_gameList', {
      body: { gameType: 'RNG', pageSize: 5 },
    });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers['cache-control']).toBe('public, max-age=30');
    expect(String(visitor.headers.vary).toLowerCase()).toContain('authorization');
    expect(visitor.headers.etag).toBeDefined();
  });

  it('never caches an answer that read the session: a lobby asked with a token', async () => {
    const visitor = await call('POST', '/wps/relay/GCSGAME_gameList', {
      body: { gameType: 'RNG', pageSize: 5 },
    });
    for (const gameClassify of [undefined, 'RECENT']) {
      const member = await call('POST', '/wps/relay/GCSGAME_gameList', {
        body: { gameType: 'RNG', pageSize: 5, ...(gameClassify ? { gameClassify } : {}) },
        headers: { authorization: `Bearer ${token}`, 'if-none-match': String(visitor.headers.etag) },
      });
      expect(member.statusCode, member.body).toBe(200);
      expect(member.headers['cache-control']).toBe('private, no-store');
      expect(member.headers.etag).toBeUndefined();
      expect(member.json().success).toBe(true);
    }
  });

  it('never caches a lobby asked with the session cookie the site sends instead of the header', async () => {
    const member = await call('POST', '/wps/relay/GCSGAME_gameList', {
      body: { gameType: 'RNG', pageSize: 5, gameClassify: 'RECENT' },
      headers: { cookie: `session=${encodeURIComponent(token)}`, 'x-gateway-version': '3' },
    });
    expect(member.statusCode, member.body).toBe(200);
    expect(member.headers['cache-control']).toBe('private, no-store');
    expect(member.headers.etag).toBeUndefined();
    const visitor = await call('POST', '/wps/relay/GCSGAME_gameList', {
      body: { gameType: 'RNG', pageSize: 5 },
    });
    expect(String(visitor.headers.vary).toLowerCase()).toContain('cookie');
  });

  it('keeps no error: a refused request carries no public cache headers', async () => {
    const refused = await call('POST', '/wps/relay/GCSGAME_gameList', {
      body: { gameType: 'RNG', pageSize: 'many' },
    });
    expect(refused.json().success).toBe(false);
    expect(refused.headers.etag).toBeUndefined();
    expect(refused.headers['cache-control'] ?? '').not.toContain('public');
  });

  it('leaves per-caller and member routes uncached: status (reads the address) and member info', async () => {
    const status = await call('GET', '/wps/system/status');
    expect(status.statusCode).toBe(200);
    expect(status.headers.etag).toBeUndefined();
    expect(status.headers['cache-control'] ?? '').not.toContain('public');
    const routes = t.app.routeRegistry.list();
    for (const route of routes) {
      if (route.token || route.encrypt) expect(route.publicCache, route.url).toBeUndefined();
    }
  });

  it('refuses to declare a public cache on a token route', () => {
    expect(() =>
      t.app.routeRegistry.add({
        method: 'GET',
        url: '/wps/probe/cached-member',
        modID: 'PROBE',
        token: true,
        publicCache: { maxAgeSeconds: 30 },
        summary: 'probe',
        tags: ['probe'],
        value: z.null(),
        handler: async () => null,
      }),
    ).toThrow(/publicCache/);
  });
});
