import type { PixKeyType } from '@platform/contracts';

/** Someone at the other end of a PIX payment: CPF as 11 digits, and the name their bank gives. */
export type PixParty = { cpf: string; name: string };

/**
 * What the payments module needs from a PIX payment service provider. The built-in sandbox
 * (modules/pix-sandbox) implements it; a real PSP's adapter implements the same calls over its
 * HTTP API. Results the PSP settles later (a charge paid, a payout sent or failed) come back
 * through the signed webhook (/wps/payments/webhook/<code>), never as return values.
 */
export type PaymentGateway = {
  readonly code: string;
  /** Opens a dynamic PIX charge the payer can pay until expiresAt; `payer` is who must pay it. */
  createCharge(input: {
    reference: string;
    amount: number;
    expiresAt: Date;
    payer: PixParty;
    description: string;
  }): Promise<{ chargeId: string; brCode: string }>;
  /** Returns a paid charge to the account it came from (a third party's payment is never credited). */
  refundCharge(input: { chargeId: string; reason: string }): Promise<void>;
  /** The key directory (DICT): who holds a PIX key, or null when no one does. */
  lookupKey(input: { keyType: PixKeyType; key: string }): Promise<PixParty | null>;
  /** Sends money to a PIX key; the gateway confirms later by webhook (payout.paid or payout.failed). */
  createPayout(input: {
    reference: string;
    amount: number;
    keyType: PixKeyType;
    key: string;
    holderCpf: string;
  }): Promise<{ payoutId: string }>;
};
