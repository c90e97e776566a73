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

  /**
   * `endsSession`: the refusal ends (or refuses to open) the caller's session, so it answers 401
   * whatever the code's usual status: every client then forgets the session, and can still tell why
   * by the code (a session-time limit used up answers 401, the same code refusing a bet 403).
   */
  constructor(code: ErrorCode, options: { value?: unknown; cause?: unknown; endsSession?: boolean } = {}) {
    super(code, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = options.endsSession ? 401 : ERROR_CATALOGUE[code].status;
    this.value = options.value ?? null;
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
