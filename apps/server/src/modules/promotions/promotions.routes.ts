import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ApplyPromotionRequest,
  ApprovePromotionApplicationRequest,
  ClaimPromotionRequest,
  isOperatorType,
  OperatorApplicationsQuery,
  OperatorApplicationsResponse,
  OperatorPromotion,
  OperatorPromotionApplication,
  OperatorPromotionsResponse,
  PROOF_MAX_BYTES,
  PROOF_MAX_IMAGES,
  PromotionActionResponse,
  PromotionDetail,
  PromotionDetailQuery,
  PromotionListResponse,
  RejectPromotionApplicationRequest,
  SavePromotionRequest,
} from '@platform/contracts';
import { memberIdOf, operatorOf, requestMetaOf, type Principal } from '../../plugins/route-registry.js';
import type { PromotionsService } from './promotions.service.js';

/** Three images as base64 in JSON, and room for the rest of the body. */
const PROOF_BODY_LIMIT = Math.ceil((PROOF_MAX_BYTES * PROOF_MAX_IMAGES * 4) / 3) + 64 * 1024;

/** A visitor, an operator or no session sees the promotions without a status of their own. */
const memberOrNull = (principal: Principal | null) =>
  principal && !isOperatorType(principal.type) ? principal.memberId : null;

export const registerPromotionsRoutes = (app: FastifyInstance, service: PromotionsService): void => {
  const routes = app.routeRegistry;
  const visitor = { modID: 'PROMO3', tags: ['promotions'], token: false, readsSession: true } as const;
  const member = { modID: 'PROMO3', tags: ['promotions'], token: true } as const;
  const operator = { modID: 'OPS', tags: ['operators'], token: true, operator: 'only' } as const;

  routes.add({
    ...visitor,
    method: 'GET',
    url: '/wps/promotions',
    summary: 'Promotions the profile allows (in force, coming, closed lately), with the caller’s status',
    value: PromotionListResponse,
    handler: async ({ request, principal }) => ({
      list: await service.list(memberOrNull(principal), request.language),
    }),
  });
  routes.add({
    ...visitor,
    method: 'GET',
    url: '/wps/promotions/detail',
    summary: 'One promotion with its terms and the application limits',
    querystring: PromotionDetailQuery,
    value: PromotionDetail,
    handler: ({ request, query, principal }) =>
      service.detail(memberOrNull(principal), query.id, request.language),
  });
  routes.add({
    ...member,
    method: 'POST',
    url: '/wps/promotions/apply',
    bodyLimit: PROOF_BODY_LIMIT,
    summary: 'Applies for a MANUAL promotion: a remark (≤ 140) and 0–3 png/jpg proofs (≤ 5 MB each)',
    body: ApplyPromotionRequest,
    value: PromotionActionResponse,
    handler: ({ request, body, principal }) =>
      service.apply(memberIdOf(principal), body, requestMetaOf(request)),
  });
  routes.add({
    ...member,
    method: 'POST',
    url: '/wps/promotions/claim',
    summary: 'Claims a CLAIM promotion’s bonus, credited at once',
    body: ClaimPromotionRequest,
    value: PromotionActionResponse,
    handler: ({ request, body, principal }) =>
      service.claim(memberIdOf(principal), body.id, requestMetaOf(request)),
  });

  routes.add({
    ...operator,
    method: 'GET',
    url: '/ops/promotions',
    summary: 'Every promotion, and whether the profile lets its kind credit a bonus',
    value: OperatorPromotionsResponse,
    handler: () => service.promotions(),
  });
  routes.add({
    ...operator,
    method: 'POST',
    url: '/ops/promotions',
    summary: 'Creates a promotion or replaces the one with this code (terms HTML sanitised)',
    body: SavePromotionRequest,
    value: OperatorPromotion,
    handler: ({ request, body, principal }) =>
      service.save(operatorOf(principal), body, requestMetaOf(request)),
  });
  routes.add({
    ...operator,
    method: 'GET',
    url: '/ops/promotions/applications',
    summary: 'Applications by status, newest first',
    querystring: OperatorApplicationsQuery,
    value: OperatorApplicationsResponse,
    handler: ({ query }) => service.applications(query),
  });
  routes.add({
    ...operator,
    method: 'GET',
    url: '/ops/promotions/applications/proof',
    summary: 'A proof image of an application, as a data URL',
    querystring: z.object({
      id: z.uuid(),
      index: z.coerce
        .number()
        .int()
        .min(0)
        .max(PROOF_MAX_IMAGES - 1),
    }),
    value: z.object({ contentType: z.string(), dataUrl: z.string() }),
    handler: ({ query }) => service.proof(query.id, query.index),
  });
  routes.add({
    ...operator,
    method: 'POST',
    url: '/ops/promotions/applications/approve',
    summary: 'Approves an application; its bonus is credited exactly once',
    body: ApprovePromotionApplicationRequest,
    value: OperatorPromotionApplication,
    handler: ({ request, body, principal }) =>
      service.approve(operatorOf(principal), body.id, requestMetaOf(request)),
  });
  routes.add({
    ...operator,
    method: 'POST',
    url: '/ops/promotions/applications/reject',
    summary: 'Rejects an application with a reason the member sees',
    body: RejectPromotionApplicationRequest,
    value: OperatorPromotionApplication,
    handler: ({ request, body, principal }) =>
      service.reject(operatorOf(principal), body.id, body.reason, requestMetaOf(request)),
  });
};
