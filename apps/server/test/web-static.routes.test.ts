import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, stubWebDist, type TestApp } from './helpers/app.js';

/** A fingerprinted script as the build writes it: the file, then its .br and .gz copies beside it. */
const SCRIPT = `export const greeting = ${JSON.stringify('olá mundo '.repeat(400))};\n`;

describe('built site: compression and caching', () => {
  let t: TestApp;

  beforeAll(async () => {
    const webDist = stubWebDist();
    mkdirSync(join(webDist, 'assets'));
    const script = join(webDist, 'assets', 'index-Ab12Cd34.js');
    writeFileSync(script, SCRIPT);
    writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
    writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
    // A file the build left uncompressed (too small): served as it is whatever the client accepts.
    writeFileSync(join(webDist, 'assets', 'tiny-Ef56Gh78.css'), 'body{margin:0}');
    // A file of the build that keeps its name (public/): no fingerprint, so checked on every visit.
    writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await buildTestApp({ WEB_DIST: webDist });
  });
  afterAll(async () => t.close());

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('answers brotli to a client that accepts it, with the JavaScript content type', async () => {
    const response = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('answers gzip to a client that accepts only gzip', async () => {
    const response = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('answers the plain file to a client that accepts no compression', async () => {
    for (const accept of [undefined, 'identity']) {
      const response = await get('/assets/index-Ab12Cd34.js', accept);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(SCRIPT);
    }
  });

  it('answers a file without compressed copies as it is', async () => {
    const response = await get('/assets/tiny-Ef56Gh78.css', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('body{margin:0}');
  });

  it('lets browsers keep fingerprinted assets for a year', async () => {
    for (const accept of ['br', 'gzip', undefined]) {
      const response = await get('/assets/index-Ab12Cd34.js', accept);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('has pages and unfingerprinted files checked again on every visit; the site page, written per visit, kept by no shared cache', async () => {
    for (const url of ['/index.html', '/', '/member?tab=depositv2', '/rng']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('private, no-cache');
      expect(response.body, url).toContain('id="boot-data"');
    }
    const icon = await get('/favicon.svg', 'br, gzip');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it("sends the installable app's manifest with the brand's name, never cached without a check", async () => {
    const response = await get('/manifest.webmanifest');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const manifest = response.json();
    expect(manifest).toMatchObject({
      name: 'Sorte Grande',
      short_name: 'Sorte Grande',
      start_url: '/?source=pwa',
      scope: '/',
      display: 'standalone',
    });
    // Chromium installs a site whose manifest names a 192 px and a 512 px icon.
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
  });

  it('sends the site page, written per visit, compressed as the client accepts', async () => {
    const plain = (await get('/rng')).body;
    const brotli = await get('/rng', 'gzip, deflate, br, zstd');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain);
    const gzip = await get('/rng', 'gzip, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
    expect((await get('/rng', 'identity')).headers['content-encoding']).toBeUndefined();
  });

  it('sends API answers of 1 KB and more compressed, smaller ones as they are', async () => {
    const menus = await get('/lgw/games/game_menus', 'br');
    expect(menus.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(menus.rawPayload).toString())).toMatchObject({ success: true });
    const health = await get('/healthz', 'br');
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});
