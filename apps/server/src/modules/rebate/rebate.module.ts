import type { PlatformModule } from '../../platform-module.js';
import { bonusMayCredit } from '../jurisdiction/index.js';
import { createRebateRepository } from './rebate.repository.js';
import { registerRebateRoutes } from './rebate.routes.js';
import { createRebateService } from './rebate.service.js';

/** How often the rebate job looks for closed periods, expiries and (automatic mode) payouts. */
export const REBATE_JOB_EVERY_MS = 10 * 60_000;

/** The player rebate (docs/rebate.md): computed per closed day, claimed or paid as a cash bonus. */
export const rebateModule: PlatformModule<'rebate'> = {
  name: 'rebate',
  start({ app, db, jobs, use }) {
    const jurisdiction = use('jurisdiction');
    const seamless = use('seamless');
    const games = use('games');
    const loyalty = use('loyalty');
    const wallet = use('wallet');
    const service = createRebateService({
      repository: createRebateRepository(db),
      settings: use('system').settings,
      // The same answer the wallet gives a BONUS credit with `promotion: 'REBATE'`.
      allowed: async () => bonusMayCredit(await jurisdiction.current(), 'REBATE'),
      validTurnoverByGame: (range) => seamless.validTurnoverByGame(range),
      gameTypesOf: (gameCodes) => games.gameTypesOf(gameCodes),
      vipLevelsOf: (memberIds) => loyalty.levelsOf(memberIds),
      planMovement: (input) => wallet.plan(input),
      audit: use('audit'),
    });
    registerRebateRoutes(app, service);
    // Once per period across instances (decision 0011); a repeated run adds and pays nothing new.
    jobs.every(
      'rebate.run',
      { everyMs: REBATE_JOB_EVERY_MS },
      async () => {
        const done = await service.run();
        if (done.computed + done.expired + done.paid > 0) app.log.info(done, 'rebates computed');
      },
      { retryLimit: 3, timeoutSeconds: 600 },
    );
    return service;
  },
};
