// The provably fair games (docs/provably-fair.md): Dice, Mines, Plinko, Double and Limbo. Their
// engine is the pure provably fair core, which Crash's hash chain and settlement use too.
export * from './engine/index.js';
export type { HouseEdges } from './fair-game-info.js';
export { createFairGames, type FairGames } from './fair-games.js';
export { createFairRepository, type FairRepository } from './fair.repository.js';
export { registerFairRoutes } from './fair.routes.js';
