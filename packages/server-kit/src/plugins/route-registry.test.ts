import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../app-error.js';
import { errorHandlerPlugin } from './error-handler.js';
import { requestContextPlugin } from './request-context.js';
import { routeRegistryPlugin, type RouteRegistry, type RouteRegistryOptions } from './route-registry.js';

// An app of its own, not the platform: players with a table limit, and routes that may ask for
// high-limit players only. Nothing here comes from apps/*.
type Player = { playerId: string; highLimit: boolean };
type TableAccess = { highLimitOnly: boolean };
type TableAccessOptions = { highLimitOnly?: boolean };
type Registry = RouteRegistry<TableAccessOptions, TableAccess, Player>;

const PLAYERS: Record<string, Player> = {
  'token-low': { playerId: 'p-low', highLimit: false },
  'token-high': { playerId: 'p-high', highLimit: true },
};

const build = async (extra: Partial<RouteRegistryOptions<TableAccessOptions, TableAccess, Player>> = {}) => {
  const touches: boolean[] = [];
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(requestContextPlugin);
  await app.register(errorHandlerPlugin);
  const options: RouteRegistryOptions<TableAccessOptions, TableAccess, Player> = {
    authenticate: async (token, { touch }) => {
      touches.push(touch);
      return PLAYERS[token] ?? null;
    },
    gate: async () => {},
    access: {
      declare: ({ highLimitOnly }) => ({ highLimitOnly: highLimitOnly ?? false }),
      describe: (declaration) => [declaration.highLimitOnly ? 'high-limit players only' : null],
      admit(declaration, player) {
        if (declaration.highLimitOnly && !player.highLimit) throw new AppError('operation-not-allowed');
      },
    },
    ...extra,
  };
  await app.register(routeRegistryPlugin, options);
  const registry = app.getDecorator<Registry>('routeRegistry');
  registry.add({
    method: 'GET',
    url: '/table/seat',
    modID: 'TABLE1',
    token: true,
    summary: 'seat',
    tags: ['table'],
    value: z.object({ playerId: z.string() }),
    handler: async ({ principal }) => ({ playerId: principal?.playerId ?? '' }),
  });
  registry.add({
    method: 'GET',
    url: '/table/high',
    modID: 'TABLE2',
    token: true,
    highLimitOnly: true,
    background: true,
    summary: 'high table',
    tags: ['table'],
    value: z.object({ ok: z.boolean() }),
    handler: async () => ({ ok: true }),
  });
  registry.add({
    method: 'GET',
    url: '/table/list',
    modID: 'TABLE3',
    token: false,
    publicCache: { maxAgeSeconds: 30 },
    summary: 'tables',
    tags: ['table'],
    value: z.array(z.string()),
    handler: async () => ['t1', 't2'],
  });
  await app.ready();
  return { app, registry, touches };
};

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('route registry of an app with its own callers', () => {
  it('hands the handler the caller its authenticate resolved, and refuses a call without a token', async () => {
    const built = await build();
    app = built.app;
    const seated = await app.inject({ url: '/table/seat', headers: { authorization: 'Bearer token-low' } });
    expect(seated.json()).toEqual({
      success: true,
      errorCode: null,
      message: '',
      value: { playerId: 'p-low' },
    });
    const anonymous = await app.inject({ url: '/table/seat', headers: { language: 'EN' } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ success: false, errorCode: 'unauthorized', value: null });
    expect(anonymous.json().message).not.toBe('');
  });

  it("fills in the app's access fields and checks them with its policy", async () => {
    const built = await build();
    app = built.app;
    const byUrl = Object.fromEntries(
      built.registry.list().map((declaration) => [declaration.url, declaration]),
    );
    expect(byUrl['/table/seat']?.highLimitOnly).toBe(false);
    expect(byUrl['/table/high']?.highLimitOnly).toBe(true);
    const low = await app.inject({ url: '/table/high', headers: { authorization: 'Bearer token-low' } });
    expect(low.statusCode).toBe(403);
    expect(low.json().errorCode).toBe('operation-not-allowed');
    const high = await app.inject({ url: '/table/high', headers: { authorization: 'Bearer token-high' } });
    expect(high.json().value).toEqual({ ok: true });
    // A background route resolves its caller without renewing the session.
    expect(built.touches).toEqual([false, false]);
  });

  it('runs checkRequest first, and reads a cookie only through tokenFromCookie', async () => {
    const refusing = await build({
      checkRequest: (request) => {
        if (request.headers['x-table'] === 'closed') throw new AppError('operation-not-allowed');
      },
    });
    app = refusing.app;
    const closed = await app.inject({ url: '/table/list', headers: { 'x-table': 'closed' } });
    expect(closed.statusCode).toBe(403);
    const withCookie = await app.inject({ url: '/table/seat', headers: { cookie: 'seat=token-high' } });
    expect(withCookie.statusCode).toBe(401);
    await app.close();

    const cookies = await build({
      tokenFromCookie: (request) => /seat=([^;]+)/.exec(request.headers.cookie ?? '')?.[1] ?? null,
    });
    app = cookies.app;
    const seated = await app.inject({ url: '/table/seat', headers: { cookie: 'seat=token-high' } });
    expect(seated.json().value).toEqual({ playerId: 'p-high' });
  });

  it('varies a public answer on the language alone unless the app names more headers', async () => {
    const built = await build();
    app = built.app;
    const first = await app.inject({ url: '/table/list' });
    expect(first.headers['cache-control']).toBe('public, max-age=30');
    expect(first.headers.vary).toBe('language');
    const again = await app.inject({
      url: '/table/list',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
