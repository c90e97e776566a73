// Public surface of the system module: site configuration, status, gating and help content.
export { createSystemRepository } from './system.repository.js';
export { createSystemService, type SystemService } from './system.service.js';
export { registerSystemRoutes } from './system.routes.js';
export { seedSystem } from './system.seed.js';
export type { SettingKey, Settings } from './system.settings.js';
export { createPayloadKeyring, type PayloadKeyring } from './payload-keys.js';
export { loadSecretBox } from './at-rest-key.js';
export { preloadCountryLookup } from './region.js';
export { DEFAULT_SETTINGS } from './system.defaults.js';
export { systemModule, type SystemModuleServices } from './system.module.js';
