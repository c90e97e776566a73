import { createShutdown } from '@platform/server-kit';
import { buildStudioApp } from './app.js';
import { loadStudioConfig, StudioConfigError, type StudioConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { prepareStudioDatabase } from './db/migrate.js';

const readConfig = (): StudioConfig => {
  try {
    return loadStudioConfig();
  } catch (error) {
    if (error instanceof StudioConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
};

const config = readConfig();
const database = await openDatabase({
  DATABASE_URL: config.STUDIO_DATABASE_URL,
  DATABASE_POOL_SIZE: config.DATABASE_POOL_SIZE,
  DATA_DIR: config.STUDIO_DATA_DIR,
});
await prepareStudioDatabase(database);

// Stops taking new connections on SIGTERM, lets in-flight requests finish, then closes the database.
const shutdown = createShutdown({
  timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
  closeDatabase: () => database.close(),
});
const { app } = await buildStudioApp({ config, database, isShuttingDown: shutdown.isShuttingDown });
shutdown.onSignals(app);

await app.listen({ host: config.STUDIO_HOST, port: config.STUDIO_PORT });
app.log.info(
  `Game studio on http://localhost:${config.STUDIO_PORT} (${database.engine}), wallet at ${config.PLATFORM_URL}`,
);
