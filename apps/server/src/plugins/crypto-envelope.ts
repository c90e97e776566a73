import fp from 'fastify-plugin';
import { PayloadDecryptionError, RequestHeader, decryptPayload, payloadKeyId } from '@platform/contracts';
import { AppError } from '@platform/server-kit';

export type PrivateKeyLookup = (keyId: string) => Promise<CryptoKey | null>;

/**
 * Decrypts the body of every route the registry declares `encrypt: true`, before validation, so
 * handlers and schemas see the plain payload. A plain payload on such a route is refused: the point
 * is that passwords never travel or get logged as readable JSON, even behind TLS-terminating proxies.
 */
export const cryptoEnvelopePlugin = fp(
  async (app, options: { privateKeyFor: PrivateKeyLookup }) => {
    app.addHook('preValidation', async (request) => {
      if (!request.routeOptions.config.declaration?.encrypt) return;
      const header = request.headers[RequestHeader.encryption];
      const body = request.body as { value?: unknown } | null | undefined;
      if (typeof header !== 'string' || typeof body?.value !== 'string' || Object.keys(body).length !== 1) {
        throw new AppError('encrypted-payload-required');
      }
      const keyId = payloadKeyId(header);
      const privateKey = keyId ? await options.privateKeyFor(keyId) : null;
      if (!privateKey) throw new AppError('encrypted-payload-invalid');
      try {
        request.body = await decryptPayload(privateKey, header, body.value);
      } catch (error) {
        if (error instanceof PayloadDecryptionError) throw new AppError('encrypted-payload-invalid');
        throw error;
      }
    });
  },
  { name: 'crypto-envelope', dependencies: ['route-registry'] },
);
