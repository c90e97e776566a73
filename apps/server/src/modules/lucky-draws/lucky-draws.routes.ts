import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ClaimRaffleResponse,
  GrantLuckyTicketsRequest,
  GrantLuckyTicketsResponse,
  LuckyGameQuery,
  LuckyGameResponse,
  LuckyRaffleResponse,
  LuckyRunningResponse,
  OpenLuckyTicketRequest,
  OpenLuckyTicketResponse,
  OperatorLuckyGame,
  OperatorLuckyGameListResponse,
  RotateLuckySeedRequest,
  RotateLuckySeedResponse,
  SaveLuckyGameRequest,
  VerifyLuckyDrawRequest,
  VerifyLuckyDrawResponse,
} from '@platform/contracts';
import { memberIdOf, operatorOf, requestMetaOf } from '../../plugins/route-registry.js';
import type { LuckyDrawsService } from './lucky-draws.service.js';

/**
 * The lucky-draw pages (golden egg, red envelope, prize wheel), the raffle with the spec's
 * MCS2_claimRafflePromotion, and the operators' routes (docs/lucky-draws.md). Trial accounts are
 * refused on every member call (the registry's default): they play on play money.
 */
export const registerLuckyDrawsRoutes = (app: FastifyInstance, service: LuckyDrawsService): void => {
  const member = { modID: 'MCS2', tags: ['lucky-draws'], token: true } as const;
  app.routeRegistry.add({
    ...member,
    method: 'GET',
    url: '/wps/member/lucky-draws',
    summary: "The game of a kind running now, the caller's tickets, seed pair, revealed seeds and draws",
    querystring: LuckyGameQuery,
    value: LuckyGameResponse,
    handler: ({ principal, query }) => service.game(memberIdOf(principal), query.kind),
  });
  app.routeRegistry.add({
    ...member,
    method: 'GET',
    url: '/wps/member/lucky-draws/running',
    summary: 'The lucky-draw kinds with a game open now (a raffle also while its results are fresh)',
    value: LuckyRunningResponse,
    handler: () => service.running(),
  });
  app.routeRegistry.add({
    ...member,
    method: 'POST',
    url: '/wps/member/lucky-draws/open',
    summary: 'Opens one ticket: a provably fair draw over the prize table, paid once (audited)',
    body: OpenLuckyTicketRequest,
    value: OpenLuckyTicketResponse,
    handler: ({ principal, body, request }) =>
      service.open(memberIdOf(principal), body, requestMetaOf(request)),
  });
  app.routeRegistry.add({
    ...member,
    method: 'POST',
    url: '/wps/member/lucky-draws/seed',
    summary: "Reveals the caller's server seed and starts a new seed pair (client seed new or kept)",
    body: RotateLuckySeedRequest,
    value: RotateLuckySeedResponse,
    handler: ({ principal, body, request }) =>
      service.rotateSeed(memberIdOf(principal), body.clientSeed, requestMetaOf(request)),
  });
  app.routeRegistry.add({
    ...member,
    method: 'POST',
    url: '/wps/member/lucky-draws/verify',
    summary: "Recomputes one of the caller's draws from a server seed",
    body: VerifyLuckyDrawRequest,
    value: VerifyLuckyDrawResponse,
    handler: ({ principal, body }) => service.verify(memberIdOf(principal), body),
  });
  app.routeRegistry.add({
    ...member,
    method: 'GET',
    url: '/wps/member/lucky-draws/raffle',
    summary: "The current raffle, the caller's entries; after the draw the seed and the winners (masked)",
    value: LuckyRaffleResponse,
    handler: ({ principal }) => service.raffle(memberIdOf(principal)),
  });
  app.routeRegistry.add({
    ...member,
    method: 'POST',
    url: '/wps/relay/MCS2_claimRafflePromotion',
    summary: "Claims the caller's earned entries into the current raffle (audited)",
    body: z.object({}).strict(),
    value: ClaimRaffleResponse,
    handler: ({ principal, request }) => service.claimRaffle(memberIdOf(principal), requestMetaOf(request)),
  });

  const operator = { modID: 'OPS', tags: ['operators'], token: true, operator: 'only' } as const;
  app.routeRegistry.add({
    ...operator,
    method: 'GET',
    url: '/ops/lucky-draws',
    summary: 'Every lucky-draw game and raffle',
    value: OperatorLuckyGameListResponse,
    handler: () => service.games(),
  });
  app.routeRegistry.add({
    ...operator,
    method: 'POST',
    url: '/ops/lucky-draws',
    summary: 'Creates a lucky-draw game or raffle, or replaces the one with this code (audited)',
    body: SaveLuckyGameRequest,
    value: OperatorLuckyGame,
    handler: ({ principal, body, request }) =>
      service.save({ ...operatorOf(principal), ...requestMetaOf(request) }, body),
  });
  app.routeRegistry.add({
    ...operator,
    method: 'POST',
    url: '/ops/lucky-draws/grant',
    summary: 'Grants tickets of a game to one member (audited with the reason)',
    body: GrantLuckyTicketsRequest,
    value: GrantLuckyTicketsResponse,
    handler: ({ principal, body, request }) =>
      service.grant({ ...operatorOf(principal), ...requestMetaOf(request) }, body),
  });
};
