import type { FastifyInstance } from 'fastify';
import {
  SportsAutoCashOutRequest,
  SportsAutoCashOutResponse,
  SportsBetsRequest,
  SportsBetsResponse,
  SportsBuilderPlaceRequest,
  SportsBuilderQuoteRequest,
  SportsBuilderQuoteResponse,
  SportsCashOutRequest,
  SportsCashOutResponse,
  SportsPlaceRequest,
  SportsPlaceResponse,
} from '@platform/contracts';
import { studioRoutes } from '../../../route-registry.js';
import type { StudioSession } from '../../../studio-sessions.js';
import type { SportsBets } from './sportsbook-bets.js';

export type SportsBetRoutesDeps = {
  bets: SportsBets;
  /** The page's session of a sportsbook game (the studio's sessions, asked for the sportsbook kind). */
  sessionOf: (sessionId: string) => StudioSession;
};

/** The bet slip, my bets and cash-out under /studio/api/sportsbook (docs/sportsbook.md). */
export const registerSportsBetRoutes = (app: FastifyInstance, deps: SportsBetRoutesDeps): void => {
  const routes = studioRoutes(app);
  const common = {
    modID: 'STUDIO',
    tags: ['game studio'],
    method: 'POST',
    token: false,
    gated: false,
  } as const;
  routes.add({
    ...common,
    url: '/studio/api/sportsbook/place',
    summary: 'Sportsbook: place a bet slip (single, accumulator or system) at the prices now',
    body: SportsPlaceRequest,
    value: SportsPlaceResponse,
    handler: ({ body }) => deps.bets.place(deps.sessionOf(body.sessionId), body),
  });
  routes.add({
    ...common,
    url: '/studio/api/sportsbook/builder-quote',
    summary: 'Sportsbook: the price of a bet builder (selections of one event together) now',
    body: SportsBuilderQuoteRequest,
    value: SportsBuilderQuoteResponse,
    handler: ({ body }) => {
      deps.sessionOf(body.sessionId);
      return Promise.resolve(deps.bets.quoteBuilder(body));
    },
  });
  routes.add({
    ...common,
    url: '/studio/api/sportsbook/builder-place',
    summary: 'Sportsbook: place a bet builder as one line at its price now',
    body: SportsBuilderPlaceRequest,
    value: SportsPlaceResponse,
    handler: ({ body }) => deps.bets.placeBuilder(deps.sessionOf(body.sessionId), body),
  });
  routes.add({
    ...common,
    url: '/studio/api/sportsbook/bets',
    summary: 'Sportsbook: the session’s open or settled bets, newest first',
    body: SportsBetsRequest,
    value: SportsBetsResponse,
    handler: ({ body }) => deps.bets.listBets(deps.sessionOf(body.sessionId), body.filter),
  });
  routes.add({
    ...common,
    url: '/studio/api/sportsbook/cashout',
    summary: 'Sportsbook: cash out an open bet, or part of its stake, at no less than the value accepted',
    body: SportsCashOutRequest,
    value: SportsCashOutResponse,
    handler: ({ body }) => deps.bets.cashOut(deps.sessionOf(body.sessionId), body),
  });
  routes.add({
    ...common,
    url: '/studio/api/sportsbook/auto-cashout',
    summary: 'Sportsbook: set or clear the value at which an open bet is cashed out by itself',
    body: SportsAutoCashOutRequest,
    value: SportsAutoCashOutResponse,
    handler: ({ body }) => deps.bets.setAutoCashOut(deps.sessionOf(body.sessionId), body),
  });
};
