/** Where the server serves the catalogue's artwork; answers put an image CDN base in front. */
export const GAME_ICON_PATH = '/TCG_PROD_IMAGES/GAME_ICON';
export const VENDOR_LOGO_PATH = '/TCG_PROD_IMAGES/VENDOR_LOGO';

export const gameIconPath = (vendorCode: string, gameCode: string) =>
  `${GAME_ICON_PATH}/${encodeURIComponent(vendorCode)}/${encodeURIComponent(gameCode)}.svg`;
export const vendorLogoPath = (vendorCode: string) =>
  `${VENDOR_LOGO_PATH}/${encodeURIComponent(vendorCode)}.svg`;
