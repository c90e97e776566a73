import type { PlatformModule } from '../../platform-module.js';
import { bonusMayCredit } from '../jurisdiction/index.js';
import { createMissionsRepository } from './missions.repository.js';
import { registerMissionsRoutes } from './missions.routes.js';
import { seedMissions } from './missions.seed.js';
import { createMissionsService } from './missions.service.js';

/** How often the progress job reads new rounds and deposits, and the settling job runs. */
const MISSIONS_EVERY_MS = 60_000;

/** Daily and weekly missions (docs/missions.md): progress, claims, the leaderboard. */
export const missionsModule: PlatformModule<'missions'> = {
  name: 'missions',
  seed: seedMissions,
  start({ app, db, jobs, use }) {
    const jurisdiction = use('jurisdiction');
    const seamless = use('seamless');
    const games = use('games');
    const payments = use('payments');
    const points = use('points');
    const accounts = use('accounts');
    const missions = createMissionsService({
      repository: createMissionsRepository(db),
      audit: use('audit'),
      offered: async () => (await jurisdiction.current()).promotions.MISSIONS,
      bonusAllowed: async () => bonusMayCredit(await jurisdiction.current(), 'MISSIONS'),
      countedRoundsClosed: (range, limit) => seamless.countedRoundsClosed(range, limit),
      gameTypesOf: (codes) => games.gameTypesOf(codes),
      paidDepositsBetween: (range, limit) => payments.memberTotals.paidDepositsBetween(range, limit),
      awardPoints: (input) => points.award(input),
      wallet: use('wallet'),
      accountNamesOf: (memberIds) => accounts.member.accountNamesOf(memberIds),
    });
    registerMissionsRoutes(app, missions);
    // Each once per period across instances (decision 0011); a repeated run counts nothing twice.
    jobs.every(
      'missions.progress',
      { everyMs: MISSIONS_EVERY_MS },
      async () => {
        const counted = await missions.countProgress();
        if (counted.rounds + counted.deposits > 0) app.log.info(counted, 'mission progress counted');
      },
      { retryLimit: 2, timeoutSeconds: 120 },
    );
    jobs.every(
      'missions.settle',
      { everyMs: MISSIONS_EVERY_MS },
      async () => {
        const settled = await missions.settle();
        if (settled.expired + settled.repaid > 0) app.log.info(settled, 'missions settled');
      },
      { retryLimit: 2, timeoutSeconds: 120 },
    );
    return missions;
  },
};
