import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
// The `compress` route option (@fastify/compress, which the app registers).
import type {} from '@fastify/compress';
import type { z } from 'zod';
import { RequestHeader, envelopeOf } from '@platform/contracts';
import { AppError } from '../app-error.js';

/** @fastify/compress for API answers: quick brotli (its default quality 4) first, then gzip. */
const ANSWER_COMPRESSION = { encodings: ['br', 'gzip'] as ('br' | 'gzip')[], threshold: 1024 };

/**
 * Resolves a session token to the app's caller (its own Principal type). `touch: false` for a
 * background call (a page polling on its own): it must not count as the caller's activity, or an
 * open tab would keep an idle session alive. `ip` and `userAgent` are the request's, for the audit
 * of a session the app ends there. It may throw an AppError (a session ended with a reason).
 */
export type Authenticate<Caller> = (
  token: string,
  options: { touch: boolean; ip: string; userAgent: string },
) => Promise<Caller | null>;
/** Refuses a request the app does not serve now (maintenance, a blocked region). */
export type Gate = (request: FastifyRequest) => Promise<void>;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** How long a public answer stays fresh in a browser or a shared cache. */
export type PublicCache = { maxAgeSeconds: number };

/** Never kept anywhere: an answer that read the caller's session. */
export const SESSION_CACHE = 'private, no-store';

/**
 * What every API path declares (spec sections 6 and 7): its module ID, whether a session token is
 * required, and whether its payload travels encrypted. Auth, gating and the OpenAPI document are
 * driven from these declarations, so a route cannot forget them. `Access` is what the app adds
 * about which callers a token route admits (its CallerPolicy).
 */
export type RouteDeclaration<Access extends object = object> = Access & {
  method: Method;
  url: string;
  modID: string;
  token: boolean;
  /**
   * A public route (token: false) that still reads the caller's session when a token is sent, for
   * answers that differ for a signed-in caller (a lobby's "recent" filter); a missing or stale
   * token makes the caller a visitor, never an error.
   */
  readsSession: boolean;
  /** The payload travels encrypted (decrypted by the app's own plugin before validation). */
  encrypt: boolean;
  /** false for the few routes that must answer whatever the app's gate says (system status). */
  gated: boolean;
  /** Keep the exact request body (request.rawBody), for routes whose callers sign it. */
  rawBody: boolean;
  /**
   * Takes a form post (application/x-www-form-urlencoded) as well as JSON: only the one form route
   * of the spec. Every other route answers a form body with 415.
   */
  form: boolean;
  /**
   * Called by open pages on their own (a poll), not by the caller: the call does not renew the
   * session's idle time, so a tab left open still ends its session when it should.
   */
  background: boolean;
  /**
   * A larger body than the app's 1 MB, for the routes that take images; on a rawBody route, a
   * body larger (or smaller) than its 64 KB.
   */
  bodyLimit?: number;
  /**
   * The answer is the same for every caller who sends the same request and the same Vary headers
   * (a public catalogue answer), so it may be kept for a short while: see the onSend hook below.
   * Only on public routes; on a readsSession route a call that sends a token is never cached.
   */
  publicCache?: PublicCache;
  /**
   * The answer is a file, sent as it is with this content type and `Content-Disposition:
   * attachment` (a statement's CSV), not in the envelope; failures still answer the envelope.
   * The handler returns `{ fileName, content }`.
   */
  download?: { contentType: string };
  summary: string;
  tags: readonly string[];
};

type HandlerContext<Q, B, Caller> = { request: FastifyRequest; query: Q; body: B; principal: Caller | null };

/** A route as a module writes it: the declaration with its defaults left out, and its handler. */
export type RouteDefinition<
  Q extends z.ZodType,
  B extends z.ZodType,
  V extends z.ZodType,
  AccessOptions extends object = object,
  Caller = unknown,
> = Omit<RouteDeclaration, 'encrypt' | 'gated' | 'rawBody' | 'readsSession' | 'form' | 'background'> &
  AccessOptions & {
    background?: boolean;
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
    querystring?: Q;
    body?: B;
    value: V;
    handler: (context: HandlerContext<z.infer<Q>, z.infer<B>, Caller>) => Promise<z.infer<V>>;
  };

/**
 * Which callers a token route admits, as the app defines it: the fields its routes may declare
 * (AccessOptions), the same with defaults filled in (Access), and the check of a resolved caller.
 */
export type CallerPolicy<AccessOptions extends object, Access extends object, Caller> = {
  /** The declaration's access fields from what the route wrote, defaults filled in. */
  declare(definition: AccessOptions): Access;
  /** What the OpenAPI description says about them. */
  describe(declaration: RouteDeclaration<Access>): (string | null)[];
  /** Throws (an AppError) for a caller the route does not admit. */
  admit(declaration: RouteDeclaration<Access>, caller: Caller): void;
};

export type RouteRegistryOptions<AccessOptions extends object, Access extends object, Caller> = {
  authenticate: Authenticate<Caller>;
  gate: Gate;
  access: CallerPolicy<AccessOptions, Access, Caller>;
  /** Runs first on every declared route; throws to refuse a request (a client of another merchant). */
  checkRequest?: (request: FastifyRequest) => void;
  /** The session token of a request without an Authorization header (a session cookie), or null. */
  tokenFromCookie?: (request: FastifyRequest) => string | null;
  /** The request headers a public answer may depend on (the language of its texts). */
  publicVary?: readonly string[];
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges only with an interface
  interface FastifyRequest {
    /** The caller of a token route (the app's Principal type; its RouteRegistry hands it over typed). */
    principal: unknown;
    /** The body exactly as sent, on routes declared rawBody: true. */
    rawBody: string | null;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges only with an interface
  interface FastifyContextConfig {
    declaration?: RouteDeclaration;
    /** The route takes a form post besides JSON (set from `form: true`, or by an HTML page's route). */
    formBody?: boolean;
  }
}

/**
 * What the plugin decorates the instance with as `routeRegistry`. Each app declares the property
 * with its own types (declare module 'fastify'), since only it knows its callers.
 */
export type RouteRegistry<
  AccessOptions extends object = object,
  Access extends object = object,
  Caller = unknown,
> = {
  add<
    Q extends z.ZodType = z.ZodUndefined,
    B extends z.ZodType = z.ZodUndefined,
    V extends z.ZodType = z.ZodType,
  >(
    definition: RouteDefinition<Q, B, V, AccessOptions, Caller>,
  ): void;
  list(): RouteDeclaration<Access>[];
};

/**
 * The registry the plugin decorated `app` with, typed by the caller. An app that shares its
 * program with another (the root's system tests compile the platform and the studio together)
 * cannot both declare `routeRegistry` on FastifyInstance with their own types: the studio reads
 * its registry through this instead.
 */
export const routeRegistryOf = <AccessOptions extends object, Access extends object, Caller>(
  app: FastifyInstance,
): RouteRegistry<AccessOptions, Access, Caller> =>
  (app as unknown as Record<string, RouteRegistry<AccessOptions, Access, Caller>>)['routeRegistry']!;

const RAW_BODY_LIMIT = 64 * 1024;

/**
 * Buffers the body once so a signature can be checked over the exact bytes the caller sent; at
 * most `limit` bytes (64 KB unless the route declares a bodyLimit).
 */
const keepRawBody =
  (limit: number) => async (request: FastifyRequest, _reply: unknown, payload: NodeJS.ReadableStream) => {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of payload) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      size += bytes.length;
      // Checked here too: this runs before the parser's own body limit.
      if (size > limit) throw new AppError('payload-too-large');
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

/**
 * `attachment` with the name twice: a plain ASCII one for old clients, and the exact one as
 * RFC 5987 UTF-8 (quotes, backslashes and line breaks never reach the header).
 */
export const attachmentOf = (fileName: string): string => {
  const plain = fileName.replace(/[^\x20-\x7e]|["\\]/gu, '_');
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
};

const bearer = (raw: string | undefined): string | null => {
  if (!raw) return null;
  const token = raw.replace(/^Bearer\s+/i, '').trim();
  return token.length > 0 ? token : null;
};

/**
 * The routes every API path of an app goes through (RouteDeclaration): the session token a
 * request carries is the spec's Authorization header when sent, otherwise the app's cookie
 * (tokenFromCookie); who may call a token route is the app's CallerPolicy.
 */
export const routeRegistryPlugin = fp(
  async <AccessOptions extends object, Access extends object, Caller>(
    app: FastifyInstance,
    options: RouteRegistryOptions<AccessOptions, Access, Caller>,
  ) => {
    const declarations: RouteDeclaration<Access>[] = [];
    const publicVary = options.publicVary ?? [RequestHeader.language];
    const sessionTokenOf = (request: FastifyRequest): string | null =>
      bearer(request.headers[RequestHeader.authorization]) ?? options.tokenFromCookie?.(request) ?? null;
    app.decorateRequest('principal', null);
    app.decorateRequest('rawBody', null);

    // Typed as a plain string: the app declares the property with its own types (RouteRegistry).
    const registryName: string = 'routeRegistry';
    app.decorate(registryName, {
      add(definition) {
        const { querystring, body, value, handler, reusesValues, ...rest } = definition;
        const envelope = envelopeOf(value);
        const serialisedOnce = reusesValues ? createOnceSerialiser(envelope) : null;
        const declaration: RouteDeclaration<Access> = {
          ...rest,
          ...options.access.declare(rest as unknown as AccessOptions),
          encrypt: rest.encrypt ?? false,
          gated: rest.gated ?? true,
          rawBody: rest.rawBody ?? false,
          form: rest.form ?? false,
          background: rest.background ?? false,
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
          ...(declaration.rawBody
            ? { preParsing: keepRawBody(declaration.bodyLimit ?? RAW_BODY_LIMIT) }
            : {}),
          schema: {
            summary: declaration.summary,
            tags: [...declaration.tags],
            description: [
              `Module ${declaration.modID}`,
              declaration.token ? 'token required' : null,
              declaration.readsSession ? 'token optional' : null,
              ...options.access.describe(declaration),
              declaration.background ? 'does not renew the session' : null,
              declaration.encrypt ? 'encrypted payload' : null,
              declaration.form ? 'form post accepted' : null,
              declaration.publicCache
                ? `public cache ${declaration.publicCache.maxAgeSeconds} s (ETag)`
                : null,
              declaration.download ? `a file (${declaration.download.contentType}, attachment)` : null,
            ]
              .filter(Boolean)
              .join(' · '),
            ...(declaration.token ? { security: [{ token: [] }] } : {}),
            ...(querystring ? { querystring } : {}),
            ...(body ? { body } : {}),
            ...(declaration.form
              ? { consumes: ['application/json', 'application/x-www-form-urlencoded'] }
              : {}),
            // A file's bytes are not the envelope: only its failures are described.
            ...(declaration.download ? {} : { response: { 200: envelope } }),
          },
          handler: async (request, reply) => {
            const answer = await handler({
              request,
              query: request.query as never,
              body: request.body as never,
              principal: request.principal as Caller | null,
            });
            if (declaration.download) {
              const file = answer as { fileName: string; content: string };
              reply.type(declaration.download.contentType);
              reply.header('content-disposition', attachmentOf(file.fileName));
              // Bytes pass the JSON serialiser untouched.
              return Buffer.from(file.content, 'utf8');
            }
            if (!serialisedOnce) return { success: true, errorCode: null, message: '', value: answer };
            reply.type(JSON_TYPE);
            return serialisedOnce(answer);
          },
        });
        declarations.push(declaration);
      },
      list: () => [...declarations],
    } satisfies RouteRegistry<AccessOptions, Access, Caller>);

    // Before the body is parsed: refuse gated routes in maintenance, then unauthenticated callers.
    app.addHook('onRequest', async (request) => {
      const declaration = request.routeOptions.config.declaration;
      if (!declaration) return;
      options.checkRequest?.(request);
      if (declaration.gated) await options.gate(request);
      // Only routes that use the caller resolve the session: clients send their token on every
      // call, and public routes (status, help…) must not pay a session query for nobody.
      if (!declaration.token && !declaration.readsSession) return;
      const token = sessionTokenOf(request);
      const caller = token
        ? await options.authenticate(token, {
            touch: !declaration.background,
            ip: request.ip,
            userAgent: request.headers['user-agent'] ?? '',
          })
        : null;
      request.principal = caller;
      if (declaration.readsSession) return;
      if (!caller) throw new AppError('unauthorized');
      options.access.admit(declaration as RouteDeclaration<Access>, caller);
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
      // A readsSession route answers a signed-in caller differently: a cache must not hand the visitors'
      // answer to a request that carries a token, in the header or in the session cookie.
      const vary = declaration.readsSession
        ? [...publicVary, RequestHeader.authorization, 'cookie']
        : publicVary;
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
