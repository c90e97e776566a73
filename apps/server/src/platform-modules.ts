import type { DatabaseHandle, Db } from './db/client.js';
import { applyMigrations } from './db/migrate.js';
import { accountsModule } from './modules/accounts/index.js';
import { agentsModule } from './modules/agents/index.js';
import { auditModule } from './modules/audit/index.js';
import { careModule } from './modules/care/index.js';
import { chatModule } from './modules/chat/index.js';
import { complianceModule } from './modules/compliance/index.js';
import { gamesModule } from './modules/games/index.js';
import { inboxModule } from './modules/inbox/index.js';
import { jurisdictionModule } from './modules/jurisdiction/index.js';
import { kycModule } from './modules/kyc/index.js';
import { liveModule } from './modules/live/index.js';
import { loyaltyModule } from './modules/loyalty/index.js';
import { messagingModule } from './modules/messaging/index.js';
import { luckyDrawsModule } from './modules/lucky-draws/index.js';
import { missionsModule } from './modules/missions/index.js';
import { paymentsModule } from './modules/payments/index.js';
import { pointsModule } from './modules/points/index.js';
import { pixSandboxModule } from './modules/pix-sandbox/index.js';
import { promotionsModule } from './modules/promotions/index.js';
import { rebateModule } from './modules/rebate/index.js';
import { responsibleGamingModule } from './modules/responsible-gaming/index.js';
import { seamlessModule } from './modules/seamless/index.js';
import { systemModule } from './modules/system/index.js';
import { verificationModule } from './modules/verification/index.js';
import { walletModule } from './modules/wallet/index.js';
import type { PlatformModule } from './platform-module.js';
import { seedDemoData } from './workflows/index.js';

/**
 * The platform's modules in the order they start and seed: each may use at once the services of
 * those above it, and those below it only from inside a call (platform-module.ts).
 */
export const PLATFORM_MODULES: readonly PlatformModule[] = [
  systemModule,
  liveModule,
  jurisdictionModule,
  auditModule,
  inboxModule,
  verificationModule,
  accountsModule,
  kycModule,
  walletModule,
  seamlessModule,
  gamesModule,
  pixSandboxModule,
  responsibleGamingModule,
  paymentsModule,
  agentsModule,
  pointsModule,
  messagingModule,
  promotionsModule,
  complianceModule,
  loyaltyModule,
  rebateModule,
  missionsModule,
  luckyDrawsModule,
  careModule,
  chatModule,
];

/** First-run data, every module's and then the demo's. Safe on every start: it only adds what is missing. */
export const seedPlatform = async (db: Db, options: { demo: boolean }): Promise<void> => {
  for (const module of PLATFORM_MODULES) await module.seed?.(db);
  if (options.demo) await seedDemoData(db);
};

/** Migrates and seeds under the cluster-wide start-up lock, so instances starting together agree. */
export const prepareDatabase = (handle: DatabaseHandle, options: { demo: boolean }): Promise<void> =>
  handle.withStartupLock(async (db) => {
    await applyMigrations(handle, db);
    await seedPlatform(db, options);
  });
