// The lottery (docs/lottery.md): the pure engine (engine/), the draws, tickets and settlement
// (draws/), the game family the launch opens and its configuration (family/).
export * from './draws/index.js';
export { createLotteryGames, engineGameOf, lotteryLaunchOf, lotteryRtp } from './family/lottery-games.js';
export { lotteryConfigOf, type LotterySettings } from './family/lottery-config.js';
