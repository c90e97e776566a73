import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
// The `compress` route option (@fastify/compress, registered in app.ts).
import type {} from '@fastify/compress';
import type { z } from 'zod';
import { RequestHeader, envelopeOf, isOperatorType, isTrialType } from '@platform/contracts';
import { AppError } from '../lib/app-error.js';
import { sessionTokenFromCookie } from '../lib/session-cookie.js';

/** @fastify/compress for API answers: quick brotli (its default quality 4) first, then gzip. */
const ANSWER_COMPRESSION = { encodings: ['br', 'gzip'] as ('br' | 'gzip')[], threshold: 1024 };

/** Who is calling a token route, as the accounts module resolves it from the session token. */
export type Principal = { sessionId: string; memberId: string; account: string; type: number };

/** The calling member of a token route (the registry has already refused anonymous calls). */
export const memberIdOf = (principal: Principal | null): string => {
  if (!principal) throw new AppError('unauthorized');
  return principal.memberId;
};

export type Authenticate = (token: string) => Promise<Principal | null>;
/** Refuses a request while the site is in maintenance or the visitor's region is blocked. */
export type Gate = (request: FastifyRequest) => Promise<void>;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** How long a public answer stays fresh in a browser or a shared cache. */
export type PublicCache = { maxAgeSeconds: number };

/** The request headers a public answer may depend on (the language of its texts, the merchant). */
const PUBLIC_VARY = [RequestHeader.language, RequestHeader.merchant];
/** Never kept anywhere: an answer that read the caller's session. */
export const SESSION_CACHE = 'private, no-store';

/**
 * What every API path declares (spec sections 6 and 7): its module ID, whether a session token is
 * required, and whether its payload travels encrypted. Auth, gating and the OpenAPI document are
 * driven from these declarations, so a route cannot forget them.
 */
export type RouteDeclaration = {
  method: Method;
  url: string;
  modID: string;
  token: boolean;
  /**
   * A public route (token: false) that still reads the caller's session when a token is sent, for
   * answers that differ for a member (a lobby's "recent" filter); a missing or stale token makes
   * the caller a visitor, never an error.
   */
  readsSession: boolean;
  encrypt: boolean;
  /** false for the few routes that must answer in maintenance or for a blocked region (system). */
  gated: boolean;
  /** Keep the exact request body (request.rawBody), for routes whose callers sign it. */
  rawBody: boolean;
  /**
   * Whether trial (free-play) accounts may call this token route. Refused by default, so a new
   * route can never let demo accounts near real money by forgetting to say so.
   */
  trial: boolean;
  /**
   * Back-office operators (accounts of an operator type) call only routes declared 'only', plus
   * those 'allowed' to anyone (logout); every other token route refuses them, so a member route
   * can never act on an operator's session by forgetting to say so.
   */
  operator: 'only' | 'allowed' | 'refused';
  /**
   * Takes a form post (application/x-www-form-urlencoded) as well as JSON: only the one form route
   * of the spec. Every other route answers a form body with 415.
   */
  form: boolean;
  /** A larger body than the app's 1 MB, for the routes that take images. */
  bodyLimit?: number;
  /**
   * The answer is the same for every caller who sends the same request and the same Vary headers
   * (a public catalogue answer), so it may be kept for a short while: see publicCacheHeaders.
   * Only on public routes; on a readsSession route a call that sends a token is never cached.
   */
  publicCache?: PublicCache;
  summary: string;
  tags: readonly string[];
};

type HandlerContext<Q, B> = { request: FastifyRequest; query: Q; body: B; principal: Principal | null };

export type RouteDefinition<Q extends z.ZodType, B extends z.ZodType, V extends z.ZodType> = Omit<
  RouteDeclaration,
  'encrypt' | 'gated' | 'trial' | 'rawBody' | 'readsSession' | 'operator' | 'form'
> & {
  operator?: 'only' | 'allowed';
  form?: boolean;
  rawBody?: boolean;
  readsSession?: boolean;
  /**
   * The handler hands out the same value object again for the same answer (it caches them), so
   * the registry checks and serialises each such object once and sends the kept JSON after that.
   * The object must never change once returned.
   */
  reusesValues?: boolean;
  encrypt?: boolean;
  gated?: boolean;
  trial?: boolean;
  querystring?: Q;
  body?: B;
  value: V;
  handler: (context: HandlerContext<z.infer<Q>, z.infer<B>>) => Promise<z.infer<V>>;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges only with an interface
  interface FastifyRequest {
    principal: Principal | null;
    /** The body exactly as sent, on routes declared rawBody: true. */
    rawBody: string | null;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges only with an interface
  interface FastifyContextConfig {
    declaration?: RouteDeclaration;
    /** The route takes a form post besides JSON (set from `form: true`, or by an HTML page's route). */
    formBody?: boolean;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges only with an interface
  interface FastifyInstance {
    routeRegistry: RouteRegistry;
  }
}

export type RouteRegistry = {
  add<
    Q extends z.ZodType = z.ZodUndefined,
    B extends z.ZodType = z.ZodUndefined,
    V extends z.ZodType = z.ZodType,
  >(
    definition: RouteDefinition<Q, B, V>,
  ): void;
  list(): RouteDeclaration[];
};

const RAW_BODY_LIMIT = 64 * 1024;

/** Buffers the body once so a signature can be checked over the exact bytes the caller sent. */
const keepRawBody = async (request: FastifyRequest, _reply: unknown, payload: NodeJS.ReadableStream) => {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += bytes.length;
    // Checked here too: this runs before the parser's own body limit.
    if (size > RAW_BODY_LIMIT) throw new AppError('payload-too-large');
    chunks.push(bytes);
  }
  const raw = Buffer.concat(chunks);
  request.rawBody = raw.toString('utf8');
  return Readable.from([raw]);
};

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The success envelope of a value as the response serialiser would write it (checked against the
 * route's schema, unknown keys left out), built once per value object and kept per route until the
 * object is dropped. As bytes: a Buffer sent with a JSON content type passes Fastify's serialiser
 * untouched, and Node writes it without encoding it again.
 */
const createOnceSerialiser = (envelope: z.ZodType) => {
  const kept = new WeakMap<object, Buffer>();
  const build = (value: unknown) =>
    Buffer.from(JSON.stringify(envelope.parse({ success: true, errorCode: null, message: '', value })));
  return (value: unknown): Buffer => {
    if (typeof value !== 'object' || value === null) return build(value);
    let json = kept.get(value);
    if (json === undefined) {
      json = build(value);
      kept.set(value, json);
    }
    return json;
  };
};

const bearer = (raw: string | undefined): string | null => {
  if (!raw) return null;
  const token = raw.replace(/^Bearer\s+/i, '').trim();
  return token.length > 0 ? token : null;
};

/**
 * The session token a request carries: the spec's Authorization header decides when sent;
 * otherwise the browser's session cookie, which counts only beside the client's custom header
 * (CSRF; lib/session-cookie.ts).
 */
const sessionTokenOf = (request: FastifyRequest): string | null =>
  bearer(request.headers[RequestHeader.authorization]) ?? sessionTokenFromCookie(request);

export const routeRegistryPlugin = fp(
  async (app: FastifyInstance, options: { authenticate: Authenticate; gate: Gate; merchantCode: string }) => {
    const declarations: RouteDeclaration[] = [];
    app.decorateRequest('principal', null);
    app.decorateRequest('rawBody', null);

    app.decorate('routeRegistry', {
      add(definition) {
        const { querystring, body, value, handler, reusesValues, ...rest } = definition;
        const envelope = envelopeOf(value);
        const serialisedOnce = reusesValues ? createOnceSerialiser(envelope) : null;
        const declaration: RouteDeclaration = {
          ...rest,
          encrypt: rest.encrypt ?? false,
          gated: rest.gated ?? true,
          trial: rest.trial ?? false,
          operator: rest.operator ?? 'refused',
          rawBody: rest.rawBody ?? false,
          form: rest.form ?? false,
          readsSession: !rest.token && (rest.readsSession ?? false),
        };
        if (declaration.publicCache && (declaration.token || declaration.encrypt)) {
          throw new Error(`${declaration.url}: a token or encrypted route cannot declare publicCache`);
        }
        app.route({
          method: declaration.method,
          url: declaration.url,
          config: { declaration, formBody: declaration.form },
          // Answers of 1 KB and more (catalogue pages, reports) go out brotli or gzip by
          // Accept-Encoding; smaller ones are not worth the header.
          compress: ANSWER_COMPRESSION,
          ...(declaration.bodyLimit ? { bodyLimit: declaration.bodyLimit } : {}),
          ...(declaration.rawBody ? { preParsing: keepRawBody } : {}),
          schema: {
            summary: declaration.summary,
            tags: [...declaration.tags],
            description: [
              `Module ${declaration.modID}`,
              declaration.token ? 'token required' : null,
              declaration.readsSession ? 'token optional' : null,
              declaration.token && declaration.trial ? 'trial accounts allowed' : null,
              declaration.operator === 'only' ? 'operators only' : null,
              declaration.encrypt ? 'encrypted payload' : null,
              declaration.form ? 'form post accepted' : null,
              declaration.publicCache
                ? `public cache ${declaration.publicCache.maxAgeSeconds} s (ETag)`
                : null,
            ]
              .filter(Boolean)
              .join(' · '),
            ...(declaration.token ? { security: [{ token: [] }] } : {}),
            ...(querystring ? { querystring } : {}),
            ...(body ? { body } : {}),
            ...(declaration.form
              ? { consumes: ['application/json', 'application/x-www-form-urlencoded'] }
              : {}),
            response: { 200: envelope },
          },
          handler: async (request, reply) => {
            const answer = await handler({
              request,
              query: request.query as never,
              body: request.body as never,
              principal: request.principal,
            });
            if (!serialisedOnce) return { success: true, errorCode: null, message: '', value: answer };
            reply.type(JSON_TYPE);
            return serialisedOnce(answer);
          },
        });
        declarations.push(declaration);
      },
      list: () => [...declarations],
    } satisfies RouteRegistry);

    // Before the body is parsed: refuse gated routes in maintenance, then unauthenticated callers.
    app.addHook('onRequest', async (request) => {
      const declaration = request.routeOptions.config.declaration;
      if (!declaration) return;
      const merchant = request.headers[RequestHeader.merchant];
      // One deployment serves one merchant; a client configured for another must not be served.
      if (
        typeof merchant === 'string' &&
        merchant !== '' &&
        merchant.toLowerCase() !== options.merchantCode
      ) {
        throw new AppError('invalid-merchant');
      }
      if (declaration.gated) await options.gate(request);
      // Only routes that use the caller resolve the session: clients send their token on every
      // call, and public routes (status, help…) must not pay a session query for nobody.
      if (!declaration.token && !declaration.readsSession) return;
      const token = sessionTokenOf(request);
      request.principal = token ? await options.authenticate(token) : null;
      if (declaration.readsSession) return;
      if (!request.principal) throw new AppError('unauthorized');
      if (!declaration.trial && isTrialType(request.principal.type)) {
        throw new AppError('in-need-true-account');
      }
      const isOperator = isOperatorType(request.principal.type);
      if (declaration.operator === 'only' && !isOperator) throw new AppError('operators-only');
      if (declaration.operator === 'refused' && isOperator) throw new AppError('members-only');
    });

    // Cache headers of the routes declared publicCache, on successful answers only (an error, a
    // maintenance or region refusal is never kept). The ETag is a hash of the bytes sent, so a
    // client that sends it back (If-None-Match) gets 304 and no body while the answer is unchanged.
    app.addHook('onSend', async (request, reply, payload) => {
      const declaration = request.routeOptions.config.declaration;
      if (!declaration?.publicCache || reply.statusCode !== 200) return payload;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      if (declaration.readsSession && sessionTokenOf(request)) {
        reply.header('cache-control', SESSION_CACHE);
        return payload;
      }
      const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
      reply.header('etag', etag);
      reply.header('cache-control', `public, max-age=${declaration.publicCache.maxAgeSeconds}`);
      // A readsSession route answers a member differently: a cache must not hand the visitors'
      // answer to a request that carries a token, in the header or in the session cookie.
      const vary = declaration.readsSession
        ? [...PUBLIC_VARY, RequestHeader.authorization, 'cookie']
        : PUBLIC_VARY;
      reply.header('vary', vary.join(', '));
      const sentBack = request.headers['if-none-match'];
      if (sentBack && sentBack.split(',').some((tag) => tag.trim() === etag)) {
        reply.code(304);
        reply.removeHeader('content-type');
        reply.removeHeader('content-length');
        return '';
      }
      return payload;
    });
  },
  { name: 'route-registry', dependencies: ['request-context', 'error-handler'] },
);
