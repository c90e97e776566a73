import type { FastifyInstance } from 'fastify';
import { StudioSessionRequest, StudioSessionResponse } from '@platform/contracts';
import { registerCrashRoutes } from './games/crash/index.js';
import { registerFairRoutes } from './games/fair/index.js';
import { registerFishRoutes } from './games/fish/index.js';
import { registerSlotsRoutes } from './games/slots/index.js';
import { registerSportsbookReadRoutes } from './games/sportsbook/index.js';
import { registerGamePages } from './game-pages.js';
import type { StudioService } from './studio.service.js';
import { studioRoutes } from './route-registry.js';

/**
 * The studio's API for its game pages (decision 0005). No platform token: a game page holds the
 * studio session it opened from a launch. Not gated: a round in play must finish in maintenance.
 */
export const registerStudioRoutes = async (
  app: FastifyInstance,
  service: StudioService,
  options: { pageDist: string },
): Promise<void> => {
  const routes = studioRoutes(app);
  await registerGamePages(app, {
    pageDist: options.pageDist,
    serves: (gameCode, type) => service.sessions.serves(gameCode, type),
  });

  const common = {
    modID: 'STUDIO',
    tags: ['game studio'],
    method: 'POST',
    token: false,
    gated: false,
  } as const;
  routes.add({
    ...common,
    url: '/studio/api/session',
    summary: 'Open a game session from a launch (real, with its launch token) or for free play (demo)',
    body: StudioSessionRequest,
    value: StudioSessionResponse,
    handler: ({ body }) => service.openSession(body),
  });
  registerSlotsRoutes(app, service);
  await registerFairRoutes(app, service.fair);
  registerFishRoutes(app, service.fish);
  if (service.crash) await registerCrashRoutes(app, service.crash);
  if (service.sportsbook) registerSportsbookReadRoutes(app, service.sportsbook);
};
