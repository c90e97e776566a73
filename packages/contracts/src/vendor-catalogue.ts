import { z } from 'zod';
import { GameClass, GameType } from './games.js';
import { LocalisedGameNames } from './studio-names.js';

/**
 * The game list a vendor publishes for the platforms that list its games (the studio at
 * GET /studio/catalogue): its brands in menu order and every game, as an aggregator's feed. The
 * platform imports it into its catalogue (games module); artwork comes from the vendor too
 * (VENDOR_ART_PATHS).
 */
export const VendorCatalogueType = z.object({
  gameType: GameType,
  /** Position of the brand in this game type's vendor menu; lower first. */
  sort: z.number().int(),
  games: z.number().int().min(0),
  /** The classes its games are spread over; empty when the type has no classify menu. */
  classes: z.array(GameClass),
});
export type VendorCatalogueType = z.infer<typeof VendorCatalogueType>;

export const VendorCatalogueBrand = z.object({
  /** 2–5 upper-case letters; also the prefix of the brand's game codes. */
  code: z.string().regex(/^[A-Z]{2,5}$/u),
  displayName: z.string().min(1).max(64),
  /** Position in vendor menus across all types; lower first. */
  sort: z.number().int(),
  types: z.array(VendorCatalogueType),
});
export type VendorCatalogueBrand = z.infer<typeof VendorCatalogueBrand>;

export const VendorCatalogueGame = z.object({
  /** The brand's code, a hyphen and the game's number within the brand (AUR-0001). */
  gameCode: z.string().regex(/^[A-Z0-9]{2,8}-\d{1,6}$/u),
  vendorCode: z.string().regex(/^[A-Z]{2,5}$/u),
  gameType: GameType,
  gameClassify: GameClass.nullable(),
  names: LocalisedGameNames,
  isHot: z.boolean(),
  isNew: z.boolean(),
  /** Offered on demo credits (free play). */
  freePlay: z.boolean(),
  /** Position among the brand's games of its type; lower first. */
  sort: z.number().int(),
  /** Whether a launch opens the game today; a game that does not is listed by no platform. */
  launchable: z.boolean(),
  /**
   * The theoretical return to player a launch plays at, as a fraction (0.962 = 96.2 %); null
   * when the vendor declares none (a platform whose profile requires it does not list the game).
   */
  rtp: z.number().gt(0).lt(1).nullable(),
});
export type VendorCatalogueGame = z.infer<typeof VendorCatalogueGame>;

export const VendorCatalogue = z.object({
  brands: z.array(VendorCatalogueBrand),
  games: z.array(VendorCatalogueGame),
});
export type VendorCatalogue = z.infer<typeof VendorCatalogue>;

/** Where a vendor serves its catalogue and artwork, below its base address. */
export const VENDOR_CATALOGUE_PATH = '/studio/catalogue';
export const VENDOR_ART_PATHS = {
  game: (vendorCode: string, gameCode: string) =>
    `/studio/art/game/${encodeURIComponent(vendorCode)}/${encodeURIComponent(gameCode)}.svg`,
  brand: (vendorCode: string) => `/studio/art/brand/${encodeURIComponent(vendorCode)}.svg`,
} as const;
