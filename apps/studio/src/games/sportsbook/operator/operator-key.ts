import { createHash, timingSafeEqual } from 'node:crypto';
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
