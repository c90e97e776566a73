import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Secrets the platform must read back (an authenticator's shared secret, the text of a message
 * the outbox kept) are stored sealed: AES-256-GCM under the at-rest key, with a purpose label as
 * associated data so a value copied into another column or row does not open there.
 *
 * Stored form: `sealed:v1:<key id>:<iv>:<ciphertext>:<tag>` (base64url). The key id (the first
 * 8 hex digits of the key's SHA-256) says which key opens it, so a new key can seal while the
 * previous one still opens what it sealed. Values without the prefix were written before sealing
 * existed and are read as they are, until the start-up pass seals them.
 */
const PREFIX = 'sealed:v1:';
const IV_BYTES = 12;

export const AT_REST_KEY_BYTES = 32;

export type SecretBox = {
  /** The sealed form of `plain`, bound to `purpose` (e.g. `member.totp_secret:<member id>`). */
  seal(plain: string, purpose: string): string;
  /** The plain text of a stored value; a value stored before sealing is returned as it is. */
  open(stored: string, purpose: string): string;
  /**
   * Keyed digests of `value` for look-ups without storing it (HMAC-SHA256 under a key derived
   * from each at-rest key and `purpose`): the sealing key's first, then each older key's, so a
   * value stored under the previous key is still found after a rotation.
   */
  digests(value: string, purpose: string): string[];
  isSealed(stored: string): boolean;
};

const keyIdOf = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);

/** `sealing` seals; it and every key in `opening` open. Each key is 32 bytes. */
export const createSecretBox = (keys: { sealing: Buffer; opening?: readonly Buffer[] }): SecretBox => {
  const all = [keys.sealing, ...(keys.opening ?? [])];
  if (all.some((key) => key.length !== AT_REST_KEY_BYTES)) throw new Error('an at-rest key is 32 bytes');
  const byId = new Map(all.map((key) => [keyIdOf(key), key]));
  const sealingId = keyIdOf(keys.sealing);
  return {
    seal(plain, purpose) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', keys.sealing, iv);
      cipher.setAAD(Buffer.from(purpose));
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, ciphertext, cipher.getAuthTag()].map((part) => part.toString('base64url'));
      return `${PREFIX}${sealingId}:${parts.join(':')}`;
    },
    open(stored, purpose) {
      if (!stored.startsWith(PREFIX)) return stored;
      const [keyId, iv, ciphertext, tag] = stored.slice(PREFIX.length).split(':');
      const key = keyId ? byId.get(keyId) : undefined;
      // A missing key is a deployment mistake (AT_REST_KEY changed without keeping the old one):
      // say so rather than answer as if the secret were wrong.
      if (!key) throw new Error(`no at-rest key ${keyId ?? '?'} to open a stored secret`);
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv ?? '', 'base64url'));
      decipher.setAAD(Buffer.from(purpose));
      decipher.setAuthTag(Buffer.from(tag ?? '', 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext ?? '', 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
    isSealed: (stored) => stored.startsWith(PREFIX),
    digests: (value, purpose) =>
      all.map((key) => {
        const derived = createHmac('sha256', key).update(`digest:${purpose}`).digest();
        return createHmac('sha256', derived).update(value).digest('base64url');
      }),
  };
};

/** AT_REST_KEY: 32 bytes as 64 hex digits or base64 (either alphabet, padding optional); null otherwise. */
export const parseAtRestKey = (text: string): Buffer | null => {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) return null;
  // Node's base64 decoder reads both alphabets.
  const key = Buffer.from(value, 'base64');
  return key.length === AT_REST_KEY_BYTES ? key : null;
};
