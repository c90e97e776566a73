import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers (CSP, HSTS, nosniff…) on every answer. The middleware is built once:
 * @fastify/helmet built it again on every request, parsing the CSP directives each time, which
 * showed in the seamless wallet's profile under load.
 */
export const securityHeadersPlugin = fp(
  async (app, options: HelmetOptions) => {
    const setHeaders = helmet(options);
    app.addHook('onRequest', (request, reply, done) => {
      setHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
    });
  },
  { name: 'security-headers' },
);
