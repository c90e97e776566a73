import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { SERVERS } from './servers';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

// Playwright evaluates this file in the runner and again in every worker. The runner creates the
// data root and passes it down through the environment, so all of them agree on one directory.
const dataRoot = (process.env.E2E_DATA_ROOT ??= mkdtempSync(join(tmpdir(), 'sorte-grande-e2e-')));
if (!process.env.TEST_WORKER_INDEX) {
  // The runner stops the servers before it exits; only then is it safe to remove their data.
  process.on('exit', () => rmSync(dataRoot, { recursive: true, force: true }));
}

const dataDir = (name: string) => {
  const dir = join(dataRoot, name);
  mkdirSync(dir, { recursive: true });
  return dir;
};

const webServer = (name: keyof typeof SERVERS, env: Record<string, string> = {}) => ({
  // The real server serving the built site; the runner script builds apps/web first.
  command: 'npm run start -w apps/server',
  cwd: repoRoot,
  url: `${SERVERS[name].url}/healthz`,
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
  // process.env is inherited (Playwright merges it), so a DATABASE_URL set for the run is kept.
  env: { PORT: String(SERVERS[name].port), DATA_DIR: dataDir(name), LOG_LEVEL: 'warn', ...env },
});

export default defineConfig({
  testDir: 'specs',
  // A subfolder: Playwright empties its outputDir at start, and test-results/ also holds the
  // Vitest report that scripts/test.mjs writes before the browser tests run.
  outputDir: join(repoRoot, 'test-results', 'e2e'),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: 'list',
  use: {
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // The system's Chromium (Debian package); a browser is never downloaded.
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  projects: [
    {
      name: 'site',
      testIgnore: [/maintenance\.spec\.ts$/, /blocked\.spec\.ts$/],
      use: { baseURL: SERVERS.site.url },
    },
    {
      name: 'maintenance',
      testMatch: /maintenance\.spec\.ts$/,
      use: { baseURL: SERVERS.maintenance.url },
    },
    {
      name: 'blocked',
      testMatch: /blocked\.spec\.ts$/,
      use: { baseURL: SERVERS.blocked.url },
    },
  ],
  webServer: [
    // One trusted proxy hop, so a test can arrive from an address the site has never seen
    // (X-Forwarded-For) and meet the second factor; without the header the address is 127.0.0.1.
    // Crash plays quick rounds (2 s of bets, the curve five times the standard speed).
    webServer('site', {
      TRUST_PROXY: '1',
      STUDIO_CRASH_BETTING_MS: '2000',
      STUDIO_CRASH_PAUSE_MS: '1000',
      STUDIO_CRASH_GROWTH: '0.0003',
      // The sandbox pays approved withdrawals at once (2 s by default).
      PIX_SANDBOX_PAYOUT_DELAY_MS: '300',
    }),
    webServer('maintenance', { MAINTENANCE_FORCE: '1' }),
    webServer('blocked', { REGION_COUNTRY_OVERRIDE: 'US' }),
  ],
});
