// `npm run bench:web [-- --runs 3 --port 3300 --no-build --only home --root <checkout> --save <dir>]`
//
// The site as a phone meets it: builds apps/web, starts the real server (NODE_ENV=production) on
// a scratch PGlite data directory with the demo seed, and runs Lighthouse (its default mobile form
// factor and simulated throttling) on the home page, a lobby and the deposit page, several runs
// each. Prints the median performance score, FCP, LCP, TBT, CLS and the JavaScript bytes that
// crossed the wire (compressed) per page. docs/PERFORMANCE.md keeps the figures.
//
// The deposit page needs a member: the bench logs the demo member in through the API (the login
// payload encrypted as every client sends it) and opens the page with `?token=…`, which the web
// app adopts into sessionStorage before its first call (lib/session-store.ts), so Lighthouse's
// storage reset does not undo it.
//
// `--root` measures another checkout (its build and its server) with this script, e.g. the code
// before a change: `git worktree add /tmp/before main`, `npm ci` there, then
// `npm run bench:web -- --root /tmp/before`.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { PayloadKeyResponse, encryptPayload } from '@platform/contracts';
import { cleanUp, cleanups, integerFlag, sleep, startStudioServer } from './support.js';

const GOAL = { score: 90, homeScriptKb: 170 };
const DEMO_MEMBER = { username: 'jogador1', password: 'Demo2026' };

const { values: flags } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '3300' },
    'no-build': { type: 'boolean', default: false },
    /** Only the pages whose name contains this (home, lobby, deposit). */
    only: { type: 'string', default: '' },
    root: { type: 'string', default: fileURLToPath(new URL('..', import.meta.url)) },
    /** A folder to keep each run's full Lighthouse report in (JSON), for the breakdowns. */
    save: { type: 'string', default: '' },
  },
});
const runs = integerFlag('runs', flags.runs);
const port = integerFlag('port', flags.port);
const root = resolve(flags.root);
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';

const build = () => {
  console.log(`building the site in ${root} …`);
  const result = spawnSync('npm', ['run', 'build', '--workspace', 'apps/web'], {
    cwd: root,
    stdio: 'ignore',
  });
  if (result.status !== 0) throw new Error('the build failed (npm run build --workspace apps/web)');
};

/** The real server of `root` on a fresh PGlite data directory, demo accounts seeded. */
const startServer = async () => {
  const base = `http://127.0.0.1:${port}`;
  if (
    await fetch(`${base}/readyz`).then(
      () => true,
      () => false,
    )
  ) {
    throw new Error(`port ${port} already answers: stop that server or pass --port`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-web-'));
  // The studio first: the platform lists its catalogue, read at the platform's start.
  const studioUrl = await startStudioServer();
  // The embedded PGlite database: no DATABASE_URL.
  const { DATABASE_URL: _unused, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: join(root, 'apps/server'),
    env: {
      ...inherited,
      NODE_ENV: 'production',
      AT_REST_KEY: randomBytes(32).toString('base64'),
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      // The demo's PIX gateway, as `npm start` has it: the deposit page is measured with its channels.
      PIX_SANDBOX: 'true',
      LOG_LEVEL: 'warn',
      WEB_DIST: join(root, 'apps/web/dist'),
      STUDIO_URL: studioUrl,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((done) => child.once('exit', done));
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(15_000).then(() => child.kill('SIGKILL'))]);
    }
    rmSync(dataDir, { recursive: true, force: true });
  });
  for (let attempt = 0; attempt < 480; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    if (
      await fetch(`${base}/readyz`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return base;
    await sleep(250);
  }
  throw new Error(`server not ready after 120 s:\n${output}`);
};

/** A session token of the demo member, through the same encrypted login the web app sends. */
const logIn = async (base: string): Promise<string> => {
  const published = await fetch(`${base}/wps/system/payloadKey`).then((response) => response.json());
  const key = PayloadKeyResponse.parse((published as { value: unknown }).value);
  const { header, body } = await encryptPayload(key, { type: 'username', ...DEMO_MEMBER });
  const answer = await fetch(`${base}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', language: 'PT', encryption: header },
    body: JSON.stringify(body),
  });
  const json = (await answer.json()) as { success: boolean; value?: { token?: string }; message?: string };
  if (!json.success || !json.value?.token) throw new Error(`login failed: ${JSON.stringify(json)}`);
  return json.value.token;
};

type Figures = {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  scriptKb: number;
  totalKb: number;
  /**
   * Lighthouse's measure of the host's CPU (lhr.environment.benchmarkIndex): the 4× slowdown of
   * its mobile profile assumes a high-end desktop (1500–2000); a lower index means a slower host
   * and worse figures for the same page (docs/PERFORMANCE.md).
   */
  benchmarkIndex: number;
};

type NetworkItem = { resourceType?: string; transferSize?: number };

let launches = 0;

const measure = async (url: string): Promise<Figures> => {
  // A fresh browser per run, each on the next of the ports after the server's (port+1…port+9):
  // a killed browser may hold its port for a moment.
  launches += 1;
  const chrome = await chromeLauncher.launch({
    chromePath,
    port: port + 1 + ((launches - 1) % 9),
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--lang=pt-BR',
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error('Lighthouse returned nothing');
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    if (flags.save) {
      mkdirSync(flags.save, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '-')}-${Date.now()}.json`;
      writeFileSync(join(flags.save, name.replace(/^-/, 'page-')), JSON.stringify(lhr));
    }
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const items =
      (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
    const bytes = (filter: (item: NetworkItem) => boolean) =>
      items.filter(filter).reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024;
    return {
      score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      scriptKb: bytes((item) => item.resourceType === 'Script'),
      totalKb: bytes(() => true),
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  } finally {
    await chrome.kill();
  }
};

/** Lighthouse sometimes loses a trace on a busy machine (NO_NAVSTART…): such a run is tried again. */
const measureWithRetries = async (url: string): Promise<Figures> => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(url);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(`  (attempt ${attempt} failed: ${(error as Error).message.split('\n')[0]}; again)`);
    }
  }
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const main = async () => {
  if (!flags['no-build']) build();
  const base = await startServer();
  const token = await logIn(base);
  const pages = [
    { name: 'home', url: `${base}/` },
    { name: 'lobby /rng', url: `${base}/rng` },
    { name: 'deposit', url: `${base}/member?tab=depositv2&token=${encodeURIComponent(token)}` },
  ];
  console.log(`Lighthouse ${runs} run(s) per page, mobile (default form factor and throttling), ${root}`);
  const rows: Array<{ name: string; figures: Figures }> = [];
  for (const page of pages.filter((entry) => entry.name.includes(flags.only))) {
    // A server that has served the page before, as one in use has: the first visit after a start
    // pays once for code paths never run and caches never filled (1–2 s), which Lighthouse would
    // count as the page's time to first byte.
    for (let warm = 0; warm < 3; warm += 1) await fetch(page.url).then((response) => response.text());
    const each: Figures[] = [];
    for (let run = 0; run < runs; run += 1) {
      const figures = await measureWithRetries(page.url);
      each.push(figures);
      console.log(
        `  ${page.name} run ${run + 1}: score ${figures.score}, LCP ${figures.lcp.toFixed(0)} ms, TBT ${figures.tbt.toFixed(0)} ms, CLS ${figures.cls.toFixed(3)}, JS ${figures.scriptKb.toFixed(1)} KB, host benchmarkIndex ${figures.benchmarkIndex.toFixed(0)}`,
      );
    }
    const pick = (key: keyof Figures) => median(each.map((figures) => figures[key]));
    rows.push({
      name: page.name,
      figures: {
        score: pick('score'),
        fcp: pick('fcp'),
        lcp: pick('lcp'),
        tbt: pick('tbt'),
        cls: pick('cls'),
        scriptKb: pick('scriptKb'),
        totalKb: pick('totalKb'),
        benchmarkIndex: pick('benchmarkIndex'),
      },
    });
  }
  console.log('\nmedians');
  console.log(
    '| page | performance | FCP | LCP | TBT | CLS | JS transferred | all transferred | host benchmarkIndex |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const { name, figures } of rows) {
    console.log(
      `| ${name} | ${figures.score} | ${(figures.fcp / 1000).toFixed(1)} s | ${(figures.lcp / 1000).toFixed(1)} s | ${figures.tbt.toFixed(0)} ms | ${figures.cls.toFixed(3)} | ${figures.scriptKb.toFixed(1)} KB | ${figures.totalKb.toFixed(1)} KB | ${figures.benchmarkIndex.toFixed(0)} |`,
    );
  }
  const home = rows.find((row) => row.name === 'home');
  if (!home) return;
  console.log(
    `\ngoals: performance ≥ ${GOAL.score} on each page: ${rows.every((row) => row.figures.score >= GOAL.score) ? 'met' : 'NOT met'}; ` +
      `home JS ≤ ${GOAL.homeScriptKb} KB: ${home.figures.scriptKb <= GOAL.homeScriptKb ? 'met' : 'NOT met'}`,
  );
};

try {
  await main();
} finally {
  await cleanUp();
}
