/**
 * The lottery's draws, tickets and settlement over the engine (docs/lottery.md, "Draws, tickets
 * and settlement"). The tables are exported from src/db/schema.ts; app.ts wires the routes and jobs.
 */
export { createLottery, type Lottery, type LotteryConfig } from './lottery-service.js';
export type { LotterySession } from './lottery-purchase.js';
export type { LotteryWallet } from './lottery-payments.js';
export { DEFAULT_LOTTERY_ODDS } from './ticket-bet.js';
export { registerLotteryRoutes, type LotteryRouteSession, type LotteryRoutesDeps } from './lottery.routes.js';
export { registerLotteryOperatorRoutes, type LotteryOperatorRoutesDeps } from './lottery-operator.routes.js';
export { createLotteryReads, drawIdPrefixOf, provinceOfDraw, type LotteryReads } from './lottery-reads.js';
export { scheduleLotteryJobs, LOTTERY_JOBS, lotteryRunKey } from './lottery.jobs.js';
export { plannedDraws, type DrawScheduleConfig, type PlannedDraw } from './draw-schedule.js';
export { createLotteryFeed, prizeRowsOf, type LotteryFeed } from './lottery-feed.js';
export { registerLotteryFeedRoutes } from './lottery-feed.routes.js';
