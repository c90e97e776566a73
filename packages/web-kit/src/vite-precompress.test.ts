import { mkdtempSync, mkdirSync, readFileSync, existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressDirectory } from './vite-precompress';

describe('precompressDirectory', () => {
  it('writes .br and .gz copies of the text files worth compressing, and nothing else', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dist, 'assets'));
    const script = `export const text = ${JSON.stringify('olá '.repeat(2000))};`;
    writeFileSync(join(dist, 'assets', 'index-abc.js'), script);
    writeFileSync(join(dist, 'index.html'), `<!doctype html>${'<p>olá</p>'.repeat(200)}`);
    writeFileSync(join(dist, 'assets', 'tiny-abc.css'), 'body{margin:0}');
    writeFileSync(join(dist, 'assets', 'art-abc.png'), Buffer.alloc(4096));

    await precompressDirectory(dist);

    const js = join(dist, 'assets', 'index-abc.js');
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(existsSync(join(dist, 'index.html.br'))).toBe(true);
    // Under 1 KB, or an image: served as it is.
    expect(existsSync(join(dist, 'assets', 'tiny-abc.css.br'))).toBe(false);
    expect(existsSync(join(dist, 'assets', 'art-abc.png.br'))).toBe(false);
  });
});
