import { createScratchDatabase } from '@platform/server-kit';
import { openDatabase, openPglite, type DatabaseHandle } from '../../src/db/client.js';
import { prepareStudioDatabase } from '../../src/db/migrate.js';

export type StudioTestDatabase = {
  handle: DatabaseHandle;
  /** Another connection to the same database, as a second instance has (PGlite: the one handle). */
  connectAgain(): DatabaseHandle;
  dispose(): Promise<void>;
};

/**
 * A fresh, migrated studio database for one test file: an in-memory PGlite by default, or a new
 * database on the PostgreSQL server named by DATABASE_URL (dropped again afterwards).
 */
export const createStudioTestDatabase = async (): Promise<StudioTestDatabase> => {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const handle = await openPglite('memory://');
    await prepareStudioDatabase(handle);
    return { handle, connectAgain: () => handle, dispose: () => handle.close() };
  }
  const scratch = await createScratchDatabase(url, 'studio_test');
  const open = () =>
    openDatabase({ DATABASE_URL: scratch.url, DATABASE_POOL_SIZE: 4, DATA_DIR: '' }) as DatabaseHandle;
  const handle = open();
  await prepareStudioDatabase(handle);
  const others: DatabaseHandle[] = [];
  return {
    handle,
    connectAgain() {
      const other = open();
      others.push(other);
      return other;
    },
    async dispose() {
      await Promise.all([handle, ...others].map((each) => each.close()));
      await scratch.drop();
    },
  };
};
