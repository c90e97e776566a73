import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DatabaseHandle, Schema } from './client.js';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Applies the studio's pending migrations under the cluster-wide start-up lock, so instances
 * starting together agree. The studio seeds nothing: its games are code, its rows come from play.
 */
export const prepareStudioDatabase = (handle: DatabaseHandle): Promise<void> =>
  handle.withStartupLock(async (db) => {
    if (handle.engine === 'pglite') {
      await migratePglite(db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
    } else {
      await migratePg(db as unknown as NodePgDatabase<Schema>, { migrationsFolder });
    }
  });
