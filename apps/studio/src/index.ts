/**
 * The game studio (decision 0014): a vendor of the platform's seamless wallet, a server of its
 * own. What this entry exports is for the root's system tests and scripts, which run the studio
 * beside the platform; the platform itself imports nothing of it (lint enforces it).
 */
export { buildStudioApp, type StudioApp, type StudioAppDependencies } from './app.js';
export { loadStudioConfig, type StudioConfig } from './config.js';
export { openDatabase, openPglite, type DatabaseHandle } from './db/client.js';
export { prepareStudioDatabase } from './db/migrate.js';
export * as slots from './games/slots/engine/index.js';
export * as fair from './games/fair/engine/index.js';
export { buildStudioGameList, type StudioGame } from './catalogue/index.js';
export { createSeamlessClient, type SeamlessClient } from './seamless-client.js';
export { SHOTS_PER_SECOND } from './games/fish/index.js';
