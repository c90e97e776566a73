import { createHmac, timingSafeEqual } from 'node:crypto';
import { PIX_SIGNATURE_TOLERANCE_SECONDS } from '@platform/contracts';

/**
 * Checks `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>` over the exact bytes
 * received. The timestamp is signed too, so an old event cannot be replayed with a fresh time;
 * one older (or further ahead) than the tolerance is refused.
 */
export const verifyPixSignature = (input: {
  secret: string;
  header: string | undefined;
  rawBody: string;
  now: Date;
}): boolean => {
  if (!input.header) return false;
  const parts = new Map(
    input.header.split(',').map((part) => {
      const [name, ...value] = part.trim().split('=');
      return [name ?? '', value.join('=')] as const;
    }),
  );
  const timestamp = Number(parts.get('t'));
  const signature = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/u.test(signature)) return false;
  if (Math.abs(input.now.getTime() / 1000 - timestamp) > PIX_SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = createHmac('sha256', input.secret).update(`${timestamp}.${input.rawBody}`).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
};
