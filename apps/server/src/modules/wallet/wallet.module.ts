import type { PlatformModule } from '../../platform-module.js';
import { bonusMayCredit } from '../jurisdiction/index.js';
import { checkLedger } from './ledger-check.js';
import { createWalletRepository } from './wallet.repository.js';
import { registerWalletRoutes } from './wallet.routes.js';
import { createWalletService } from './wallet.service.js';

/** The double-entry ledger: the only module that writes it. */
export const walletModule: PlatformModule<'wallet'> = {
  name: 'wallet',
  start({ app, db, use }) {
    const wallet = createWalletService({
      repository: createWalletRepository(db),
      isEligibleToBet: (memberId) => use('accounts').member.isEligibleToBet(memberId),
      // A bonus credits a member only where the profile lets promotions pay money (BR: never,
      // Lei 14.790 art. 29) and switches on the promotion the movement names.
      mayCreditBonus: async (promotion) => bonusMayCredit(await use('jurisdiction').current(), promotion),
      settings: use('system').settings,
    });
    registerWalletRoutes(app, wallet, {
      checkLedger: () => checkLedger(db),
      vendorNames: (codes) => use('seamless').vendorNamesOf(codes),
    });
    return wallet;
  },
};
