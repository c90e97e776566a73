import type { Db } from '../db/client.js';
import { demoMemberIds, seedDemoAccounts } from '../modules/accounts/index.js';
import { createKycRepository } from '../modules/kyc/index.js';
import { seedDemoAnnouncements } from '../modules/messaging/index.js';
import { seedDemoPoints } from '../modules/points/index.js';
import { seedDemoPromotions } from '../modules/promotions/index.js';
import { seedOpeningBalance } from '../modules/wallet/index.js';

/**
 * The demo data (SEED_DEMO): the demo agent and members, their opening balances and points, their
 * identity marked verified (so they deposit and play in the BR profile too; docs/kyc.md), the demo
 * announcements and the demo promotions (hidden where the profile keeps bonuses off). Safe on
 * every start: each part adds only what is missing.
 */
export const seedDemoData = async (db: Db): Promise<void> => {
  const funded = await seedDemoAccounts(db);
  for (const member of funded) await seedOpeningBalance(db, member);
  await seedDemoPoints(
    db,
    funded.map((member) => member.memberId),
  );
  await createKycRepository(db).markVerified(await demoMemberIds(db));
  await seedDemoAnnouncements(db);
  await seedDemoPromotions(db);
};
