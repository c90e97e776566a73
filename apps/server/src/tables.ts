// Every table of the platform in one place, for drizzle-kit (drizzle.config.ts) and for tests that
// read rows. Each module owns its *.tables.ts; the modules themselves import only their own.
export * from './modules/system/system.tables.js';
export * from './modules/accounts/accounts.tables.js';
export * from './modules/verification/verification.tables.js';
export * from './modules/audit/audit.tables.js';
export * from './modules/wallet/wallet.tables.js';
export * from './modules/seamless/seamless.tables.js';
export * from './modules/games/games.tables.js';
export * from './modules/messaging/messaging.tables.js';
export * from './modules/payments/payments.tables.js';
export * from './modules/pix-sandbox/pix-sandbox.tables.js';
export * from '@platform/server-kit';
export * from './modules/agents/agents.tables.js';
export * from './modules/agents/reports/reports.tables.js';
export * from './modules/inbox/inbox.tables.js';
export * from './modules/points/points.tables.js';
export * from './modules/responsible-gaming/responsible-gaming.tables.js';
export * from './modules/kyc/kyc.tables.js';
export * from './modules/loyalty/loyalty.tables.js';
export * from './modules/promotions/promotions.tables.js';
export * from './modules/rebate/rebate.tables.js';
export * from './modules/missions/missions.tables.js';
export * from './modules/lucky-draws/lucky-draws.tables.js';
export * from './modules/care/care.tables.js';
export * from './modules/chat/chat.tables.js';
