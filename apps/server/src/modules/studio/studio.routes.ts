import type { FastifyInstance } from 'fastify';
import {
  SlotSpinRequest,
  SlotSpinResponse,
  StudioSessionRequest,
  StudioSessionResponse,
} from '@platform/contracts';
import type { StudioService } from './studio.service.js';

/**
 * The studio's API for its game pages (decision 0005). No platform token: a game page holds the
 * studio session it opened from a launch. Not gated: a round in play must finish in maintenance.
 */
export const registerStudioRoutes = (app: FastifyInstance, service: StudioService): void => {
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
};
