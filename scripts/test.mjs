// `npm test`: the whole suite, in the order that fails fastest on a broken tree. Every step runs
// even after a failure, so one run shows everything that needs fixing; the exit code is non-zero
// if any step failed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { browserStatus } from './browser.mjs';
import { markPassedOnThisTree, passedOnThisTree } from './tree-stamp.mjs';

/** Minutes each step took, printed with the steps at the end (CI keeps a log's tail). */
const minutesOf = new Map();
const run = (label, command, args, env = {}) => {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  minutesOf.set(label, (Date.now() - started) / 60_000);
  return result.status === 0;
};

/** As run(), for steps that run beside others: the output is held and printed whole at the end. */
const runQuietly = (label, command, args) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      minutesOf.set(label, (Date.now() - started) / 60_000);
      console.log(`\n=== ${label} ===\n${Buffer.concat(output).toString()}`);
      resolve(code === 0);
    });
  });

mkdirSync('test-results', { recursive: true });
const engine = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';
console.log(`Database engine for this run: ${engine}`);

const steps = [];
const staticChecks = ['typecheck', 'lint', 'format'];
const staticChecksPassed = passedOnThisTree('static-checks');
if (staticChecksPassed) {
  // Their result depends on the files alone, not on the database this run uses.
  console.log(`\n=== typecheck, lint, format check: passed on this very tree at ${staticChecksPassed} ===`);
  for (const name of staticChecks) steps.push([name, true]);
} else {
  // Side by side: each is one process on one core, so on two cores the three take about as long as
  // the typecheck alone. Each one's output is printed whole once it is done.
  const results = await Promise.all([
    // Every workspace, the browser tests and the benchmark scripts (package.json "typecheck").
    runQuietly('typecheck', 'npm', ['run', 'typecheck']),
    runQuietly('lint', 'npx', ['eslint', '.', '--max-warnings', '0']),
    runQuietly('format check', 'npx', ['prettier', '--check', '.']),
  ]);
  staticChecks.forEach((name, index) => steps.push([name, results[index]]));
  if (steps.every(([, ok]) => ok)) markPassedOnThisTree('static-checks');
}
// The Vitest projects that never open a database: the contracts and the two web front ends. Once
// a whole run passed on this very tree (under either engine), a second run (CI's other engine)
// leaves them out, as the browser-only specs are left out (scripts/run-e2e.mjs).
const ENGINE_INDEPENDENT_PROJECTS = ['contracts', 'web-kit', 'web', 'studio-web'];
const DATABASE_PROJECTS = ['server-kit', 'server', 'studio', 'system'];
// Every project of vitest.config.ts is in one list or the other, so none is ever left out unseen.
const projectNames = [...readFileSync('vitest.config.ts', 'utf8').matchAll(/^\s+'([\w/.-]+)',$/gmu)].map(
  ([, folder]) => readFileSync(`${folder}/vitest.config.ts`, 'utf8').match(/name: '([\w-]+)'/u)?.[1],
);
const listed = [...ENGINE_INDEPENDENT_PROJECTS, ...DATABASE_PROJECTS];
if (projectNames.length !== listed.length || projectNames.some((name) => !listed.includes(name))) {
  console.error(
    `scripts/test.mjs lists the Vitest projects ${listed.join(', ')}; vitest.config.ts has ${projectNames.join(', ')}.`,
  );
  process.exit(1);
}
const engineIndependentPassedAt = passedOnThisTree('vitest-engine-independent');
if (engineIndependentPassedAt) {
  console.log(
    `\nThe projects ${ENGINE_INDEPENDENT_PROJECTS.join(', ')} passed on this very tree at ${engineIndependentPassedAt}; this run leaves them out.`,
  );
}
const vitestPassed = run('unit and integration tests (Vitest)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  '--outputFile.json=test-results/vitest.json',
  ...(engineIndependentPassedAt ? DATABASE_PROJECTS.map((name) => `--project=${name}`) : []),
]);
if (vitestPassed && !engineIndependentPassedAt) markPassedOnThisTree('vitest-engine-independent');
steps.push(['unit and integration', vitestPassed]);

const browser = browserStatus();
if (browser.available) {
  steps.push(['browser', run('browser tests (Playwright)', 'node', ['scripts/run-e2e.mjs'])]);
} else if (process.env.REQUIRE_BROWSER === '1') {
  console.error(`\nBrowser tests cannot run: ${browser.reason} (REQUIRE_BROWSER=1).`);
  steps.push(['browser', false]);
} else {
  console.log(`\nBrowser tests skipped: ${browser.reason}.`);
}

const counts = { passed: 0, failed: 0, skipped: 0 };
const failedTests = [];
const vitestReport = 'test-results/vitest.json';
if (existsSync(vitestReport)) {
  const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
  counts.passed += report.numPassedTests ?? 0;
  counts.failed += report.numFailedTests ?? 0;
  counts.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  // Named again at the very end, where a reader of a long log (CI keeps its tail) finds them.
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const reason = (test.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300);
      failedTests.push(`${file.name.replace(`${process.cwd()}/`, '')} › ${test.fullName}\n    ${reason}`);
    }
  }
}
const playwrightReport = 'test-results/playwright.json';
if (browser.available && existsSync(playwrightReport)) {
  const stats = JSON.parse(readFileSync(playwrightReport, 'utf8')).stats ?? {};
  counts.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  counts.failed += stats.unexpected ?? 0;
  counts.skipped += stats.skipped ?? 0;
}

if (failedTests.length > 0)
  console.log(`\nFailed tests:\n${failedTests.map((name) => `  ${name}`).join('\n')}`);
const failedSteps = steps.filter(([, ok]) => !ok).map(([name]) => name);
console.log(`\nSteps: ${steps.map(([name, ok]) => `${name} ${ok ? 'ok' : 'FAILED'}`).join(', ')}`);
console.log(
  `Minutes: ${[...minutesOf].map(([label, minutes]) => `${label} ${minutes.toFixed(1)}`).join(', ')}`,
);
console.log(`${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(failedSteps.length === 0 ? 0 : 1);
