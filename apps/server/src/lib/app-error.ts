import { ERROR_CATALOGUE, type ErrorCode } from '@platform/contracts';

/**
 * The one error type services throw. `code` is a stable catalogue code; the error handler turns it
 * into the envelope with the catalogue's HTTP status and the message in the caller's language.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** Extra data a client may act on (e.g. which fields failed); never internal details. */
  readonly value: unknown;

  constructor(code: ErrorCode, options: { value?: unknown; cause?: unknown } = {}) {
    super(code, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_CATALOGUE[code].status;
    this.value = options.value ?? null;
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
