import type { PlatformModule } from '../../platform-module.js';
import { renderQrSvg } from '../../lib/pix/qr-svg.js';
import { createLoyaltyRepository } from './loyalty.repository.js';
import { registerLoyaltyRoutes } from './loyalty.routes.js';
import { createLoyaltyService } from './loyalty.service.js';

/** How often the VIP job records level changes (docs/referral-vip.md). */
const VIP_RECORD_EVERY_MS = 15 * 60_000;

/** Referral and VIP rank for members: shown and recorded, never paid (docs/referral-vip.md). */
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
    return service;
  },
};
