// `npm run test:e2e`: builds the site the server will serve, then runs Playwright against
// real servers (see e2e/playwright.config.ts). Refuses to run without the system Chromium.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { browserStatus } from './browser.mjs';

const browser = browserStatus();
if (!browser.available) {
  console.error(`Browser tests cannot run: ${browser.reason}.`);
  process.exit(1);
}

const step = (command, args, env = {}) => {
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

step('npm', ['run', 'build', '--workspace', 'apps/web']);
// The JSON report lets `npm test` print one total across Vitest and Playwright.
step(
  'npx',
  ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json', ...process.argv.slice(2)],
  {
    CHROME_PATH: browser.path,
    PLAYWRIGHT_JSON_OUTPUT_FILE: resolve('test-results/playwright.json'),
  },
);
