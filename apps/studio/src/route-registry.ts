import type { FastifyInstance } from 'fastify';
import { routeRegistryOf, type RouteRegistry, type RouteRegistryOptions } from '@platform/server-kit';

/**
 * The studio's side of the server kit's route registry. The studio has no accounts: a game page
 * holds the studio session a launch opened, which every route reads from its body, so no route
 * takes a token and no caller policy applies. Its routes are never gated: a round in play must
 * be able to finish whatever the platform's state.
 */
type NoAccess = Record<never, never>;

/** The studio's routes (the kit's registry, typed for the studio; routeRegistryOf says why). */
export const studioRoutes = (app: FastifyInstance): RouteRegistry<NoAccess, NoAccess, never> =>
  routeRegistryOf<NoAccess, NoAccess, never>(app);

export const studioRouteOptions: RouteRegistryOptions<NoAccess, NoAccess, never> = {
  // No route declares token: true; were one added, every token would be refused.
  authenticate: async () => null,
  gate: async () => {},
  access: { declare: () => ({}), describe: () => [], admit: () => {} },
};
