import {
  SeamlessAdjustResponse,
  SEAMLESS_HEADERS,
  SeamlessAuthenticateResponse,
  SeamlessBalanceResponse,
  type SeamlessAdjustRequest,
  type SeamlessBetRequest,
  type SeamlessRollbackRequest,
  SeamlessWinBatchResponse,
  type SeamlessWinBatchRequest,
  type SeamlessWinRequest,
} from '@platform/contracts';
import { signTimestampedBody } from '@platform/server-kit';
import type { z } from 'zod';

/**
 * The studio's side of the seamless wallet protocol (docs/seamless-wallet.md), over HTTP exactly as
 * a third-party vendor calls it: the body signed with the studio's vendor secret and the time. The
 * studio imports nothing of the wallet (decision 0005), so it can run as its own service: the
 * signature is the server kit's, the same code the platform verifies with (decision 0013).
 */
export type SeamlessClientOptions = {
  /**
   * The platform's API base, e.g. http://127.0.0.1:3000 (PLATFORM_URL); a function when it is
   * known only once the platform listens.
   */
  baseUrl: string | (() => string);
  vendorCode: string;
  secret: string;
  /** An answer slower than this is treated as unknown: the round logic retries or rolls back. */
  timeoutMs?: number;
  now?: () => number;
};

/**
 * What a call came to. `refused`: the platform answered with a stable error code (nothing moved,
 * unless the code says otherwise); `unknown`: no answer (timeout, network, a 5xx), so whether money
 * moved is not known and the caller must repeat the same transaction or roll it back.
 */
export type SeamlessResult<T> =
  | { outcome: 'done'; value: T }
  | { outcome: 'refused'; code: string; status: number; balance: number | null }
  | { outcome: 'unknown'; reason: string };

export type SeamlessBalance = z.infer<typeof SeamlessBalanceResponse>;
export type SeamlessSession = z.infer<typeof SeamlessAuthenticateResponse>;

const DEFAULT_TIMEOUT_MS = 10_000;

const balanceIn = (value: unknown): number | null => {
  const balance = (value as { balance?: unknown } | null)?.balance;
  return typeof balance === 'number' && Number.isSafeInteger(balance) ? balance : null;
};

export const createSeamlessClient = (options: SeamlessClientOptions) => {
  const baseOf = typeof options.baseUrl === 'function' ? options.baseUrl : () => options.baseUrl as string;
  const now = options.now ?? Date.now;

  const call = async <T>(
    operation: string,
    payload: object,
    schema: z.ZodType<T>,
  ): Promise<SeamlessResult<T>> => {
    const body = JSON.stringify(payload);
    const timestamp = String(now());
    let response: Response;
    try {
      response = await fetch(`${baseOf().replace(/\/+$/u, '')}/wps/seamless/v1/${operation}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [SEAMLESS_HEADERS.vendor]: options.vendorCode,
          [SEAMLESS_HEADERS.timestamp]: timestamp,
          [SEAMLESS_HEADERS.signature]: signTimestampedBody(options.secret, timestamp, body),
        },
        body,
        signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
    } catch (error) {
      return { outcome: 'unknown', reason: (error as Error).name || 'network' };
    }
    // A server error says nothing reliable about whether the movement happened.
    if (response.status >= 500) return { outcome: 'unknown', reason: `http-${response.status}` };
    let envelope: { success?: unknown; errorCode?: unknown; value?: unknown };
    try {
      envelope = (await response.json()) as typeof envelope;
    } catch {
      return { outcome: 'unknown', reason: 'unreadable-answer' };
    }
    if (envelope.success !== true) {
      return {
        outcome: 'refused',
        code: typeof envelope.errorCode === 'string' ? envelope.errorCode : `http-${response.status}`,
        status: response.status,
        balance: balanceIn(envelope.value),
      };
    }
    const parsed = schema.safeParse(envelope.value);
    return parsed.success
      ? { outcome: 'done', value: parsed.data }
      : { outcome: 'unknown', reason: 'unexpected-answer' };
  };

  return {
    /** Exchanges a player's one-time launch token for a session. */
    authenticate: (launchToken: string) =>
      call('authenticate', { launchToken }, SeamlessAuthenticateResponse),
    balance: (sessionToken: string) => call('balance', { sessionToken }, SeamlessBalanceResponse),
    bet: (input: z.input<typeof SeamlessBetRequest>) => call('bet', input, SeamlessBalanceResponse),
    win: (input: z.input<typeof SeamlessWinRequest>) => call('win', input, SeamlessBalanceResponse),
    /**
     * Up to 1,000 closing wins in one call (decision 0021): `done` answers each entry on its own
     * (applied, a duplicate, or refused with its code); `unknown` leaves every entry unknown.
     */
    winBatch: (input: z.input<typeof SeamlessWinBatchRequest>) =>
      call('win-batch', input, SeamlessWinBatchResponse),
    rollback: (input: z.input<typeof SeamlessRollbackRequest>) =>
      call('rollback', input, SeamlessBalanceResponse),
    /** Pays more (positive) or takes back (negative) on a closed round, e.g. a corrected result. */
    adjust: (input: z.input<typeof SeamlessAdjustRequest>) => call('adjust', input, SeamlessAdjustResponse),
  };
};

export type SeamlessClient = ReturnType<typeof createSeamlessClient>;
