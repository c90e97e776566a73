import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  createServer,
  errorHandlerPlugin,
  requestContextPlugin,
  routeRegistryPlugin,
} from '@platform/server-kit';
import { createStudioTestDatabase, type StudioTestDatabase } from '../../../../test/helpers/database.js';
import { studioRouteOptions } from '../../../route-registry.js';
import { createFakeBook } from '../bets/testing/fake-book.js';
import { createSportsbookOperator } from './sportsbook-operator.js';
import { registerSportsbookOperatorRoutes } from './sportsbook-operator.routes.js';
import { createSuspensionsRepository } from './suspensions.repository.js';

const KEY = 'operator-key-of-at-least-32-characters';
type Envelope = { success: boolean; errorCode: string | null; message: string; value: unknown };

describe('sportsbook operator routes', () => {
  let database: StudioTestDatabase;
  let app: FastifyInstance;
  let off: FastifyInstance;
  const book = createFakeBook();
  book.addEvent('op-e1');

  const build = async (operatorKey: string | undefined) => {
    const server = createServer({ logLevel: 'silent', bodyLimit: 65_536 });
    await server.register(requestContextPlugin);
    await server.register(errorHandlerPlugin);
    await server.register(routeRegistryPlugin, studioRouteOptions);
    const repository = createSuspensionsRepository(database.handle.db);
    registerSportsbookOperatorRoutes(server, {
      operator: createSportsbookOperator({ repository, book: book.book }),
      operatorKey,
    });
    await server.ready();
    return server;
  };

  beforeAll(async () => {
    database = await createStudioTestDatabase();
    app = await build(KEY);
    off = await build(undefined);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await off.close();
    await database.dispose();
  });

  const call = async (
    url: string,
    payload: unknown,
    options: { key?: string | null; server?: FastifyInstance; language?: string } = {},
  ) => {
    const key = options.key === undefined ? KEY : options.key;
    const response = await (options.server ?? app).inject({
      method: 'POST',
      url: `/studio/api/sportsbook/operator/${url}`,
      headers: {
        'content-type': 'application/json',
        ...(key === null ? {} : { 'x-operator-key': key }),
        ...(options.language ? { language: options.language } : {}),
      },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
    return { status: response.statusCode, body: response.json<Envelope>() };
  };

  const target = { eventId: 'op-e1', marketKey: '1X2', operator: 'trader', reason: 'late goal check' };

  it('refuses every call without the right key, and every call when no key is configured', async () => {
    for (const url of ['suspend', 'lift', 'suspensions']) {
      expect(await call(url, target, { key: null })).toMatchObject({
        status: 401,
        body: { success: false, errorCode: 'sports-operator-key-invalid' },
      });
      expect(await call(url, target, { key: `${KEY}x` })).toMatchObject({
        status: 401,
        body: { errorCode: 'sports-operator-key-invalid' },
      });
      expect(await call(url, target, { key: 'short' })).toMatchObject({ status: 401 });
      // The key is checked before the body: a bad body without the key learns nothing more.
      expect(await call(url, '{not json', { key: null })).toMatchObject({ status: 401 });
      expect(await call(url, target, { server: off })).toMatchObject({
        status: 403,
        body: { errorCode: 'sports-operator-api-off' },
      });
      expect(await call(url, target, { server: off, key: null })).toMatchObject({ status: 403 });
    }
    // The router decodes the address: an encoded one reaches the same route and meets the same key.
    for (const address of ['%6Fperator/suspensions', 'operat%6Fr/suspend', 'operator/%73uspend']) {
      const sneaked = await app.inject({
        method: 'POST',
        url: `/studio/api/sportsbook/${address}`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(target),
      });
      expect(sneaked.statusCode, address).toBe(401);
    }
    const translated = await call('suspend', target, { key: null, language: 'PT' });
    expect(translated.body.message).toBe('A chave de operador está ausente ou incorreta.');
    expect(await call('suspensions', {})).toMatchObject({
      status: 200,
      body: { value: { suspensions: [] } },
    });
  });

  it('suspends, lists and lifts through the envelope; a repeat changes nothing', async () => {
    const suspended = await call('suspend', target);
    expect(suspended).toMatchObject({
      status: 200,
      body: {
        success: true,
        value: { changed: true, suspension: { eventId: 'op-e1', marketKey: '1X2', operator: 'trader' } },
      },
    });
    expect((await call('suspend', target)).body.value).toMatchObject({ changed: false });
    const whole = await call('suspend', { eventId: 'op-e1', operator: 'trader', reason: 'integrity' });
    expect(whole.body.value).toMatchObject({ changed: true, suspension: { marketKey: null } });
    const listed = await call('suspensions', { eventId: 'op-e1' });
    expect((listed.body.value as { suspensions: { marketKey: string | null }[] }).suspensions).toHaveLength(
      2,
    );
    expect((await call('lift', target)).body.value).toEqual({ changed: true });
    expect((await call('lift', target)).body.value).toEqual({ changed: false });
    expect((await call('lift', { ...target, marketKey: null })).body.value).toEqual({ changed: true });
    expect((await call('suspensions', {})).body.value).toEqual({ suspensions: [] });
  });

  it('answers bad input with a clear error and changes nothing: never a 500', async () => {
    const bad: [string, unknown, number, string][] = [
      ['suspend', { ...target, eventId: 'no-such-event' }, 404, 'sports-event-not-found'],
      ['suspend', { ...target, marketKey: 'OU:banana' }, 400, 'validation-failed'],
      ['suspend', { ...target, marketKey: 'NOPE' }, 400, 'validation-failed'],
      ['lift', { ...target, marketKey: 'AH:x:y' }, 400, 'validation-failed'],
      ['suspend', { ...target, reason: '' }, 400, 'validation-failed'],
      ['suspend', { ...target, operator: '   ' }, 400, 'validation-failed'],
      ['suspend', { ...target, reason: 'x'.repeat(501) }, 400, 'validation-failed'],
      ['suspend', { eventId: 'op-e1' }, 400, 'validation-failed'],
      ['suspend', [], 400, 'validation-failed'],
      ['lift', { ...target, eventId: 42 }, 400, 'validation-failed'],
      ['suspensions', { eventId: '' }, 400, 'validation-failed'],
    ];
    for (const [url, payload, status, code] of bad) {
      expect(await call(url, payload)).toMatchObject({ status, body: { success: false, errorCode: code } });
    }
    const malformed = await call('suspend', '{"eventId":');
    expect(malformed.status).toBeLessThan(500);
    expect(malformed.body.success).toBe(false);
    expect((await call('suspensions', {})).body.value).toEqual({ suspensions: [] });
  });
});
