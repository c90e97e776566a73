import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase } from './db/client.js';
import { prepareDatabase } from './db/prepare.js';
import { preloadCountryLookup } from './modules/system/index.js';

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

let shuttingDown = false;
const app = await buildApp({ config, database, isShuttingDown: () => shuttingDown });

/** Stops taking new connections, lets in-flight requests finish, then closes the database. */
const shutdown = async (signal: string) => {
  if (shuttingDown) return;
  shuttingDown = true;
  app.log.info({ signal }, 'shutting down');
  const forced = setTimeout(() => {
    app.log.error('shutdown timed out; exiting');
    process.exit(1);
  }, config.SHUTDOWN_TIMEOUT_MS);
  forced.unref();
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'error during shutdown');
    process.exit(1);
  }
};
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));

preloadCountryLookup();
await app.listen({ host: config.HOST, port: config.PORT });
app.log.info(`Platform on http://localhost:${config.PORT} (${database.engine})`);
