import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildStudioApp, type StudioApp } from '../../src/app.js';
import { loadStudioConfig, type StudioConfig } from '../../src/config.js';
import { createStudioTestDatabase, type StudioTestDatabase } from './database.js';

export type StudioTestApp = StudioApp & {
  config: StudioConfig;
  database: StudioTestDatabase;
  close(): Promise<void>;
};

/**
 * The studio's configuration in tests: quiet, no game pages, no job workers (a test turns them on
 * with JOB_WORKERS: '1'), the lottery served, and a wallet address that leads nowhere unless `env`
 * names a platform.
 */
export const studioTestConfig = (env: Record<string, string> = {}): StudioConfig =>
  loadStudioConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    STUDIO_SECRET: 'studio-test-secret-of-32-characters',
    PLATFORM_URL: 'http://127.0.0.1:9',
    STUDIO_WEB_DIST: '/nonexistent-studio-web',
    JOB_WORKERS: '0',
    // The tests drive the lottery, which a deployment publishes where it is offered.
    STUDIO_LOTTERY_PUBLISHED: '1',
    ...env,
  });

/** The studio's built game pages as a test needs them: the page alone, no assets. */
export const stubStudioPages = (title = 'game page'): string => {
  const pageDist = mkdtempSync(join(tmpdir(), 'studio-pages-'));
  writeFileSync(join(pageDist, 'studio.html'), `<!doctype html><title>${title}</title>`);
  return pageDist;
};

/**
 * The studio alone on a fresh database, for what needs no wallet: bad input, pages, the
 * catalogue, the job queue. Rounds are played by the root's system tests, beside a platform.
 */
export const buildStudioTestApp = async (env: Record<string, string> = {}): Promise<StudioTestApp> => {
  const database = await createStudioTestDatabase();
  const config = studioTestConfig(env);
  const studio = await buildStudioApp({ config, database: database.handle });
  return {
    ...studio,
    config,
    database,
    async close() {
      await studio.app.close();
      await database.dispose();
    },
  };
};
