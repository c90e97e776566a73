import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { RequestHeader, isOperatorType, isTrialType } from '@platform/contracts';
import {
  AppError,
  type Authenticate,
  type CallerPolicy,
  type Gate,
  type RouteDeclaration,
  type RouteDefinition as KitRouteDefinition,
  type RouteRegistry,
  type RouteRegistryOptions,
} from '@platform/server-kit';
import { sessionTokenFromCookie } from '../lib/session-cookie.js';

/**
 * The platform's side of the server kit's route registry (@platform/server-kit): who its callers
 * are (members, operators, trial accounts), which of them a token route admits, and the merchant
 * a deployment serves. The registry itself (declarations, auth order, caching) lives in the kit.
 */

/** Who is calling a token route, as the accounts module resolves it from the session token. */
export type Principal = { sessionId: string; memberId: string; account: string; type: number };

/** The calling member of a token route (the registry has already refused anonymous calls). */
export const memberIdOf = (principal: Principal | null): string => {
  if (!principal) throw new AppError('unauthorized');
  return principal.memberId;
};

/** The operator behind a back-office call (an `operator: 'only'` route always has one). */
export const operatorOf = (principal: Principal | null) => {
  if (!principal) throw new AppError('unauthorized');
  return { memberId: principal.memberId, account: principal.account };
};

/** Who sent a request, as audit records and refusals keep it. */
export const requestMetaOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? '',
  language: request.language,
});

/** What a platform route declares about the accounts its token admits. */
export type PlatformAccess = {
  /**
   * Whether trial (free-play) accounts may call this token route. Refused by default, so a new
   * route can never let demo accounts near real money by forgetting to say so.
   */
  trial: boolean;
  /**
   * Back-office operators (accounts of an operator type) call only routes declared 'only', plus
   * those 'allowed' to anyone (logout); every other token route refuses them, so a member route
   * can never act on an operator's session by forgetting to say so.
   */
  operator: 'only' | 'allowed' | 'refused';
};
/** The same as a route writes it: left out, trial is refused and operators too. */
export type PlatformAccessOptions = { trial?: boolean; operator?: 'only' | 'allowed' };

export type PlatformRouteDeclaration = RouteDeclaration<PlatformAccess>;
export type RouteDefinition<
  Q extends z.ZodType,
  B extends z.ZodType,
  V extends z.ZodType,
> = KitRouteDefinition<Q, B, V, PlatformAccessOptions, Principal>;

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges only with an interface
  interface FastifyInstance {
    routeRegistry: RouteRegistry<PlatformAccessOptions, PlatformAccess, Principal>;
  }
}

const platformAccess: CallerPolicy<PlatformAccessOptions, PlatformAccess, Principal> = {
  declare: ({ trial, operator }) => ({ trial: trial ?? false, operator: operator ?? 'refused' }),
  describe: (declaration) => [
    declaration.token && declaration.trial ? 'trial accounts allowed' : null,
    declaration.operator === 'only' ? 'operators only' : null,
  ],
  admit(declaration, principal) {
    if (!declaration.trial && isTrialType(principal.type)) throw new AppError('in-need-true-account');
    const isOperator = isOperatorType(principal.type);
    if (declaration.operator === 'only' && !isOperator) throw new AppError('operators-only');
    if (declaration.operator === 'refused' && isOperator) throw new AppError('members-only');
  },
};

/**
 * The options the platform registers the kit's routeRegistryPlugin with. The session token is
 * the spec's Authorization header when sent, otherwise the browser's session cookie, which counts
 * only beside the client's custom header (CSRF; lib/session-cookie.ts).
 */
export const platformRouteOptions = (options: {
  authenticate: Authenticate<Principal>;
  gate: Gate;
  /** Lower case. */
  merchantCode: string;
}): RouteRegistryOptions<PlatformAccessOptions, PlatformAccess, Principal> => ({
  authenticate: options.authenticate,
  gate: options.gate,
  access: platformAccess,
  checkRequest: (request: FastifyRequest) => {
    const merchant = request.headers[RequestHeader.merchant];
    // One deployment serves one merchant; a client configured for another must not be served.
    if (typeof merchant === 'string' && merchant !== '' && merchant.toLowerCase() !== options.merchantCode) {
      throw new AppError('invalid-merchant');
    }
  },
  tokenFromCookie: sessionTokenFromCookie,
  // A public answer's texts follow the language, and a client of another merchant is refused.
  publicVary: [RequestHeader.language, RequestHeader.merchant],
});
