import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DatabaseHandle, Db, Schema } from './client.js';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies pending SQL migrations; the same files run on PGlite and PostgreSQL. */
export const applyMigrations = async (handle: DatabaseHandle, db: Db = handle.db): Promise<void> => {
  if (handle.engine === 'pglite') {
    await migratePglite(db as unknown as PgliteDatabase<Schema>, { migrationsFolder });
  } else {
    await migratePg(db as unknown as NodePgDatabase<Schema>, { migrationsFolder });
  }
};
