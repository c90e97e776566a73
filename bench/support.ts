import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { startNodeServer } from '../tests/node-server.js';

/** Admin connection of the PostgreSQL server the benchmarks run on (trust auth on the bench machine). */
export const adminUrl = (): string =>
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

// Benchmarks make their scratch databases as the tests do.
export { createScratchDatabase, type ScratchDatabase } from '@platform/server-kit';

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** Latencies in milliseconds, kept as raw samples so percentiles are exact. */
export class Samples {
  private values = new Float64Array(1024);
  private size = 0;

  add(value: number) {
    if (this.size === this.values.length) {
      const grown = new Float64Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.size] = value;
    this.size += 1;
  }

  get count() {
    return this.size;
  }

  /** Nearest-rank percentile (p in 0..100); NaN without samples. */
  percentile(p: number): number {
    if (this.size === 0) return Number.NaN;
    const sorted = this.values.slice(0, this.size).sort();
    const rank = Math.min(this.size, Math.max(1, Math.ceil((p / 100) * this.size)));
    return sorted[rank - 1]!;
  }
}

export const ms = (value: number) => (Number.isNaN(value) ? 'n/a' : `${value.toFixed(2)} ms`);
export const perSecond = (value: number) => `${value.toFixed(1)}/s`;

// CPU accounting from /proc (Linux), so a run can say which process was busy.
const clockTicks = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** User + system CPU seconds of one process, or 0 when it is gone. */
const processSeconds = (pid: number): number => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / clockTicks;
  } catch {
    return 0;
  }
};

/** Busy and total CPU seconds of the whole machine (all cores). */
const machineSeconds = () => {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
  const ticks = line.trim().split(/\s+/).slice(1).map(Number);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  const total = ticks.reduce((sum, value) => sum + value, 0);
  return { busy: (total - idle) / clockTicks, total: total / clockTicks };
};

const postgresPids = (): number[] =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    });

export type CpuSnapshot = {
  at: number;
  machine: { busy: number; total: number };
  server: number;
  bench: number;
  backends: Map<number, number>;
  postgres: number;
};

/** serverPid: the Node server; backendPids: the PostgreSQL backends serving the scratch database. */
export const cpuSnapshot = (serverPid: number, backendPids: number[]): CpuSnapshot => {
  const usage = process.cpuUsage();
  return {
    at: performance.now(),
    machine: machineSeconds(),
    server: processSeconds(serverPid),
    bench: (usage.user + usage.system) / 1e6,
    backends: new Map(backendPids.map((pid) => [pid, processSeconds(pid)])),
    postgres: postgresPids().reduce((sum, pid) => sum + processSeconds(pid), 0),
  };
};

/** CPU use between two snapshots, in percent of one core (200 % = both cores of a 2-core machine). */
export const cpuBetween = (before: CpuSnapshot, after: CpuSnapshot) => {
  const wall = (after.at - before.at) / 1000;
  const pct = (seconds: number) => (100 * seconds) / wall;
  let backends = 0;
  for (const [pid, start] of before.backends) backends += Math.max(0, (after.backends.get(pid) ?? 0) - start);
  const machineBusy = after.machine.busy - before.machine.busy;
  const machineTotal = after.machine.total - before.machine.total;
  const server = after.server - before.server;
  const bench = after.bench - before.bench;
  // Postgres processes that started or ended inside the window are not in both snapshots: the
  // difference of the sums is an estimate, and never below the backends we followed by pid.
  const postgres = Math.max(backends, after.postgres - before.postgres);
  return {
    machinePct: (100 * machineBusy) / Math.max(machineTotal, 1e-9),
    serverPct: pct(server),
    benchPct: pct(bench),
    backendsPct: pct(backends),
    postgresPct: pct(postgres),
    otherPct: pct(Math.max(0, machineBusy - server - bench - postgres)),
  };
};

const serverDir = fileURLToPath(new URL('../apps/server/', import.meta.url));
export const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

/**
 * The real server (apps/server/src/main.ts) in production mode on the given database, on a free
 * port; resolves once /readyz answers. `node --import tsx` rather than the tsx binary, so the pid
 * is the server's own (CPU figures). BENCH_SERVER_NODE_ARGS adds Node flags for the server only,
 * e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`. The caller must call stop().
 */
export const startPlatformServer = async (options: {
  databaseUrl: string;
  poolSize: number;
  /** The game studio whose catalogue the platform lists (startStudioServer); none for the wallet. */
  studioUrl?: string;
  /** A fixed port (BENCH_PORT) for machines where each user keeps to a range; else a free one. */
  port?: number;
}) => {
  const port = options.port ?? (await freePort());
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // Production requires the at-rest key; a fresh one per run (the bench keeps no secrets).
      AT_REST_KEY: randomBytes(32).toString('base64'),
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: options.databaseUrl,
      DATABASE_POOL_SIZE: String(options.poolSize),
      LOG_LEVEL: 'warn',
      // No demo accounts: their opening balances would be journal entries the benchmark did not
      // make, and its count of entries is exact.
      SEED_DEMO: 'false',
      WEB_DIST: '/nonexistent',
      ...(options.studioUrl ? { STUDIO_URL: options.studioUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timeout = sleep(15_000).then(() => 'timeout' as const);
    if ((await Promise.race([exited, timeout])) === 'timeout') child.kill('SIGKILL');
  };
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 480; attempt += 1) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    }
    const ready = await fetch(`${base}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { base, pid: child.pid!, stop, output: () => output };
    await sleep(250);
  }
  await stop();
  throw new Error(`server not ready after 120 s:\n${output}`);
};

/**
 * The game studio (apps/studio) on an in-memory database, whose catalogue a platform started
 * after it imports; its wallet address leads nowhere (no benchmark plays its rounds). Stopped by
 * cleanUp().
 */
export const startStudioServer = async (): Promise<string> => {
  const port = await freePort();
  const studio = await startNodeServer(
    'apps/studio/src/main.ts',
    {
      NODE_ENV: 'production',
      STUDIO_HOST: '127.0.0.1',
      STUDIO_PORT: String(port),
      STUDIO_DATA_DIR: 'memory://',
      STUDIO_SECRET: randomBytes(32).toString('base64url'),
      PLATFORM_URL: 'http://127.0.0.1:9',
    },
    port,
  );
  cleanups.push(() => studio.stop());
  return studio.base;
};

/** A numeric command-line option; anything else stops the benchmark with exit code 2. */
export const integerFlag = (name: string, value: string | undefined, min = 1): number => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < min) {
    console.error(`--${name} must be an integer ≥ ${min} (got ${value})`);
    process.exit(2);
  }
  return number;
};

/** What a benchmark started (databases, servers), undone in reverse order on success, failure or Ctrl-C. */
export const cleanups: Array<() => Promise<unknown>> = [];
export const cleanUp = async () => {
  while (cleanups.length > 0) {
    await cleanups.pop()!().catch((error: unknown) => console.error('clean-up failed:', error));
  }
};
/** Runs a benchmark's main, undoes what it started whatever happens, and exits with its code (1 on a throw). */
export const runBench = (main: () => Promise<number>): void => {
  main()
    .then(async (code) => {
      await cleanUp();
      process.exit(code);
    })
    .catch(async (error: unknown) => {
      console.error(error);
      await cleanUp();
      process.exit(1);
    });
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: cleaning up`);
    void cleanUp().finally(() => process.exit(130));
  });
}
