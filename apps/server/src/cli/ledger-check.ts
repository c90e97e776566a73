import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { applyMigrations } from '../db/migrate.js';
import { checkLedger } from '../modules/wallet/index.js';

/**
 * `npm run ledger:check`: verifies the ledger of the configured database (DATABASE_URL, or the
 * PGlite files under DATA_DIR). Prints every problem and exits 1 if there is any.
 */
const main = async (): Promise<number> => {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    // A database this version has not started on yet gets its tables first, as `npm start` would.
    await database.withStartupLock((db) => applyMigrations(database, db));
    const problems = await checkLedger(database.db);
    if (problems.length === 0) {
      console.log(
        'ledger:check: every entry balances, every balance matches its postings, no member is negative',
      );
      return 0;
    }
    console.error(`ledger:check: ${problems.length} problem(s)`);
    for (const problem of problems) console.error(`  ${JSON.stringify(problem)}`);
    return 1;
  } finally {
    await database.close();
  }
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(2);
  },
);
