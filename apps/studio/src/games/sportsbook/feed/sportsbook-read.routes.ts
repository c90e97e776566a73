import type { FastifyInstance } from 'fastify';
import {
  SportsEventRequest,
  SportsEventResponse,
  SportsLobbyRequest,
  SportsLobbyResponse,
  SportsResultsRequest,
  SportsResultsResponse,
} from '@platform/contracts';
import { studioRoutes } from '../../../route-registry.js';
import type { SportsbookGames } from './sportsbook-games.js';

/** The sportsbook page's reads: the lobby, one event and the results (docs/sportsbook.md). No money moves here. */
export const registerSportsbookReadRoutes = (
  app: FastifyInstance,
  games: Pick<SportsbookGames, 'lobby' | 'event' | 'results'>,
): void => {
  const routes = studioRoutes(app);
  const common = {
    modID: 'STUDIO',
    tags: ['game studio'],
    method: 'POST',
    // A studio session, not a platform token; not gated, as every studio route (decision 0005).
    token: false,
    gated: false,
  } as const;
  routes.add({
    ...common,
    url: '/studio/api/sportsbook/lobby',
    summary: 'Sportsbook: the competitions and events of the session’s section, live first, then by kick-off',
    body: SportsLobbyRequest,
    value: SportsLobbyResponse,
    handler: async ({ body }) => games.lobby(body),
  });
  routes.add({
    ...common,
    url: '/studio/api/sportsbook/event',
    summary: 'Sportsbook: one event with its markets, incidents and stats',
    body: SportsEventRequest,
    value: SportsEventResponse,
    handler: async ({ body }) => games.event(body),
  });
  routes.add({
    ...common,
    url: '/studio/api/sportsbook/results',
    summary: 'Sportsbook: the session’s section’s finished events, newest kick-off first',
    body: SportsResultsRequest,
    value: SportsResultsResponse,
    handler: async ({ body }) => games.results(body),
  });
};
