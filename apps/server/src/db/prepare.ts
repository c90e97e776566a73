import type { DatabaseHandle } from './client.js';
import { applyMigrations } from './migrate.js';
import { seedDatabase } from './seed/index.js';

/** Migrates and seeds under the cluster-wide start-up lock, so instances starting together agree. */
export const prepareDatabase = (handle: DatabaseHandle, options: { demo: boolean }): Promise<void> =>
  handle.withStartupLock(async (db) => {
    await applyMigrations(handle, db);
    await seedDatabase(db, options);
  });
