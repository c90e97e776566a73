import type { FastifyInstance } from 'fastify';

/**
 * A server process's end: on SIGTERM or SIGINT it stops taking new connections, lets in-flight
 * requests finish (readiness turns false at once, through `isShuttingDown`), closes the
 * database, and exits 0; after `timeoutMs`, or on an error while closing, it exits 1. The app is
 * built with `isShuttingDown` before the server exists, so the state is made first and the app
 * handed over once built.
 */
export const createShutdown = (options: { timeoutMs: number; closeDatabase: () => Promise<void> }) => {
  let shuttingDown = false;
  return {
    isShuttingDown: () => shuttingDown,
    /** Installs the signal handlers for this app. */
    onSignals(app: FastifyInstance) {
      const shutdown = async (signal: string) => {
        if (shuttingDown) return;
        shuttingDown = true;
        app.log.info({ signal }, 'shutting down');
        const forced = setTimeout(() => {
          app.log.error('shutdown timed out; exiting');
          process.exit(1);
        }, options.timeoutMs);
        forced.unref();
        try {
          await app.close();
          await options.closeDatabase();
          process.exit(0);
        } catch (error) {
          app.log.error({ err: error }, 'error during shutdown');
          process.exit(1);
        }
      };
      process.once('SIGTERM', () => void shutdown('SIGTERM'));
      process.once('SIGINT', () => void shutdown('SIGINT'));
    },
  };
};
