import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { member } from '../../src/tables.js';
import { PROFILES, bonusMayCredit } from '../../src/modules/jurisdiction/index.js';
import { createWalletRepository, createWalletService } from '../../src/modules/wallet/index.js';

/**
 * The wallet service on a test database; every member may bet (eligibility has its own tests), and
 * promotions pay as the OPEN profile lets them (a BONUS naming a promotion it switches on; the BR
 * refusal has its own tests in wallet.service.test.ts).
 */
export const testWallet = (db: Db) =>
  createWalletService({
    repository: createWalletRepository(db),
    isEligibleToBet: async () => true,
    mayCreditBonus: async (promotion) => bonusMayCredit(PROFILES.OPEN, promotion),
  });

export const memberIdOf = async (db: Db, account: string): Promise<string> => {
  const [row] = await db.select({ id: member.id }).from(member).where(eq(member.account, account));
  if (!row) throw new Error(`no member ${account}`);
  return row.id;
};

/**
 * Moves money between a member and the payments clearing account, as a deposit (+) or back (−).
 * `kind: 'ADJUSTMENT'` credits money that asks no turnover (like the demo opening balance), for
 * tests of what members may do with money they could withdraw.
 */
export const fundMember = async (
  db: Db,
  memberId: string,
  amount: number,
  kind: 'DEPOSIT' | 'ADJUSTMENT' = amount >= 0 ? 'DEPOSIT' : 'ADJUSTMENT',
): Promise<void> => {
  await testWallet(db).move({
    idempotencyKey: randomUUID(),
    kind,
    memberId,
    legs: [
      { account: { house: 'PAYMENTS_CLEARING' }, amount: -amount },
      { account: { member: memberId }, amount },
    ],
  });
};
