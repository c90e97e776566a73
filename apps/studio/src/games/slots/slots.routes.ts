import type { FastifyInstance } from 'fastify';
import { SlotSpinRequest, SlotSpinResponse } from '@platform/contracts';
import type { SlotGames } from './slots-games.js';
import { studioRoutes } from '../../route-registry.js';

/** The slot page's API: one call per paid spin (docs/studio-slots.md). */
export const registerSlotsRoutes = (app: FastifyInstance, slots: Pick<SlotGames, 'spin'>): void => {
  const routes = studioRoutes(app);
  routes.add({
    modID: 'STUDIO',
    tags: ['game studio'],
    method: 'POST',
    url: '/studio/api/slots/spin',
    // A studio session, not a platform token; not gated, as every studio round (decision 0005).
    token: false,
    gated: false,
    summary: 'One paid spin and its free spins; real money through the seamless wallet',
    body: SlotSpinRequest,
    value: SlotSpinResponse,
    handler: ({ body }) => slots.spin(body),
  });
};
