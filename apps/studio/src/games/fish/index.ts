// Fishing in the studio: definitions from the game code, the catch rule, the shot service and route.
export { catchOdds, decideShot, expectedReturn, RTP_SCALE, simulateShots } from './engine/fish-catch.js';
export { catalogueFishDefinition, isFishGameCode, type FishDefinition } from './engine/fish-definitions.js';
export { createFishGames, fishGameInfoOf, SHOTS_PER_SECOND, type FishGames } from './fish-games.js';
export { registerFishRoutes } from './fish.routes.js';
