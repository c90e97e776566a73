/**
 * The sportsbook's engine: feed types, the football, e-sports, basketball and tennis price
 * models, markets, margins, settlement, bet returns, cash-out and the simulated leagues. Pure
 * functions, no I/O: the routes, jobs and wallet calls that use it live beside it
 * (docs/sportsbook.md).
 */
export * from './input-error.js';
export * from './score.js';
export * from './outcome.js';
export * from './lines.js';
export * from './odds.js';
export * from './feed.js';
export * from './football-model.js';
export * from './market-keys.js';
export * from './markets.js';
export * from './margin.js';
export * from './settlement.js';
export * from './bet-payout.js';
export * from './cash-out.js';
export * from './bet-builder.js';
export * from './simulated-competitions.js';
export * from './simulated-league.js';
export * from './esports-rounds.js';
export * from './esports-model.js';
export * from './esports-market-keys.js';
export * from './esports-markets.js';
export * from './esports-settlement.js';
export * from './simulated-esports-competitions.js';
export * from './simulated-esports-match.js';
export * from './sport-pricing.js';
export * from './basketball-model.js';
export * from './basketball-market-keys.js';
export * from './basketball-markets.js';
export * from './basketball-settlement.js';
export * from './simulated-basketball-competitions.js';
export * from './simulated-basketball-game.js';
export * from './tennis-model.js';
export * from './tennis-market-keys.js';
export * from './tennis-markets.js';
export * from './tennis-settlement.js';
export * from './simulated-tennis-events.js';
export * from './simulated-tennis-match.js';
export * from './sport-results.js';
export * from './in-play-scoreboard.js';
export * from './sport-in-play.js';
