/**
 * The built-in game studio (decision 0005): a vendor of the seamless wallet that imports nothing
 * of the platform's other modules. Slots play over its API with real money or demo credits; the
 * provably fair games and the game pages are being built (studio issue).
 */
export * as slots from './slots/index.js';
export * as fair from './fair/index.js';
// Its game list and artwork: what the platform seeds its catalogue from and serves as images.
export {
  buildStudioGameList,
  gameArtSvg,
  STUDIO_VENDORS,
  vendorLogoSvg,
  type GameArtInput,
  type StudioGame,
  type StudioGameList,
  type StudioVendor,
  type StudioVendorType,
  type VendorLogoInput,
} from './catalogue/index.js';
export {
  createSeamlessClient,
  signBody,
  type SeamlessBalance,
  type SeamlessClient,
  type SeamlessClientOptions,
  type SeamlessResult,
  type SeamlessSession,
} from './seamless-client.js';
export { createStudioRepository, type StudioRepository } from './studio.repository.js';
export { createStudioService, type StudioService, type StudioServiceDeps } from './studio.service.js';
export { gameInfoOf } from './slot-games.js';
export { registerStudioRoutes } from './studio.routes.js';
export { createCrashRepository, type CrashRepository } from './crash/crash.repository.js';
