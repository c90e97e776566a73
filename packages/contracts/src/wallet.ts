import { z } from 'zod';

/** GET /wps/v2/wallets/balance: the member's main balance in centavos (integer minor units). */
export const WalletBalanceResponse = z.object({
  balance: z.number().int(),
  currency: z.string(),
});
export type WalletBalanceResponse = z.infer<typeof WalletBalanceResponse>;

/** POST /wps/relay/GCS_merchantWallet: whether the member has one wallet for every game. */
export const MerchantWalletResponse = z.object({ isSingle: z.boolean(), vendorWallets: z.array(z.string()) });
export type MerchantWalletResponse = z.infer<typeof MerchantWalletResponse>;

/**
 * POST /wps/relay/GCS_walletTransfer (only when wallets are not single): moves centavos between
 * the main wallet and a vendor wallet. `requestId` makes a retried request move money once.
 */
export const WalletTransferRequest = z.object({
  requestId: z.uuid(),
  vendor: z.string().trim().min(1).max(32),
  direction: z.enum(['IN', 'OUT']),
  amount: z.number().int().positive().max(1_000_000_000_00),
});
export type WalletTransferRequest = z.input<typeof WalletTransferRequest>;

export const WalletTransferResponse = z.object({
  main: z.number().int(),
  vendor: z.number().int(),
});
export type WalletTransferResponse = z.infer<typeof WalletTransferResponse>;

/** POST /wps/member/transfer/upline (token, encrypted): a member sends money to their agent. */
export const UplineTransferRequest = z.object({
  requestId: z.uuid(),
  amount: z.number().int().positive(),
  paymentPassword: z.string().min(1).max(64),
});
export type UplineTransferRequest = z.input<typeof UplineTransferRequest>;

/** POST /wps/agent/transfer/downline (token, encrypted): an agent sends money to a downline account. */
export const DownlineTransferRequest = UplineTransferRequest.extend({
  account: z.string().trim().min(1).max(64),
});
export type DownlineTransferRequest = z.input<typeof DownlineTransferRequest>;

export const TransferResponse = z.object({ balance: z.number().int(), counterpart: z.string() });
export type TransferResponse = z.infer<typeof TransferResponse>;

/** POST /wps/member/security/paymentPassword (token, encrypted): set once, confirmed by the login password. */
export const SetPaymentPasswordRequest = z.object({
  loginPassword: z.string().min(1).max(128),
  paymentPassword: z.string().regex(/^\d{6}$/u),
  confirmPaymentPassword: z.string().max(64),
});
export type SetPaymentPasswordRequest = z.input<typeof SetPaymentPasswordRequest>;
