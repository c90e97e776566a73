// The slots (type RNG): the family the studio's sessions and round runner play, and its route.
// The engine (./engine) is reached through its own index; the package entry exports it as `slots`.
export { createSlotGames, gameInfoOf, type SlotGames } from './slots-games.js';
export { registerSlotsRoutes } from './slots.routes.js';
