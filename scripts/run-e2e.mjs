// `npm run test:e2e`: builds the site and the studio's game pages the server will serve (the root
// `npm run build`), then runs Playwright against real servers (see e2e/playwright.config.ts).
// Refuses to run without the system Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { browserStatus } from './browser.mjs';
import { markPassedOnThisTree, passedOnThisTree } from './tree-stamp.mjs';

const browser = browserStatus();
if (!browser.available) {
  console.error(`Browser tests cannot run: ${browser.reason}.`);
  process.exit(1);
}

// The sites depend on the files alone: a second run on the same tree (CI's second database engine)
// serves what the first one built, if it is still there.
const BUILT = ['apps/web/dist/index.html', 'apps/studio/dist/web/studio.html'];
const builtAt = passedOnThisTree('build');
if (builtAt && BUILT.every((file) => existsSync(file))) {
  console.log(`The sites were built from this very tree at ${builtAt}; serving that build.`);
} else {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  markPassedOnThisTree('build');
}

// On the PostgreSQL server the periods and games servers (e2e/servers.ts, OWN_DATABASE_SERVERS)
// get a database each, the run's database name with `_e2e_<server>` appended: made afresh before
// the run, dropped after it.
const ownDatabases = ['periods', 'games'].flatMap((server) => {
  if (!process.env.DATABASE_URL) return [];
  const url = new URL(process.env.DATABASE_URL);
  const name = `${decodeURIComponent(url.pathname.slice(1))}_e2e_${server}`;
  url.pathname = `/${encodeURIComponent(name)}`;
  return [
    {
      variable: `E2E_${server.toUpperCase()}_DATABASE_URL`,
      url: url.toString(),
      quoted: `"${name.replaceAll('"', '""')}"`,
    },
  ];
});
const onServer = async (statement) => {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};
for (const database of ownDatabases) {
  await onServer(`drop database if exists ${database.quoted} with (force)`);
  await onServer(`create database ${database.quoted}`);
}

// Once a whole browser run passed on this very tree, under either engine, a second run (CI's other
// engine) runs only the specs whose server path differs by engine (e2e/playwright.config.ts,
// ENGINE_SPECIFIC_SPECS).
const wholeRunPassedAt = passedOnThisTree('e2e-whole-run');
if (wholeRunPassedAt) {
  console.log(
    `The whole browser suite passed on this very tree at ${wholeRunPassedAt}; this run takes the engine-specific specs only.`,
  );
}

// The JSON report lets `npm test` print one total across Vitest and Playwright.
const result = spawnSync(
  'npx',
  ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      CHROME_PATH: browser.path,
      PLAYWRIGHT_JSON_OUTPUT_FILE: resolve('test-results/playwright.json'),
      ...Object.fromEntries(ownDatabases.map((database) => [database.variable, database.url])),
      ...(wholeRunPassedAt ? { E2E_ONLY_ENGINE_SPECIFIC: '1' } : {}),
    },
  },
);
// Only a whole run (no spec chosen on the command line, none left out) vouches for them.
if (result.status === 0 && process.argv.length <= 2 && !wholeRunPassedAt) {
  markPassedOnThisTree('e2e-whole-run');
}
for (const database of ownDatabases)
  await onServer(`drop database if exists ${database.quoted} with (force)`);
process.exit(result.status ?? 1);
