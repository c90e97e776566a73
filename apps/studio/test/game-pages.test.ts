import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStudioTestApp, type StudioTestApp } from './helpers/app.js';

describe('studio: the page a launch opens', () => {
  let t: StudioTestApp;
  let pageDist = '';
  /** A fingerprinted script as the studio's build writes it: the file, its .br and .gz copies. */
  const SCRIPT = `export const reels = ${JSON.stringify('rolo '.repeat(400))};\n`;

  beforeAll(async () => {
    pageDist = await mkdtemp(join(tmpdir(), 'studio-page-'));
    await writeFile(join(pageDist, 'studio.html'), '<!doctype html><title>slot page</title>');
    await mkdir(join(pageDist, 'assets'));
    const script = join(pageDist, 'assets', 'studio-Ab12Cd34.js');
    await writeFile(script, SCRIPT);
    await writeFile(`${script}.br`, brotliCompressSync(SCRIPT));
    await writeFile(`${script}.gz`, gzipSync(SCRIPT));
    t = await buildStudioTestApp({ STUDIO_WEB_DIST: pageDist, PLATFORM_ORIGINS: 'https://site.example' });
  });
  afterAll(async () => {
    await t.close();
    await rm(pageDist, { recursive: true, force: true });
  });

  it('serves the slot page for slots, and the translated vendor-down page for what it cannot open yet', async () => {
    const slot = await t.app.inject({
      method: 'GET',
      url: '/studio/play?game=AUR-0001&type=RNG&lang=PT&mode=demo',
    });
    expect(slot.statusCode).toBe(200);
    expect(slot.headers['content-type']).toContain('text/html');
    expect(slot.headers['cache-control']).toBe('no-store');
    expect(slot.body).toContain('slot page');
    // Framed by the platform's site only; X-Frame-Options cannot name another origin, so none.
    expect(slot.headers['content-security-policy']).toContain('frame-ancestors https://site.example');
    expect(slot.headers['x-frame-options']).toBeUndefined();

    const live = await t.app.inject({
      method: 'GET',
      url: '/studio/play?game=X-1&type=LIVE&lang=PT&mode=real',
    });
    expect(live.statusCode).toBe(503);
    expect(live.body).toContain('lang="pt-BR"');
    expect(live.body).toContain('Este jogo está em manutenção');
    expect(live.body).not.toContain('slot page');
  });

  it('serves the game page for FISH codes of the catalogue and the vendor-down page otherwise', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/studio/play?game=OCZ-0001&type=FISH&lang=PT&mode=demo',
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('slot page');
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/studio/play?game=OCZ-1&type=FISH&lang=PT&mode=demo',
    });
    expect(unknown.statusCode).toBe(503);
    expect(unknown.body).not.toContain('slot page');
  });

  it('serves the same page as the verifier, checked again on every visit', async () => {
    const verify = await t.app.inject({ method: 'GET', url: '/studio/verify?game=dice' });
    expect(verify.statusCode).toBe(200);
    expect(verify.headers['content-type']).toContain('text/html');
    expect(verify.headers['cache-control']).toBe('no-store');
    expect(verify.body).toContain('slot page');
  });

  it('serves the pages’ scripts precompressed as the client accepts, kept by browsers for a year', async () => {
    const get = (url: string, acceptEncoding?: string) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      });
    const url = '/studio/assets/studio-Ab12Cd34.js';
    const brotli = await get(url, 'gzip, deflate, br');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);
    const gzip = await get(url, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    for (const response of [brotli, gzip, plain]) {
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      // A script needs only the subresource headers, not the page's CSP.
      expect(response.headers['content-security-policy']).toBeUndefined();
    }

    // Only the assets folder is served there: not the page as a file, nor a file the build did not write.
    for (const missing of ['/studio/assets/studio-Zz99Yy88.js', '/studio/studio.html']) {
      const response = await get(missing);
      expect(response.statusCode, missing).toBe(404);
      expect(response.json(), missing).toMatchObject({ success: false, errorCode: 'not-found' });
    }
  });
});
