import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createScratchDatabase } from '@platform/server-kit';
import { freePort } from '../../../tests/node-server.js';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

const start = (env: Record<string, string>) => {
  // As `npm start` runs it: node itself, with tsx as a loader, so the signal reaches the platform's
  // own handler (the tsx command in between kills a child that is slow to answer a signal).
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, LOG_LEVEL: 'warn', WEB_DIST: '/nonexistent', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
};

describe('server process', () => {
  it('stops with exit code 1 and names the variable when the configuration is bad', async () => {
    const server = start({ PORT: 'eighty' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid configuration');
    expect(server.output()).toContain('PORT');
  });

  it('serves, then shuts down cleanly on SIGTERM', async () => {
    const port = await freePort();
    const serverUrl = process.env.DATABASE_URL;
    const scratch = serverUrl ? await createScratchDatabase(serverUrl) : null;
    const server = start({
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'platform-data-')),
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    });
    let ready = false;
    // A whole start (migrations, demo seed, the job queue's schema) on a busy 2-core machine.
    for (let attempt = 0; attempt < 320 && !ready; attempt += 1) {
      ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (response) => response.ok,
        () => false,
      );
      if (!ready) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(ready).toBe(true);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    await scratch?.drop();
  }, 120_000);
});
