// Crash (docs/studio-crash.md): the family and its round loop, its storage and its API and socket.
// Its tables (crash.tables.ts) are gathered by db/schema.ts with the studio's others.
export { createCrashGames, CRASH_GAME_CODE, type CrashGames, type CrashOptions } from './crash-games.js';
export { createCrashRepository, type CrashRepository } from './crash.repository.js';
export { registerCrashRoutes } from './crash.routes.js';
