// The studio's tables, gathered for Drizzle (queries and drizzle-kit migrations). The studio keeps
// them in a database of its own (STUDIO_DATABASE_URL, or its own embedded data directory).
export * from '../studio.tables.js';
export * from '../games/crash/crash.tables.js';
export * from '../games/sportsbook/bets/sportsbook-bets.tables.js';
export * from '../games/sportsbook/operator/sportsbook-operator.tables.js';
export * from '../games/sportsbook/feed/feed-store.tables.js';
export * from '../games/lottery/draws/lottery.tables.js';
export * from '@platform/server-kit';
