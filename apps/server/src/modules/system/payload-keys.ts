import { randomBytes } from 'node:crypto';
import { PAYLOAD_ALGORITHM, PayloadKeyResponse } from '@platform/contracts';
import type { SystemRepository } from './system.repository.js';

const RSA_OAEP = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

/** Creates the first payload key pair if none is active (run at start-up, under the lock). */
export const ensurePayloadKey = async (repository: SystemRepository): Promise<void> => {
  if ((await repository.activePayloadKeys()).length > 0) return;
  const pair = await crypto.subtle.generateKey(
    { ...RSA_OAEP, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['encrypt', 'decrypt'],
  );
  await repository.insertPayloadKey({
    id: randomBytes(8).toString('hex'),
    publicJwk: await crypto.subtle.exportKey('jwk', pair.publicKey),
    privateJwk: await crypto.subtle.exportKey('jwk', pair.privateKey),
  });
};

export type PayloadKeyring = {
  /** The key clients should encrypt for. */
  current(): Promise<PayloadKeyResponse>;
  /** The private key for a key id, or null when unknown or retired. */
  privateKeyFor(keyId: string): Promise<CryptoKey | null>;
};

/** Keys are read once and kept: they change only by rotation, which adds a new row. */
export const createPayloadKeyring = (repository: SystemRepository): PayloadKeyring => {
  let loaded: Promise<{ current: PayloadKeyResponse; privateKeys: Map<string, CryptoKey> }> | null = null;
  const load = async () => {
    const rows = await repository.activePayloadKeys();
    const newest = rows[0];
    if (!newest) throw new Error('no payload key: the database was not prepared');
    const privateKeys = new Map<string, CryptoKey>();
    for (const row of rows) {
      privateKeys.set(
        row.id,
        await crypto.subtle.importKey('jwk', row.privateJwk as JsonWebKey, RSA_OAEP, false, ['decrypt']),
      );
    }
    const current = PayloadKeyResponse.parse({
      keyId: newest.id,
      algorithm: PAYLOAD_ALGORITHM,
      publicKey: newest.publicJwk,
    });
    return { current, privateKeys };
  };
  const keys = () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = null;
      throw error;
    });
    return loaded;
  };
  return {
    current: async () => (await keys()).current,
    privateKeyFor: async (keyId) => (await keys()).privateKeys.get(keyId) ?? null,
  };
};
