import fp from 'fastify-plugin';
import {
  DEFAULT_DEVICE,
  DEVICES,
  RequestHeader,
  toSupportedLanguage,
  type Device,
  type SupportedLanguage,
} from '@platform/contracts';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges only with an interface
  interface FastifyRequest {
    language: SupportedLanguage;
    device: Device;
  }
}

const readDevice = (raw: unknown): Device => {
  const value = typeof raw === 'string' ? raw.trim().toUpperCase() : '';
  return (DEVICES as readonly string[]).includes(value) ? (value as Device) : DEFAULT_DEVICE;
};

/** Reads the headers every client sends (Language, Device) once, for every later step to use. */
export const requestContextPlugin = fp(
  async (app) => {
    app.decorateRequest('language', 'PT');
    app.decorateRequest('device', DEFAULT_DEVICE);
    app.addHook('onRequest', async (request) => {
      request.language = toSupportedLanguage(request.headers[RequestHeader.language]);
      request.device = readDevice(request.headers[RequestHeader.device]);
    });
  },
  { name: 'request-context' },
);
