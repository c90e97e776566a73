import { existsSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { sendError } from './error-handler.js';

/** Paths that belong to the API or operations, never to the single-page app. */
const API_PREFIXES = ['/wps/', '/lgw/', '/lotto/', '/dev/', '/docs', '/metrics', '/healthz', '/readyz'];
const isApiPath = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(prefix));

/** Vite fingerprints every file under assets/ (its name changes with its content). */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Pages (index.html, studio.html, the history-mode fallback) are checked again on every visit. */
export const PAGE_CACHE = 'no-cache';

/**
 * Serves the built web app and answers history-mode routes (/member, /rng?vassalage=…) with
 * index.html. Unknown API paths get the envelope 404, never HTML.
 *
 * The build writes a brotli (.br) and a gzip (.gz) copy beside every text file worth compressing
 * (apps/web/vite-precompress.ts); `preCompressed` picks one by the request's Accept-Encoding (br
 * first), so nothing is compressed per request. @fastify/static's own Cache-Control
 * (`public, max-age=0`) is turned off: it would replace the one set here.
 */
export const webStaticPlugin = fp(
  async (app, options: { webDist: string }) => {
    const root = resolve(options.webDist);
    const hasWeb = existsSync(resolve(root, 'index.html'));
    if (!hasWeb) app.log.warn({ root }, 'web app not built: run `npm run build` to serve the site');

    if (hasWeb) {
      const assets = `${root}${sep}assets${sep}`;
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders(response, path) {
          response.setHeader('cache-control', path.startsWith(assets) ? IMMUTABLE_CACHE : PAGE_CACHE);
          // The same address answers br, gzip or plain bytes: caches must key on the header.
          response.setHeader('vary', 'Accept-Encoding');
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const wantsPage =
        hasWeb &&
        // HEAD answers as GET does, without the body (Node leaves it out of a HEAD response).
        (request.method === 'GET' || request.method === 'HEAD') &&
        !isApiPath(request.url) &&
        !/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
      if (wantsPage) return reply.header('cache-control', PAGE_CACHE).sendFile('index.html');
      return sendError(reply, request, 'not-found');
    });
  },
  { name: 'web-static', dependencies: ['error-handler'] },
);
