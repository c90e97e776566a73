import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { RouteDefinition } from '../../src/plugins/route-registry.js';

type ProbeDefinition<Q extends z.ZodType, B extends z.ZodType, V extends z.ZodType> = Omit<
  RouteDefinition<Q, B, V>,
  'modID' | 'token' | 'summary' | 'tags'
> &
  Partial<Pick<RouteDefinition<Q, B, V>, 'token'>>;

/** Declares a test-only route through the registry, exactly as a module declares its own. */
export const addProbeRoute = <
  Q extends z.ZodType = z.ZodUndefined,
  B extends z.ZodType = z.ZodUndefined,
  V extends z.ZodType = z.ZodType,
>(
  app: FastifyInstance,
  definition: ProbeDefinition<Q, B, V>,
): void => {
  app.routeRegistry.add<Q, B, V>({
    modID: 'PROBE',
    token: false,
    summary: 'probe',
    tags: ['probe'],
    ...definition,
  });
};
