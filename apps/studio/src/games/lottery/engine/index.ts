/**
 * The lottery's engine: commit-reveal draws, the VN regional results, schedule and bets, SEA 4D,
 * the ELOTT fast games and the per-number liability check. Pure functions, no I/O and no clock:
 * the routes, tickets, wallet calls and the settlement job that will use it live beside it
 * (docs/lottery.md).
 */
export * from './input-error.js';
export * from './money.js';
export * from './draw-commitment.js';
export * from './draw-stream.js';
export * from './lottery-game.js';
export * from './verify-draw.js';
export * from './vn-time.js';
export * from './vn-prizes.js';
export * from './vn-schedule.js';
export * from './vn-next-draw.js';
export * from './vn-bets.js';
export * from './vn-odds.js';
export * from './vn-ticket.js';
export * from './vn-entry.js';
export * from './sea-4d-result.js';
export * from './sea-4d-prizes.js';
export * from './sea-4d-bets.js';
export * from './elott-result.js';
export * from './elott-bets.js';
export * from './elott-odds.js';
export * from './elott-ticket.js';
export * from './elott-periods.js';
export * from './liability.js';
export * from './bet-exposure.js';
export * from './sea-4d-schedule.js';
