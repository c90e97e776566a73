import type { PlatformModule } from '../../platform-module.js';
import { createAmlService } from './aml-flags.js';
import { createComplianceRepository } from './compliance.repository.js';
import { registerComplianceRoutes } from './compliance.routes.js';
import { createStatementService } from './statement.js';

/**
 * What the regulator asks to be read from the records: the member's activity statement and the
 * operators' AML flags. Read-only over the wallet's, payments', accounts' and kyc's tables; owns no
 * table.
 */
export const complianceModule: PlatformModule<'compliance'> = {
  name: 'compliance',
  start({ app, db, use }) {
    const repository = createComplianceRepository(db);
    const statements = createStatementService({ repository });
    const aml = createAmlService({
      repository,
      audit: use('audit'),
      settings: {
        get: () => use('system').settings.getSetting('aml'),
        set: (value) => use('system').settings.updateSetting('aml', value),
      },
    });
    registerComplianceRoutes(app, { statements, aml });
    return { statements, aml };
  },
};
