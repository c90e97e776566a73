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
  /**
   * A free spin (docs/decisions/0020-free-spins.md): the grant the authenticate or balance answer
   * named in `freeSpins`. The house pays the stake, which must equal the grant's bet; the player's
   * balance is not touched.
   */
  freeSpinGrantId: z.uuid().optional(),
});
/**
 * Why a win is paid, when it is not the round's ordinary result: `CASH_OUT` is a sports bet
 * settled early at the price the vendor offered (a partial cash-out too). The platform keeps it
 * on the win, and the operator decides whether a cashed-out round counts as valid turnover
 * (docs/decisions/0017-valid-turnover-policy.md).
 */
export const SEAMLESS_WIN_REASONS = ['CASH_OUT'] as const;
export type SeamlessWinReason = (typeof SEAMLESS_WIN_REASONS)[number];

export const SeamlessWinRequest = z.object({
  playerId: z.uuid(),
  transactionId: id,
  roundId: id,
  gameCode: id,
  amount,
  /** Settles the round: later bets, wins and rollbacks on it are refused. Default true. */
  closeRound: z.boolean().default(true),
  /** Absent for an ordinary win. Part of the request: a repeat must carry the same reason. */
  reason: z.enum(SEAMLESS_WIN_REASONS).optional(),
});

/** The most closing wins one batched call carries. */
export const SEAMLESS_WIN_BATCH_MAX = 1_000;

/**
 * Closing wins in one signed call (docs/seamless-wallet.md, "Batched closing wins"; decision
 * 0021): each entry is a win with `closeRound` true, idempotent by its own transaction id exactly
 * as the single win is, and answered on its own. Meant for a vendor settling many rounds at once
 * (a lottery draw).
 */
export const SeamlessWinBatchRequest = z.object({
  wins: z
    .array(SeamlessWinRequest.omit({ closeRound: true }))
    .min(1)
    .max(SEAMLESS_WIN_BATCH_MAX),
});
export type SeamlessWinBatchRequest = z.infer<typeof SeamlessWinBatchRequest>;

/**
 * One entry's answer, in the request's order. Applied (`success` true, `duplicate` true for a
 * transaction id processed before, whether by a batch or a single win) with the member's balance
 * after it; or refused with the single win's error code (`bet-not-found`, `round-closed`,
 * `already-rolled-back`, `duplicate-conflict`) and nothing moved for that entry.
 */
export const SeamlessWinBatchResult = z.object({
  transactionId: z.string(),
  playerId: z.string(),
  success: z.boolean(),
  duplicate: z.boolean().optional(),
  balance: z.number().int().optional(),
  errorCode: z.string().optional(),
});
export type SeamlessWinBatchResult = z.infer<typeof SeamlessWinBatchResult>;
export const SeamlessWinBatchResponse = z.object({
  currency: z.string(),
  results: z.array(SeamlessWinBatchResult),
});
export type SeamlessWinBatchResponse = z.infer<typeof SeamlessWinBatchResponse>;

/**
 * The `validTurnover` system setting: which closed rounds count as valid turnover (valid bets) for
 * agent contracts, agent reports and anything that rewards betting. A settled round always
 * counts; these two switches decide the others (docs/decisions/0017-valid-turnover-policy.md).
 */
export const ValidTurnoverSetting = z.object({
  /** A round settled by a cash-out (a win with reason `CASH_OUT`) counts its stake. */
  cashedOutRounds: z.boolean(),
  /** A round voided (every bet rolled back, the stake refunded) counts its stake. */
  voidedRounds: z.boolean(),
});
export type ValidTurnoverSetting = z.infer<typeof ValidTurnoverSetting>;

/**
 * The first-run policy: a cash-out's stake was at risk until it was cashed out, so it counts; a
 * voided round's stake was refunded unplayed, so it does not.
 */
export const DEFAULT_VALID_TURNOVER: ValidTurnoverSetting = { cashedOutRounds: true, voidedRounds: false };
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

/**
 * The player's free spins on the session's game (an ACTIVE grant): send bets of exactly `bet`
 * centavos with `freeSpinGrantId: grantId` while `remaining` is above 0.
 */
export const SeamlessFreeSpins = z.object({
  grantId: z.string(),
  remaining: z.number().int(),
  bet: z.number().int(),
});
export type SeamlessFreeSpins = z.infer<typeof SeamlessFreeSpins>;

export const SeamlessAuthenticateResponse = z.object({
  sessionToken: z.string(),
  playerId: z.string(),
  nickname: z.string(),
  currency: z.string(),
  balance: z.number().int(),
  /** Present when the player has free spins on this session's game. */
  freeSpins: SeamlessFreeSpins.optional(),
});
export const SeamlessBalanceResponse = z.object({
  playerId: z.string(),
  currency: z.string(),
  balance: z.number().int(),
  /** Set on bet, win and rollback answers; true when this transaction id was already processed. */
  duplicate: z.boolean().optional(),
  /** On the balance answer: present when the player has free spins on this session's game. */
  freeSpins: SeamlessFreeSpins.optional(),
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
