import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ProfitResponse,
  RecordsQuery,
  SEAMLESS_HEADERS,
  SeamlessAuthenticateRequest,
  SeamlessAuthenticateResponse,
  SeamlessBalanceRequest,
  SeamlessBalanceResponse,
  SeamlessAdjustRequest,
  SeamlessAdjustResponse,
  SeamlessBetRequest,
  SeamlessRollbackRequest,
  SeamlessWinBatchRequest,
  SeamlessWinBatchResponse,
  SeamlessWinRequest,
} from '@platform/contracts';
import { memberIdOf } from '../../plugins/route-registry.js';
import type { AuditService } from '../audit/index.js';
import type { SeamlessService } from './seamless.service.js';

/** A full batch of closing wins with every id at its longest fits; a larger body is refused unread. */
const WIN_BATCH_BODY_LIMIT = 1_048_576;

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * The vendor-facing API (docs/seamless-wallet.md). Vendors sign the body instead of sending a
 * session token, and the routes answer during maintenance: a win or rollback must always land.
 */
export const registerSeamlessRoutes = (
  app: FastifyInstance,
  service: SeamlessService,
  audit?: Pick<AuditService, 'record'>,
): void => {
  const common = {
    modID: 'SEAMLESS3',
    tags: ['seamless wallet (vendors)'],
    method: 'POST',
    token: false,
    gated: false,
    rawBody: true,
  } as const;
  const vendorOf = (request: FastifyRequest) =>
    service.verify({
      vendorCode: header(request, SEAMLESS_HEADERS.vendor),
      timestamp: header(request, SEAMLESS_HEADERS.timestamp),
      signature: header(request, SEAMLESS_HEADERS.signature),
      rawBody: request.rawBody ?? '',
    });

  app.routeRegistry.add({
    ...common,
    url: '/wps/seamless/v1/authenticate',
    summary: 'Exchange a one-time launch token for a player session',
    body: SeamlessAuthenticateRequest,
    value: SeamlessAuthenticateResponse,
    handler: async ({ request, body }) => service.authenticate(await vendorOf(request), body.launchToken),
  });
  app.routeRegistry.add({
    ...common,
    url: '/wps/seamless/v1/balance',
    summary: "The player's balance",
    body: SeamlessBalanceRequest,
    value: SeamlessBalanceResponse,
    handler: async ({ request, body }) => service.balance(await vendorOf(request), body.sessionToken),
  });
  app.routeRegistry.add({
    ...common,
    url: '/wps/seamless/v1/bet',
    summary: 'Debit a bet (idempotent by transactionId)',
    body: SeamlessBetRequest,
    value: SeamlessBalanceResponse,
    handler: async ({ request, body }) => service.bet(await vendorOf(request), body),
  });
  app.routeRegistry.add({
    ...common,
    url: '/wps/seamless/v1/win',
    summary: 'Credit a win on a round with a bet; settles the round unless closeRound is false',
    body: SeamlessWinRequest,
    value: SeamlessBalanceResponse,
    handler: async ({ request, body }) => service.win(await vendorOf(request), body),
  });
  app.routeRegistry.add({
    ...common,
    url: '/wps/seamless/v1/win-batch',
    summary:
      'Credit up to 1,000 closing wins in one call; each entry idempotent by its transactionId and answered on its own',
    body: SeamlessWinBatchRequest,
    value: SeamlessWinBatchResponse,
    // 1,000 entries of the longest ids stay well under it; the 64 KB of a single call would not.
    bodyLimit: WIN_BATCH_BODY_LIMIT,
    handler: async ({ request, body }) => service.winBatch(await vendorOf(request), body),
  });
  app.routeRegistry.add({
    ...common,
    url: '/wps/seamless/v1/rollback',
    summary: 'Refund a bet of an unsettled round (a rollback of an unknown bet is recorded)',
    body: SeamlessRollbackRequest,
    value: SeamlessBalanceResponse,
    handler: async ({ request, body }) => service.rollback(await vendorOf(request), body),
  });
  app.routeRegistry.add({
    ...common,
    url: '/wps/seamless/v1/adjust',
    summary:
      'Adjust a closed round (idempotent by transactionId): a positive amount pays more, a negative one takes back',
    body: SeamlessAdjustRequest,
    value: SeamlessAdjustResponse,
    handler: async ({ request, body }) => {
      // Money on a closed round moves only for a signed vendor: a refused signature is audited.
      const vendor = await vendorOf(request).catch(async (error: unknown) => {
        await audit?.record({
          action: 'seamless.adjust-signature',
          result: 'refused',
          account: header(request, SEAMLESS_HEADERS.vendor) ?? null,
          ip: request.ip,
          detail: { errorCode: 'invalid-signature', round: body.roundId, transaction: body.transactionId },
        });
        throw error;
      });
      return service.adjust(vendor, body, { ip: request.ip });
    },
  });

  // The member's own records of play, read from the same vendor transactions (the betting record
  // itself is served by workflows/bet-records, which names the games from the catalogue).
  const records = { modID: 'WALLET3', tags: ['records'], method: 'GET', token: true } as const;
  app.routeRegistry.add({
    ...records,
    url: '/wps/member/records/profit',
    summary: 'Personal profit and loss per day and in total',
    querystring: RecordsQuery,
    value: ProfitResponse,
    handler: ({ principal, query }) => service.profitOf(memberIdOf(principal), query),
  });
};
