import type { FastifyInstance } from 'fastify';
import { PayloadKeyResponse, encryptPayload, encryptPayloadBytes } from '@platform/contracts';

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

/** The encrypted payload of an exact plaintext (which need not be JSON), as a client builds it. */
export const encryptRaw = (key: PayloadKeyResponse, plaintext: string | Uint8Array) =>
  encryptPayloadBytes(
    key,
    typeof plaintext === 'string' ? new TextEncoder().encode(plaintext) : new Uint8Array(plaintext),
  );

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

/** Opens a trial (free-play) account through the real route and returns its session token. */
export const trialToken = async (app: FastifyInstance): Promise<string> => {
  const response = await app.inject({
    method: 'POST',
    url: '/wps/session/login/freeplay',
    payload: { os: 'Android', platform: 'W', gatewayVersion: 3 },
  });
  if (response.statusCode !== 200) throw new Error(`free-play login failed: ${response.body}`);
  return response.json().value.token as string;
};
