import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { SPORTS_OPERATOR_KEY_HEADER } from '@platform/contracts';
import { AppError } from '@platform/server-kit';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Checks the operator key a call carries against the configured one: refused when none is
 * configured (the operator API is off), or when the call's is missing or wrong. Both are hashed
 * first, so the comparison is constant-time whatever the lengths, and its timing tells a caller
 * nothing about how close a guess came.
 */
export const checkOperatorKey = (
  configured: string | undefined,
  given: string | string[] | undefined,
): void => {
  if (!configured) throw new AppError('sports-operator-api-off');
  if (typeof given !== 'string' || !timingSafeEqual(digest(configured), digest(given))) {
    throw new AppError('sports-operator-key-invalid');
  }
};

/**
 * Puts every route under `prefix` behind the operator key, checked before anything else (ahead of
 * the body's validation), so a caller without it learns nothing about the routes' shapes. It goes
 * by the route the request matched, never by the address as sent: the router decodes an address
 * (`/%6Fperator/` reaches `/operator/`), so a test of the raw address would let an encoded one by.
 */
export const requireOperatorKey = (
  app: FastifyInstance,
  prefix: string,
  configured: string | undefined,
): void => {
  app.addHook('onRequest', async (request) => {
    if (request.routeOptions.url?.startsWith(prefix)) {
      checkOperatorKey(configured, request.headers[SPORTS_OPERATOR_KEY_HEADER]);
    }
  });
};
