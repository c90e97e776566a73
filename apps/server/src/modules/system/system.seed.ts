import type { Db } from '../../db/client.js';
import { DEFAULT_SETTINGS } from './system.defaults.js';
import { HELP_CONTENT } from './help-content.js';
import { createSystemRepository } from './system.repository.js';
import { ensurePayloadKey } from './payload-keys.js';

const DEVICES = ['WEB', 'MOBILE'] as const;

/** Writes first-run configuration, help content and the payload key; never overwrites what is stored. */
export const seedSystem = async (db: Db): Promise<void> => {
  const repository = createSystemRepository(db);
  await repository.insertMissingSettings(
    Object.entries(DEFAULT_SETTINGS).map(([key, value]) => ({ key, value })),
  );
  await repository.insertMissingHelpSections(
    Object.entries(HELP_CONTENT).flatMap(([lang, sections]) =>
      DEVICES.flatMap((device) =>
        sections.map((section, sortOrder) => ({ lang, device, sortOrder, ...section })),
      ),
    ),
  );
  await ensurePayloadKey(repository);
};
