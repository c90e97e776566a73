import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { RebateClaimResponse, RebateQuery, RebateSetting, RebateSummaryResponse } from '@platform/contracts';
import { operatorOf, requestMetaOf } from '../../plugins/route-registry.js';
import type { RebateService } from './rebate.service.js';

/**
 * The member centre's manualRebate page and the operators' rule (docs/rebate.md). The spec names
 * no call for it, so the paths follow the member centre's (`/wps/member/…`). Trial accounts are
 * refused by the registry's default (in-need-true-account): they play on play money.
 */
export const registerRebateRoutes = (app: FastifyInstance, service: RebateService): void => {
  const member = { modID: 'MCS2', tags: ['rebate'], token: true } as const;
  app.routeRegistry.add({
    ...member,
    method: 'GET',
    url: '/wps/member/rebate',
    summary: "The caller's pending rebate, today's turnover and rates per game category, and the history",
    querystring: RebateQuery,
    value: RebateSummaryResponse,
    handler: ({ principal, query }) => service.summary(principal, query),
  });
  app.routeRegistry.add({
    ...member,
    method: 'POST',
    url: '/wps/member/rebate/claim',
    summary: 'Claims every pending rebate of the caller in one cash bonus (audited)',
    body: z.object({}).strict(),
    value: RebateClaimResponse,
    handler: ({ principal, request }) => service.claim(principal, requestMetaOf(request)),
  });

  const operator = { modID: 'OPS', tags: ['operators'], token: true, operator: 'only' } as const;
  app.routeRegistry.add({
    ...operator,
    method: 'GET',
    url: '/ops/settings/rebate',
    summary: 'The rebate rule: rates per VIP level and game category, period, minimum, mode',
    value: RebateSetting,
    handler: () => service.setting(),
  });
  app.routeRegistry.add({
    ...operator,
    method: 'PUT',
    url: '/ops/settings/rebate',
    summary: 'Changes the rebate rule (audited; applies from the next period computed)',
    body: RebateSetting,
    value: RebateSetting,
    handler: ({ principal, body, request }) =>
      service.changeSetting({ ...operatorOf(principal), ...requestMetaOf(request) }, body),
  });
};
