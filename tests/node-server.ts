import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));

/** A port nothing listens on now (bound and released; whoever binds it next wins). */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/**
 * A port this process holds until `release()`. A port from freePort is free only when it answers:
 * another test worker's probe or `listen(0)` may be handed the same one before its server listens
 * (seen as EADDRINUSE on a busy run). Held, it is given to no one; release it right before the
 * server that needs it listens.
 */
export const reservePort = () =>
  new Promise<{ port: number; release: () => Promise<void> }>((resolve) => {
    const holder = createServer().listen(0, '127.0.0.1', () => {
      const address = holder.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : 0,
        release: () => new Promise<void>((done) => holder.close(() => done())),
      });
    });
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type NodeServer = {
  base: string;
  kill(signal: NodeJS.Signals): Promise<void>;
  stop(): Promise<void>;
  output(): string;
};

/**
 * One of the repository's servers as its own process (`entry`, from the repository root: the
 * platform's apps/server/src/main.ts, the studio's apps/studio/src/main.ts), one node process with
 * no launcher in between, so a signal reaches the server itself: `kill('SIGKILL')` is a crash,
 * `stop()` a clean SIGTERM. Ready once its /readyz answers.
 */
export const startNodeServer = async (
  entry: string,
  env: Record<string, string>,
  port: number,
): Promise<NodeServer> => {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: repositoryRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const running = () => child.exitCode === null && child.signalCode === null;
  const kill = async (signal: NodeJS.Signals) => {
    if (!running()) return;
    child.kill(signal);
    await exited;
  };
  const base = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 480; attempt += 1) {
    if (!running()) throw new Error(`${entry} exited:\n${output}`);
    const ready = await fetch(`${base}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { base, kill, stop: () => kill('SIGTERM'), output: () => output };
    await sleep(250);
  }
  await kill('SIGKILL');
  throw new Error(`${entry} not ready after 120 s:\n${output}`);
};
