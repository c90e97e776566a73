import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The one database type every module uses, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Runs fn while holding a cluster-wide lock, so only one instance migrates or seeds at a time. */
  withStartupLock<T>(fn: (db: Db) => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

// Any fixed 64-bit key works; it only has to be the same for every instance of this platform.
const STARTUP_LOCK_KEY = 7_314_159_265;

export const openPostgres = (url: string, poolSize: number): DatabaseHandle => {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    engine: 'postgres',
    async withStartupLock(fn) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await fn(drizzlePg(client, { schema }) as unknown as Db);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
};

/** dataDir 'memory://' gives a throw-away in-memory database (tests). */
export const openPglite = async (dataDir: string): Promise<DatabaseHandle> => {
  const location = dataDir.startsWith('memory://') ? dataDir : resolve(dataDir, 'pglite');
  if (!location.startsWith('memory://')) mkdirSync(location, { recursive: true });
  const client = await PGlite.create(location);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    // PGlite is a single connection in a single process: there is no other instance to race.
    withStartupLock: (fn) => fn(db),
    async ping() {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
};

export const openDatabase = (config: {
  DATABASE_URL?: string | undefined;
  DATABASE_POOL_SIZE: number;
  DATA_DIR: string;
}): Promise<DatabaseHandle> | DatabaseHandle =>
  config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL, config.DATABASE_POOL_SIZE)
    : openPglite(config.DATA_DIR);
