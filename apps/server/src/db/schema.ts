// Every module's tables, gathered for Drizzle (queries and drizzle-kit migrations).
// Each module owns its own *.tables.ts; this file only collects them.
export * from '../modules/system/system.tables.js';
export * from '../modules/accounts/accounts.tables.js';
export * from '../modules/verification/verification.tables.js';
export * from '../modules/audit/audit.tables.js';
export * from '../modules/wallet/wallet.tables.js';
export * from '../modules/seamless/seamless.tables.js';
export * from '../modules/games/games.tables.js';
export * from '../modules/messaging/messaging.tables.js';
export * from '../modules/studio/studio.tables.js';
export * from '../modules/studio/crash/crash.tables.js';
export * from '../modules/payments/payments.tables.js';
export * from '../modules/pix-sandbox/pix-sandbox.tables.js';
export * from '../lib/job-queue/job-queue.tables.js';
export * from '../modules/agents/agents.tables.js';
export * from '../modules/agents/reports/reports.tables.js';
