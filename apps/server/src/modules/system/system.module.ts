import type { PlatformModule } from '../../platform-module.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { loadSecretBox } from './at-rest-key.js';
import { createPayloadKeyring, type PayloadKeyring } from './payload-keys.js';
import { createSystemRepository } from './system.repository.js';
import { registerSystemRoutes } from './system.routes.js';
import { seedSystem } from './system.seed.js';
import { createSystemService, type SystemService } from './system.service.js';

export type SystemModuleServices = {
  /** Site settings, status and gating, which most modules read. */
  settings: SystemService;
  /** The keys of the encrypted request envelope (plugins/crypto-envelope.ts). */
  keyring: PayloadKeyring;
  /** Seals what is stored secret: authenticator keys, the outbox's messages (lib/secret-box.ts). */
  secrets: SecretBox;
};

export const systemModule: PlatformModule<'system'> = {
  name: 'system',
  seed: seedSystem,
  async start({ app, config, db }) {
    const repository = createSystemRepository(db);
    const settings = createSystemService({
      repository,
      maintenanceForce: config.MAINTENANCE_FORCE,
      regionCountryOverride: config.REGION_COUNTRY_OVERRIDE,
      cacheTtlMs: config.SETTINGS_CACHE_TTL_MS,
      log: app.log,
    });
    const keyring = createPayloadKeyring(repository);
    registerSystemRoutes(app, settings, keyring);
    const secrets = await loadSecretBox({ configured: config.AT_REST_KEY, repository });
    return { settings, keyring, secrets };
  },
};
