/**
 * The built-in game studio (decision 0005): a vendor of the seamless wallet that imports nothing
 * of the platform's other modules. Today: the slot engine, the provably fair core and the wallet
 * client; its service, routes and game pages are being built (studio issue).
 */
export * as slots from './slots/index.js';
export * as fair from './fair/index.js';
export {
  createSeamlessClient,
  signBody,
  type SeamlessBalance,
  type SeamlessClient,
  type SeamlessClientOptions,
  type SeamlessResult,
  type SeamlessSession,
} from './seamless-client.js';
