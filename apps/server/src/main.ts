import { createShutdown } from '@platform/server-kit';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase } from './db/client.js';
import { prepareDatabase } from './platform-modules.js';
import { preloadCountryLookup } from './modules/system/index.js';
import { syncVendorCatalogue } from './modules/games/index.js';
import { STUDIO_VENDOR } from './modules/seamless/index.js';

const readConfig = (): Config => {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
};

const config = readConfig();
const database = await openDatabase(config);
await prepareDatabase(database, { demo: config.SEED_DEMO });
// The lobbies list the studio's games: read its catalogue before the first visitor comes. A
// studio not answering yet is no reason not to start: the import job tries again every period.
try {
  const imported = await syncVendorCatalogue(database.db, config.STUDIO_URL, STUDIO_VENDOR);
  if (imported) {
    console.info(
      `Catalogue from the studio at ${config.STUDIO_URL}: ${imported.added} games added, ${imported.launchable} open`,
    );
  }
} catch (error) {
  console.warn(
    `The studio at ${config.STUDIO_URL} did not give its catalogue (${String(error)}); the import job tries again`,
  );
}

// Stops taking new connections on SIGTERM, lets in-flight requests finish, then closes the database.
const shutdown = createShutdown({
  timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
  closeDatabase: () => database.close(),
});
const app = await buildApp({ config, database, isShuttingDown: shutdown.isShuttingDown });
shutdown.onSignals(app);

preloadCountryLookup();
await app.listen({ host: config.HOST, port: config.PORT });
app.log.info(`Platform on http://localhost:${config.PORT} (${database.engine})`);
