import type { FastifyInstance, FastifyLoggerOptions } from 'fastify';
import fastifyCompress from '@fastify/compress';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import {
  AppError,
  createJobQueue,
  type JobQueue,
  createServer,
  errorHandlerPlugin,
  healthPlugin,
  metricsPlugin,
  requestContextPlugin,
  routeRegistryPlugin,
  securityHeadersPlugin,
  swaggerPlugin,
  textGuardPlugin,
} from '@platform/server-kit';
import { createModuleContext } from './platform-module.js';
import { PLATFORM_MODULES } from './platform-modules.js';
import { cryptoEnvelopePlugin } from './plugins/crypto-envelope.js';
import { platformRouteOptions } from './plugins/route-registry.js';
import { webStaticPlugin } from './plugins/web-static.js';
import { createPageBoot, readLandingPreloads, registerWorkflows } from './workflows/index.js';

export type AppDependencies = {
  config: Config;
  database: DatabaseHandle;
  /** Set by main.ts once SIGTERM arrives, so /readyz turns away new traffic while requests drain. */
  isShuttingDown?: () => boolean;
  /** Where log lines go instead of stdout (tests read the log of a journey from it). */
  logStream?: FastifyLoggerOptions['stream'];
  /**
   * Sees the job queue before the modules declare their jobs (tests record every declared job
   * and run its handler themselves: test/retention.routes.test.ts).
   */
  wrapJobs?: (jobs: JobQueue) => JobQueue;
};

/** Builds the whole platform on a database that is already migrated. Used by main.ts and tests. */
export const buildApp = async ({
  config,
  database,
  isShuttingDown,
  logStream,
  wrapJobs,
}: AppDependencies): Promise<FastifyInstance> => {
  const app = createServer({
    logLevel: config.LOG_LEVEL,
    logStream,
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? (_address: string, hop: number) => hop < (config.TRUST_PROXY as number)
        : config.TRUST_PROXY,
    bodyLimit: 1_048_576,
  });
  // The API speaks JSON. A form post is taken only by the routes that declare it (the one form
  // route of the spec, forgot password by e-mail, and the sandbox tester page's HTML forms);
  // anywhere else, and for any other body type, 415 rather than a half-parsed body.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (request, body, done) => {
      if (!request.routeOptions.config.formBody) {
        done(new AppError('unsupported-media-type'), undefined);
        return;
      }
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  await app.register(securityHeadersPlugin, {
    // The built site's fingerprinted files (plugins/web-static.ts).
    subresourcePrefix: '/assets/',
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'"],
        // The game frame opens the studio's page (STUDIO_URL, or a launch CDN over HTTPS).
        frameSrc: ["'self'", 'https:', new URL(config.STUDIO_URL).origin],
        // TLS is the proxy's job; upgrading here would break plain-HTTP local and LAN deployments.
        upgradeInsecureRequests: null,
      },
    },
  });
  // Compression is switched on per route: the registry's API answers (plugins/route-registry.ts).
  // The built site's files are compressed ahead (web-static), and compressed request bodies are
  // not inflated (nothing the API takes is large enough to need it).
  await app.register(fastifyCompress, { global: false, globalDecompression: false });
  await app.register(requestContextPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(metricsPlugin);
  // Scheduled work runs on pg-boss over this database, once across all instances (decision 0011).
  const queue = createJobQueue({
    sql: database.sql,
    log: app.log,
    workers: config.JOB_WORKERS,
    pollMs: config.JOB_POLL_MS,
    stopTimeoutMs: Math.min(config.SHUTDOWN_TIMEOUT_MS / 2, 10_000),
    metrics: app.metricsRegistry,
  });
  const jobs = wrapJobs ? wrapJobs(queue) : queue;
  const modules = createModuleContext({
    app,
    config,
    db: database.db,
    jobs,
    notifications: database.notifications,
  });
  const { use } = modules.context;
  await app.register(swaggerPlugin, {
    title: 'Platform API',
    description:
      'Every answer is the envelope { success, errorCode, message, value }. ' +
      'Send the headers Merchant, Language (PT, EN, CN), Device and X-Gateway-Version; ' +
      'token routes also need Authorization.',
    routePrefix: '/docs',
  });
  await app.register(
    routeRegistryPlugin,
    platformRouteOptions({
      merchantCode: config.MERCHANT_CODE.toLowerCase(),
      authenticate: (token, options) => use('accounts').authenticate(token, options),
      gate: (request) => use('system').settings.assertOpen(request),
    }),
  );
  await app.register(cryptoEnvelopePlugin, {
    privateKeyFor: (keyId) => use('system').keyring.privateKeyFor(keyId),
  });
  // After the envelope: preValidation hooks run in the order they are added.
  await app.register(textGuardPlugin);
  await app.register(healthPlugin, {
    ping: () => database.ping(),
    isShuttingDown: isShuttingDown ?? (() => false),
  });

  // Every module registers its routes and jobs, in PLATFORM_MODULES' order.
  await modules.start(PLATFORM_MODULES);
  registerWorkflows(modules.context);

  await app.register(webStaticPlugin, {
    webDist: config.WEB_DIST,
    pageBoot: createPageBoot({
      system: use('system').settings,
      messaging: use('messaging'),
      games: use('games'),
      landingPreloads: readLandingPreloads(config.WEB_DIST),
    }),
    brand: async () => await use('system').settings.getSetting('brand'),
  });
  // Jobs start once this server answers HTTP (the sandbox's webhooks come over loopback), and
  // stop before the database closes.
  app.addHook('onListen', async () => {
    await jobs.start();
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
  });
  return app;
};
