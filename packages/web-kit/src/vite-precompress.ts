import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files the server sends compressed; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than the Content-Encoding header costs. */
const MIN_BYTES = 1024;

const filesUnder = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? filesUnder(join(dir, entry.name)) : Promise.resolve([join(dir, entry.name)]),
    ),
  );
  return nested.flat();
};

/**
 * Writes `file.br` (brotli, best quality) and `file.gz` (gzip -9) beside every text file of a
 * built site worth compressing; a copy that would not be smaller is not written. The server picks
 * one by Accept-Encoding (apps/server/src/plugins/web-static.ts). Returns the files compressed.
 */
export const precompressDirectory = async (dir: string): Promise<string[]> => {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  const done: string[] = [];
  for (const file of files) {
    if ((await stat(file)).size < MIN_BYTES) continue;
    const bytes = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gzipAsync(bytes, { level: 9 }),
    ]);
    if (br.length < bytes.length) await writeFile(`${file}.br`, br);
    if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
    done.push(file);
  }
  return done;
};

/** Compresses the build output once it is written (production builds only). */
export const precompress = (): Plugin => {
  let outDir = '';
  return {
    name: 'platform:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDirectory(outDir);
    },
  };
};
