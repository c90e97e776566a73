import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox, parseAtRestKey } from './secret-box.js';

describe('secret box: secrets stored sealed with AES-256-GCM', () => {
  const key = randomBytes(32);
  const box = createSecretBox({ sealing: key });

  it('seals to a new form each time and opens it back', () => {
    const first = box.seal('JBSWY3DPEHPK3PXP', 'member.totp_secret:1');
    const second = box.seal('JBSWY3DPEHPK3PXP', 'member.totp_secret:1');
    expect(first).toMatch(/^sealed:v1:[0-9a-f]{8}:/);
    expect(first).not.toContain('JBSWY3DPEHPK3PXP');
    expect(first).not.toBe(second);
    expect(box.open(first, 'member.totp_secret:1')).toBe('JBSWY3DPEHPK3PXP');
    expect(box.isSealed(first)).toBe(true);
  });

  it('opens only for the purpose it was sealed for, and refuses a changed value', () => {
    const sealed = box.seal('Seu código é 123456', 'outbox_message.body:a');
    expect(() => box.open(sealed, 'outbox_message.body:b')).toThrow();
    // A different character inside the tag (the last one carries padding bits: not that one).
    const at = sealed.length - 3;
    const flipped = sealed.slice(0, at) + (sealed[at] === 'A' ? 'B' : 'A') + sealed.slice(at + 1);
    expect(flipped).not.toBe(sealed);
    expect(() => box.open(flipped, 'outbox_message.body:a')).toThrow();
  });

  it('reads values stored before sealing as they are', () => {
    expect(box.isSealed('JBSWY3DPEHPK3PXP')).toBe(false);
    expect(box.open('JBSWY3DPEHPK3PXP', 'member.totp_secret:1')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('seals with the new key while the previous one still opens what it sealed', () => {
    const old = box.seal('old secret', 'p');
    const next = createSecretBox({ sealing: randomBytes(32), opening: [key] });
    expect(next.open(old, 'p')).toBe('old secret');
    expect(next.open(next.seal('new secret', 'p'), 'p')).toBe('new secret');
    expect(() => createSecretBox({ sealing: randomBytes(32) }).open(old, 'p')).toThrow(/no at-rest key/);
  });

  it('reads AT_REST_KEY as 64 hex digits or base64 of 32 bytes', () => {
    expect(parseAtRestKey(key.toString('hex'))).toEqual(key);
    expect(parseAtRestKey(key.toString('base64'))).toEqual(key);
    expect(parseAtRestKey(key.toString('base64url'))).toEqual(key);
    expect(parseAtRestKey(randomBytes(16).toString('hex'))).toBeNull();
    expect(parseAtRestKey('not a key')).toBeNull();
  });
});
