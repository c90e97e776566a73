import type { FastifyReply, FastifyRequest } from 'fastify';
import { RequestHeader } from '@platform/contracts';

/**
 * The browser's copy of a session (decision 0003, "Session cookie"): the session token in an
 * HttpOnly cookie every tab of the browser shares, beside the spec's `Authorization` header, and
 * the remember-me token in one only the resume route receives. Scripts on the page never see them.
 */
export const SESSION_COOKIE = 'session';
export const REMEMBER_COOKIE = 'remember';
const REMEMBER_COOKIE_PATH = '/wps/session';

/** One cookie's value from the request's Cookie header, or null. */
export const readCookie = (request: FastifyRequest, name: string): string | null => {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.split('=');
    if (key?.trim() !== name) continue;
    try {
      const value = decodeURIComponent(rest.join('=').trim());
      return value === '' ? null : value;
    } catch {
      return null;
    }
  }
  return null;
};

/**
 * A cookie authenticates only a request that also carries the `X-Gateway-Version` header, which
 * this site's client sends on every call. Another site cannot add a custom header to a request
 * without a CORS preflight this server never grants, so a forged cross-site request arrives with
 * the cookie but without the header, and counts as anonymous (CSRF; decision 0003).
 */
const mayUseCookies = (request: FastifyRequest): boolean => {
  const header = request.headers[RequestHeader.gatewayVersion];
  return typeof header === 'string' && header.trim() !== '';
};

/** The session cookie's token, when the request may use cookies. */
export const sessionTokenFromCookie = (request: FastifyRequest): string | null =>
  mayUseCookies(request) ? readCookie(request, SESSION_COOKIE) : null;

/** The remember-me cookie's token, when the request may use cookies. */
export const rememberTokenFromCookie = (request: FastifyRequest): string | null =>
  mayUseCookies(request) ? readCookie(request, REMEMBER_COOKIE) : null;

const attributes = (request: FastifyRequest, path: string, maxAgeSeconds: number | null) =>
  [
    `Path=${path}`,
    'HttpOnly',
    'SameSite=Strict',
    // Secure whenever the site is served over https; plain http (localhost, tests) keeps working.
    request.protocol === 'https' ? 'Secure' : null,
    maxAgeSeconds === null ? null : `Max-Age=${maxAgeSeconds}`,
  ]
    .filter(Boolean)
    .join('; ');

/**
 * Sets the cookies of a session just opened. Without remember-me the session cookie ends with the
 * browser (the server's idle and 24-hour limits still apply); with it, both last the remember-me
 * lifetime, so a closed browser comes back logged in while the server agrees.
 */
export const setSessionCookies = (
  request: FastifyRequest,
  reply: FastifyReply,
  input: { token: string; rememberToken: string | null; rememberSeconds: number },
) => {
  const lifetime = input.rememberToken ? input.rememberSeconds : null;
  reply.header(
    'set-cookie',
    `${SESSION_COOKIE}=${encodeURIComponent(input.token)}; ${attributes(request, '/', lifetime)}`,
  );
  if (input.rememberToken) {
    reply.header(
      'set-cookie',
      `${REMEMBER_COOKIE}=${encodeURIComponent(input.rememberToken)}; ${attributes(request, REMEMBER_COOKIE_PATH, lifetime)}`,
    );
  }
  reply.header('cache-control', 'no-store');
};

/** Removes both cookies (logout, a refused resume, a changed password). */
export const clearSessionCookies = (request: FastifyRequest, reply: FastifyReply) => {
  reply.header('set-cookie', `${SESSION_COOKIE}=; ${attributes(request, '/', 0)}`);
  reply.header('set-cookie', `${REMEMBER_COOKIE}=; ${attributes(request, REMEMBER_COOKIE_PATH, 0)}`);
};
