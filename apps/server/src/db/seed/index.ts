import type { Db } from '../client.js';
import { seedSystem } from '../../modules/system/index.js';
import { seedDemoAccounts } from '../../modules/accounts/index.js';
import { seedSeamless } from '../../modules/seamless/index.js';
import { seedDemoAnnouncements } from '../../modules/messaging/index.js';
import { seedCatalogue } from '../../modules/games/index.js';
import { seedOpeningBalance } from '../../modules/wallet/index.js';
import { seedPaymentChannels } from '../../modules/payments/index.js';

/** First-run data. Safe to run on every start: it only adds what is missing. */
export const seedDatabase = async (db: Db, options: { demo: boolean }): Promise<void> => {
  await seedSystem(db);
  await seedSeamless(db);
  // The catalogue is product data, not demo data: the built-in studio serves these games.
  await seedCatalogue(db);
  await seedPaymentChannels(db);
  if (options.demo) {
    for (const funded of await seedDemoAccounts(db)) await seedOpeningBalance(db, funded);
    await seedDemoAnnouncements(db);
  }
};
