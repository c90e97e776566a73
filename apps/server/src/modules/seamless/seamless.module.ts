import type { PlatformModule } from '../../platform-module.js';
import { brasiliaDay } from '../../lib/day-range.js';
import { createSeamlessRepository } from './seamless.repository.js';
import { registerSeamlessRoutes } from './seamless.routes.js';
import { seedSeamless, STUDIO_VENDOR } from './seamless.seed.js';
import { createSeamlessService } from './seamless.service.js';

/** The wallet API game vendors call; money moves only through the wallet module. */
export const seamlessModule: PlatformModule<'seamless'> = {
  name: 'seamless',
  seed: seedSeamless,
  async start({ app, config, db, use }) {
    const seamless = createSeamlessService({
      repository: createSeamlessRepository(db),
      wallet: use('wallet'),
      players: { nicknameOf: (memberId) => use('accounts').member.nicknameOf(memberId) },
      audit: use('audit'),
      validTurnover: () => use('system').settings.getSetting('validTurnover'),
      limitReached: (memberId, limit) =>
        use('inbox').deliver({
          kind: 'limit-reached',
          memberId,
          subjectId: `${limit}:${brasiliaDay(new Date())}`,
          params: { limit },
        }),
    });
    registerSeamlessRoutes(app, seamless, use('audit'));
    // The game studio (apps/studio) is a vendor like any other: its calls reach the wallet signed
    // with the secret both sides hold; set in the environment, it replaces the stored one.
    if (config.STUDIO_SECRET) await seamless.setVendorSecret(STUDIO_VENDOR, config.STUDIO_SECRET);
    return seamless;
  },
};
