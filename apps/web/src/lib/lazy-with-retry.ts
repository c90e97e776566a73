import { LAZY_CHUNK_TIMEOUT_MS } from '@platform/contracts';

/** A code chunk that could not be fetched, or did not arrive within the time limit. */
export class ChunkLoadError extends Error {
  readonly reason: 'failed' | 'timeout';

  constructor(reason: 'failed' | 'timeout', cause?: unknown) {
    super(reason === 'timeout' ? 'Loading the page code timed out' : 'Loading the page code failed', {
      cause,
    });
    this.name = 'ChunkLoadError';
    this.reason = reason;
  }
}

export const isChunkLoadError = (error: unknown): error is ChunkLoadError => error instanceof ChunkLoadError;

type Timers = {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
};

const defaultTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export type ChunkLoadOptions = {
  /** Automatic attempts after the first failure, before the visitor is asked to retry. */
  retries?: number;
  /** Pause before each automatic retry; a flaky mobile link often recovers within seconds. */
  retryDelayMs?: number;
  /** Total budget for all attempts (spec section 8: loading gives up after 120 s). */
  timeoutMs?: number;
  timers?: Timers;
};

/**
 * Runs a dynamic import with a deadline and a couple of quiet retries. Rejects with a
 * ChunkLoadError the error boundary turns into a retry message.
 */
export const loadChunk = <T>(loader: () => Promise<T>, options: ChunkLoadOptions = {}): Promise<T> => {
  const {
    retries = 2,
    retryDelayMs = 1000,
    timeoutMs = LAZY_CHUNK_TIMEOUT_MS,
    timers = defaultTimers,
  } = options;

  return new Promise<T>((resolve, reject) => {
    let settled = false;
    let retryHandle: unknown;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      timers.clearTimeout(deadline);
      timers.clearTimeout(retryHandle);
      outcome();
    };
    const deadline = timers.setTimeout(() => finish(() => reject(new ChunkLoadError('timeout'))), timeoutMs);

    const attempt = (left: number) => {
      loader().then(
        (module) => finish(() => resolve(module)),
        (error: unknown) => {
          if (settled) return;
          if (left <= 0) {
            finish(() => reject(new ChunkLoadError('failed', error)));
            return;
          }
          retryHandle = timers.setTimeout(() => attempt(left - 1), retryDelayMs);
        },
      );
    };
    attempt(retries);
  });
};
