import type { z } from 'zod';
import { RequestHeader, isErrorCode, type ErrorCode } from '@platform/contracts';
import { currentLanguage, i18n } from '../i18n';
import { currentDevice } from './device';
import { useSessionStore } from './session-store';

export const GATEWAY_VERSION = '3';
export const MERCHANT: string = import.meta.env.VITE_MERCHANT ?? 'sortegrande';

/** A failed call: `code` is a catalogue code the UI can switch on, `message` is ready to show. */
export class ApiError extends Error {
  readonly code: ErrorCode | string;
  readonly status: number;

  constructor(input: { code: ErrorCode | string; message: string; status: number }) {
    super(input.message);
    this.name = 'ApiError';
    this.code = input.code;
    this.status = input.status;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Checks the envelope's value; a mismatch is reported as an `unknown` error, not rendered. */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
};

const translated = (code: ErrorCode) => i18n.t(`errors.${code}`);

export const buildHeaders = (hasBody: boolean): Headers => {
  const headers = new Headers({
    [RequestHeader.merchant]: MERCHANT,
    [RequestHeader.device]: currentDevice(),
    [RequestHeader.language]: currentLanguage(),
    [RequestHeader.gatewayVersion]: GATEWAY_VERSION,
    accept: 'application/json',
  });
  const token = useSessionStore.getState().token;
  if (token) headers.set(RequestHeader.authorization, token);
  if (hasBody) headers.set('content-type', 'application/json');
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

export const apiRequest = async <T>(path: string, options: RequestOptions<T> = {}): Promise<T> => {
  const hasBody = options.body !== undefined;
  const sentToken = useSessionStore.getState().token;
  let response: Response;
  try {
    response = await fetch(withQuery(path, options.query), {
      method: options.method ?? 'GET',
      headers: buildHeaders(hasBody),
      body: hasBody ? JSON.stringify(options.body) : undefined,
      signal: options.signal,
    });
  } catch (error) {
    // Cancellation is TanStack Query's business, not a network failure to report.
    if (options.signal?.aborted) throw error;
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
    if (response.status === 401 && sentToken) useSessionStore.getState().clearToken();
    const message = body.message || (isErrorCode(code) ? translated(code) : translated('unknown'));
    throw new ApiError({ code, message, status: response.status });
  }

  if (!options.schema) return body.value as T;
  const parsed = options.schema.safeParse(body.value);
  if (!parsed.success) {
    console.error(`Unexpected response shape from ${path}`, parsed.error.issues);
    throw new ApiError({ code: 'unknown', message: translated('unknown'), status: response.status });
  }
  return parsed.data;
};

export const apiGet = <T>(path: string, options: Omit<RequestOptions<T>, 'method' | 'body'> = {}) =>
  apiRequest<T>(path, { ...options, method: 'GET' });
