import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, generateTotpSecret, totpAuthUrl, totpCode, verifyTotp } from './totp.js';

// RFC 6238 appendix B, SHA-1 key.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890', 'ascii'));
const RFC_VECTORS: Array<[number, string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
];
const at = (seconds: number) => new Date(seconds * 1000);

describe('TOTP', () => {
  it('matches the RFC 6238 SHA-1 test vectors', () => {
    for (const [seconds, expected] of RFC_VECTORS) {
      expect(totpCode(RFC_SECRET, at(seconds), 8)).toBe(expected);
      expect(totpCode(RFC_SECRET, at(seconds))).toBe(expected.slice(-6));
      expect(verifyTotp(RFC_SECRET, expected.slice(-6), at(seconds))).toBe(true);
    }
  });

  it('accepts one 30-second step either side and nothing further', () => {
    const now = at(1_234_567_890);
    const code = (offsetSeconds: number) => totpCode(RFC_SECRET, at(1_234_567_890 + offsetSeconds));
    expect(verifyTotp(RFC_SECRET, code(-30), now)).toBe(true);
    expect(verifyTotp(RFC_SECRET, code(30), now)).toBe(true);
    expect(verifyTotp(RFC_SECRET, code(-60), now)).toBe(false);
    expect(verifyTotp(RFC_SECRET, code(60), now)).toBe(false);
  });

  it('refuses malformed codes', () => {
    const now = at(59);
    expect(verifyTotp(RFC_SECRET, '', now)).toBe(false);
    expect(verifyTotp(RFC_SECRET, '94287082', now)).toBe(false);
    expect(verifyTotp(RFC_SECRET, '28708', now)).toBe(false);
    expect(verifyTotp(RFC_SECRET, 'abcdef', now)).toBe(false);
    expect(verifyTotp(RFC_SECRET, ' 287082 ', now)).toBe(true);
  });

  it('round-trips base32 and generates 160-bit secrets', () => {
    expect(RFC_SECRET).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(base32Decode(RFC_SECRET).toString('ascii')).toBe('12345678901234567890');
    expect(base32Decode('gezdgnbv gy3tqojq====').toString('ascii')).toBe('1234567890');
    for (const length of [0, 1, 2, 3, 4, 5, 7, 31]) {
      const bytes = Buffer.from(Array.from({ length }, (_, i) => (i * 37 + 11) & 255));
      expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    }
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(generateTotpSecret()).not.toBe(secret);
    expect(() => base32Decode('not base32!')).toThrow();
  });

  it('builds the otpauth URL authenticator apps read', () => {
    expect(totpAuthUrl({ issuer: 'Sorte Grande', account: 'ana@x.example', secret: 'ABC' })).toBe(
      'otpauth://totp/Sorte%20Grande:ana%40x.example?secret=ABC&issuer=Sorte%20Grande&algorithm=SHA1&digits=6&period=30',
    );
  });
});
