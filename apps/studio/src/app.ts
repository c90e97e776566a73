import type { FastifyInstance, FastifyLoggerOptions } from 'fastify';
import fastifyCompress from '@fastify/compress';
import {
  createJobQueue,
  errorHandlerPlugin,
  healthPlugin,
  createServer,
  metricsPlugin,
  requestContextPlugin,
  routeRegistryPlugin,
  securityHeadersPlugin,
  sendError,
  swaggerPlugin,
  textGuardPlugin,
} from '@platform/server-kit';
import type { StudioConfig } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { registerCatalogueRoutes } from './catalogue/catalogue.routes.js';
import { createCrashRepository } from './games/crash/index.js';
import {
  createLottery,
  lotteryConfigOf,
  createLotteryFeed,
  registerLotteryFeedRoutes,
  registerLotteryOperatorRoutes,
  registerLotteryRoutes,
  scheduleLotteryJobs,
  type Lottery,
} from './games/lottery/index.js';
import {
  BET_STOP_MATCH_MS,
  createProviderFeed,
  createSimulatedFeed,
  createSportsbookOperator,
  createSportsBets,
  createSuspensionsRepository,
  defaultSeedSecret,
  registerSportsbookOperatorRoutes,
  registerSportsBetRoutes,
  scheduleSportsBetJobs,
  SPORTSBOOK_LIMITS,
  type SportsBets,
} from './games/sportsbook/index.js';
import { studioRouteOptions } from './route-registry.js';
import { createSeamlessClient } from './seamless-client.js';
import { createStudioRepository } from './studio.repository.js';
import { registerStudioRoutes } from './studio.routes.js';
import { createStudioService, type StudioService } from './studio.service.js';

/** Rounds a stop or an outage left open are finished by one instance a minute (recover()). */
const RECOVERY_EVERY_MS = 60_000;

export type StudioAppDependencies = {
  config: StudioConfig;
  database: DatabaseHandle;
  isShuttingDown?: () => boolean;
  logStream?: FastifyLoggerOptions['stream'];
  /** Fixed outcomes for tests (slots); crypto.randomInt otherwise. */
  random?: (bound: number) => number;
};

/** The studio's server and its service (tests reach recovery, crash, the sportsbook's bets and the lottery through it). */
export type StudioApp = {
  app: FastifyInstance;
  studio: StudioService;
  sportsBets: SportsBets | null;
  /** Null unless STUDIO_LOTTERY_PUBLISHED. */
  lottery: Lottery | null;
};

/**
 * The game studio's server (decision 0014): its game pages, their API, its published catalogue
 * and artwork, on a database of its own. Money moves only through the platform's seamless wallet
 * (PLATFORM_URL), signed with the vendor secret the two share.
 */
export const buildStudioApp = async ({
  config,
  database,
  isShuttingDown,
  logStream,
  random,
}: StudioAppDependencies): Promise<StudioApp> => {
  const app = createServer({ logLevel: config.LOG_LEVEL, logStream, bodyLimit: 65_536 });

  await app.register(securityHeadersPlugin, {
    subresourcePrefix: '/studio/assets/',
    // The game page lives in the platform's frame: the platform's origins may frame it, and
    // nothing else (frame-ancestors; X-Frame-Options cannot name another origin).
    xFrameOptions: false,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: config.PLATFORM_ORIGINS ?? ['*'],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(fastifyCompress, { global: false, globalDecompression: false });
  await app.register(requestContextPlugin);
  await app.register(errorHandlerPlugin);
  await app.register(metricsPlugin);
  await app.register(swaggerPlugin, {
    title: 'Game studio API',
    description:
      'The API of the studio’s game pages. Every answer is the envelope ' +
      '{ success, errorCode, message, value }; a session comes from a platform’s launch.',
    routePrefix: '/studio/docs',
  });
  await app.register(routeRegistryPlugin, studioRouteOptions);
  await app.register(textGuardPlugin);
  await app.register(healthPlugin, {
    ping: () => database.ping(),
    isShuttingDown: isShuttingDown ?? (() => false),
  });

  const wallet = createSeamlessClient({
    baseUrl: config.PLATFORM_URL,
    vendorCode: config.STUDIO_VENDOR_CODE,
    secret: config.STUDIO_SECRET,
  });
  // The operator's suspensions of sportsbook events and markets, shared by every instance.
  const sportsSuspensions = createSuspensionsRepository(database.db);
  const sportsSeedSecret = config.STUDIO_SPORTS_SEED_SECRET ?? defaultSeedSecret(config.STUDIO_SECRET);
  const sportsProgramme = { slotMs: config.STUDIO_SPORTS_SLOT_MINUTES * 60_000, matchesPerSlot: 3 };
  // Opt-in (STUDIO_SPORTS_FEED=simulated-feed): football through the provider path, the simulation
  // as the provider, stored and read back from the database (docs/sportsbook.md).
  const providerFeed =
    config.STUDIO_SPORTS_FEED === 'simulated-feed'
      ? createProviderFeed({
          db: database.db,
          feed: createSimulatedFeed({
            seedSecret: sportsSeedSecret,
            speed: config.STUDIO_SPORTS_SPEED,
            marginBp: config.STUDIO_SPORTS_MARGIN_BP,
            programme: sportsProgramme,
            origin: Date.parse(config.STUDIO_SPORTS_FEED_ORIGIN!),
          }),
          // The simulated book's own bet stop, in real time.
          betStopMs: Math.round(BET_STOP_MATCH_MS / config.STUDIO_SPORTS_SPEED),
          log: app.log,
        })
      : null;
  // The lottery's close times, limits and prices: its draws, its purchase and its page's game info.
  const lotteryConfig = lotteryConfigOf({
    vnCloseMinutesBefore: config.STUDIO_LOTTERY_VN_CLOSE_MINUTES,
    sea4dCloseMinutesBefore: config.STUDIO_LOTTERY_SEA4D_CLOSE_MINUTES,
    elottCloseSeconds: config.STUDIO_LOTTERY_ELOTT_CLOSE_SECONDS,
    vnTestPeriodMinutes: config.STUDIO_LOTTERY_VN_TEST_PERIOD_MINUTES,
    minStakeMinor: config.STUDIO_LOTTERY_MIN_STAKE,
    maxStakeMinor: config.STUDIO_LOTTERY_MAX_STAKE,
    liabilityLimitMinor: config.STUDIO_LOTTERY_LIABILITY_LIMIT,
    elottRtpBp: config.STUDIO_LOTTERY_ELOTT_RTP_BP,
  });
  const studio = createStudioService({
    repository: createStudioRepository(database.db),
    wallet,
    ...(random ? { random } : {}),
    log: app.log,
    houseEdges: config.STUDIO_HOUSE_EDGES,
    crash: {
      repository: createCrashRepository(database.db),
      edgeBp: config.STUDIO_HOUSE_EDGES.crash,
      bettingMs: config.STUDIO_CRASH_BETTING_MS,
      pauseMs: config.STUDIO_CRASH_PAUSE_MS,
      growthPerMs: config.STUDIO_CRASH_GROWTH,
    },
    sportsbook: {
      seedSecret: sportsSeedSecret,
      speed: config.STUDIO_SPORTS_SPEED,
      marginBp: config.STUDIO_SPORTS_MARGIN_BP,
      builderMarginBp: config.STUDIO_SPORTS_BUILDER_MARGIN_BP,
      programme: sportsProgramme,
    },
    ...(providerFeed ? { sportsbookFootball: providerFeed.book } : {}),
    sportsbookSuspensions: sportsSuspensions,
    ...(config.STUDIO_LOTTERY_PUBLISHED ? { lottery: lotteryConfig } : {}),
    ...(config.PLATFORM_ORIGINS ? { platformOrigins: config.PLATFORM_ORIGINS } : {}),
  });
  await registerStudioRoutes(app, studio, { pageDist: config.STUDIO_WEB_DIST });
  // The sportsbook's bets: its slip, my bets and cash-out, paid through the same wallet.
  const sportsBets = studio.sportsbook
    ? createSportsBets({
        db: database.db,
        book: studio.sportsbook.book,
        wallet,
        // The limits the page is told (the family's game info) are the ones placement applies.
        config: {
          ...SPORTSBOOK_LIMITS,
          cashOutMarginBp: config.STUDIO_SPORTS_CASH_OUT_MARGIN_BP,
          liabilityLimitMinor: config.STUDIO_SPORTS_LIABILITY_LIMIT,
          marketLiabilityLimitMinor: config.STUDIO_SPORTS_MARKET_LIABILITY_LIMIT,
          eventLiabilityLimitMinor: config.STUDIO_SPORTS_EVENT_LIABILITY_LIMIT,
        },
        log: app.log,
      })
    : null;
  if (sportsBets) {
    registerSportsBetRoutes(app, {
      bets: sportsBets,
      sessionOf: (sessionId) => studio.sessions.get(sessionId, 'sportsbook'),
    });
  }
  if (studio.sportsbook) {
    // The operator's own API (suspensions), behind STUDIO_OPERATOR_KEY (docs/sportsbook.md).
    registerSportsbookOperatorRoutes(app, {
      operator: createSportsbookOperator({ repository: sportsSuspensions, book: studio.sportsbook.book }),
      operatorKey: config.STUDIO_OPERATOR_KEY,
    });
  }
  // The lottery's draws and tickets (docs/lottery.md), paid through the same wallet.
  const lottery = config.STUDIO_LOTTERY_PUBLISHED
    ? createLottery({ db: database.db, wallet, config: lotteryConfig, log: app.log })
    : null;
  if (lottery) {
    registerLotteryRoutes(app, {
      lottery,
      wallet,
      sessionOf: (sessionId) => studio.sessions.get(sessionId, 'lottery'),
    });
    registerLotteryOperatorRoutes(app, { lottery, operatorKey: config.STUDIO_OPERATOR_KEY, log: app.log });
    // The published results platforms read, as they read the catalogue.
    registerLotteryFeedRoutes(app, createLotteryFeed({ db: database.db, now: lottery.now }));
  }
  registerCatalogueRoutes(app, (gameCode, gameType) => studio.rtpOf(gameCode, gameType));
  // Every other address is the envelope's 404, in the caller's language, as the platform's API.
  app.setNotFoundHandler(async (request, reply) => sendError(reply, request, 'not-found'));

  // Recovery runs on the studio's own job queue, once a minute across all its instances.
  const jobs = createJobQueue({
    sql: database.sql,
    log: app.log,
    workers: config.JOB_WORKERS,
    pollMs: config.JOB_POLL_MS,
    stopTimeoutMs: Math.min(config.SHUTDOWN_TIMEOUT_MS / 2, 10_000),
    metrics: app.metricsRegistry,
  });
  const recoverRounds = async () => {
    const counts = await studio.recover();
    if (counts.settled + counts.refunded + counts.left > 0) app.log.info(counts, 'studio rounds recovered');
  };
  jobs.every('studio.recover-rounds', { everyMs: RECOVERY_EVERY_MS }, recoverRounds, {
    retryLimit: 2,
    timeoutSeconds: 120,
  });
  if (sportsBets) scheduleSportsBetJobs(jobs, sportsBets, app.log);
  if (lottery) scheduleLotteryJobs(jobs, lottery, app.log);
  providerFeed?.schedule(jobs);
  app.addHook('onListen', async () => {
    providerFeed?.start();
    await jobs.start();
    // Crash's rounds run in one process (docs/studio-crash.md). Its start makes the bets of a
    // round a stop interrupted due, so a recovery right after returns their stakes.
    void (studio.crash?.start() ?? Promise.resolve())
      .catch((error: unknown) => app.log.error({ err: error }, 'crash rounds did not start'))
      .then(recoverRounds)
      .catch((error: unknown) => app.log.warn({ err: error }, 'studio round recovery failed'));
  });
  app.addHook('onClose', async () => {
    await studio.crash?.stop();
    await providerFeed?.stop();
    await jobs.stop();
  });
  return { app, studio, sportsBets, lottery };
};
