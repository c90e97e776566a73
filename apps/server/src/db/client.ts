import {
  openDatabase as openKitDatabase,
  openPglite as openKitPglite,
  openPostgres as openKitPostgres,
  type DatabaseHandle as KitDatabaseHandle,
  type Db as KitDb,
} from '@platform/server-kit';
/**
 * The platform's database: the server kit's opener (PGlite or PostgreSQL). Modules query their
 * own tables (each module's *.tables.ts) with Drizzle's query builder, so the connection needs no
 * schema of them: this folder knows no module.
 */
export type Schema = Record<string, never>;
const schema: Schema = {};
/** The one database type every module uses, whichever engine is underneath. */
export type Db = KitDb<Schema>;
export type DatabaseHandle = KitDatabaseHandle<Schema>;

export const openPostgres = (url: string, poolSize: number): DatabaseHandle =>
  openKitPostgres(schema, url, poolSize);

/** dataDir 'memory://' gives a throw-away in-memory database (tests). */
export const openPglite = (dataDir: string, options: { loadDataDir?: Blob } = {}): Promise<DatabaseHandle> =>
  openKitPglite(schema, dataDir, options);

export const openDatabase = (config: {
  DATABASE_URL?: string | undefined;
  DATABASE_POOL_SIZE: number;
  DATA_DIR: string;
}): Promise<DatabaseHandle> | DatabaseHandle => openKitDatabase(schema, config);
