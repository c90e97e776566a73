import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import {
  createPgliteNotifications,
  createPostgresNotifications,
  type Notifications,
} from './notifications.js';

/** An app's Drizzle schema: the module of its tables (`import * as schema from './schema.js'`). */
export type DbSchema = Record<string, unknown>;
/** The one database type an app's modules use, whichever engine is underneath. */
export type Db<S extends DbSchema> = PgDatabase<PgQueryResultHKT, S>;

/** One statement with $n parameters, or a script of several statements with no parameters. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * SQL outside Drizzle, for code that brings its own statements (pg-boss, through the job queue).
 * On PGlite every call waits its turn on the one connection like Drizzle's own calls do, and a
 * script runs inside a transaction, so a failing script never leaves the connection in an aborted
 * transaction for the next caller.
 */
export type RawSql = {
  execute: ExecuteSql;
  /** Runs fn in one transaction; inside it, use only the execute it is given (PGlite would wait forever). */
  transaction<T>(fn: (execute: ExecuteSql) => Promise<T>): Promise<T>;
};

export type DatabaseHandle<S extends DbSchema> = {
  db: Db<S>;
  engine: 'pglite' | 'postgres';
  sql: RawSql;
  /** Fan-out to every instance on this database (LISTEN/NOTIFY; db/notifications.ts). */
  notifications: Notifications;
  /** Runs fn while holding a cluster-wide lock, so only one instance migrates or seeds at a time. */
  withStartupLock<T>(fn: (db: Db<S>) => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * PGlite only: the whole database as a tarball, which `openPglite(…, { loadDataDir })` opens
   * again; tests make one migrated and seeded database and open copies of it.
   */
  dumpDataDir?(): Promise<Blob>;
};

// Any fixed 64-bit key works; it only has to be the same for every instance of an app. Advisory
// locks belong to one database, so apps with databases of their own never wait on each other.
const STARTUP_LOCK_KEY = 7_314_159_265;

export const openPostgres = <S extends DbSchema>(
  schema: S,
  url: string,
  poolSize: number,
): DatabaseHandle<S> => {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db<S>;
  const notifications = createPostgresNotifications({
    url,
    query: (text, values) => pool.query(text, values),
  });
  const onClient =
    (client: pg.PoolClient): ExecuteSql =>
    async (text, values) => {
      const result = await client.query(text, values);
      // A script answers with one result per statement; its last one is the answer.
      return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
    };
  const transaction = async <T>(fn: (execute: ExecuteSql) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query('begin');
      const result = await fn(onClient(client));
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  };
  return {
    db,
    engine: 'postgres',
    sql: {
      async execute(text, values) {
        if (values?.length) return pool.query(text, values);
        // A script may open its own transaction (pg-boss's migrations do): on its own client, and
        // rolled back if it fails, so no pooled connection is handed on inside a failed transaction.
        const client = await pool.connect();
        try {
          return await onClient(client)(text);
        } catch (error) {
          await client.query('rollback').catch(() => {});
          throw error;
        } finally {
          client.release();
        }
      },
      transaction,
    },
    async withStartupLock(fn) {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await fn(drizzlePg(client, { schema }) as unknown as Db<S>);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    notifications,
    async close() {
      await notifications.close();
      await pool.end();
    },
  };
};

/**
 * dataDir 'memory://' gives a throw-away in-memory database (tests); `loadDataDir` starts it as a
 * copy of a dumped one (dumpDataDir), several times faster than creating and migrating afresh.
 */
export const openPglite = async <S extends DbSchema>(
  schema: S,
  dataDir: string,
  options: { loadDataDir?: Blob } = {},
): Promise<DatabaseHandle<S>> => {
  const location = dataDir.startsWith('memory://') ? dataDir : resolve(dataDir, 'pglite');
  if (!location.startsWith('memory://')) mkdirSync(location, { recursive: true });
  const client = await PGlite.create(
    location,
    options.loadDataDir ? { loadDataDir: options.loadDataDir } : {},
  );
  const db = drizzlePglite(client, { schema }) as unknown as Db<S>;
  const notifications = createPgliteNotifications(client);
  type Runner = Pick<Transaction, 'query' | 'exec'>;
  const onRunner =
    (runner: Runner): ExecuteSql =>
    async (text, values) => {
      if (values?.length) return runner.query<Record<string, unknown>>(text, values);
      const results = await runner.exec(text);
      return (results.at(-1) as { rows: Record<string, unknown>[] } | undefined) ?? { rows: [] };
    };
  return {
    db,
    engine: 'pglite',
    sql: {
      // query(), exec() and transaction() all take PGlite's one lock, so raw statements queue behind
      // a Drizzle transaction instead of running inside it. A script runs in a transaction of its
      // own: one that fails part-way is rolled back whole (a BEGIN inside it only warns).
      execute: (text, values) =>
        values?.length ? onRunner(client)(text, values) : client.transaction((tx) => onRunner(tx)(text)),
      transaction: (fn) => client.transaction((tx) => fn(onRunner(tx))),
    },
    // PGlite is a single connection in a single process: there is no other instance to race.
    withStartupLock: (fn) => fn(db),
    async ping() {
      await client.query('select 1');
    },
    notifications,
    async close() {
      await notifications.close();
      await client.close();
    },
    async dumpDataDir() {
      return client.dumpDataDir('none');
    },
  };
};

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite under DATA_DIR. */
export const openDatabase = <S extends DbSchema>(
  schema: S,
  config: { DATABASE_URL?: string | undefined; DATABASE_POOL_SIZE: number; DATA_DIR: string },
): Promise<DatabaseHandle<S>> | DatabaseHandle<S> =>
  config.DATABASE_URL
    ? openPostgres(schema, config.DATABASE_URL, config.DATABASE_POOL_SIZE)
    : openPglite(schema, config.DATA_DIR);
