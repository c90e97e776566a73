import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { HAS_SITE_TWIN, SERVERS, ownDatabaseUrl } from './servers';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

// Playwright evaluates this file in the runner and again in every worker. The runner creates the
// data root and passes it down through the environment, so all of them agree on one directory.
const dataRoot = (process.env.E2E_DATA_ROOT ??= mkdtempSync(join(tmpdir(), 'sorte-grande-e2e-')));
if (!process.env.TEST_WORKER_INDEX) {
  // The runner stops the servers before it exits; only then is it safe to remove their data.
  process.on('exit', () => rmSync(dataRoot, { recursive: true, force: true }));
}

// One studio secret for the whole run: on PostgreSQL the site, maintenance and blocked servers
// share the run's database, as instances of one deployment do, so they must sign with one secret
// (each start sets the studio vendor's stored secret to it).
const studioSecret = (process.env.E2E_STUDIO_SECRET ??= randomBytes(32).toString('base64url'));

const dataDir = (name: string) => {
  const dir = join(dataRoot, name);
  mkdirSync(dir, { recursive: true });
  return dir;
};

/**
 * The studio's lottery, offered (its page plays every SGL game), with the VN regions drawing every
 * minute instead of once a day (docs/lottery.md, "The tests' fast VN schedule"): the lottery's
 * browser test (e2e/specs/studio/lottery.spec.ts, on the periods server) sees a VN draw happen and
 * settle, as it does a fast game's 1-minute draw.
 */
const LOTTERY_ENV: Record<string, string> = {
  STUDIO_LOTTERY_PUBLISHED: 'true',
  STUDIO_LOTTERY_VN_TEST_PERIOD_MINUTES: '1',
};

/**
 * How the site's server runs, and the games' server as it: every feature of the seed, as the specs
 * drive them (transfers between players, which the demo brand's BR profile refuses); the BR
 * profile's refusals are tested by apps/server/test/jurisdiction.routes.test.ts.
 */
const SITE_ENV: Record<string, string> = {
  JURISDICTION_PROFILE: 'OPEN',
  // One trusted proxy hop, so a test can arrive from an address the site has never seen
  // (X-Forwarded-For) and meet the second factor; without the header the address is 127.0.0.1.
  TRUST_PROXY: '1',
  // Crash plays quick rounds (2 s of bets, the curve five times the standard speed).
  STUDIO_CRASH_BETTING_MS: '2000',
  STUDIO_CRASH_PAUSE_MS: '1000',
  STUDIO_CRASH_GROWTH: '0.0003',
  // The sportsbook's simulated matches at the fastest speed, a slot of three kick-offs every
  // 15 s: a match lasts 105 s (the half-time break included), long enough to bet in play and
  // cash out on a busy machine, short enough to see the final whistle and the settlement
  // (e2e/specs/studio/sportsbook.spec.ts). The lobby lists as many slots ahead as it does at the
  // default 10-minute slot, so it holds about the same number of matches.
  STUDIO_SPORTS_SPEED: '60',
  STUDIO_SPORTS_SLOT_MINUTES: '0.25',
  // The sandbox pays approved withdrawals at once (2 s by default).
  PIX_SANDBOX_PAYOUT_DELAY_MS: '300',
  // OPEN asks for no reality check; the operator's hourly one lets its test move the page's
  // clock on (e2e/specs/accounts/reality-check.spec.ts). No other test's session lasts an hour.
  REALITY_CHECK_MINUTES: '60',
  ...LOTTERY_ENV,
};

/** The DATABASE_URL of a server with a database of its own, on the PostgreSQL server only. */
const databaseOf = (name: 'periods' | 'games'): Record<string, string> => {
  const url = ownDatabaseUrl(name);
  return url ? { DATABASE_URL: url } : {};
};

const webServer = (
  name: keyof typeof SERVERS,
  env: Record<string, string> = {},
  // A server whose tests open no game (maintenance, blocked) lists the site's studio's catalogue
  // and runs no studio of its own: two fewer processes on a two-core machine.
  options: { ownStudio: boolean } = { ownStudio: true },
) => ({
  // The studio and the platform as `npm run serve` starts them, on the sites the runner script
  // built first; each with its own data directory (the studio's stays on the embedded database).
  command: options.ownStudio ? 'node scripts/start.mjs' : 'npm run start -w apps/server',
  cwd: repoRoot,
  url: `${SERVERS[name].url}/healthz`,
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'pipe' as const,
  stderr: 'pipe' as const,
  // process.env is inherited (Playwright merges it), so a DATABASE_URL set for the run is kept.
  env: {
    PORT: String(SERVERS[name].port),
    DATA_DIR: dataDir(name),
    STUDIO_PORT: String(SERVERS[name].studio.port),
    STUDIO_URL: (options.ownStudio ? SERVERS[name] : SERVERS.site).studio.url,
    STUDIO_DATA_DIR: dataDir(`${name}-studio`),
    STUDIO_SECRET: studioSecret,
    LOG_LEVEL: 'warn',
    ...env,
  },
});

/**
 * The tests that wait for real periods to close: a real-time salary window, the report roll-up,
 * a mission the minute job completes, and the lottery's draws (a VN and a fast game's, each a
 * minute). Their members are their own, so none counts another's.
 */
const PERIOD_SPECS = [
  /realtime-salary\.spec\.ts$/,
  /agents\/reports\.spec\.ts$/,
  /missions\/missions\.spec\.ts$/,
  /studio\/lottery\.spec\.ts$/,
];

/**
 * The tests that play games (the studio's slots, crash and sportsbook, the betting record), and
 * two of the agent centre's, which share nothing with them: on a server of their own that runs as
 * the site's does, on a worker of their own beside the site's and the periods' tests.
 */
const GAMES_SPECS = [
  /specs\/studio\//,
  /wallet\/bet-record-names\.spec\.ts$/,
  /agents\/centre-entries\.spec\.ts$/,
  /agents\/team\.spec\.ts$/,
];

/**
 * The browser specs whose server path differs by database engine: the live channel's fan-out
 * (LISTEN/NOTIFY on the PostgreSQL server, the embedded engine's own listen) that raises a badge
 * and carries the chat room, and the site's second instance (SERVERS.siteTwin, PostgreSQL only).
 * A second run over the very same files (CI's run on PostgreSQL after the embedded one) runs only
 * these once a whole browser run passed (scripts/run-e2e.mjs sets E2E_ONLY_ENGINE_SPECIFIC): every
 * other spec drives the same server code over the same SQL, which the Vitest projects test on both
 * engines, every race on the PostgreSQL server (docs/ARCHITECTURE.md, "Tests").
 */
const ENGINE_SPECIFIC_SPECS = [/chat\/chat-room\.spec\.ts$/, /inbox\/inbox\.spec\.ts$/];
const onlyEngineSpecific = process.env.E2E_ONLY_ENGINE_SPECIFIC === '1';

export default defineConfig({
  testDir: 'specs',
  // Runs once the servers are up: it retires the demo popups every new tab would open (the file says why).
  globalSetup: fileURLToPath(new URL('./global-setup.ts', import.meta.url)),
  // A subfolder: Playwright empties its outputDir at start, and test-results/ also holds the
  // Vitest report that scripts/test.mjs writes before the browser tests run.
  outputDir: join(repoRoot, 'test-results', 'e2e'),
  fullyParallel: false,
  // One worker per project of the three big ones, and the tests of each server still one after
  // another, as they share its data. The periods tests mostly wait for real periods to close (a
  // real-time salary window alone is 7 minutes), so the site's and the games' tests run beside
  // them: two busy browsers at a time, as when the games' tests followed the periods' on a second
  // worker. The whole suite on a quiet machine: 12.8 min with three, 16.4 with two.
  workers: 3,
  retries: 0,
  // Two browsers, six servers and their databases share CI's two cores: a page that draws in under
  // a second on a quiet machine can take several while the other project's test is busy. The
  // site's speed is measured by the benchmarks (bench/web.ts), not by these waits. The first tests
  // of a run meet every server and both browsers starting at once, three to four times slower than
  // the same tests a few minutes later (a second tab's header: 2.5 s quiet, over 10 s then).
  expect: { timeout: 20_000 },
  timeout: 90_000,
  forbidOnly: true,
  reporter: 'list',
  use: {
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The site's service worker answers navigations, which page.route() would then not see; the
    // app spec (specs/shell/installable-app.spec.ts) allows it where it is what is tested.
    serviceWorkers: 'block',
    // As a player who asked for less motion: the notice ticker and the banners stand still and the
    // games' animations are short (design.md, Motion). An animated page costs the software-drawn
    // browser a fifth of a core while it only sits open (the home page: 9 s of CPU in 40 s, 0 s
    // with reduced motion), which two workers, six servers and their studios cannot spare on two
    // cores. What the specs test is what the pages do; a spec about motion asks for it itself.
    reducedMotion: 'reduce',
    launchOptions: {
      // The system's Chromium (Debian package); a browser is never downloaded.
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  projects: onlyEngineSpecific
    ? [
        {
          name: 'site',
          testMatch: ENGINE_SPECIFIC_SPECS,
          workers: 1,
          use: { baseURL: SERVERS.site.url },
        },
      ]
    : [
        // First, so its long waits start at once.
        {
          name: 'periods',
          testMatch: PERIOD_SPECS,
          workers: 1,
          use: { baseURL: SERVERS.periods.url },
        },
        {
          name: 'site',
          testIgnore: [/maintenance\.spec\.ts$/, /blocked\.spec\.ts$/, ...PERIOD_SPECS, ...GAMES_SPECS],
          workers: 1,
          use: { baseURL: SERVERS.site.url },
        },
        {
          name: 'games',
          testMatch: GAMES_SPECS,
          // The lottery's spec is in studio/ but waits for draws: it runs with the periods.
          testIgnore: PERIOD_SPECS,
          workers: 1,
          use: { baseURL: SERVERS.games.url },
        },
        {
          name: 'maintenance',
          testMatch: /maintenance\.spec\.ts$/,
          workers: 1,
          use: { baseURL: SERVERS.maintenance.url },
        },
        {
          name: 'blocked',
          testMatch: /blocked\.spec\.ts$/,
          workers: 1,
          use: { baseURL: SERVERS.blocked.url },
        },
      ],
  webServer: [
    webServer('site', SITE_ENV),
    ...(onlyEngineSpecific
      ? []
      : [
          // Its own database on the PostgreSQL server too, so the site's tests and the games' tests,
          // which run at once, never count each other's rounds.
          webServer('games', { ...SITE_ENV, ...databaseOf('games') }),
          // Every server that shares the site's database on PostgreSQL runs the site's profile: the
          // profile a start pins is stored for the database's SQL (identity_policy, docs/kyc.md).
          webServer(
            'maintenance',
            { MAINTENANCE_FORCE: '1', JURISDICTION_PROFILE: 'OPEN' },
            { ownStudio: false },
          ),
          // Its own database on the PostgreSQL server too (scripts/run-e2e.mjs makes it afresh), so no
          // other test's bets fall into the periods its tests wait for.
          webServer('periods', {
            JURISDICTION_PROFILE: 'OPEN',
            ...LOTTERY_ENV,
            ...databaseOf('periods'),
          }),
          webServer(
            'blocked',
            { REGION_COUNTRY_OVERRIDE: 'US', JURISDICTION_PROFILE: 'OPEN' },
            { ownStudio: false },
          ),
        ]),
    // On PostgreSQL, a second instance of the site on its database and beside its studio, as a
    // deployment behind a load balancer runs (specs/chat/chat-room.spec.ts).
    ...(HAS_SITE_TWIN ? [webServer('siteTwin', SITE_ENV, { ownStudio: false })] : []),
  ],
});
