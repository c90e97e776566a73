import type { FastifyInstance } from 'fastify';
import { FishShotRequest, FishShotResponse } from '@platform/contracts';
import type { FishGames } from './fish-games.js';
import { studioRoutes } from '../../route-registry.js';

/** The fishing page's API: one call per shot (docs/studio-fish.md). */
export const registerFishRoutes = (app: FastifyInstance, fish: Pick<FishGames, 'shoot'>): void => {
  const routes = studioRoutes(app);
  routes.add({
    modID: 'STUDIO',
    tags: ['game studio'],
    method: 'POST',
    url: '/studio/api/fish/shoot',
    // A studio session, not a platform token; not gated, as every studio round (decision 0005).
    token: false,
    gated: false,
    summary: 'One shot at a fish: a bet of its cost, and cost × multiplier if the fish is caught',
    body: FishShotRequest,
    value: FishShotResponse,
    handler: ({ body }) => fish.shoot(body),
  });
};
