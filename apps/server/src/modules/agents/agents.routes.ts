import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AgentPolicyResponse,
  CreateDownlineRequest,
  CreateDownlineResponse,
  CreateInvitationRequest,
  DownlineDetailResponse,
  DownlineListQuery,
  DownlineListResponse,
  DownlineQuery,
  InvitationListResponse,
  TeamSummaryResponse,
} from '@platform/contracts';
import type { AgentsService } from './agents.service.js';

const metaOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
  language: request.language,
  origin: `${request.protocol}://${request.host}`,
});

/**
 * The agent centre's team routes (docs/agents.md, "Routes"). All need an agent's token; the
 * service refuses anyone else with `agents-only`, and any downline outside the caller's own tree
 * with `not-in-downline`.
 */
export const registerAgentsRoutes = (app: FastifyInstance, service: AgentsService): void => {
  const routes = app.routeRegistry;
  const common = { modID: 'AGENT3', tags: ['agents'], token: true } as const;

  routes.add({
    ...common,
    method: 'GET',
    url: '/wps/agent/policy',
    summary:
      "What the calling agent's type may do: sub-agent types it may create now, contracts it may offer",
    value: AgentPolicyResponse,
    handler: ({ principal }) => service.policy(principal),
  });
  routes.add({
    ...common,
    method: 'GET',
    url: '/wps/agent/team/summary',
    summary: "Counts of the calling agent's whole team (one indexed query on the team tree)",
    value: TeamSummaryResponse,
    handler: ({ principal }) => service.summary(principal),
  });
  routes.add({
    ...common,
    method: 'GET',
    url: '/wps/agent/downlines',
    summary: 'Direct or all-level downlines of the calling agent, searched by account or mobile, paged',
    querystring: DownlineListQuery,
    value: DownlineListResponse,
    handler: ({ principal, query }) => service.downlines(principal, query),
  });
  routes.add({
    ...common,
    method: 'GET',
    url: '/wps/agent/downline',
    summary: "One downline's detail: registration, last login, balance, deposit and withdrawal totals",
    querystring: DownlineQuery,
    value: DownlineDetailResponse,
    handler: ({ principal, query }) => service.downline(principal, query.memberId),
  });
  routes.add({
    ...common,
    method: 'POST',
    url: '/wps/agent/downline',
    encrypt: true,
    summary: 'registerCenter: the calling agent creates a member or (as its policy allows) a sub-agent',
    body: CreateDownlineRequest,
    value: CreateDownlineResponse,
    handler: ({ principal, body, request }) => service.createDownline(principal, body, metaOf(request)),
  });
  routes.add({
    ...common,
    method: 'GET',
    url: '/wps/agent/invitations',
    summary: "The calling agent's invitation links and codes with QR, registrations and first deposits",
    value: InvitationListResponse,
    handler: ({ principal, request }) => service.invitations(principal, metaOf(request)),
  });
  routes.add({
    ...common,
    method: 'POST',
    url: '/wps/agent/invitations',
    summary: 'A new labelled invitation link for the calling agent; answers the updated list',
    body: CreateInvitationRequest,
    value: InvitationListResponse,
    handler: ({ principal, body, request }) => service.createInvitation(principal, body, metaOf(request)),
  });
};
