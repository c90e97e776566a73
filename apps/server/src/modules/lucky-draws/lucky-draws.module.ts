import type { PlatformModule } from '../../platform-module.js';
import { createLuckyDrawsRepository } from './lucky-draws.repository.js';
import { registerLuckyDrawsRoutes } from './lucky-draws.routes.js';
import { createLuckyDrawsService } from './lucky-draws.service.js';

/** How often the job counts closed days, expires tickets, draws ended raffles and pays winners. */
export const LUCKY_DRAWS_JOB_EVERY_MS = 60_000;

/** Red envelope, prize wheel, golden egg and the raffle (docs/lucky-draws.md). */
export const luckyDrawsModule: PlatformModule<'luckyDraws'> = {
  name: 'luckyDraws',
  start({ app, db, jobs, use }) {
    const jurisdiction = use('jurisdiction');
    const seamless = use('seamless');
    const payments = use('payments');
    const points = use('points');
    const accounts = use('accounts');
    const wallet = use('wallet');
    const service = createLuckyDrawsService({
      repository: createLuckyDrawsRepository(db),
      profile: () => jurisdiction.current(),
      paidDepositsBetween: (range, limit) => payments.memberTotals.paidDepositsBetween(range, limit),
      validTurnoverByGame: (range) => seamless.validTurnoverByGame(range),
      planMovement: (input) => wallet.plan(input),
      awardPoints: (input) => points.award(input),
      memberIdOfAccount: (account) => accounts.member.memberIdOf(account),
      accountNamesOf: (memberIds) => accounts.member.accountNamesOf(memberIds),
      audit: use('audit'),
    });
    registerLuckyDrawsRoutes(app, service);
    // Once per period across instances (decision 0011); a repeated run earns, draws and pays nothing twice.
    jobs.every(
      'lucky-draws.run',
      { everyMs: LUCKY_DRAWS_JOB_EVERY_MS },
      async () => {
        const done = await service.run();
        if (done.tickets + done.expired + done.repaid + done.drawn + done.paid > 0)
          app.log.info(done, 'lucky draws run');
      },
      { retryLimit: 3, timeoutSeconds: 600 },
    );
    return service;
  },
};
