import type { Db } from '../../db/client.js';
import { createWalletRepository } from './wallet.repository.js';
import { createWalletService } from './wallet.service.js';

/**
 * A demo member's opening balance (demo data only): an adjustment from the payments clearing
 * account, under a key per member so seeding on every start posts it once.
 */
export const seedOpeningBalance = async (
  db: Db,
  input: { memberId: string; openingBalance: number },
): Promise<void> => {
  const wallet = createWalletService({
    repository: createWalletRepository(db),
    // Eligibility guards bets; an adjustment is not one.
    isEligibleToBet: async () => true,
  });
  await wallet.move({
    idempotencyKey: `demo-opening-balance:${input.memberId}`,
    kind: 'ADJUSTMENT',
    memberId: input.memberId,
    reference: { reason: 'demo opening balance' },
    legs: [
      { account: { house: 'PAYMENTS_CLEARING' }, amount: -input.openingBalance },
      { account: { member: input.memberId }, amount: input.openingBalance },
    ],
  });
};
