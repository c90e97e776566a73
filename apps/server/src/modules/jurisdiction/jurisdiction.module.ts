import type { PlatformModule } from '../../platform-module.js';
import { registerJurisdictionRoutes } from './jurisdiction.routes.js';
import { createJurisdictionService } from './jurisdiction.service.js';

/** The rules this deployment runs under: products, transfers, limits (docs/decisions/0015). */
export const jurisdictionModule: PlatformModule<'jurisdiction'> = {
  name: 'jurisdiction',
  start({ app, config, use }) {
    const jurisdiction = createJurisdictionService({
      settings: use('system').settings,
      configured: config.JURISDICTION_PROFILE,
      realityCheckMinutes: config.REALITY_CHECK_MINUTES,
    });
    registerJurisdictionRoutes(app, jurisdiction);
    return jurisdiction;
  },
};
