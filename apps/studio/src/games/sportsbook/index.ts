// The sportsbook (docs/sportsbook.md): the book the bets depend on (book.ts), the simulated feed
// that implements it, the game family and the page's read routes.
export type { EventResult, LegQuote, LegRef, LegView, SportsBook } from './book.js';
export { createSimulatedBook, type SimulatedBook, type SimulatedBookOptions } from './feed/simulated-book.js';
export { createSimulatedEsportsBook } from './feed/simulated-esports-book.js';
export { createSectionsBook, createSimulatedSportsbook } from './feed/sections-book.js';
export { BET_STOP_MATCH_MS } from './feed/match-moment.js';
// A provider's feed: stored by its consumer, answered by the feed book (docs/sportsbook.md).
export { createProviderFeed, type ProviderFeed } from './feed/provider-feed.js';
export { createSimulatedFeed } from './feed/simulated-feed.js';
export { defaultSeedSecret } from './feed/match-seed.js';
export {
  createSportsbookGames,
  SPORTSBOOK_LIMITS,
  sportsbookRtp,
  type SportsbookGames,
} from './feed/sportsbook-games.js';
export { registerSportsbookReadRoutes } from './feed/sportsbook-read.routes.js';
// The money path: placement, cash-out and settlement through the seamless wallet (bets/).
export {
  createSportsBets,
  registerSportsBetRoutes,
  scheduleSportsBetJobs,
  type SportsBets,
} from './bets/index.js';
// The operator's suspensions and the operator API (operator/).
export {
  createSportsbookOperator,
  createSuspensionsRepository,
  registerSportsbookOperatorRoutes,
  type SuspensionReader,
  type SuspensionsRepository,
} from './operator/index.js';
