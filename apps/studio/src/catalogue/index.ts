// The studio's game list (vendors, games and their names) and its games' artwork.
export { buildStudioGameList, type StudioGame, type StudioGameList } from './game-list.js';
export { gameArtSvg, vendorLogoSvg, type GameArtInput, type VendorLogoInput } from './art.js';
export { STUDIO_VENDORS, type StudioVendor, type StudioVendorType } from './vendors.js';
export { listedGameOf, type ListedGame } from './game-index.js';
