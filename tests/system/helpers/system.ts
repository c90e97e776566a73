import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyLoggerOptions, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildStudioApp, type StudioApp } from '@platform/studio';
import { buildTestApp, type TestApp } from '../../../apps/server/test/helpers/app.js';
import {
  createStudioTestDatabase,
  type StudioTestDatabase,
} from '../../../apps/studio/test/helpers/database.js';
import { studioTestConfig } from '../../../apps/studio/test/helpers/app.js';
import { reservePort } from '../../node-server.js';

export type TestSystem = TestApp & {
  /** The studio's server and service, on its own database (another one after restartStudio). */
  studio: StudioApp;
  studioDatabase: StudioTestDatabase;
  /** Where the platform listens: the studio's wallet calls go there. */
  platformUrl: string;
  /** Where the studio listens: the platform's launches open games there. */
  studioUrl: string;
  /** The vendor secret both sides sign the wallet calls with. */
  secret: string;
  /**
   * One request as the browser sends it: the studio's paths (/studio/…) to the studio, every
   * other path to the platform.
   */
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /**
   * The studio stops (its crash rounds with it) and starts again on its database and address,
   * while the platform keeps running.
   */
  restartStudio(): Promise<StudioApp>;
};

/**
 * The platform (the platform's test app, its catalogue from the run's studio) and a game studio of
 * its own, each listening on loopback and on its own database, sharing a fresh vendor secret: a
 * launch of the platform opens a game at this studio, whose wallet calls come back to this
 * platform. Job workers are off on both, as in the platform's tests.
 */
export const buildTestSystem = async (
  options: {
    platformEnv?: Record<string, string>;
    studioEnv?: Record<string, string>;
    /** Fixed outcomes for slots (uniform integers below a bound). */
    random?: (bound: number) => number;
    /** Where each app's log lines go (with LOG_LEVEL in its env); nowhere by default. */
    platformLogStream?: FastifyLoggerOptions['stream'];
    studioLogStream?: FastifyLoggerOptions['stream'];
    /** What a test adds to the platform before it listens (routes of its own, e.g. probes). */
    beforeListen?: (platform: TestApp) => void | Promise<void>;
  } = {},
): Promise<TestSystem> => {
  const secret = randomBytes(32).toString('base64url');
  // The platform is built knowing the studio's address, and the studio knowing the platform's:
  // the studio's port is held meanwhile, so no other test's server takes it.
  const studioPortHeld = await reservePort();
  const studioPort = studioPortHeld.port;
  const studioUrl = `http://127.0.0.1:${studioPort}`;
  const platform = await buildTestApp(
    { STUDIO_URL: studioUrl, STUDIO_SECRET: secret, ...options.platformEnv },
    options.platformLogStream ? { logStream: options.platformLogStream } : {},
  );
  await options.beforeListen?.(platform);
  await platform.app.listen({ host: '127.0.0.1', port: 0 });
  const platformUrl = `http://127.0.0.1:${(platform.app.server.address() as AddressInfo).port}`;
  const studioDatabase = await createStudioTestDatabase();
  const studioConfig = studioTestConfig({
    STUDIO_SECRET: secret,
    PLATFORM_URL: platformUrl,
    ...options.studioEnv,
  });
  const startStudio = async () => {
    const studio = await buildStudioApp({
      config: studioConfig,
      database: studioDatabase.handle,
      ...(options.random ? { random: options.random } : {}),
      ...(options.studioLogStream ? { logStream: options.studioLogStream } : {}),
    });
    await studio.app.listen({ host: '127.0.0.1', port: studioPort });
    return studio;
  };
  await studioPortHeld.release();
  const system: TestSystem = {
    ...platform,
    studio: await startStudio(),
    studioDatabase,
    platformUrl,
    studioUrl,
    secret,
    inject: (request) => {
      const url = typeof request.url === 'string' ? request.url : '';
      return (url.startsWith('/studio/') ? system.studio.app : platform.app).inject(request);
    },
    async restartStudio() {
      await system.studio.app.close();
      system.studio = await startStudio();
      return system.studio;
    },
    async close() {
      await system.studio.app.close();
      await studioDatabase.dispose();
      await platform.close();
    },
  };
  return system;
};
