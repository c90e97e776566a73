// Public surface of the lucky-draws module: red envelope, prize wheel, golden egg, raffle (docs/lucky-draws.md).
export { luckyDrawsModule, LUCKY_DRAWS_JOB_EVERY_MS } from './lucky-draws.module.js';
export type { LuckyDrawsService } from './lucky-draws.service.js';
