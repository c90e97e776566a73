import type { FastifyStaticOptions } from '@fastify/static';

/** Vite fingerprints every file under assets/ (its name changes with its content). */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Pages (index.html, studio.html, the history-mode fallback) are checked again on every visit. */
export const PAGE_CACHE = 'no-cache';
/**
 * @fastify/static options for a folder a build wrote (the site's, the studio's game pages'): each
 * file is registered at start and answered from the brotli (.br) or gzip (.gz) copy the build
 * wrote beside it (packages/web-kit/src/vite-precompress.ts), picked by the request's
 * Accept-Encoding (br first), so nothing is compressed per request, with the Cache-Control that
 * `cacheControl` answers for its path. @fastify/static's own Cache-Control (`public, max-age=0`)
 * is turned off: it would replace that one.
 */
export const builtFiles = (options: {
  root: string;
  /** The address the folder is served at; '/' by default. */
  prefix?: string;
  cacheControl: (path: string) => string;
  allowedPath?: (pathname: string) => boolean;
}): FastifyStaticOptions => ({
  root: options.root,
  prefix: options.prefix ?? '/',
  wildcard: false,
  index: false,
  preCompressed: true,
  cacheControl: false,
  ...(options.allowedPath ? { allowedPath: options.allowedPath } : {}),
  setHeaders(response, path) {
    response.setHeader('cache-control', options.cacheControl(path));
    // The same address answers br, gzip or plain bytes: caches must key on the header.
    response.setHeader('vary', 'Accept-Encoding');
  },
});
