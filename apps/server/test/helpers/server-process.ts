import { freePort, startNodeServer } from '../../../../tests/node-server.js';
import { studioUrlOfTests } from './database.js';

export { freePort };

/**
 * The platform as its own process (src/main.ts), its catalogue read from the test run's studio;
 * `kill('SIGKILL')` is a crash, `stop()` a clean SIGTERM.
 */
export const startServerProcess = async (env: Record<string, string>) => {
  const port = await freePort();
  return startNodeServer(
    'apps/server/src/main.ts',
    {
      HOST: '127.0.0.1',
      PORT: String(port),
      WEB_DIST: '/nonexistent',
      STUDIO_URL: studioUrlOfTests(),
      ...env,
    },
    port,
  );
};
