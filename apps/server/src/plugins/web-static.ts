import { existsSync, readFileSync } from 'node:fs';
import { resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { builtFiles, IMMUTABLE_CACHE, PAGE_CACHE, sendError } from '@platform/server-kit';
import { appManifestOf, type AppBrand } from './app-manifest.js';
import { renderPageDocument, type PageBoot } from './page-document.js';

/** Paths that belong to the API or operations, never to the single-page app. */
const API_PREFIXES = ['/wps/', '/lgw/', '/lotto/', '/dev/', '/docs', '/metrics', '/healthz', '/readyz'];
const isApiPath = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(prefix));
const isSitePage = (pathname: string) => pathname === '/' || pathname === '/index.html';

/** A page written for one visit (its boot data holds the visitor's location): no shared cache. */
export const VISIT_PAGE_CACHE = 'private, no-cache';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The encoding a page written per visit goes out in: brotli, else gzip, else none. A coding the
 * client lists with `q=0` is one it refuses.
 */
const pageEncoding = (acceptEncoding: string | undefined): 'br' | 'gzip' | undefined => {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^q=0(\.0*)?$/.test(param.trim())))
      .map(([coding]) => coding),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
};

/** Quality 5: a 30 KB page in about a millisecond, within a few per cent of the best ratio. */
const compressPage = (html: string, encoding: 'br' | 'gzip') =>
  encoding === 'br'
    ? brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipAsync(html, { level: 6 });

export type WebStaticOptions = {
  webDist: string;
  /** What to write into the site's page for a visit (plugins/page-document.ts). */
  pageBoot?: (request: FastifyRequest) => Promise<PageBoot>;
  /** The brand the installable app's manifest names (plugins/app-manifest.ts). */
  brand?: () => Promise<AppBrand>;
};

/**
 * Serves the built web app and answers history-mode routes (/member, /rng?vassalage=…) with
 * index.html. Unknown API paths get the envelope 404, never HTML. With `pageBoot`, a page
 * route's index.html carries the visit's start-up answers and preloads (plugins/page-document.ts).
 *
 * Its files go out precompressed (`builtFiles`): fingerprinted assets/ kept for a year, the rest
 * checked again on every visit.
 */
export const webStaticPlugin = fp(
  async (app, options: WebStaticOptions) => {
    const root = resolve(options.webDist);
    const hasWeb = existsSync(resolve(root, 'index.html'));
    // Read once: the build does not change under a running server.
    const template = hasWeb ? readFileSync(resolve(root, 'index.html'), 'utf8') : '';
    if (!hasWeb) app.log.warn({ root }, 'web app not built: run `npm run build` to serve the site');

    if (hasWeb) {
      const assets = `${root}${sep}assets${sep}`;
      await app.register(
        fastifyStatic,
        builtFiles({
          root,
          cacheControl: (path) => (path.startsWith(assets) ? IMMUTABLE_CACHE : PAGE_CACHE),
          // The site's page is written per visit below (not-found handler), never sent as the file.
          allowedPath: (pathname) => !isSitePage(pathname),
        }),
      );
    }

    if (hasWeb && options.brand) {
      const brand = options.brand;
      // Public like the site's files; checked again on every visit, so a renamed brand shows at once.
      app.get('/manifest.webmanifest', async (_request, reply) =>
        reply
          .header('cache-control', PAGE_CACHE)
          .type('application/manifest+json; charset=utf-8')
          .send(JSON.stringify(appManifestOf(await brand()))),
      );
    }

    // The page carries the site's stylesheets and the visit's boot data (tens of KB), so it is
    // compressed like every other answer. The API's answers go through @fastify/compress, whose
    // hook is added per route; this not-found handler is not a route, so it compresses here.
    const sendPage = async (
      request: FastifyRequest,
      reply: FastifyReply,
      html: string,
      cacheControl: string,
    ) => {
      reply
        .header('cache-control', cacheControl)
        .header('vary', 'Accept-Encoding')
        .type('text/html; charset=utf-8');
      const encoding = pageEncoding(request.headers['accept-encoding']);
      if (!encoding) return reply.send(html);
      return reply.header('content-encoding', encoding).send(await compressPage(html, encoding));
    };

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '';
      const wantsPage =
        hasWeb &&
        // HEAD answers as GET does, without the body (Node leaves it out of a HEAD response).
        (request.method === 'GET' || request.method === 'HEAD') &&
        !isApiPath(request.url) &&
        (isSitePage(pathname) || !/\.[a-z0-9]+$/i.test(pathname));
      if (!wantsPage) return sendError(reply, request, 'not-found');
      if (!options.pageBoot) return sendPage(request, reply, template, PAGE_CACHE);
      try {
        const boot = await options.pageBoot(request);
        return sendPage(request, reply, renderPageDocument(template, boot), VISIT_PAGE_CACHE);
      } catch (error) {
        // The page works without its boot data: the app then asks for its answers itself.
        request.log.warn({ err: error }, 'page boot data unavailable');
        return sendPage(request, reply, template, PAGE_CACHE);
      }
    });
  },
  { name: 'web-static', dependencies: ['error-handler'] },
);
