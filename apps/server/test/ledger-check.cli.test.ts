import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres, type DatabaseHandle } from '../src/db/client.js';
import { prepareDatabase } from '../src/platform-modules.js';
import { ledgerAccount } from '../src/tables.js';
import { createScratchDatabase } from '@platform/server-kit';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const tsx = join(serverDir, '../../node_modules/.bin/tsx');

/** `npm run ledger:check` as an operator runs it, against the configured database. */
const runCheck = (env: Record<string, string>) =>
  new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(tsx, ['src/cli/ledger-check.ts'], {
      cwd: serverDir,
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
  });

describe('npm run ledger:check', () => {
  let env: Record<string, string>;
  let open: () => Promise<DatabaseHandle>;
  let drop = async () => {};

  beforeAll(async () => {
    const serverUrl = process.env.DATABASE_URL;
    if (serverUrl) {
      const scratch = await createScratchDatabase(serverUrl);
      env = { DATABASE_URL: scratch.url };
      open = async () => openPostgres(scratch.url, 1);
      drop = scratch.drop;
    } else {
      const dataDir = mkdtempSync(join(tmpdir(), 'ledger-check-'));
      env = { DATABASE_URL: '', DATA_DIR: dataDir };
      open = () => openPglite(dataDir);
    }
    const database = await open();
    await prepareDatabase(database, { demo: true });
    await database.close();
  });
  afterAll(() => drop());

  it('passes on a sound ledger', async () => {
    const result = await runCheck(env);
    expect(result.output).toContain('every entry balances');
    expect(result.code).toBe(0);
  });

  it('names what is wrong and exits non-zero', async () => {
    const database = await open();
    // A balance with no postings behind it: money that came from nowhere.
    await database.db
      .insert(ledgerAccount)
      .values({ code: 'house:BONUS:BRL', houseCode: 'BONUS', balance: 500 });
    await database.close();
    const result = await runCheck(env);
    expect(result.code).toBe(1);
    expect(result.output).toContain('"rule":"balance-mismatch"');
    expect(result.output).toContain('house:BONUS:BRL');
  });
});
