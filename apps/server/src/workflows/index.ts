import type { ModuleContext } from '../platform-module.js';
import { createBetRecordsWorkflow } from './bet-records.js';
import { registerBetRecordRoutes } from './bet-records.routes.js';
import { createTransfersWorkflow } from './transfers.js';
import { registerTransferRoutes } from './transfers.routes.js';

export { seedDemoData } from './demo-data.js';
export { createPageBoot, readLandingPreloads } from './page-boot.js';

/** The routes that take several modules at once, registered once every module has started. */
export const registerWorkflows = ({ app, use }: ModuleContext): void => {
  // Transfers ask the same turnover as withdrawals (docs/decisions/0008-transfers-carry-turnover.md).
  registerTransferRoutes(
    app,
    createTransfersWorkflow({
      accounts: use('accounts'),
      wallet: use('wallet'),
      audit: use('audit'),
      turnover: use('payments').turnover,
      jurisdiction: use('jurisdiction'),
    }),
  );
  // The betting record names each game and vendor from the catalogue.
  registerBetRecordRoutes(app, createBetRecordsWorkflow({ seamless: use('seamless'), games: use('games') }));
};
