import type { z } from 'zod';
import {
  RequestHeader,
  encryptPayload,
  isErrorCode,
  type ErrorCode,
  type PayloadKeyResponse,
} from '@platform/contracts';
import { currentLanguage, i18n } from '../i18n';
import { currentDevice } from './device';
import { headerTokenOf, useSessionStore } from './session-store';
import { mismatch, type WireSchema } from './wire-schema';
import * as wire from './wire-schemas.generated';

export const GATEWAY_VERSION = '3';
export const MERCHANT: string = import.meta.env.VITE_MERCHANT ?? 'sortegrande';

/**
 * A failed call: `code` is a catalogue code the UI can switch on, `message` is ready to show, and
 * `value` is whatever detail the envelope carried (field errors, a second-factor challenge…).
 */
export class ApiError extends Error {
  readonly code: ErrorCode | string;
  readonly status: number;
  readonly value: unknown;

  constructor(input: { code: ErrorCode | string; message: string; status: number; value?: unknown }) {
    super(input.message);
    this.name = 'ApiError';
    this.code = input.code;
    this.status = input.status;
    this.value = input.value ?? null;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/**
 * The catalogue code of a session-time limit used up (docs/responsible-gaming.md): the server
 * ends the session with it, and the member is told why (lib/session-time.ts).
 */
export const SESSION_TIME_ENDED: ErrorCode = 'session-time-limit-reached';

/** Tells the member why their session ended; the dialog's code is loaded only then. */
export const announceSessionTimeEnded = (message: string, value: unknown) =>
  void import('./session-time').then((module) => module.showSessionTimeEnded(message, value));

type QueryValue = string | number | boolean | null | undefined;

/**
 * A contract's zod schema, or its generated JSON Schema (lib/wire-schema.ts), which needs no zod:
 * the shell, the home page and the lobbies check their answers with the latter, so zod is not
 * downloaded for them (docs/PERFORMANCE.md).
 */
export type ResponseSchema<T> = z.ZodType<T> | WireSchema<T>;

type Checked<T> = { success: true; data: T } | { success: false; issues: unknown };

/** An answer checked against its schema; zod's output (unknown keys stripped) when zod checked it. */
export const checkAnswer = <T>(schema: ResponseSchema<T>, value: unknown): Checked<T> => {
  if ('safeParse' in schema) {
    const parsed = schema.safeParse(value);
    return parsed.success ? parsed : { success: false, issues: parsed.error.issues };
  }
  const at = mismatch(schema, value);
  return at === undefined
    ? { success: true, data: value as T }
    : { success: false, issues: `at ${at || '/'}` };
};

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  /**
   * Sends `body` encrypted for the server's published key (routes marked E in spec section 7):
   * the `Encryption` header plus `{ value }`, as packages/contracts payload-crypto describes.
   */
  encrypt?: boolean;
  /** Sends these fields as application/x-www-form-urlencoded instead of a JSON body. */
  form?: Record<string, string>;
  /** Checks the envelope's value; a mismatch is reported as an `unknown` error, not rendered. */
  schema?: ResponseSchema<T>;
  /**
   * A hand-written check used instead of `schema` where zod must not be waited for (the start-up
   * status, lib/system-status-guard.ts); a mismatch is reported the same way.
   */
  guard?: (value: unknown) => value is T;
  signal?: AbortSignal;
};

const translated = (code: ErrorCode) => i18n.t(`errors.${code}`);

type BodyKind = 'json' | 'form' | null;

export const buildHeaders = (body: BodyKind | boolean): Headers => {
  const headers = new Headers({
    [RequestHeader.merchant]: MERCHANT,
    [RequestHeader.device]: currentDevice(),
    [RequestHeader.language]: currentLanguage(),
    [RequestHeader.gatewayVersion]: GATEWAY_VERSION,
    accept: 'application/json',
  });
  // A cookie session sends no token: the browser adds the HttpOnly cookie, which the server
  // honours only beside the custom headers above (decision 0003).
  const token = headerTokenOf(useSessionStore.getState());
  if (token) headers.set(RequestHeader.authorization, token);
  if (body === 'form') headers.set('content-type', 'application/x-www-form-urlencoded');
  else if (body) headers.set('content-type', 'application/json');
  return headers;
};

const withQuery = (path: string, query: RequestOptions<unknown>['query']) => {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

type Envelope = { success: boolean; errorCode: string | null; message: string; value: unknown };

const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as Envelope).success === 'boolean' &&
  'value' in body;

/** Failures without a usable envelope (proxy pages, empty bodies) still get a catalogue code. */
const fallbackCode = (status: number): ErrorCode => {
  if (status === 401) return 'unauthorized';
  if (status === 404) return 'not-found';
  if (status === 429) return 'too-many-requests';
  if (status >= 500) return 'service-unavailable';
  return 'unknown';
};

let payloadKey: Promise<PayloadKeyResponse> | null = null;

/** The server's public key for encrypted payloads: fetched once, shared by every caller. */
export const getPayloadKey = (refresh = false): Promise<PayloadKeyResponse> => {
  if (!payloadKey || refresh) {
    const request = send('/wps/system/payloadKey', { schema: wire.PayloadKeyResponse });
    // A failed fetch must not stay cached: the next encrypted call tries again.
    request.catch(() => {
      if (payloadKey === request) payloadKey = null;
    });
    payloadKey = request;
  }
  return payloadKey;
};

/** Tests and a key rotation start from a clean slate. */
export const forgetPayloadKey = () => {
  payloadKey = null;
};

type Prepared = { headers: Headers; body: string | undefined };

const prepare = async (options: RequestOptions<unknown>): Promise<Prepared> => {
  if (options.form) {
    return { headers: buildHeaders('form'), body: new URLSearchParams(options.form).toString() };
  }
  if (options.body === undefined) return { headers: buildHeaders(null), body: undefined };
  if (!options.encrypt) return { headers: buildHeaders('json'), body: JSON.stringify(options.body) };
  const key = await getPayloadKey();
  const encrypted = await encryptPayload({ keyId: key.keyId, publicKey: key.publicKey }, options.body);
  const headers = buildHeaders('json');
  headers.set(RequestHeader.encryption, encrypted.header);
  return { headers, body: JSON.stringify(encrypted.body) };
};

const send = async <T>(path: string, options: RequestOptions<T>): Promise<T> => {
  const sentToken = useSessionStore.getState().token;
  let response: Response;
  try {
    const prepared = await prepare(options as RequestOptions<unknown>);
    response = await fetch(withQuery(path, options.query), {
      method: options.method ?? 'GET',
      // The session cookie is same-origin; said explicitly so no wrapper can drop it.
      credentials: 'same-origin',
      headers: prepared.headers,
      body: prepared.body,
      signal: options.signal,
    });
  } catch (error) {
    // Cancellation is TanStack Query's business, not a network failure to report.
    if (options.signal?.aborted) throw error;
    // The key fetch already reports its own failure in the same terms.
    if (isApiError(error)) throw error;
    throw new ApiError({
      code: 'service-unavailable',
      message: translated('service-unavailable'),
      status: 0,
    });
  }

  const body: unknown = await response.json().catch(() => undefined);

  if (!isEnvelope(body)) {
    const code = response.ok ? 'unknown' : fallbackCode(response.status);
    throw new ApiError({ code, message: translated(code), status: response.status });
  }

  if (!response.ok || !body.success) {
    const code = body.errorCode ?? fallbackCode(response.status);
    // A rejected token is a finished session: forget it so the UI shows the visitor state.
    // Only the session that was refused: a login that happened meanwhile stays.
    const message = body.message || (isErrorCode(code) ? translated(code) : translated('unknown'));
    if (response.status === 401 && sentToken && useSessionStore.getState().token === sentToken) {
      useSessionStore.getState().clearToken();
      // The server ended the session for a reason the member must hear (a time limit used up):
      // said once, by the request that ended it, not by the others that were in flight.
      if (code === SESSION_TIME_ENDED) announceSessionTimeEnded(message, body.value);
    }
    throw new ApiError({ code, message, status: response.status, value: body.value });
  }

  if (options.guard) {
    if (options.guard(body.value)) return body.value;
    console.error(`Unexpected response shape from ${path}`);
    throw new ApiError({ code: 'unknown', message: translated('unknown'), status: response.status });
  }
  if (!options.schema) return body.value as T;
  const checked = checkAnswer(options.schema, body.value);
  if (!checked.success) {
    console.error(`Unexpected response shape from ${path}`, checked.issues);
    throw new ApiError({ code: 'unknown', message: translated('unknown'), status: response.status });
  }
  return checked.data;
};

/** A file a download route sent: its bytes and the name its Content-Disposition gave. */
export type DownloadedFile = { blob: Blob; fileName: string };

/** The file name of `attachment; filename="…"; filename*=UTF-8''…`, the exact (UTF-8) one first. */
export const fileNameOf = (disposition: string | null, fallback: string): string => {
  if (!disposition) return fallback;
  const exact = /filename\*=UTF-8''([^;]+)/iu.exec(disposition);
  if (exact?.[1]) {
    try {
      return decodeURIComponent(exact[1]);
    } catch {
      // A malformed name falls through to the plain one.
    }
  }
  return /filename="([^"]*)"/iu.exec(disposition)?.[1] ?? fallback;
};

/**
 * GET of a route that answers a file (the statement's CSV): the session travels as on every call
 * (a plain link could not send the headers the session cookie needs); a refusal comes back in the
 * envelope and is thrown as an ApiError like any other.
 */
export const apiDownload = async (
  path: string,
  options: { query?: Record<string, QueryValue>; fallbackName: string },
): Promise<DownloadedFile> => {
  let response: Response;
  try {
    const headers = buildHeaders(null);
    headers.set('accept', '*/*');
    response = await fetch(withQuery(path, options.query), { credentials: 'same-origin', headers });
  } catch {
    throw new ApiError({
      code: 'service-unavailable',
      message: translated('service-unavailable'),
      status: 0,
    });
  }
  const type = response.headers.get('content-type') ?? '';
  if (response.ok && !type.includes('application/json')) {
    return {
      blob: await response.blob(),
      fileName: fileNameOf(response.headers.get('content-disposition'), options.fallbackName),
    };
  }
  const body: unknown = await response.json().catch(() => undefined);
  const code = isEnvelope(body) && body.errorCode ? body.errorCode : fallbackCode(response.status);
  const message =
    isEnvelope(body) && body.message
      ? body.message
      : isErrorCode(code)
        ? translated(code)
        : translated('unknown');
  throw new ApiError({ code, message, status: response.status, value: isEnvelope(body) ? body.value : null });
};

/** Hands a downloaded file to the browser, which saves it under its name. */
export const saveFile = ({ blob, fileName }: DownloadedFile): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
};

export const apiRequest = async <T>(path: string, options: RequestOptions<T> = {}): Promise<T> => {
  try {
    return await send(path, options);
  } catch (error) {
    // The server rotated its key (or restarted with a new one): fetch the current key, retry once.
    if (!options.encrypt || !isApiError(error) || error.code !== 'encrypted-payload-invalid') throw error;
    await getPayloadKey(true);
    return send(path, options);
  }
};

export const apiGet = <T>(path: string, options: Omit<RequestOptions<T>, 'method' | 'body'> = {}) =>
  apiRequest<T>(path, { ...options, method: 'GET' });

export const apiPost = <T>(path: string, options: Omit<RequestOptions<T>, 'method'> = {}) =>
  apiRequest<T>(path, { ...options, method: 'POST' });

export const apiPut = <T>(path: string, options: Omit<RequestOptions<T>, 'method'> = {}) =>
  apiRequest<T>(path, { ...options, method: 'PUT' });

export const apiDelete = <T>(path: string, options: Omit<RequestOptions<T>, 'method' | 'body'> = {}) =>
  apiRequest<T>(path, { ...options, method: 'DELETE' });

/** Field errors of a 'validation-failed' answer (`value.fields`), keyed by field name. */
export type FieldIssue = { field: string; messageKey?: string; message: string };

export const fieldIssues = (error: unknown): FieldIssue[] => {
  if (!isApiError(error) || typeof error.value !== 'object' || error.value === null) return [];
  const fields = (error.value as { fields?: unknown }).fields;
  if (!Array.isArray(fields)) return [];
  return fields.filter(
    (issue): issue is FieldIssue =>
      typeof issue === 'object' &&
      issue !== null &&
      typeof (issue as FieldIssue).field === 'string' &&
      typeof (issue as FieldIssue).message === 'string',
  );
};
