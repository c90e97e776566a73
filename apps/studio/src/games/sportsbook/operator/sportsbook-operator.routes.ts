import type { FastifyInstance } from 'fastify';
import {
  SportsLiftRequest,
  SportsLiftResponse,
  SportsSuspendRequest,
  SportsSuspendResponse,
  SportsSuspensionsRequest,
  SportsSuspensionsResponse,
} from '@platform/contracts';
import { studioRoutes } from '../../../route-registry.js';
import { requireOperatorKey } from './operator-key.js';
import type { SportsbookOperator } from './sportsbook-operator.js';

const PREFIX = '/studio/api/sportsbook/operator/';

export type SportsbookOperatorRoutesDeps = {
  operator: SportsbookOperator;
  /** STUDIO_OPERATOR_KEY; unset, every operator call is refused. */
  operatorKey: string | undefined;
};

/**
 * The studio's own operator API (docs/sportsbook.md, "Operator suspension"): the operator's back
 * office calls it with the operator key in `x-operator-key`. The key is checked before anything
 * else (a hook on the prefix, ahead of the body's validation), so a caller without it learns
 * nothing about the routes' shapes.
 */
export const registerSportsbookOperatorRoutes = (
  app: FastifyInstance,
  deps: SportsbookOperatorRoutesDeps,
): void => {
  requireOperatorKey(app, PREFIX, deps.operatorKey);
  const routes = studioRoutes(app);
  const common = {
    modID: 'STUDIO',
    tags: ['game studio'],
    // The operator key, not a session or a platform token; never gated, as every studio route.
    token: false,
    gated: false,
  } as const;
  routes.add({
    ...common,
    method: 'POST',
    url: `${PREFIX}suspend`,
    summary: 'Sportsbook operator: suspend a whole event or one market of it (x-operator-key)',
    body: SportsSuspendRequest,
    value: SportsSuspendResponse,
    handler: ({ body }) => deps.operator.suspend(body),
  });
  routes.add({
    ...common,
    method: 'POST',
    url: `${PREFIX}lift`,
    summary: 'Sportsbook operator: lift the suspension of an event or one market of it (x-operator-key)',
    body: SportsLiftRequest,
    value: SportsLiftResponse,
    handler: ({ body }) => deps.operator.lift(body),
  });
  routes.add({
    ...common,
    method: 'POST',
    url: `${PREFIX}suspensions`,
    summary: 'Sportsbook operator: the suspensions in force, of one event or all (x-operator-key)',
    body: SportsSuspensionsRequest,
    value: SportsSuspensionsResponse,
    handler: ({ body }) => deps.operator.suspensions(body.eventId),
  });
};
