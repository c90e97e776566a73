import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bodyCases,
  fieldCases,
  pathCases,
  queryCases,
  randomCases,
  type FuzzCase,
  type JsonSchema,
} from '../../../tests/fuzz-cases.js';
import { buildStudioTestApp, stubStudioPages, type StudioTestApp } from './helpers/app.js';

type Operation = {
  method: string;
  url: string;
  body: JsonSchema | undefined;
  query: { name: string; schema: JsonSchema }[];
};
type OpenApiOperation = {
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

/** Routes outside the OpenAPI document (the game page, the catalogue, artwork), fuzzed the same way. */
const PAGE_ROUTES: Operation[] = [
  '/studio/play',
  '/studio/verify',
  '/studio/catalogue',
  '/studio/art/game/AUR/AUR-0001.svg',
  '/studio/art/brand/AUR.svg',
].map((url) => ({ method: 'GET', url, body: undefined, query: [] }));

/**
 * Every route of the studio's OpenAPI document and its pages, with hostile bytes, oversized and
 * mistyped fields, deep nesting, huge numbers and foreign bodies: no answer may be a 5xx, except
 * the game page's translated vendor-down page for a game the studio does not play. Sessions come
 * from a platform's launch, so what follows a session lookup is fuzzed by the system tests' rounds.
 */
describe('fuzz of every studio route', () => {
  let t: StudioTestApp;
  let webDist = '';
  let operations: Operation[] = [];

  beforeAll(async () => {
    webDist = stubStudioPages();
    t = await buildStudioTestApp({ STUDIO_WEB_DIST: webDist });
    const document = (await t.app.inject({ method: 'GET', url: '/studio/docs/json' })).json() as {
      paths: Record<string, Record<string, OpenApiOperation>>;
    };
    operations = Object.entries(document.paths).flatMap(([url, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        url,
        body: operation.requestBody?.content?.['application/json']?.schema,
        query: (operation.parameters ?? [])
          .filter((parameter) => parameter.in === 'query')
          .map(({ name, schema }) => ({ name, schema })),
      })),
    );
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  const send = (operation: Operation, input: { body?: FuzzCase; query?: string; url?: string }) => {
    const headers: Record<string, string> = { language: 'EN' };
    const payload =
      input.body?.raw ?? (input.body && 'value' in input.body ? JSON.stringify(input.body.value) : undefined);
    if (payload !== undefined) headers['content-type'] = input.body?.contentType ?? 'application/json';
    return t.app.inject({
      method: operation.method as 'GET',
      url: `${input.url ?? operation.url}${input.query ? `?${input.query}` : ''}`,
      headers,
      ...(payload !== undefined ? { payload } : {}),
    });
  };

  it('answers no hostile request with a 5xx', { timeout: 300_000 }, async () => {
    expect(operations.length).toBeGreaterThan(15);
    const failures: string[] = [];
    let requests = 0;
    for (const [index, operation] of [...operations, ...PAGE_ROUTES].entries()) {
      const takesBody = !['GET', 'DELETE', 'HEAD'].includes(operation.method);
      const bodies = takesBody
        ? [
            ...bodyCases(),
            ...fieldCases(operation.body, { oneMegabyte: true }),
            ...randomCases(operation.body, { count: 6, offset: index }),
          ]
        : [];
      const inputs = [
        ...bodies.map((body) => ({ label: body.label, input: { body } })),
        ...queryCases(operation.query).map((query) => ({
          label: `?${query.slice(0, 40)}`,
          input: { query },
        })),
        ...pathCases(operation.url).map((url) => ({ label: url.slice(0, 60), input: { url } })),
      ];
      for (const { label, input } of inputs) {
        const response = await send(operation, input);
        requests += 1;
        // The game page of a game the studio does not play is its translated vendor-down page.
        const vendorDown =
          operation.url === '/studio/play' &&
          response.statusCode === 503 &&
          String(response.headers['content-type']).startsWith('text/html');
        if (response.statusCode >= 500 && !vendorDown) {
          failures.push(
            `${operation.method} ${operation.url} [${label}] → ${response.statusCode} ${response.body.slice(0, 160)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(500);
  });
});
