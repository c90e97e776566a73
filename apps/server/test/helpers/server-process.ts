import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

export const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The platform as its own process (src/main.ts), one node process with no launcher in between,
 * so a signal reaches the server itself: `kill('SIGKILL')` is a crash, `stop()` a clean SIGTERM.
 */
export const startServerProcess = async (env: Record<string, string>) => {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      ...env,
    },
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
    if (!running()) throw new Error(`server exited:\n${output}`);
    const ready = await fetch(`${base}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { base, kill, stop: () => kill('SIGTERM'), output: () => output };
    await sleep(250);
  }
  await kill('SIGKILL');
  throw new Error(`server not ready after 120 s:\n${output}`);
};
