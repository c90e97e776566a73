import Fastify, { type FastifyInstance, type FastifyLoggerOptions } from 'fastify';
import fastifyCompress from '@fastify/compress';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { AppError } from './lib/app-error.js';
import { createJobQueue } from './lib/job-queue/job-queue.js';
import type { Every } from './lib/job-queue/periods.js';
import { loggerOptions } from './lib/log-redaction.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { healthPlugin } from './plugins/health.js';
import { metricsPlugin } from './plugins/metrics.js';
import { requestContextPlugin } from './plugins/request-context.js';
import { routeRegistryPlugin } from './plugins/route-registry.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { swaggerPlugin } from './plugins/swagger.js';
import { webStaticPlugin } from './plugins/web-static.js';
import { createPageBoot, readLandingPreloads } from './workflows/page-boot.js';
import {
  createAccountsRepository,
  createAccountsService,
  registerAccountsRoutes,
} from './modules/accounts/index.js';
import {
  createPayloadKeyring,
  loadSecretBox,
  createSystemRepository,
  createSystemService,
  registerSystemRoutes,
} from './modules/system/index.js';
import { cryptoEnvelopePlugin } from './plugins/crypto-envelope.js';
import { textGuardPlugin } from './plugins/text-guard.js';
import { createTransfersWorkflow } from './workflows/transfers.js';
import { registerTransferRoutes } from './workflows/transfers.routes.js';
import { createBetRecordsWorkflow } from './workflows/bet-records.js';
import { registerBetRecordRoutes } from './workflows/bet-records.routes.js';
import {
  checkLedger,
  createWalletRepository,
  createWalletService,
  registerWalletRoutes,
} from './modules/wallet/index.js';
import {
  createSeamlessRepository,
  createSeamlessService,
  registerSeamlessRoutes,
  STUDIO_VENDOR,
} from './modules/seamless/index.js';
import { createGamesRepository, createGamesService, registerGamesRoutes } from './modules/games/index.js';
import {
  createSeamlessClient,
  createCrashRepository,
  createStudioRepository,
  createStudioService,
  registerStudioRoutes,
} from './modules/studio/index.js';
import { createAuditService } from './modules/audit/index.js';
import {
  createAgentsService,
  createContractsRepository,
  createContractsService,
  createReportsRepository,
  createReportsService,
  createSettlementRepository,
  createSettlementService,
  registerAgentsRoutes,
  registerContractsRoutes,
  registerReportsRoutes,
  SETTLE_GRACE_MS,
  type PeriodKind,
} from './modules/agents/index.js';
import {
  createPaymentsRepository,
  createPaymentsService,
  registerPaymentsRoutes,
  type PaymentGateway,
} from './modules/payments/index.js';
import {
  createPixSandbox,
  createPixSandboxRepository,
  registerPixSandboxRoutes,
  type PixSandbox,
} from './modules/pix-sandbox/index.js';
import { renderQrSvg } from './lib/pix/qr-svg.js';
import {
  createMessagingRepository,
  createMessagingService,
  registerMessagingRoutes,
} from './modules/messaging/index.js';
import {
  createDeliveryFromConfig,
  createVerificationRepository,
  createVerificationService,
  registerVerificationRoutes,
} from './modules/verification/index.js';

export type AppDependencies = {
  config: Config;
  database: DatabaseHandle;
  /** Set by main.ts once SIGTERM arrives, so /readyz turns away new traffic while requests drain. */
  isShuttingDown?: () => boolean;
  /** Where log lines go instead of stdout (tests read the log of a journey from it). */
  logStream?: FastifyLoggerOptions['stream'];
};

/** Builds the whole platform on a database that is already migrated. Used by main.ts and tests. */
const STUDIO_RECOVERY_EVERY_MS = 60_000;
/** Charges expire, unanswered withdrawals count as received, interrupted money moves (docs/payments.md). */
const PAYMENTS_SWEEP_EVERY_MS = 60_000;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** How often the agent centre's team days catch up with the member days (docs/agents.md). */
const AGENT_TEAM_ROLLUP_EVERY_MS = 60_000;
const SANDBOX_GATEWAY = 'sandbox';

/** This server's own base address, over loopback when it listens on every interface. */
const ownAddress = (app: FastifyInstance): string => {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the server is not listening');
  const host = ['0.0.0.0', '::'].includes(address.address)
    ? '127.0.0.1'
    : address.family === 'IPv6'
      ? `[${address.address}]`
      : address.address;
  return `http://${host}:${address.port}`;
};

export const buildApp = async ({
  config,
  database,
  isShuttingDown,
  logStream,
}: AppDependencies): Promise<FastifyInstance> => {
  const app = Fastify({
    // Redacted: no token, password, code or signature in a header, a URL or an error (log-redaction).
    logger: loggerOptions(config.LOG_LEVEL, logStream),
    trustProxy:
      typeof config.TRUST_PROXY === 'number'
        ? (_address: string, hop: number) => hop < (config.TRUST_PROXY as number)
        : config.TRUST_PROXY,
    bodyLimit: 1_048_576,
    // Generated request ids let one failing request be found in the logs from its response header.
    requestIdHeader: false,
    genReqId: () => crypto.randomUUID(),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON. A form post is taken only by the routes that declare it (the one form
  // route of the spec, forgot password by e-mail, and the sandbox tester page's HTML forms);
  // anywhere else, and for any other body type, 415 rather than a half-parsed body.
  app.removeContentTypeParser('text/plain');
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
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const systemRepository = createSystemRepository(database.db);
  const keyring = createPayloadKeyring(systemRepository);
  const system = createSystemService({
    repository: systemRepository,
    maintenanceForce: config.MAINTENANCE_FORCE,
    regionCountryOverride: config.REGION_COUNTRY_OVERRIDE,
    cacheTtlMs: config.SETTINGS_CACHE_TTL_MS,
    log: app.log,
  });
  // Authenticator secrets and the outbox's messages are stored sealed (lib/secret-box.ts).
  const secrets = await loadSecretBox({ configured: config.AT_REST_KEY, repository: systemRepository });
  // Audit and verification serve the accounts module (codes, captchas, the auth event log).
  const audit = createAuditService({ db: database.db });
  const verification = createVerificationService({
    repository: createVerificationRepository(database.db),
    delivery: createDeliveryFromConfig(config, database.db, secrets),
    secrets,
  });
  const accounts = createAccountsService({
    repository: createAccountsRepository(database.db),
    settings: system,
    verification,
    audit,
    secrets,
    sessionIdleMinutes: config.SESSION_IDLE_MINUTES,
    balanceOf: (memberId) => wallet.balanceOf(memberId),
  });
  // Rows written before sealing existed are sealed once; every instance may run this (each
  // replacement is conditional on the value it read).
  const sealedAtStart = {
    totpSecrets: await accounts.member.sealStoredSecrets(),
    outboxMessages: await verification.sealStoredMessages(),
  };
  if (sealedAtStart.totpSecrets + sealedAtStart.outboxMessages > 0) {
    app.log.info(sealedAtStart, 'stored secrets sealed');
  }
  const wallet = createWalletService({
    repository: createWalletRepository(database.db),
    isEligibleToBet: (memberId) => accounts.member.isEligibleToBet(memberId),
    settings: system,
  });
  const seamless = createSeamlessService({
    repository: createSeamlessRepository(database.db),
    wallet,
    players: { nicknameOf: (memberId) => accounts.member.nicknameOf(memberId) },
  });

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
        frameSrc: ["'self'", 'https:'],
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
  const jobs = createJobQueue({
    sql: database.sql,
    log: app.log,
    workers: config.JOB_WORKERS,
    pollMs: config.JOB_POLL_MS,
    stopTimeoutMs: Math.min(config.SHUTDOWN_TIMEOUT_MS / 2, 10_000),
    metrics: app.metricsRegistry,
  });
  await app.register(swaggerPlugin);
  await app.register(routeRegistryPlugin, {
    merchantCode: config.MERCHANT_CODE.toLowerCase(),
    authenticate: (token) => accounts.authenticate(token),
    gate: (request) => system.assertOpen(request),
  });
  await app.register(cryptoEnvelopePlugin, { privateKeyFor: (keyId) => keyring.privateKeyFor(keyId) });
  // After the envelope: preValidation hooks run in the order they are added.
  await app.register(textGuardPlugin);
  await app.register(healthPlugin, {
    ping: () => database.ping(),
    isShuttingDown: isShuttingDown ?? (() => false),
  });

  registerSystemRoutes(app, system, keyring);
  registerAccountsRoutes(app, accounts);
  registerWalletRoutes(app, wallet, {
    checkLedger: () => checkLedger(database.db),
    vendorNames: (codes) => seamless.vendorNamesOf(codes),
  });
  registerSeamlessRoutes(app, seamless);
  const games = createGamesService({
    repository: createGamesRepository(database.db),
    settings: system,
    launcher: seamless,
    wins: seamless,
    players: { nicknameOf: (memberId) => accounts.member.nicknameOf(memberId) },
  });
  registerGamesRoutes(app, games);
  // The betting record names each game and vendor from the catalogue (workflows/bet-records).
  registerBetRecordRoutes(app, createBetRecordsWorkflow({ seamless, games }));
  // The built-in studio is a vendor like any other: it reaches the wallet over signed HTTP only.
  const studioSecret = await seamless.vendorSecret(STUDIO_VENDOR);
  if (!studioSecret) throw new Error(`the ${STUDIO_VENDOR} vendor is missing: was the database seeded?`);
  const studio = createStudioService({
    repository: createStudioRepository(database.db),
    wallet: createSeamlessClient({
      baseUrl: () => config.STUDIO_PLATFORM_URL ?? ownAddress(app),
      vendorCode: STUDIO_VENDOR,
      secret: studioSecret,
    }),
    log: app.log,
    houseEdges: config.STUDIO_HOUSE_EDGES,
    crash: {
      repository: createCrashRepository(database.db),
      edgeBp: config.STUDIO_HOUSE_EDGES.crash,
      bettingMs: config.STUDIO_CRASH_BETTING_MS,
      pauseMs: config.STUDIO_CRASH_PAUSE_MS,
      growthPerMs: config.STUDIO_CRASH_GROWTH,
    },
  });
  await registerStudioRoutes(app, studio, { webDist: config.WEB_DIST });
  // The catalogue shows only games a launch opens: the studio says which of its games it plays
  // (docs/games.md, "What is shown"). Idempotent, so every instance may do it at every start.
  await games.reconcileLaunchable(STUDIO_VENDOR, (game) => studio.plays(game.gameCode, game.gameType));
  // Rounds a stop or an outage left open are finished once this server answers the studio's
  // wallet calls, and every minute after that, by one instance at a time (a job of the queue).
  const recoverRounds = async () => {
    const counts = await studio.recover();
    if (counts.settled + counts.refunded + counts.left > 0) app.log.info(counts, 'studio rounds recovered');
  };
  jobs.every('studio.recover-rounds', { everyMs: STUDIO_RECOVERY_EVERY_MS }, recoverRounds, {
    retryLimit: 2,
    timeoutSeconds: 120,
  });
  app.addHook('onListen', async () => {
    // Crash's rounds run in this process only (docs/studio-crash.md). Its start makes the bets of
    // a round a stop interrupted due, so a recovery right after, here, returns their stakes.
    void (studio.crash?.start() ?? Promise.resolve())
      .catch((error: unknown) => app.log.error({ err: error }, 'crash rounds did not start'))
      .then(recoverRounds)
      .catch((error: unknown) => app.log.warn({ err: error }, 'studio round recovery failed'));
  });
  app.addHook('onClose', async () => {
    await studio.crash?.stop();
  });

  // Payments reach their gateways through the PaymentGateway interface; the sandbox answers the
  // way a PSP does, through the signed webhook over HTTP (docs/payments.md).
  const paymentsRepository = createPaymentsRepository(database.db);
  const gateways = new Map<string, PaymentGateway>();
  let sandbox: PixSandbox | null = null;
  if (config.PIX_SANDBOX) {
    const [channel] = await paymentsRepository.channelsOfGateway(SANDBOX_GATEWAY);
    if (!channel) throw new Error('the sandbox payment channel is missing: was the database seeded?');
    sandbox = createPixSandbox({
      repository: createPixSandboxRepository(database.db),
      secret: () => channel.webhookSecret,
      notify: async (path, body, headers) => {
        const base = config.PIX_SANDBOX_WEBHOOK_URL ?? ownAddress(app);
        const response = await fetch(`${base}${path}`, { method: 'POST', body, headers });
        return response.status;
      },
      merchant: { name: 'SORTE GRANDE', city: 'SAO PAULO' },
      locationBase: 'pix.sandbox.sortegrande.example/qr/v2',
      payoutDelayMs: config.PIX_SANDBOX_PAYOUT_DELAY_MS,
      log: app.log,
    });
    gateways.set(SANDBOX_GATEWAY, sandbox);
    registerPixSandboxRoutes(app, sandbox);
  }
  const payments = createPaymentsService({
    repository: paymentsRepository,
    wallet,
    members: {
      payerOf: (memberId) => accounts.member.payerOf(memberId),
      setCpfOnce: (memberId, cpf) => accounts.member.setCpfOnce(memberId, cpf),
      verifyPaymentPassword: (memberId, password) =>
        accounts.member.verifyPaymentPassword(memberId, password),
      accountNamesOf: (memberIds) => accounts.member.accountNamesOf(memberIds),
    },
    audit,
    gateways,
    payoutGateway: SANDBOX_GATEWAY,
    settings: system,
    qrSvg: renderQrSvg,
    log: app.log,
  });
  registerPaymentsRoutes(app, payments, { webhookGateways: [...gateways.keys()] });
  // Transfers ask the same turnover as withdrawals (docs/decisions/0008-transfers-carry-turnover.md).
  registerTransferRoutes(
    app,
    createTransfersWorkflow({ accounts, wallet, audit, turnover: payments.turnover }),
  );
  // The agent centre's team: the tree and invitations from accounts, balances from the wallet,
  // deposit and withdrawal figures from payments (docs/agents.md).
  registerAgentsRoutes(
    app,
    createAgentsService({
      accounts,
      settings: system,
      balanceOf: (memberId) => wallet.balanceOf(memberId),
      memberTotals: payments.memberTotals,
      qrSvg: renderQrSvg,
    }),
  );
  // Agent contracts: offers and actions under the contract locks, settled by jobs (docs/agents.md).
  const contracts = createContractsService({
    repository: createContractsRepository(database.db),
    settings: system,
    audit,
  });
  registerContractsRoutes(app, contracts);
  // Each closed period is settled once across instances; a run also catches up periods missed
  // while no instance ran (docs/agents.md "Settlement").
  const settlement = createSettlementService({
    repository: createSettlementRepository(database.db),
    wallet,
    audit,
  });
  const settleEvery = (name: string, every: Every, kinds: readonly PeriodKind[]) =>
    jobs.every(
      name,
      every,
      async () => {
        for (const kind of kinds) {
          const counts = await settlement.settleDue(kind, new Date());
          if (counts.paid > 0) app.log.info({ kind, ...counts }, 'agent contracts settled');
        }
      },
      { retryLimit: 3, timeoutSeconds: 240 },
    );
  // Each job runs SETTLE_GRACE_MS after its periods start, the grace settlement leaves a period.
  settleEvery('agents.settle-realtime', { everyMs: 5 * MINUTE_MS, offsetMs: SETTLE_GRACE_MS }, [
    'FIVE_MINUTES',
  ]);
  settleEvery('agents.settle-hourly', { everyMs: HOUR_MS, offsetMs: SETTLE_GRACE_MS }, ['HOUR']);
  // Brasília's midnight is 03:00 UTC: daily salaries and every dividend period end on one.
  settleEvery('agents.settle-daily', { everyMs: 24 * HOUR_MS, offsetMs: 3 * HOUR_MS + SETTLE_GRACE_MS }, [
    'D',
    'W',
    'H',
    'M',
  ]);
  // The agent centre's overview and reports: member_day rows kept by triggers in the writing
  // transaction (migration 0022), teams' days rolled up from them by a job off the bet's
  // transaction (so no bet waits on its agents' rows), the ledger and the rounds
  // (docs/agents.md, "Reports").
  const reports = createReportsService({ repository: createReportsRepository(database.db) });
  registerReportsRoutes(app, reports);
  jobs.every(
    'agents.team-rollup',
    { everyMs: AGENT_TEAM_ROLLUP_EVERY_MS },
    async () => {
      const done = await reports.rollUp();
      if (done && done.memberDays > 0) app.log.debug(done, 'agent teams rolled up');
    },
    { retryLimit: 2, timeoutSeconds: 300 },
  );
  jobs.every(
    'payments.sweep',
    { everyMs: PAYMENTS_SWEEP_EVERY_MS },
    async () => {
      const counts = await payments.sweep();
      if (Object.values(counts).some((value) => value > 0)) app.log.info(counts, 'payments swept');
    },
    { retryLimit: 2, timeoutSeconds: 120 },
  );
  app.addHook('onListen', async () => {
    // Payouts a stop left unsent are sent once the webhook can reach this server.
    void sandbox
      ?.resumePayouts()
      .catch((error: unknown) => app.log.warn({ err: error }, 'sandbox payouts not resumed'));
  });
  registerVerificationRoutes(app, verification, { outboxPage: config.OUTBOX_PAGE });
  const messaging = createMessagingService({
    repository: createMessagingRepository(database.db),
    settings: system,
  });
  registerMessagingRoutes(app, messaging);

  await app.register(webStaticPlugin, {
    webDist: config.WEB_DIST,
    pageBoot: createPageBoot({
      system,
      messaging,
      games,
      landingPreloads: readLandingPreloads(config.WEB_DIST),
    }),
  });
  // Jobs start once this server answers HTTP (the studio's recovery calls its wallet over
  // loopback), and stop before the database closes.
  app.addHook('onListen', async () => {
    await jobs.start();
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
  });
  return app;
};
