import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226): HMAC-SHA1, 30-second steps, 6 digits,
 * which is what every authenticator app defaults to.
 */

const STEP_SECONDS = 30;
const DIGITS = 6;
const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding, the form authenticator apps expect. */
export const base32Encode = (bytes: Uint8Array): string => {
  let bits = 0;
  let value = 0;
  let output = '';
  for (const byte of bytes) {
    value = ((value << 8) | byte) & 0xfff; // only the unread low bits matter
    bits += 8;
    while (bits >= 5) {
      output += BASE32_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) output += BASE32_ALPHABET[(value << (5 - bits)) & 31];
  return output;
};

/** Accepts lower case, spaces and padding, as people type or paste secrets. */
export const base32Decode = (text: string): Buffer => {
  const clean = text.toUpperCase().replace(/[\s=]/g, '');
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of clean) {
    const index = BASE32_ALPHABET.indexOf(char);
    if (index < 0) throw new Error('invalid base32 character');
    value = ((value << 5) | index) & 0xfff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
};

/** 20 random bytes (160 bits, the HMAC-SHA1 key size RFC 4226 recommends), base32. */
export const generateTotpSecret = (): string => base32Encode(randomBytes(20));

const hotp = (key: Buffer, counter: number, digits: number): string => {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
};

const stepAt = (at: Date) => Math.floor(at.getTime() / 1000 / STEP_SECONDS);

/** The code for the 30-second step containing `at`; `digits` other than 6 exist for the RFC vectors. */
export const totpCode = (secretBase32: string, at: Date, digits = DIGITS): string =>
  hotp(base32Decode(secretBase32), stepAt(at), digits);

/**
 * The 30-second step whose code this is — the current step or one either side, for clock drift
 * between phone and server — or null. Callers remember the step so a code is accepted only once.
 */
export const matchTotpStep = (secretBase32: string, code: string, at: Date): number | null => {
  const candidate = code.trim();
  if (!/^\d{6}$/.test(candidate)) return null;
  const key = base32Decode(secretBase32);
  const step = stepAt(at);
  let matched: number | null = null;
  for (const drift of [-1, 0, 1]) {
    // Compare every window in constant time rather than stopping at the first match.
    const expected = hotp(key, step + drift, DIGITS);
    if (timingSafeEqual(Buffer.from(expected), Buffer.from(candidate))) matched = step + drift;
  }
  return matched;
};

export const verifyTotp = (secretBase32: string, code: string, at: Date): boolean =>
  matchTotpStep(secretBase32, code, at) !== null;

/** The otpauth:// URL authenticator apps read from a QR code. */
export const totpAuthUrl = (input: { issuer: string; account: string; secret: string }): string => {
  const label = `${encodeURIComponent(input.issuer)}:${encodeURIComponent(input.account)}`;
  // encodeURIComponent, not URLSearchParams: some apps show a '+' for a space in the issuer.
  const query = Object.entries({
    secret: input.secret,
    issuer: input.issuer,
    algorithm: 'SHA1',
    digits: String(DIGITS),
    period: String(STEP_SECONDS),
  })
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
  return `otpauth://totp/${label}?${query}`;
};
