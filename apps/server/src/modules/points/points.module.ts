import type { PlatformModule } from '../../platform-module.js';
import { createPointsRepository } from './points.repository.js';
import { registerPointsRoutes } from './points.routes.js';
import { seedPoints } from './points.seed.js';
import { createPointsService } from './points.service.js';

/** How often the earning job looks for newly closed rounds. */
export const POINTS_EARN_EVERY_MS = 60_000;

/** The points mall (docs/points.md): points earned on valid bets, the catalogue, redeems and conversions. */
export const pointsModule: PlatformModule<'points'> = {
  name: 'points',
  seed: seedPoints,
  start({ app, db, jobs, use }) {
    const accounts = use('accounts');
    const wallet = use('wallet');
    const seamless = use('seamless');
    const points = createPointsService({
      repository: createPointsRepository(db),
      audit: use('audit'),
      countedRoundsClosed: (range, limit) => seamless.countedRoundsClosed(range, limit),
      verifyPaymentPassword: (memberId, password) =>
        accounts.member.verifyPaymentPassword(memberId, password),
      mayConvertToCash: async () => (await use('jurisdiction').current()).bonusCredits,
      planMovement: (input) => wallet.plan(input),
    });
    registerPointsRoutes(app, points);
    jobs.every(
      'points.earn',
      { everyMs: POINTS_EARN_EVERY_MS },
      async () => {
        const credited = await points.earn();
        if (credited > 0) app.log.info({ credited }, 'points earned');
      },
      { retryLimit: 2, timeoutSeconds: 120 },
    );
    return points;
  },
};
