// `npm run serve` (and `npm start` after the build): the game studio and the platform, each as its
// own process on its own embedded database (data/studio and data), started in that order so the
// platform finds the studio's catalogue at its start. Both sign the wallet calls with one secret:
// STUDIO_SECRET when set, else one made at first start and kept in DATA_DIR/studio-secret. Set
// DATABASE_URL / STUDIO_DATABASE_URL, PORT / STUDIO_PORT and STUDIO_URL as for separate services
// (README.md). A signal stops both; either one ending stops the other.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// Beside the platform's embedded database (DATA_DIR), so each data directory has its own pair.
const secretFile = resolve(process.env.DATA_DIR || resolve(root, 'data'), 'studio-secret');

const sharedSecret = () => {
  if (process.env.STUDIO_SECRET) return process.env.STUDIO_SECRET;
  if (existsSync(secretFile)) return readFileSync(secretFile, 'utf8').trim();
  mkdirSync(dirname(secretFile), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(secretFile, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
};

const secret = sharedSecret();
const platformPort = process.env.PORT || '3000';
const studioPort = process.env.STUDIO_PORT || '3100';
const studioUrl = process.env.STUDIO_URL || `http://localhost:${studioPort}`;
const env = {
  ...process.env,
  STUDIO_SECRET: secret,
  STUDIO_URL: studioUrl,
  PLATFORM_URL: process.env.PLATFORM_URL || `http://127.0.0.1:${platformPort}`,
};

const children = new Set();
let stopping = false;
const stopAll = (signal = 'SIGTERM') => {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill(signal);
};
const start = (entry) => {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], { cwd: root, env, stdio: 'inherit' });
  children.add(child);
  child.once('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) {
      console.error(`${entry} ended (${signal ?? code}); stopping the rest`);
      process.exitCode = code || 1;
    }
    stopAll();
  });
  return child;
};

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
/** The studio answers /readyz once its database is migrated and it listens. */
const studioReady = async () => {
  const probe = `http://127.0.0.1:${studioPort}/readyz`;
  for (let attempt = 0; attempt < 240 && !stopping; attempt += 1) {
    if (
      await fetch(probe).then(
        (answer) => answer.ok,
        () => false,
      )
    )
      return true;
    await sleep(250);
  }
  return false;
};

process.once('SIGTERM', () => stopAll('SIGTERM'));
process.once('SIGINT', () => stopAll('SIGINT'));

start('apps/studio/src/main.ts');
if (await studioReady()) start('apps/server/src/main.ts');
else if (!stopping) {
  console.error('the studio did not become ready within a minute');
  stopAll();
}
