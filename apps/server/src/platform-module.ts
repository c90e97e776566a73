import type { FastifyInstance } from 'fastify';
import type { JobQueue, Notifications } from '@platform/server-kit';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import type { AccountsService } from './modules/accounts/index.js';
import type { AgentsModuleServices } from './modules/agents/index.js';
import type { AuditService } from './modules/audit/index.js';
import type { FeedbackService, SupportService } from './modules/care/index.js';
import type { ChatService } from './modules/chat/index.js';
import type { AmlService, StatementService } from './modules/compliance/index.js';
import type { GamesService } from './modules/games/index.js';
import type { InboxService } from './modules/inbox/index.js';
import type { JurisdictionService } from './modules/jurisdiction/index.js';
import type { KycService } from './modules/kyc/index.js';
import type { LiveService } from './modules/live/index.js';
import type { LoyaltyService } from './modules/loyalty/index.js';
import type { LuckyDrawsService } from './modules/lucky-draws/index.js';
import type { MissionsService } from './modules/missions/index.js';
import type { MessagingService } from './modules/messaging/index.js';
import type { PaymentsService } from './modules/payments/index.js';
import type { PointsService } from './modules/points/index.js';
import type { PixSandbox } from './modules/pix-sandbox/index.js';
import type { PromotionsService } from './modules/promotions/index.js';
import type { RebateService } from './modules/rebate/index.js';
import type { PlayBreakService, ResponsibleGamingService } from './modules/responsible-gaming/index.js';
import type { SeamlessService } from './modules/seamless/index.js';
import type { SystemModuleServices } from './modules/system/index.js';
import type { VerificationService } from './modules/verification/index.js';
import type { WalletService } from './modules/wallet/index.js';

/** What each module gives the others once it has started, by the module's name. */
export type PlatformServices = {
  system: SystemModuleServices;
  live: LiveService;
  jurisdiction: JurisdictionService;
  audit: AuditService;
  inbox: InboxService;
  verification: VerificationService;
  accounts: AccountsService;
  kyc: KycService;
  wallet: WalletService;
  seamless: SeamlessService;
  games: GamesService;
  /** Null when PIX_SANDBOX is off. */
  pixSandbox: PixSandbox | null;
  responsibleGaming: ResponsibleGamingService & { breaks: PlayBreakService };
  payments: PaymentsService;
  agents: AgentsModuleServices;
  points: PointsService;
  messaging: MessagingService;
  promotions: PromotionsService;
  compliance: { statements: StatementService; aml: AmlService };
  loyalty: LoyaltyService;
  rebate: RebateService;
  missions: MissionsService;
  luckyDraws: LuckyDrawsService;
  care: { feedback: FeedbackService; support: SupportService };
  chat: ChatService;
};

export type ModuleName = keyof PlatformServices;

/** What a module is given when the platform starts it. */
export type ModuleContext = {
  app: FastifyInstance;
  config: Config;
  db: Db;
  /** Scheduled work: once a period across every instance (decision 0011). */
  jobs: JobQueue;
  /** Fan-out to every instance on the database (LISTEN/NOTIFY; the live module's). */
  notifications: Notifications;
  /**
   * Another module's service. A module started earlier in the list may be used at once; one
   * started later only from inside a call (a closure), which is how two modules that need each
   * other (accounts shows the wallet's balance, the wallet asks accounts who may bet) both start.
   */
  use: <Name extends ModuleName>(name: Name) => PlatformServices[Name];
};

/** A platform module as the composition root lists it (platform-modules.ts). */
export type PlatformModule<Name extends ModuleName = ModuleName> = {
  name: Name;
  /** First-run data. Runs on every start, so it only adds what is missing. */
  seed?: (db: Db) => Promise<void>;
  /** Creates the module's service, registers its routes and jobs, and gives the service out. */
  start: (context: ModuleContext) => Promise<PlatformServices[Name]> | PlatformServices[Name];
};

/**
 * The context the modules share, and the call that starts them in their order. The context's
 * `use` exists before any module starts, so the server's plugins may call a service lazily too
 * (the route registry authenticates through accounts).
 */
export const createModuleContext = (shared: Omit<ModuleContext, 'use'>) => {
  const started = new Map<ModuleName, unknown>();
  const use = <Name extends ModuleName>(name: Name): PlatformServices[Name] => {
    if (!started.has(name)) {
      throw new Error(`the ${name} module is used before it started: reorder PLATFORM_MODULES`);
    }
    return started.get(name) as PlatformServices[Name];
  };
  const context: ModuleContext = { ...shared, use };
  return {
    context,
    async start(modules: readonly PlatformModule[]): Promise<void> {
      for (const module of modules) started.set(module.name, await module.start(context));
    },
  };
};
