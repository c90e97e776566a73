/**
 * The lottery's draws, tickets and settlement over the engine (docs/lottery.md, "Draws, tickets
 * and settlement"). The tables are exported from src/db/schema.ts. Nothing registers it yet.
 */
export { createLottery, type Lottery, type LotteryConfig } from './lottery-service.js';
export type { LotterySession } from './lottery-purchase.js';
export type { LotteryWallet } from './lottery-payments.js';
export { DEFAULT_LOTTERY_ODDS } from './ticket-bet.js';
export { registerLotteryRoutes, type LotteryRoutesDeps } from './lottery.routes.js';
export { scheduleLotteryJobs, LOTTERY_JOBS, lotteryRunKey } from './lottery.jobs.js';
