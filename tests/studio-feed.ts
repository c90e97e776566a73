import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { createDatabaseTemplates } from '../apps/server/test/helpers/database.js';
import { freePort, startNodeServer } from './node-server.js';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation merges only with an interface
  export interface ProvidedContext {
    /** The test run's game studio, whose catalogue and artwork the platform's tests list. */
    studioUrl: string;
  }
}

/**
 * Vitest global setup of the platform's tests: the game studio as its own process (as in
 * production, where the platform reads the studio's catalogue over HTTP), on an in-memory
 * database. Its wallet address leads nowhere: tests that play rounds run a studio of their own
 * beside their platform (tests/system). Then the platform's database templates, which every test
 * file's database copies (apps/server/test/helpers/database.ts).
 */
export default async function setup(project: TestProject) {
  const port = await freePort();
  const studio = await startNodeServer(
    'apps/studio/src/main.ts',
    {
      STUDIO_HOST: '127.0.0.1',
      STUDIO_PORT: String(port),
      STUDIO_DATA_DIR: 'memory://',
      STUDIO_SECRET: randomBytes(32).toString('base64url'),
      PLATFORM_URL: 'http://127.0.0.1:9',
      STUDIO_WEB_DIST: '/nonexistent',
      JOB_WORKERS: '0',
    },
    port,
  );
  project.provide('studioUrl', studio.base);
  const databases = await createDatabaseTemplates(studio.base);
  project.provide('databaseTemplates', databases.templates);
  return async () => {
    await databases.dispose();
    await studio.stop();
  };
}
