import type { FastifyInstance } from 'fastify';
import {
  DownlineTransferRequest,
  TransferLimitsResponse,
  TransferResponse,
  UplineTransferRequest,
} from '@platform/contracts';
import type { TransfersWorkflow } from './transfers.js';

export const registerTransferRoutes = (app: FastifyInstance, transfers: TransfersWorkflow): void => {
  const common = { modID: 'WALLET3', tags: ['wallet'], method: 'POST', token: true, encrypt: true } as const;
  app.routeRegistry.add({
    ...common,
    url: '/wps/member/transfer/upline',
    summary: 'A member sends money to the agent directly above (payment password required)',
    body: UplineTransferRequest,
    value: TransferResponse,
    handler: ({ request, body, principal }) =>
      transfers.toUpline(principal, body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        language: request.language,
      }),
  });
  app.routeRegistry.add({
    modID: 'WALLET3',
    tags: ['wallet'],
    method: 'GET',
    url: '/wps/member/transfer/limits',
    token: true,
    summary: "Bounds of one upline or downline transfer, in centavos, and the caller's turnover still to bet",
    value: TransferLimitsResponse,
    handler: ({ principal }) => transfers.limits(principal),
  });
  app.routeRegistry.add({
    ...common,
    url: '/wps/agent/transfer/downline',
    summary: 'An agent sends money to an account of their downline (payment password required)',
    body: DownlineTransferRequest,
    value: TransferResponse,
    handler: ({ request, body, principal }) =>
      transfers.toDownline(principal, body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        language: request.language,
      }),
  });
};
