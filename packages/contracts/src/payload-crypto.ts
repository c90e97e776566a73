/**
 * Encrypted request payloads for routes declared `encrypt: true` (spec section 7, "E").
 * Clients send `{ value }` with an `Encryption` header, as existing clients do, but with modern
 * primitives: a fresh AES-256-GCM key per request encrypts the JSON body, and RSA-OAEP (SHA-256)
 * wraps that key for the server's published public key. WebCrypto only, so the same code runs in
 * browsers and in Node.
 *
 *   Encryption: v1.<keyId>.<base64url(RSA-OAEP(aesKey))>
 *   body:       { "value": "<base64url(iv ‖ AES-GCM(json))>" }
 */
export const PAYLOAD_ALGORITHM = 'RSA-OAEP-256+A256GCM';
const VERSION = 'v1';
const IV_BYTES = 12;
const RSA = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

const toBase64Url = (bytes: Uint8Array): string => {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
};

const fromBase64Url = (text: string): Uint8Array<ArrayBuffer> => {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new PayloadDecryptionError('not base64url');
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
};

export class PayloadDecryptionError extends Error {}

/**
 * The encrypted form of exact plaintext bytes. Clients encrypt JSON (encryptPayload); tests use
 * this to send what no well-behaved client would.
 */
export const encryptPayloadBytes = async (
  key: { keyId: string; publicKey: JsonWebKey },
  plaintext: Uint8Array<ArrayBuffer>,
): Promise<{ header: string; body: { value: string } }> => {
  const publicKey = await crypto.subtle.importKey('jwk', key.publicKey, RSA, false, ['encrypt']);
  const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const ciphertext = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plaintext));
  const rawKey = await crypto.subtle.exportKey('raw', aesKey);
  const wrappedKey = new Uint8Array(await crypto.subtle.encrypt(RSA, publicKey, rawKey));
  const value = new Uint8Array(iv.length + ciphertext.length);
  value.set(iv);
  value.set(ciphertext, iv.length);
  return {
    header: `${VERSION}.${key.keyId}.${toBase64Url(wrappedKey)}`,
    body: { value: toBase64Url(value) },
  };
};

export const encryptPayload = (
  key: { keyId: string; publicKey: JsonWebKey },
  payload: unknown,
): Promise<{ header: string; body: { value: string } }> =>
  encryptPayloadBytes(key, new TextEncoder().encode(JSON.stringify(payload)));

/** Which key a request was encrypted for, so a server holding several keys can pick one. */
export const payloadKeyId = (header: string): string | null => {
  const [version, keyId] = header.split('.');
  return version === VERSION && keyId ? keyId : null;
};

/** Throws PayloadDecryptionError for any malformed, tampered or wrongly keyed payload. */
export const decryptPayload = async (
  privateKey: CryptoKey,
  header: string,
  value: string,
): Promise<unknown> => {
  const [version, , wrapped, extra] = header.split('.');
  if (version !== VERSION || !wrapped || extra !== undefined) throw new PayloadDecryptionError('bad header');
  const data = fromBase64Url(value);
  if (data.length <= IV_BYTES) throw new PayloadDecryptionError('payload too short');
  try {
    const rawKey = await crypto.subtle.decrypt(RSA, privateKey, fromBase64Url(wrapped));
    const aesKey = await crypto.subtle.importKey('raw', rawKey, 'AES-GCM', false, ['decrypt']);
    const plaintext = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: data.subarray(0, IV_BYTES) },
      aesKey,
      data.subarray(IV_BYTES),
    );
    return JSON.parse(new TextDecoder().decode(plaintext));
  } catch (error) {
    throw new PayloadDecryptionError('cannot decrypt', { cause: error });
  }
};
