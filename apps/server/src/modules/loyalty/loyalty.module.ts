import type { PlatformModule } from '../../platform-module.js';
import { renderQrSvg } from '../../lib/pix/qr-svg.js';
import { bonusMayCredit } from '../jurisdiction/index.js';
import { createLoyaltyRepository } from './loyalty.repository.js';
import { registerLoyaltyRoutes } from './loyalty.routes.js';
import { createLoyaltyService } from './loyalty.service.js';

/** How often the VIP job records level changes (docs/referral-vip.md). */
const VIP_RECORD_EVERY_MS = 15 * 60_000;
/** How often the rewards job records, expires and pays VIP and referral rewards. */
export const LOYALTY_REWARDS_EVERY_MS = 10 * 60_000;

/** Referral, VIP rank and the daily check-in, with the rewards they pay (docs/referral-vip.md). */
export const loyaltyModule: PlatformModule<'loyalty'> = {
  name: 'loyalty',
  start({ app, db, jobs, use }) {
    const payments = use('payments');
    const seamless = use('seamless');
    const jurisdiction = use('jurisdiction');
    const service = createLoyaltyService({
      repository: createLoyaltyRepository(db),
      referrals: use('accounts').referrals,
      settings: use('system').settings,
      depositTotalsOf: payments.memberTotals.depositTotalsOf,
      depositorsAmong: payments.memberTotals.depositorsAmong,
      validTurnoverOfMany: seamless.validTurnoverOfMany,
      audit: use('audit'),
      qrSvg: renderQrSvg,
      promotionAllowed: async (promotion) => (await jurisdiction.current()).promotions[promotion],
      // The same answer the wallet gives a BONUS credit naming the promotion.
      bonusAllowed: async (promotion) => bonusMayCredit(await jurisdiction.current(), promotion),
      planMovement: (input) => use('wallet').plan(input),
      awardPoints: (input) => use('points').award(input),
    });
    registerLoyaltyRoutes(app, service);
    // Once per period across instances; a repeated run records nothing new (recordLevel).
    jobs.every(
      'loyalty.record-vip-levels',
      { everyMs: VIP_RECORD_EVERY_MS },
      async () => {
        const counts = await service.recordLevels();
        if (counts.changed > 0) app.log.info(counts, 'VIP levels recorded');
      },
      { retryLimit: 3, timeoutSeconds: 600 },
    );
    // Once per period across instances; rewards are unique per key and every payment conditional.
    jobs.every(
      'loyalty.rewards',
      { everyMs: LOYALTY_REWARDS_EVERY_MS },
      async () => {
        const done = await service.runRewards();
        if (done.recorded + done.expired + done.paid > 0) app.log.info(done, 'loyalty rewards');
      },
      { retryLimit: 3, timeoutSeconds: 600 },
    );
    return service;
  },
};
