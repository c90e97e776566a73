import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIX_SIGNATURE_HEADER, PayloadKeyResponse } from '@platform/contracts';
import { paymentChannel } from '../src/tables.js';
import { signPixWebhook } from '../src/modules/pix-sandbox/index.js';
import { checkLedger } from '../src/modules/wallet/index.js';
import { buildTestApp, stubWebDist, type TestApp } from './helpers/app.js';
import {
  bodyCases,
  fieldCases,
  pathCases,
  queryCases,
  randomCases,
  type FuzzCase,
  type JsonSchema,
  type Overrides,
} from '../../../tests/fuzz-cases.js';
import { encryptRaw, loginAs } from './helpers/session.js';
import { sendSigned, signedHeaders, studioSecret } from './helpers/vendor.js';

type Operation = {
  method: string;
  url: string;
  token: boolean;
  operator: boolean;
  encrypt: boolean;
  body: JsonSchema | undefined;
  query: { name: string; schema: JsonSchema }[];
};

type OpenApiOperation = {
  description?: string;
  security?: unknown[];
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

/** Routes outside the OpenAPI document (pages and the sandbox's HTML forms), fuzzed the same way. */
const PAGE_ROUTES: Operation[] = [
  ['GET', '/sandbox/pix'],
  ['POST', '/sandbox/pix/pay'],
  ['POST', '/sandbox/pix/keys'],
  ['GET', '/dev/outbox'],
  ['GET', '/'],
  ['GET', '/forget'],
].map(([method, url]) => ({
  method: method!,
  url: url!,
  token: false,
  operator: false,
  encrypt: false,
  body: undefined,
  query: [],
}));

/**
 * Every documented route, with hostile bytes, oversized and mistyped fields, deep nesting, huge
 * numbers and empty or foreign bodies in the body, the query and the path: no answer may be a 5xx.
 * Token routes are tried without a token (401) and with a live member or operator session, so the
 * checks behind the session are reached too; encrypted routes get encrypted payloads and the vendor
 * and gateway routes valid signatures, for the same reason.
 */
describe('fuzz of every documented route', () => {
  let t: TestApp;
  let operations: Operation[] = [];
  let payloadKey: PayloadKeyResponse;
  let vendorSecret = '';
  let webhookSecret = '';
  const tokens = { member: '', operator: '' };
  let requestCount = 0;
  let overrides: Overrides = {};

  beforeAll(async () => {
    t = await buildTestApp({ WEB_DIST: stubWebDist(), PIX_SANDBOX_PAYOUT_DELAY_MS: '600000' });
    // The sandbox calls this server over loopback.
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const document = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, OpenApiOperation>>;
    };
    operations = Object.entries(document.paths).flatMap(([url, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        url,
        token: Boolean(operation.security?.length),
        operator: operation.description?.includes('operators only') ?? false,
        encrypt: operation.description?.includes('encrypted payload') ?? false,
        body: operation.requestBody?.content?.['application/json']?.schema,
        query: (operation.parameters ?? [])
          .filter((parameter) => parameter.in === 'query')
          .map(({ name, schema }) => ({ name, schema })),
      })),
    );
    payloadKey = PayloadKeyResponse.parse(
      (await t.app.inject({ method: 'GET', url: '/wps/system/payloadKey' })).json().value,
    );
    const db = t.database.handle.db;
    vendorSecret = await studioSecret(db);
    webhookSecret = (await db.select().from(paymentChannel))[0]!.webhookSecret;
    tokens.member = await loginAs(t.app, 'jogador3');
    tokens.operator = await loginAs(t.app, 'operador', 'Demo2026', { portal: 'operator' });
    // A live vendor session and its player, so hostile bets, wins and rollbacks reach the wallet.
    const list = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/GCSGAME_gameList',
      payload: { gameType: 'RNG', pageSize: 1 },
    });
    const launched = await t.app.inject({
      method: 'POST',
      url: '/wps/game/launchGame',
      payload: { nodeId: list.json().value.games[0].nodeId },
      headers: { authorization: tokens.member },
    });
    const launch = new URL(launched.json().value.url as string, 'http://site.local').searchParams;
    const session = await sendSigned(t.app, vendorSecret, 'authenticate', {
      launchToken: launch.get('token'),
    });
    expect(session.statusCode, session.body).toBe(200);
    const { sessionToken, playerId } = session.json().value as { sessionToken: string; playerId: string };
    overrides = { sessionToken, playerId, gameCode: launch.get('game') };
  });
  afterAll(() => t.close());

  /** A fresh address per request, so login and code throttles per IP never end the run early. */
  const nextAddress = () => {
    requestCount += 1;
    return `10.${(requestCount >> 16) & 255}.${(requestCount >> 8) & 255}.${requestCount & 255}`;
  };

  const bodyText = (fuzz: FuzzCase): string | Buffer | undefined => {
    if (fuzz.raw !== undefined) return fuzz.raw;
    if ('value' in fuzz) return JSON.stringify(fuzz.value);
    return undefined;
  };

  const send = async (
    operation: Operation,
    input: { body?: FuzzCase; query?: string; url?: string; withToken: boolean },
  ) => {
    const headers: Record<string, string> = { language: 'EN' };
    let payload = input.body ? bodyText(input.body) : undefined;
    if (payload !== undefined) headers['content-type'] = input.body?.contentType ?? 'application/json';
    const isJson = headers['content-type'] === 'application/json';
    if (operation.encrypt && isJson && payload !== undefined) {
      const sealed = await encryptRaw(payloadKey, payload);
      headers.encryption = sealed.header;
      payload = JSON.stringify(sealed.body);
    }
    const raw = typeof payload === 'string' ? payload : (payload?.toString('utf8') ?? '');
    if (operation.url.startsWith('/wps/seamless/v1/'))
      Object.assign(headers, signedHeaders(vendorSecret, raw));
    if (operation.url.startsWith('/wps/payments/webhook/')) {
      headers[PIX_SIGNATURE_HEADER] = signPixWebhook(webhookSecret, raw, Math.floor(Date.now() / 1000));
    }
    if (input.withToken) headers.authorization = operation.operator ? tokens.operator : tokens.member;
    const url = `${input.url ?? operation.url}${input.query ? `?${input.query}` : ''}`;
    const response = await t.app.inject({
      method: operation.method as 'GET',
      url,
      headers,
      remoteAddress: nextAddress(),
      ...(payload !== undefined ? { payload } : {}),
    });
    return response;
  };

  /** Logs the fuzz sessions in again if a case ended them (a logout, a password change). */
  const keepSessionsAlive = async () => {
    for (const role of ['member', 'operator'] as const) {
      const probe = await t.app.inject({
        method: 'GET',
        url: role === 'member' ? '/wps/member/info' : '/ops/settings/payments',
        headers: { authorization: tokens[role] },
      });
      if (probe.statusCode !== 401) continue;
      tokens[role] =
        role === 'member'
          ? await loginAs(t.app, 'jogador3')
          : await loginAs(t.app, 'operador', 'Demo2026', { portal: 'operator' });
    }
  };

  it('answers no hostile request with a 5xx', { timeout: 600_000 }, async () => {
    expect(operations.length).toBeGreaterThan(80);
    const failures: string[] = [];
    const reachedBehindToken = new Map<string, number>();
    const record = (
      operation: Operation,
      label: string,
      response: Awaited<ReturnType<typeof send>>,
      expectUnauthorized = false,
    ) => {
      const where = `${operation.method} ${operation.url} [${label}]`;
      if (response.statusCode >= 500)
        failures.push(`${where} → ${response.statusCode} ${response.body.slice(0, 160)}`);
      if (expectUnauthorized && response.statusCode !== 401)
        failures.push(`${where} without a token → ${response.statusCode}`);
      if (operation.token && !expectUnauthorized && response.statusCode !== 401) {
        reachedBehindToken.set(operation.url, (reachedBehindToken.get(operation.url) ?? 0) + 1);
      }
    };

    for (const [index, operation] of [...operations, ...PAGE_ROUTES].entries()) {
      const takesBody = !['GET', 'DELETE', 'HEAD'].includes(operation.method);
      const bodies = takesBody
        ? [
            ...bodyCases(),
            ...fieldCases(operation.body, { oneMegabyte: true, overrides }),
            ...randomCases(operation.body, { count: 6, offset: index, overrides }),
          ]
        : [];
      const queries = queryCases(operation.query);
      if (operation.token) {
        // Without a session nothing is read: every case is a 401, whatever the input.
        for (const body of bodies.slice(0, 4))
          record(operation, body.label, await send(operation, { body, withToken: false }), true);
        for (const query of queries.slice(0, 2))
          record(operation, query, await send(operation, { query, withToken: false }), true);
      }
      for (const body of bodies)
        record(operation, body.label, await send(operation, { body, withToken: operation.token }));
      for (const query of queries)
        record(
          operation,
          `?${query.slice(0, 40)}`,
          await send(operation, { query, withToken: operation.token }),
        );
      for (const url of pathCases(operation.url))
        record(operation, url.slice(0, 60), await send(operation, { url, withToken: operation.token }));
      if (operation.token) await keepSessionsAlive();
    }

    expect(failures).toEqual([]);
    // Whatever the fuzz moved, it moved whole.
    expect(await checkLedger(t.database.handle.db)).toEqual([]);
    // The session checks did not hide the routes' own validation (logout has nothing to validate).
    const hidden = operations
      .filter((operation) => operation.token && !reachedBehindToken.get(operation.url))
      .map((operation) => operation.url);
    expect(hidden).toEqual([]);
    expect(requestCount).toBeGreaterThan(5_000);
  });
});
