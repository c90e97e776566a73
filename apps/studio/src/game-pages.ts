import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ERROR_MESSAGES, LANGUAGE_TAGS, StudioGameType, toSupportedLanguage } from '@platform/contracts';
import { builtFiles, escapeXml, IMMUTABLE_CACHE } from '@platform/server-kit';

/** The studio's built game pages (apps/studio/web, `npm run build`): studio.html and assets/. */
export type GamePagesOptions = {
  pageDist: string;
  /** Whether the studio plays this game (code in capitals) of this type: a launch opens only those. */
  serves: (gameCode: string, type: StudioGameType) => boolean;
};

/** What a player sees for a game the studio cannot open (yet): the vendor-down page, translated. */
const unavailablePage = (lang: string | undefined) => {
  const language = toSupportedLanguage(lang);
  const message = escapeXml(ERROR_MESSAGES[language]['game-maintenance']);
  return (
    `<!doctype html><html lang="${LANGUAGE_TAGS[language]}"><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${message}</title>` +
    `<body style="margin:0;min-height:100vh;display:grid;place-items:center;background:#0f1420;` +
    `color:#e8ecf4;font:16px system-ui,sans-serif;text-align:center;padding:24px">` +
    `<p role="alert">${message}</p></body></html>`
  );
};

/** The built game page, or null when the studio's pages are not built. */
const readGamePage = (pageDist: string) => readFile(join(pageDist, 'studio.html'), 'utf8').catch(() => null);

/**
 * The studio's game pages: the page a launch opens and the verifier, and their scripts and
 * stylesheets at /studio/assets/ (the build's `base`), precompressed and kept for a year like the
 * site's (the kit's `builtFiles`).
 */
export const registerGamePages = async (app: FastifyInstance, options: GamePagesOptions): Promise<void> => {
  // The page a launch opens (launch URL: /studio/play?game=&type=&lang=&mode=[&token=]), for every
  // game the studio plays; others answer the vendor-down page. It is a page of its own, never the
  // site's SPA fallback, which would nest the site in the game frame. /studio/verify is the same
  // page's provably fair verifier.
  const gamePage = await readGamePage(options.pageDist);
  if (!gamePage) {
    app.log.warn(
      { root: options.pageDist },
      'studio game pages not built: run `npm run build` to serve them',
    );
  }
  app.get<{ Querystring: { game?: string; type?: string; lang?: string } }>(
    '/studio/play',
    { schema: { hide: true } },
    async (request, reply) => {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      const { game = '', type = 'RNG' } = request.query;
      const known = StudioGameType.safeParse(type.toUpperCase());
      if (gamePage && known.success && options.serves(game.trim().toUpperCase(), known.data)) {
        return reply.send(gamePage);
      }
      return reply.status(503).send(unavailablePage(request.query.lang));
    },
  );
  app.get('/studio/verify', { schema: { hide: true } }, async (_request, reply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return gamePage ? reply.send(gamePage) : reply.status(503).send(unavailablePage(undefined));
  });

  const assets = resolve(options.pageDist, 'assets');
  if (existsSync(assets)) {
    await app.register(fastifyStatic, {
      ...builtFiles({ root: assets, prefix: '/studio/assets/', cacheControl: () => IMMUTABLE_CACHE }),
    });
  }
};
