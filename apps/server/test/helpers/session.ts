import type { FastifyInstance } from 'fastify';
import { PayloadKeyResponse, encryptPayload } from '@platform/contracts';

type Method = 'POST' | 'PUT';
type Injected = Awaited<ReturnType<FastifyInstance['inject']>>;

const keys = new WeakMap<FastifyInstance, PayloadKeyResponse>();

/** Sends a body the way clients send it to encrypted routes (the Encryption header and { value }). */
export const sendEncrypted = async (
  app: FastifyInstance,
  input: {
    method: Method;
    url: string;
    body: unknown;
    headers?: Record<string, string>;
    /** The caller's address (app.inject's default is 127.0.0.1). */
    remoteAddress?: string;
  },
): Promise<Injected> => {
  let key = keys.get(app);
  if (!key) {
    const published = await app.inject({ method: 'GET', url: '/wps/system/payloadKey' });
    key = PayloadKeyResponse.parse(published.json().value);
    keys.set(app, key);
  }
  const { header, body } = await encryptPayload(key, input.body);
  return app.inject({
    method: input.method,
    url: input.url,
    payload: body,
    ...(input.remoteAddress ? { remoteAddress: input.remoteAddress } : {}),
    headers: { 'content-type': 'application/json', language: 'EN', encryption: header, ...input.headers },
  });
};

const base64Url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

/**
 * The encrypted payload of an exact plaintext (which need not be JSON), built as encryptPayload
 * builds it: for tests that send what no well-behaved client would.
 */
export const encryptRaw = async (
  key: PayloadKeyResponse,
  plaintext: string | Uint8Array,
): Promise<{ header: string; body: { value: string } }> => {
  const rsa = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;
  const publicKey = await crypto.subtle.importKey('jwk', key.publicKey, rsa, false, ['encrypt']);
  const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const bytes = new Uint8Array(
    typeof plaintext === 'string' ? new TextEncoder().encode(plaintext) : plaintext,
  );
  const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, bytes));
  const wrapped = new Uint8Array(
    await crypto.subtle.encrypt(rsa, publicKey, await crypto.subtle.exportKey('raw', aesKey)),
  );
  return {
    header: `v1.${key.keyId}.${base64Url(wrapped)}`,
    body: { value: base64Url(Buffer.concat([iv, sealed])) },
  };
};

/** Logs in through the real route and returns the session token. */
export const loginAs = async (
  app: FastifyInstance,
  account: string,
  password = 'Demo2026',
  extra: Record<string, unknown> = {},
): Promise<string> => {
  const response = await sendEncrypted(app, {
    method: 'POST',
    url: '/wps/session/login',
    body: { type: 'username', username: account, password, ...extra },
  });
  if (response.statusCode !== 200) throw new Error(`login of ${account} failed: ${response.body}`);
  return response.json().value.token as string;
};
