import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet writes for these options. With static options (no per-request nonce) they
 * are the same on every answer, so helmet runs once, against a recording response, at start-up.
 */
export const helmetHeaders = (options: HelmetOptions): Record<string, string> => {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown = null;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error ?? null;
  });
  if (failure) throw failure;
  return headers;
};

/**
 * The headers that still mean something on a script, stylesheet or font: the rest (CSP, frame
 * options, COOP, referrer policy…) govern documents and do nothing on a subresource.
 */
const SUBRESOURCE_HEADERS = [
  'x-content-type-options',
  'cross-origin-resource-policy',
  'strict-transport-security',
];

export type SecurityHeadersOptions = HelmetOptions & {
  /**
   * Paths that hold only the site's built scripts, stylesheets and fonts (/assets/): they get the
   * subresource headers only, about 0.5 KB less per file, which a phone's first visit to the home
   * page pays some twenty times.
   */
  subresourcePrefix?: string;
};

/**
 * Helmet's security headers (CSP, HSTS, nosniff…) on every answer, computed once. Running helmet
 * per request set each header on the raw response (validated there) for Node to validate again
 * when Fastify writes its own: about 6 % of the server's CPU on a cached lobby page. Handing the
 * fixed set to the reply costs one object copy; a route may still override one (sendSvg does).
 */
export const securityHeadersPlugin = fp(
  async (app, { subresourcePrefix, ...options }: SecurityHeadersOptions) => {
    const headers = helmetHeaders(options);
    const subresourceHeaders = Object.fromEntries(
      Object.entries(headers).filter(([name]) => SUBRESOURCE_HEADERS.includes(name)),
    );
    app.addHook('onRequest', (request, reply, done) => {
      const subresource = subresourcePrefix !== undefined && request.url.startsWith(subresourcePrefix);
      reply.headers(subresource ? subresourceHeaders : headers);
      done();
    });
  },
  { name: 'security-headers' },
);
