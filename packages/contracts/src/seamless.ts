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

/**
 * Moves money on a round already closed (settled or rolled back), e.g. when a sports result is
 * corrected: a positive amount pays the member more, a negative one takes back part or all of
 * what the round paid. Never zero. See docs/seamless-wallet.md and docs/decisions/0016.
 */
export const SeamlessAdjustRequest = z.object({
  playerId: z.uuid(),
  transactionId: id,
  roundId: id,
  gameCode: id,
  amount: z
    .number()
    .int()
    .min(-1_000_000_000_00)
    .max(1_000_000_000_00)
    .refine((value) => value !== 0, { message: 'not zero' }),
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

/**
 * The answer to an adjustment: the balance after it, what moved (signed, as asked for a positive
 * adjustment) and, for a negative one the balance could not cover, the part not taken back, which
 * the operator sees as the member's unrecovered debt (decision 0016).
 */
export const SeamlessAdjustResponse = SeamlessBalanceResponse.extend({
  applied: z.number().int(),
  unrecovered: z.number().int().nonnegative(),
});
export type SeamlessAdjustResponse = z.infer<typeof SeamlessAdjustResponse>;
