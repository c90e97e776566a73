import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type DatabaseHandle } from '../../src/db/client.js';
import { prepareDatabase } from '../../src/db/prepare.js';

export type TestDatabase = {
  handle: DatabaseHandle;
  /**
   * Another connection to the same database, as a second instance of the platform has: its own
   * pool on PostgreSQL; on PGlite, the one handle again (one process, one connection).
   */
  connectAgain(): DatabaseHandle;
  dispose(): Promise<void>;
};

const withAdmin = async (url: string, sql: string) => {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
};

/** An empty database on the server named by `serverUrl`, for one test file; drop() removes it. */
export const createScratchDatabase = async (serverUrl: string) => {
  const name = `test_${randomUUID().replaceAll('-', '')}`;
  await withAdmin(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdmin(serverUrl, `drop database if exists ${name} with (force)`),
  };
};

/**
 * A fresh, migrated and seeded database for one test file: an in-memory PGlite by default, or a
 * new database on the PostgreSQL server named by DATABASE_URL (dropped again afterwards).
 */
export const createTestDatabase = async ({ demo = true } = {}): Promise<TestDatabase> => {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const handle = await openPglite('memory://');
    await prepareDatabase(handle, { demo });
    return { handle, connectAgain: () => handle, dispose: () => handle.close() };
  }
  const scratch = await createScratchDatabase(url);
  const handle = openPostgres(scratch.url, 4);
  await prepareDatabase(handle, { demo });
  const others: DatabaseHandle[] = [];
  return {
    handle,
    connectAgain() {
      const other = openPostgres(scratch.url, 4);
      others.push(other);
      return other;
    },
    async dispose() {
      await Promise.all([handle, ...others].map((each) => each.close()));
      await scratch.drop();
    },
  };
};
