/**
 * The sportsbook's bets: what the studio's wiring uses (docs/sportsbook.md, "The money path").
 * The tables are exported from src/db/schema.ts.
 */
export { createSportsBets, type SportsBets, type SportsBetsDeps } from './sportsbook-bets.js';
export type { SportsBetsConfig } from './sports-bets-config.js';
export type { SportsWallet } from './sports-wallet.js';
export { registerSportsBetRoutes, type SportsBetRoutesDeps } from './sportsbook-bets.routes.js';
export { scheduleSportsBetJobs, SPORTS_BET_JOBS } from './sportsbook-bets.jobs.js';
