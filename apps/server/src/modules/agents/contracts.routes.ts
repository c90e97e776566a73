import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CONTRACT_ACTIONS,
  CONTRACT_TYPES,
  ConsolidatedFundsResponse,
  ContractActionRequest,
  ContractListResponse,
  ContractOfferRequest,
  ContractRelayRequest,
  ContractRelayResponse,
  ContractSettlementBetsQuery,
  ContractSettlementBetsResponse,
  ContractSettlementsFilter,
  ContractSettlementsQuery,
  ReportCsvResponse,
  ContractSettlementsResponse,
} from '@platform/contracts';
import { memberIdOf, operatorOf } from '../../plugins/route-registry.js';
import type { ContractsService } from './contracts.service.js';

const metaOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
});

/**
 * Agent contracts (docs/agents.md "Contracts", "Routes"): the spec's four relay calls, one per
 * contract type, carrying an upline's offer or either party's action; the consolidated flags the
 * member-side popup opens on; the caller's contracts and settlement records; and the operator's
 * offer to a top agent, which starts every chain.
 */
export const registerContractsRoutes = (app: FastifyInstance, service: ContractsService): void => {
  const routes = app.routeRegistry;
  for (const type of CONTRACT_TYPES) {
    routes.add({
      modID: 'MEMBER3',
      tags: ['contracts'],
      token: true,
      method: 'POST',
      url: `/wps/relay/${CONTRACT_ACTIONS[type]}`,
      summary: `${type} contract: an upline's offer (action OFFER) or a party's accept, reject or termination`,
      body: ContractRelayRequest,
      value: ContractRelayResponse,
      handler: ({ principal, body, request }) => service.relay(type, principal, body, metaOf(request)),
    });
  }
  routes.add({
    modID: 'MEMBER3',
    tags: ['member', 'contracts'],
    token: true,
    trial: true,
    method: 'GET',
    url: '/wps/member/info/funds/consolidated',
    summary: 'Contract flags: contract requests awaiting the member, and contract kinds it holds',
    value: ConsolidatedFundsResponse,
    handler: ({ principal }) => service.consolidated(memberIdOf(principal)),
  });
  routes.add({
    modID: 'MEMBER3',
    tags: ['contracts'],
    token: true,
    method: 'GET',
    url: '/wps/member/contracts',
    summary: "The caller's contracts, as holder or as the upline who offered them, newest first",
    value: ContractListResponse,
    handler: ({ principal }) => service.list(principal),
  });
  routes.add({
    modID: 'AGENT3',
    tags: ['contracts'],
    token: true,
    method: 'GET',
    url: '/wps/agent/contracts/settlements',
    summary: "The caller's (contract, period) settlements with their figures, newest first",
    querystring: ContractSettlementsQuery,
    value: ContractSettlementsResponse,
    handler: ({ principal, query, request }) => service.settlements(principal, query, request.language),
  });
  routes.add({
    modID: 'AGENT3',
    tags: ['contracts'],
    token: true,
    method: 'GET',
    url: '/wps/agent/contracts/settlements/bets',
    summary: "A page of the bets one of the caller's real-time salary windows paid on, with the rate on each",
    querystring: ContractSettlementBetsQuery,
    value: ContractSettlementBetsResponse,
    handler: ({ principal, query }) => service.settlementBets(principal, query),
  });
  routes.add({
    modID: 'AGENT3',
    tags: ['contracts'],
    token: true,
    method: 'GET',
    url: '/wps/agent/contracts/settlements/csv',
    summary: "The caller's settlements as CSV: the same filters, every row and the totals row",
    querystring: ContractSettlementsFilter,
    value: ReportCsvResponse,
    handler: ({ principal, query, request }) => service.settlementsCsv(principal, query, request.language),
  });

  const operator = { modID: 'OPS', tags: ['operators'], token: true, operator: 'only' } as const;
  routes.add({
    ...operator,
    method: 'POST',
    url: '/ops/agent/contracts/offer',
    summary: 'An operator offers a top agent (no agent above it) a contract',
    body: ContractOfferRequest,
    value: ContractRelayResponse,
    handler: ({ principal, body, request }) =>
      service.operatorOffer(operatorOf(principal), body, metaOf(request)),
  });
  routes.add({
    ...operator,
    method: 'POST',
    url: '/ops/agent/contracts/action',
    summary: "An operator acts as the upline of a top agent's contract",
    body: ContractActionRequest,
    value: ContractRelayResponse,
    handler: ({ principal, body, request }) =>
      service.operatorAction(operatorOf(principal), body, metaOf(request)),
  });
};
