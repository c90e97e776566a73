import {
  openDatabase as openKitDatabase,
  openPglite as openKitPglite,
  type DatabaseHandle as KitDatabaseHandle,
  type Db as KitDb,
} from '@platform/server-kit';
import * as schema from './schema.js';

/** The studio's database: the server kit's opener bound to the studio's own schema. */
export type Schema = typeof schema;
export type Db = KitDb<Schema>;
export type DatabaseHandle = KitDatabaseHandle<Schema>;

/** dataDir 'memory://' gives a throw-away in-memory database (tests). */
export const openPglite = (dataDir: string): Promise<DatabaseHandle> => openKitPglite(schema, dataDir);

export const openDatabase = (config: {
  DATABASE_URL?: string | undefined;
  DATABASE_POOL_SIZE: number;
  DATA_DIR: string;
}): Promise<DatabaseHandle> | DatabaseHandle => openKitDatabase(schema, config);
