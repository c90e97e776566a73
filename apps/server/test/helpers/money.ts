import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';
import { member } from '../../src/db/schema.js';
import { createWalletRepository, createWalletService } from '../../src/modules/wallet/index.js';

/** The wallet service on a test database; every member may bet (eligibility has its own tests). */
export const testWallet = (db: Db) =>
  createWalletService({ repository: createWalletRepository(db), isEligibleToBet: async () => true });

export const memberIdOf = async (db: Db, account: string): Promise<string> => {
  const [row] = await db.select({ id: member.id }).from(member).where(eq(member.account, account));
  if (!row) throw new Error(`no member ${account}`);
  return row.id;
};

/** Moves money between a member and the payments clearing account, as a deposit (+) or back (−). */
export const fundMember = async (db: Db, memberId: string, amount: number): Promise<void> => {
  await testWallet(db).move({
    idempotencyKey: randomUUID(),
    kind: amount >= 0 ? 'DEPOSIT' : 'ADJUSTMENT',
    memberId,
    legs: [
      { account: { house: 'PAYMENTS_CLEARING' }, amount: -amount },
      { account: { member: memberId }, amount },
    ],
  });
};
