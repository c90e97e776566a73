import { z } from 'zod';

/**
 * The seamless wallet game vendors call (docs/seamless-wallet.md). Amounts are integer centavos.
 * Every request is signed: X-Vendor-Code, X-Timestamp (Unix milliseconds) and X-Signature, the hex
 * HMAC-SHA256 of `${timestamp}.${body}` with the vendor's secret.
 */
export const SEAMLESS_HEADERS = {
  vendor: 'x-vendor-code',
  timestamp: 'x-timestamp',
  signature: 'x-signature',
} as const;

const id = z.string().trim().min(1).max(128);
const amount = z.number().int().nonnegative().max(1_000_000_000_00);

export const SeamlessAuthenticateRequest = z.object({ launchToken: id });
export const SeamlessBalanceRequest = z.object({ sessionToken: id });
export const SeamlessBetRequest = z.object({
  sessionToken: id,
  transactionId: id,
  roundId: id,
  gameCode: id,
  amount: amount.positive(),
});
export const SeamlessWinRequest = z.object({
  playerId: z.uuid(),
  transactionId: id,
  roundId: id,
  gameCode: id,
  amount,
  /** Settles the round: later bets, wins and rollbacks on it are refused. Default true. */
  closeRound: z.boolean().default(true),
});
export const SeamlessRollbackRequest = z.object({
  playerId: z.uuid(),
  transactionId: id,
  /** The bet to refund. */
  betTransactionId: id,
  roundId: id.optional(),
});

export const SeamlessAuthenticateResponse = z.object({
  sessionToken: z.string(),
  playerId: z.string(),
  nickname: z.string(),
  currency: z.string(),
  balance: z.number().int(),
});
export const SeamlessBalanceResponse = z.object({
  playerId: z.string(),
  currency: z.string(),
  balance: z.number().int(),
  /** Set on bet, win and rollback answers; true when this transaction id was already processed. */
  duplicate: z.boolean().optional(),
});
export type SeamlessBalanceResponse = z.infer<typeof SeamlessBalanceResponse>;
