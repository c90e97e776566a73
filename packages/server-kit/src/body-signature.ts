import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The one implementation of the platform's signed bodies: the seamless wallet's x-signature (a
 * vendor, the studio among them, signs; the platform verifies) and the v1 of a PIX webhook (the
 * PSP signs; the payments module verifies). What a signature is made of and which headers carry it
 * are part of the wire contract, and their names stay in @platform/contracts (SEAMLESS_HEADERS,
 * PIX_SIGNATURE_HEADER, PIX_SIGNATURE_TOLERANCE_SECONDS). The computation lives here, not there:
 * it needs node:crypto, and the contracts are also the browser's. Both sides of each protocol
 * import it from this kit, so the studio signs exactly as the platform verifies without importing
 * the platform (decision 0013).
 */

/**
 * Lower-case hex HMAC-SHA256, under the secret, of `<timestamp>.<body>` (the body's exact bytes as
 * sent). The timestamp is signed too, so a captured request cannot be replayed with a fresh time.
 */
export const signTimestampedBody = (secret: string, timestamp: string | number, body: string): string =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/**
 * Whether `signature` (hex, either case) is the body's signature under the secret. Compared in
 * constant time, so the answer's timing tells a caller nothing about how close a guess came.
 */
export const isTimestampedBodySigned = (input: {
  secret: string;
  timestamp: string | number;
  body: string;
  signature: string;
}): boolean => {
  const expected = Buffer.from(signTimestampedBody(input.secret, input.timestamp, input.body));
  const given = Buffer.from(input.signature.toLowerCase());
  return expected.length === given.length && timingSafeEqual(expected, given);
};

/**
 * Whether a signing time is at most `window` before or after now; all three in the same unit.
 * Outside it a signed request is refused, so one captured cannot be replayed later.
 */
export const isWithinSignatureWindow = (signedAt: number, now: number, window: number): boolean =>
  Math.abs(now - signedAt) <= window;
