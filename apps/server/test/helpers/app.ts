import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { JobQueue, PeriodicHandler } from '@platform/server-kit';
import { buildApp, type AppDependencies } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { createTestDatabase, studioUrlOfTests, type TestDatabase } from './database.js';

export type TestApp = {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
};

/**
 * The whole platform on a fresh database, driven through app.inject. Settings are never cached
 * so a test sees its own configuration changes at once. Job workers are off (tests call the work
 * of a job themselves, or turn them on with JOB_WORKERS: '1'), so no app polls a queue it does
 * not use.
 */
export const buildTestApp = async (
  env: Record<string, string> = {},
  options: Pick<AppDependencies, 'logStream' | 'wrapJobs'> = {},
): Promise<TestApp> => {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SETTINGS_CACHE_TTL_MS: '0',
    WEB_DIST: '/nonexistent-web-dist',
    JOB_WORKERS: '0',
    STUDIO_URL: studioUrlOfTests(),
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

/**
 * The periodic jobs the modules declare, by name, so a test runs a period's work itself (workers
 * are off in tests): pass `wrapJobs` to buildTestApp, then call `periodic.get(name)!(period)`.
 */
export const periodicJobs = () => {
  const periodic = new Map<string, PeriodicHandler>();
  const wrapJobs = (jobs: JobQueue): JobQueue => ({
    ...jobs,
    every(name, every, handler, options) {
      periodic.set(name, handler);
      jobs.every(name, every, handler, options);
    },
  });
  return { periodic, wrapJobs };
};

/** The site page's slots the server writes into (apps/web/index.html, plugins/page-document.ts). */
export const STUB_SITE_PAGE = [
  '<!doctype html><html><head><title>site</title></head><body>',
  '<div id="boot-shell"><span class="site-header-logo" data-boot-brand>SORTE GRANDE</span></div>',
  '<div id="root"></div></body></html>',
].join('\n');

/** A built site (apps/web), for tests of what serves pages. */
export const stubWebDist = (): string => {
  const webDist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  writeFileSync(join(webDist, 'index.html'), STUB_SITE_PAGE);
  return webDist;
};
