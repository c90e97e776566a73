import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  ERROR_MESSAGES,
  LANGUAGE_TAGS,
  toSupportedLanguage,
  SlotSpinRequest,
  SlotSpinResponse,
  StudioGameType,
  StudioSessionRequest,
  StudioSessionResponse,
} from '@platform/contracts';
import { escapeXml } from '../../lib/xml-escape.js';
import { registerCrashRoutes } from './crash/crash.routes.js';
import { registerFairRoutes } from './fair-games/fair.routes.js';
import { registerFishRoutes } from './fish/index.js';
import type { StudioService } from './studio.service.js';

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

/** The built slot page (apps/web's second entry), or null when the web app is not built. */
const readGamePage = (webDist: string) => readFile(join(webDist, 'studio.html'), 'utf8').catch(() => null);

/**
 * The studio's API for its game pages (decision 0005). No platform token: a game page holds the
 * studio session it opened from a launch. Not gated: a round in play must finish in maintenance.
 */
export const registerStudioRoutes = async (
  app: FastifyInstance,
  service: StudioService,
  options: { webDist: string },
): Promise<void> => {
  // The page a launch opens (launch URL: /studio/play?game=&type=&lang=&mode=[&token=]), for every
  // game the studio plays; others answer the vendor-down page. It is a page of its own, never the
  // site's SPA fallback, which would nest the site in the game frame. /studio/verify is the same
  // page's provably fair verifier.
  const gamePage = await readGamePage(options.webDist);
  app.get<{ Querystring: { game?: string; type?: string; lang?: string } }>(
    '/studio/play',
    { schema: { hide: true } },
    async (request, reply) => {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      const { game = '', type = 'RNG' } = request.query;
      const known = StudioGameType.safeParse(type.toUpperCase());
      if (gamePage && known.success && service.sessions.serves(game.trim().toUpperCase(), known.data)) {
        return reply.send(gamePage);
      }
      return reply.status(503).send(unavailablePage(request.query.lang));
    },
  );
  app.get('/studio/verify', { schema: { hide: true } }, async (_request, reply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return gamePage ? reply.send(gamePage) : reply.status(503).send(unavailablePage(undefined));
  });

  const common = {
    modID: 'STUDIO',
    tags: ['game studio'],
    method: 'POST',
    token: false,
    gated: false,
  } as const;
  app.routeRegistry.add({
    ...common,
    url: '/studio/api/session',
    summary: 'Open a game session from a launch (real, with its launch token) or for free play (demo)',
    body: StudioSessionRequest,
    value: StudioSessionResponse,
    handler: ({ body }) => service.openSession(body),
  });
  app.routeRegistry.add({
    ...common,
    url: '/studio/api/slots/spin',
    summary: 'One paid spin and its free spins; real money through the seamless wallet',
    body: SlotSpinRequest,
    value: SlotSpinResponse,
    handler: ({ body }) => service.spin(body),
  });
  await registerFairRoutes(app, service.fair);
  registerFishRoutes(app, service.fish);
  if (service.crash) await registerCrashRoutes(app, service.crash);
};
