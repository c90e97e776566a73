import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { helmetHeaders, securityHeadersPlugin } from './security-headers.js';

const options = {
  contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'"] } },
};

describe('security headers', () => {
  it('records what helmet writes for the options', () => {
    const headers = helmetHeaders(options);
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/u);
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers).not.toHaveProperty('x-powered-by');
  });

  it('puts them on answers, refusals and errors alike, and lets a route override one', async () => {
    const app = Fastify({ logger: false });
    await app.register(securityHeadersPlugin, options);
    app.get('/ok', async () => ({ ok: true }));
    app.get('/art', async (_request, reply) =>
      reply.header('cross-origin-resource-policy', 'cross-origin').send('<svg/>'),
    );
    app.get('/broken', async () => {
      throw new Error('broken');
    });
    const expected = helmetHeaders(options);
    for (const url of ['/ok', '/missing', '/broken']) {
      const response = await app.inject({ method: 'GET', url });
      for (const [name, value] of Object.entries(expected)) expect(response.headers[name]).toBe(value);
    }
    const art = await app.inject({ method: 'GET', url: '/art' });
    expect(art.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(art.headers['x-content-type-options']).toBe('nosniff');
    await app.close();
  });

  it('sends the built site’s scripts and stylesheets only the headers a subresource obeys', async () => {
    const app = Fastify({ logger: false });
    await app.register(securityHeadersPlugin, { ...options, subresourcePrefix: '/assets/' });
    app.get('/assets/index-Ab12.js', async () => 'export {};');
    app.get('/', async () => 'page');
    const script = await app.inject({ method: 'GET', url: '/assets/index-Ab12.js' });
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(script.headers['strict-transport-security']).toMatch(/^max-age=\d+/u);
    for (const documentOnly of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy']) {
      expect(script.headers[documentOnly], documentOnly).toBeUndefined();
    }
    const page = await app.inject({ method: 'GET', url: '/' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    await app.close();
  });
});
