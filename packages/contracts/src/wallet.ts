import { z } from 'zod';

/** GET /wps/v2/wallets/balance: the member's main balance in centavos (integer minor units). */
export const WalletBalanceResponse = z.object({
  balance: z.number().int(),
  currency: z.string(),
});
export type WalletBalanceResponse = z.infer<typeof WalletBalanceResponse>;
