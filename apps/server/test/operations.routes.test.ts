import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app.js';

describe('operations endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('reports liveness and readiness with the database checked', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json().value).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().value).toEqual({ database: 'ok', shuttingDown: false });
  });

  it('exposes request counts and latencies by route pattern in Prometheus format', async () => {
    await t.app.inject({ method: 'GET', url: '/wps/system/whitelabel' });
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.headers['content-type']).toContain('text/plain');
    expect(metrics.body).toMatch(
      /http_requests_total\{method="GET",route="\/wps\/system\/whitelabel",status="200"\} 1/,
    );
    expect(metrics.body).toContain('http_request_duration_seconds_bucket');
  });
});
