import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { createScratchDatabase } from '@platform/server-kit';
import type { VendorCatalogue } from '@platform/contracts';
import { fetchVendorCatalogue, importVendorCatalogue } from '../../src/modules/games/index.js';
import { STUDIO_VENDOR } from '../../src/modules/seamless/index.js';
import { openPglite, openPostgres, type DatabaseHandle } from '../../src/db/client.js';
import { prepareDatabase } from '../../src/platform-modules.js';

export type TestDatabase = {
  handle: DatabaseHandle;
  /**
   * Another connection to the same database, as a second instance of the platform has: its own
   * pool on PostgreSQL; on PGlite, the one handle again (one process, one connection).
   */
  connectAgain(): DatabaseHandle;
  dispose(): Promise<void>;
};

/** The test run's game studio (tests/studio-feed.ts, the server project's global setup). */
export const studioUrlOfTests = (): string => {
  const url = inject('studioUrl');
  if (!url)
    throw new Error(
      "the platform's tests run from the repository root (npx vitest), which starts the studio",
    );
  return url;
};

let feed: Promise<VendorCatalogue> | undefined;
/** The studio's catalogue, read once per process (the global setup, or a worker without templates). */
const studioFeed = (studioUrl: string) => (feed ??= fetchVendorCatalogue(studioUrl));

const prepare = async (handle: DatabaseHandle, demo: boolean, studioUrl: string) => {
  await prepareDatabase(handle, { demo });
  await importVendorCatalogue(handle.db, await studioFeed(studioUrl), STUDIO_VENDOR);
};

/**
 * Migrated and seeded databases, made once per test run and copied for each test file: creating,
 * migrating, seeding and importing the catalogue anew took several seconds per file. On PGlite a
 * dumped data directory (a file path); on the PostgreSQL server a template database (its name).
 */
export type DatabaseTemplates = {
  engine: 'pglite' | 'postgres';
  /** With the demo accounts and data. */
  demo: string;
  /** The seed without the demo data. */
  plain: string;
};

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges only with an interface
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/** Makes the run's templates (a Vitest global setup calls it); dispose() removes them. */
export const createDatabaseTemplates = async (
  studioUrl: string,
): Promise<{ templates: DatabaseTemplates; dispose(): Promise<void> }> => {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dir = mkdtempSync(join(tmpdir(), 'platform-test-templates-'));
    const dump = async (demo: boolean) => {
      const handle = await openPglite('memory://');
      await prepare(handle, demo, studioUrl);
      const path = join(dir, demo ? 'demo.tar' : 'plain.tar');
      writeFileSync(path, Buffer.from(await (await handle.dumpDataDir!()).arrayBuffer()));
      await handle.close();
      return path;
    };
    const [demo, plain] = await Promise.all([dump(true), dump(false)]);
    return {
      templates: { engine: 'pglite', demo, plain },
      dispose: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const make = async (demo: boolean) => {
    const scratch = await createScratchDatabase(url, 'template');
    const handle = openPostgres(scratch.url, 4);
    await prepare(handle, demo, studioUrl);
    // A template may have no connection while it is copied.
    await handle.close();
    return scratch;
  };
  const [demo, plain] = await Promise.all([make(true), make(false)]);
  return {
    templates: { engine: 'postgres', demo: demo.name, plain: plain.name },
    dispose: async () => {
      await Promise.all([demo.drop(), plain.drop()]);
    },
  };
};

const templatesOfRun = (): DatabaseTemplates | undefined => {
  const templates = inject('databaseTemplates');
  const engine = process.env.DATABASE_URL ? 'postgres' : 'pglite';
  return templates?.engine === engine ? templates : undefined;
};

/**
 * A fresh, migrated and seeded database for one test file, its catalogue imported from the
 * studio: an in-memory PGlite by default, or a new database on the PostgreSQL server named by
 * DATABASE_URL (dropped again afterwards). A copy of the run's template where there is one.
 */
export const createTestDatabase = async ({ demo = true } = {}): Promise<TestDatabase> => {
  const url = process.env.DATABASE_URL;
  const template = templatesOfRun()?.[demo ? 'demo' : 'plain'];
  if (!url) {
    const handle = template
      ? await openPglite('memory://', { loadDataDir: new Blob([readFileSync(template)]) })
      : await openPglite('memory://');
    if (!template) await prepare(handle, demo, studioUrlOfTests());
    return { handle, connectAgain: () => handle, dispose: () => handle.close() };
  }
  const scratch = await createScratchDatabase(url, 'test', template);
  const handle = openPostgres(scratch.url, 4);
  if (!template) await prepare(handle, demo, studioUrlOfTests());
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
