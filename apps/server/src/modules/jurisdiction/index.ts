// Public surface of the jurisdiction module: the profile the deployment runs under (BR, OPEN) and
// the switches other modules and the site read from it.
export {
  bonusMayCredit,
  createJurisdictionService,
  offersGame,
  type JurisdictionService,
  type ProductOf,
} from './jurisdiction.service.js';
export { PROFILES } from './profiles.js';
export { registerJurisdictionRoutes } from './jurisdiction.routes.js';
export { jurisdictionModule } from './jurisdiction.module.js';
