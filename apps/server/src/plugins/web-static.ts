import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { sendError } from './error-handler.js';

/** Paths that belong to the API or operations, never to the single-page app. */
const API_PREFIXES = ['/wps/', '/lgw/', '/lotto/', '/dev/', '/docs', '/metrics', '/healthz', '/readyz'];
const isApiPath = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(prefix));

/**
 * Serves the built web app and answers history-mode routes (/member, /rng?vassalage=…) with
 * index.html. Unknown API paths get the envelope 404, never HTML.
 */
export const webStaticPlugin = fp(
  async (app, options: { webDist: string }) => {
    const root = resolve(options.webDist);
    const hasWeb = existsSync(resolve(root, 'index.html'));
    if (!hasWeb) app.log.warn({ root }, 'web app not built: run `npm run build` to serve the site');

    if (hasWeb) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        setHeaders(response, path) {
          // Vite fingerprints files under assets/, so they never change; index.html always may.
          response.setHeader(
            'cache-control',
            path.includes(`${root}/assets/`) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
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
      if (wantsPage) return reply.header('cache-control', 'no-cache').sendFile('index.html');
      return sendError(reply, request, 'not-found');
    });
  },
  { name: 'web-static', dependencies: ['error-handler'] },
);
