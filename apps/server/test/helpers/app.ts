import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDependencies } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { createTestDatabase, type TestDatabase } from './database.js';

export type TestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
};

/**
 * The whole platform on a fresh database, driven through app.inject. Settings are never cached
 * so a test sees its own configuration changes at once.
 */
export const buildTestApp = async (
  env: Record<string, string> = {},
  options: Pick<AppDependencies, 'logStream'> = {},
): Promise<TestApp> => {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SETTINGS_CACHE_TTL_MS: '0',
    WEB_DIST: '/nonexistent-web-dist',
    ...env,
  });
  const app = await buildApp({ config, database: database.handle, ...options });
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.dispose();
    },
  };
};
