import type { PlatformModule } from '../../platform-module.js';
import { bonusMayCredit } from '../jurisdiction/index.js';
import { checkLedger } from './ledger-check.js';
import { createWalletRepository } from './wallet.repository.js';
import { registerWalletRoutes } from './wallet.routes.js';
import { createWalletService } from './wallet.service.js';

/** How often the expiry job forfeits the bonus grants whose time ran out. */
export const BONUS_EXPIRY_EVERY_MS = 60_000;

/** The double-entry ledger: the only module that writes it. */
export const walletModule: PlatformModule<'wallet'> = {
  name: 'wallet',
  start({ app, db, jobs, use }) {
    const wallet = createWalletService({
      repository: createWalletRepository(db),
      isEligibleToBet: (memberId) => use('accounts').member.isEligibleToBet(memberId),
      // A bonus credits a member only where the profile lets promotions pay money (BR: never,
      // Lei 14.790 art. 29) and switches on the promotion the movement names.
      mayCreditBonus: async (promotion) => bonusMayCredit(await use('jurisdiction').current(), promotion),
      settings: use('system').settings,
      // The open pages of these members show the new balance (docs/live.md).
      onMembersMoved: (memberIds) => {
        for (const memberId of memberIds) use('live').balanceChanged(memberId);
      },
    });
    registerWalletRoutes(app, wallet, {
      checkLedger: () => checkLedger(db),
      vendorNames: (codes) => use('seamless').vendorNamesOf(codes),
      gameLinks: async (codes, language) => {
        const { games } = await use('games').labelsOf(
          codes.map((gameCode) => ({ vendor: '', gameCode })),
          language,
        );
        return new Map(
          [...games].map(([code, game]) => [code, { nodeId: game.nodeId, gameName: game.gameName }]),
        );
      },
    });
    // Across instances once a period (decision 0011); each grant is forfeited under its own row
    // lock by a conditional update, so two runs never forfeit one twice.
    jobs.every(
      'bonus.expire',
      { everyMs: BONUS_EXPIRY_EVERY_MS },
      async () => {
        const expired = await wallet.expireBonuses(new Date());
        for (const grant of expired) {
          await use('audit').record({
            action: 'bonus.forfeit',
            result: 'ok',
            memberId: grant.memberId,
            ip: 'job',
            detail: {
              grant: grant.id,
              promotionCode: grant.promotionCode,
              reason: grant.status,
              amount: grant.settledAmount,
            },
          });
        }
        if (expired.length > 0) app.log.info({ expired: expired.length }, 'bonus grants expired');
      },
      { retryLimit: 3, timeoutSeconds: 300 },
    );
    // Free spins whose time ran out end EXPIRED: one conditional update, so racing runs (and a
    // spin placed at the same moment) end each grant once (docs/decisions/0020-free-spins.md).
    jobs.every(
      'free-spins.expire',
      { everyMs: BONUS_EXPIRY_EVERY_MS },
      async () => {
        const expired = await wallet.expireFreeSpins(new Date());
        for (const grant of expired) {
          await use('audit').record({
            action: 'free-spins.expire',
            result: 'ok',
            memberId: grant.memberId,
            ip: 'job',
            detail: { grant: grant.id, promotionCode: grant.promotionCode, remaining: grant.remaining },
          });
        }
        if (expired.length > 0) app.log.info({ expired: expired.length }, 'free-spin grants expired');
      },
      { retryLimit: 3, timeoutSeconds: 300 },
    );
    return wallet;
  },
};
