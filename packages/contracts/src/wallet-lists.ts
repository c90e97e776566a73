/*
 * The wallet's fixed lists, kept apart from the zod schemas in wallet.ts so web code can use them
 * without zod. The wallet module (the only writer of the ledger) types its movements by these.
 */

/** What a ledger movement is: every entry of the ledger carries one, and records show it. */
export const MOVEMENT_KINDS = [
  'DEPOSIT',
  'WITHDRAWAL_HOLD',
  'WITHDRAWAL_RETURN',
  'WITHDRAWAL_PAID',
  'BET',
  'WIN',
  'ROLLBACK',
  'TRANSFER',
  'BONUS',
  'COMMISSION',
  'ADJUSTMENT',
  'POINTS_CONVERSION',
  /** A bonus grant's wagering met: the member's BONUS wallet moved whole to MAIN. */
  'BONUS_CONVERT',
  /** A bonus grant expired or given up for a withdrawal: the BONUS wallet back to the house. */
  'BONUS_FORFEIT',
  /** A free spin's stake: the house BONUS account to the vendor's; no member account moves. */
  'FREE_SPIN',
  /** A free spin's stake refunded by a rollback: back to the house BONUS account. */
  'FREE_SPIN_REFUND',
] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];
