import type { Db } from '../../db/client.js';
import { DEFAULT_SETTINGS } from './system.defaults.js';
import { HELP_CONTENT } from './help-content.js';
import { createSystemRepository } from './system.repository.js';

const DEVICES = ['WEB', 'MOBILE'] as const;

/** Writes first-run configuration and help content; never overwrites what is already stored. */
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
};
