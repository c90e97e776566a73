import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../src/platform-modules.js';
import { checkLedger } from '../src/modules/wallet/index.js';
import { createTestDatabase, type TestDatabase } from './helpers/database.js';
import { memberIdOf, testWallet } from './helpers/money.js';

describe('demo data', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  it('funds the demo member that starts with money once, however often the server starts', async () => {
    // createTestDatabase seeded once already; a restart seeds again.
    await prepareDatabase(database.handle, { demo: true });
    const { db } = database.handle;
    const wallet = testWallet(db);
    expect(await wallet.balanceOf(await memberIdOf(db, 'jogador3'))).toBe(100_000);
    expect(await wallet.balanceOf(await memberIdOf(db, 'jogador1'))).toBe(0);
    expect(await checkLedger(db)).toEqual([]);
  });
});
