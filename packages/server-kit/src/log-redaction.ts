import type { FastifyLoggerOptions, FastifyRequest, FastifyServerOptions } from 'fastify';

/** Fastify's logger options with pino's own (redact, hooks) beside them. */
type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * No secret reaches the log (engineering guide, rule 9): request lines log the URL with the value
 * of every secret-bearing query parameter replaced by a marker, headers that carry secrets are
 * redacted wherever a logged object holds them, and errors lose the values a failed query was
 * run with. Bodies are never logged.
 */
export const REDACTED = '[redacted]';

/**
 * Query parameters that carry secrets, by name without case, '-' or '_': the reset link
 * (/forget?resetToken=), the game launch (/studio/play?token=, a one-time launch token), links
 * that hand a session over (?token=), and any name that says token, password, secret, signature,
 * one-time code, captcha or session, so a parameter added later is covered by its name.
 */
const SECRET_NAMES = new Set(['code', 'sig', 'key', 'pin', 'answer', 'otp']);
const SECRET_PARTS = [
  'token',
  'passw',
  'pwd',
  'secret',
  'signature',
  'captcha',
  'session',
  'auth',
  'apikey',
  'otp',
  'smscode',
  'verifycode',
  'verificationcode',
];

const decodedName = (raw: string): string => {
  try {
    return decodeURIComponent(raw.replaceAll('+', ' '));
  } catch {
    return raw;
  }
};

export const isSecretParameter = (rawName: string): boolean => {
  const name = decodedName(rawName)
    .toLowerCase()
    .replaceAll(/[-_\s]/gu, '');
  return SECRET_NAMES.has(name) || SECRET_PARTS.some((part) => name.includes(part));
};

/** A URL (or a path with its query) with each secret parameter's value replaced by the marker. */
export const redactUrl = (url: string): string => {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1 || !isSecretParameter(pair.slice(0, equals))) return pair;
      return `${pair.slice(0, equals)}=${REDACTED}`;
    })
    .join('&');
  return `${url.slice(0, start)}?${query}`;
};

/** URLs inside free text (an error message, a warning naming the request's URL). */
const URL_QUERY = /([?&])([^=&\s#"'`<>]+)=([^&\s#"'`<>]*)/gu;
export const redactText = (text: string): string =>
  text.replace(URL_QUERY, (whole, separator: string, name: string) =>
    isSecretParameter(name) ? `${separator}${name}=${REDACTED}` : whole,
  );

/** Headers that carry credentials, signatures or key material. */
const SECRET_HEADERS = [
  'authorization',
  'proxy-authorization',
  'cookie',
  'set-cookie',
  'encryption',
  'x-signature',
  'x-pix-signature',
  'x-api-key',
];
const headerPaths = SECRET_HEADERS.flatMap((name) => {
  const key = /^[a-z]+$/u.test(name) ? `.${name}` : `["${name}"]`;
  return ['req.headers', 'res.headers', 'headers', '*.headers', 'err.headers', 'err.config.headers'].map(
    (prefix) => `${prefix}${key}`,
  );
});

/**
 * Properties of an error that hold the values it was made with: a failed Drizzle query's
 * parameters, PostgreSQL's "Failing row contains (…)" detail, the raw bytes of a malformed request.
 */
const SECRET_ERROR_KEYS = new Set([
  'params',
  'parameters',
  'detail',
  'rawPacket',
  'body',
  'headers',
  'config',
]);

type ErrorLike = Error & Record<string, unknown>;
const isErrorLike = (value: unknown): value is ErrorLike =>
  value instanceof Error ||
  (typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string');

/**
 * The values a failed query ran with leave every text of the error: Drizzle's message lists them
 * ("params: a,b"), and PostgreSQL's own message may quote one ('invalid input syntax for type
 * integer: "…"'), as may a cause further down.
 */
const withoutParameters = (error: ErrorLike, text: string): string => {
  let result = text;
  for (let cursor: unknown = error, depth = 0; isErrorLike(cursor) && depth < 8; depth += 1) {
    if ('params' in cursor && 'query' in cursor) {
      result = result.replaceAll(`params: ${String(cursor.params)}`, `params: ${REDACTED}`);
      const values = Array.isArray(cursor.params) ? cursor.params : [];
      for (const value of values) {
        // As the message shows it: Drizzle writes the array with String().
        const shown =
          typeof value === 'object' && value !== null && !(value instanceof Date)
            ? JSON.stringify(value)
            : String(value);
        // Short values (a flag, a small number) are no secret and would blot out the text.
        if (shown.length >= 4) result = result.replaceAll(shown, REDACTED);
      }
    }
    if ('severity' in cursor && typeof cursor.message === 'string') {
      const quoted = /: "(?:[^"\\]|\\.)*"$/u.exec(cursor.message)?.[0];
      if (quoted) result = result.replaceAll(quoted, `: ${REDACTED}`);
    }
    cursor = cursor.cause;
  }
  return redactText(result);
};

const chainOf = (error: ErrorLike, pick: (error: ErrorLike) => string | undefined, joiner: string) => {
  const parts: string[] = [];
  for (let cursor: unknown = error, depth = 0; isErrorLike(cursor) && depth < 8; depth += 1) {
    const part = pick(cursor);
    if (part) parts.push(part);
    cursor = cursor.cause;
  }
  return parts.join(joiner);
};

/** pino's error shape (type, message and stack with their causes, own fields), minus secrets. */
export const serializeError = (
  error: unknown,
): { type: string; message: string; stack: string; [key: string]: unknown } => {
  if (!isErrorLike(error)) return { type: typeof error, message: redactText(String(error)), stack: '' };
  const serialized: { type: string; message: string; stack: string; [key: string]: unknown } = {
    type: error.constructor?.name ?? error.name,
    message: withoutParameters(
      error,
      chainOf(error, (cause) => cause.message, ': '),
    ),
    stack: withoutParameters(
      error,
      chainOf(error, (cause) => cause.stack, '\ncaused by: '),
    ),
  };
  for (const key of Object.keys(error)) {
    if (key === 'cause' || key in serialized) continue;
    const value = error[key];
    if (SECRET_ERROR_KEYS.has(key)) serialized[key] = REDACTED;
    else if (isErrorLike(value)) serialized[key] = serializeError(value);
    else serialized[key] = typeof value === 'string' ? redactText(value) : value;
  }
  return serialized;
};

const serializeRequest = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

/** An app's logger: level, redaction, serializers, and where lines go (stdout by default). */
export const loggerOptions = (level: string, stream?: FastifyLoggerOptions['stream']): LoggerOptions => ({
  level,
  redact: { paths: headerPaths, censor: REDACTED },
  serializers: { req: serializeRequest, err: serializeError },
  // A message that quotes a URL (Fastify's "reply already sent" warning names it) is cleaned too.
  hooks: {
    logMethod(args, method) {
      const cleaned = args.map((arg: unknown) => (typeof arg === 'string' ? redactText(arg) : arg));
      method.apply(this, cleaned as Parameters<typeof method>);
    },
  },
  ...(stream ? { stream } : {}),
});
