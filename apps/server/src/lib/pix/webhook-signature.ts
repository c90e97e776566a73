import { PIX_SIGNATURE_TOLERANCE_SECONDS } from '@platform/contracts';
import { isTimestampedBodySigned, isWithinSignatureWindow, signTimestampedBody } from '@platform/server-kit';

/*
 * The PIX webhook's signature header, `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw
 * body>")>`: written by the PSP (the sandbox signs as a real one would) and checked by the payments
 * module, both from here so the two cannot drift. The HMAC itself is the server kit's.
 */

/** The header a PSP sends with a webhook body signed at `unixSeconds`. */
export const signPixWebhook = (secret: string, body: string, unixSeconds: number): string =>
  `t=${unixSeconds},v1=${signTimestampedBody(secret, unixSeconds, body)}`;

/**
 * Checks the header over the exact bytes received. The timestamp is signed too, so an old event
 * cannot be replayed with a fresh time; one older (or further ahead) than the tolerance is refused.
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
  const nowSeconds = input.now.getTime() / 1000;
  if (!isWithinSignatureWindow(timestamp, nowSeconds, PIX_SIGNATURE_TOLERANCE_SECONDS)) return false;
  return isTimestampedBodySigned({ secret: input.secret, timestamp, body: input.rawBody, signature });
};
