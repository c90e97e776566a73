import type { GameType } from '@platform/contracts';
import { buildStudioGameList, STUDIO_VENDORS, type StudioGame, type StudioVendor } from '../studio/index.js';
import { searchTextOf } from './catalogue-search.js';
import type { catalogueGame, catalogueVendor, catalogueVendorType, LocalisedNames } from './games.tables.js';

export type CatalogueVendorSeed = typeof catalogueVendor.$inferInsert;
export type CatalogueVendorTypeSeed = typeof catalogueVendorType.$inferInsert;
export type CatalogueGameSeed = typeof catalogueGame.$inferInsert;

/** The built-in catalogue, as rows ready to insert into the games module's tables. */
export type Catalogue = {
  vendors: CatalogueVendorSeed[];
  vendorTypes: CatalogueVendorTypeSeed[];
  games: CatalogueGameSeed[];
};

const FIRST_NODE_ID = 100_001;
/** Every seeded vendor is served by the built-in studio of the seamless module. */
const STUDIO_PROVIDER = 'STUDIO';

/** Types whose vendors also appear as one tile that opens the vendor's games in a popup list. */
const VENDOR_TILE_TYPES: ReadonlySet<GameType> = new Set<GameType>(['LIVE', 'LOTT']);

type Entry = Omit<CatalogueGameSeed, 'nodeId'>;

/** A vendor's tile: its name in every language (the studio names no game like a vendor). */
const vendorTile = (vendor: StudioVendor, gameType: GameType): Entry => {
  const names: LocalisedNames = { PT: vendor.displayName, EN: vendor.displayName, CN: vendor.displayName };
  return {
    gameCode: `${vendor.code}-${gameType}`,
    vendorCode: vendor.code,
    gameType,
    gameClassify: null,
    names,
    displayName: names.EN,
    searchText: searchTextOf(names),
    isGame: 'VASSALAGE',
    isHot: false,
    isNew: false,
    freePlay: false,
    sort: 0,
  };
};

const gameEntry = (game: StudioGame): Entry => ({
  gameCode: game.gameCode,
  vendorCode: game.vendorCode,
  gameType: game.gameType,
  gameClassify: game.gameClassify,
  names: game.names,
  displayName: game.names.EN,
  searchText: searchTextOf(game.names),
  isGame: 'GAME',
  isHot: game.isHot,
  isNew: game.isNew,
  freePlay: game.freePlay,
  sort: game.sort,
});

/**
 * How many vendors and entries buildCatalogue makes, counted from the studio's vendor definitions
 * alone (no names drawn), so a start can tell the catalogue is already in place without building it.
 */
export const catalogueSize = (): { vendors: number; games: number } => ({
  vendors: STUDIO_VENDORS.length,
  games: STUDIO_VENDORS.flatMap((vendor) => vendor.types).reduce(
    (sum, type) => sum + type.games + (VENDOR_TILE_TYPES.has(type.gameType) ? 1 : 0),
    0,
  ),
});

/**
 * The built-in catalogue: the studio's game list (catalogue of a vendor like any other) as rows,
 * with a tile per vendor of the tile types before its games. The same on every call: node ids
 * run from 100001 in vendor order (then type, then sort), so ids stay stable for favourites and
 * recent games across reseeds.
 */
export const buildCatalogue = (): Catalogue => {
  const list = buildStudioGameList();
  const gamesOf = new Map<string, StudioGame[]>();
  for (const game of list.games) {
    const key = `${game.vendorCode}:${game.gameType}`;
    const group = gamesOf.get(key);
    if (group) group.push(game);
    else gamesOf.set(key, [game]);
  }
  const entries = list.vendors.flatMap((vendor) =>
    vendor.types.flatMap((type) => [
      ...(VENDOR_TILE_TYPES.has(type.gameType) ? [vendorTile(vendor, type.gameType)] : []),
      ...(gamesOf.get(`${vendor.code}:${type.gameType}`) ?? []).map(gameEntry),
    ]),
  );
  return {
    vendors: list.vendors.map((vendor) => ({
      code: vendor.code,
      displayName: vendor.displayName,
      provider: STUDIO_PROVIDER,
      sort: vendor.sort,
    })),
    vendorTypes: list.vendors.flatMap((vendor) =>
      vendor.types.map((type) => ({ vendorCode: vendor.code, gameType: type.gameType, sort: type.sort })),
    ),
    games: entries.map((entry, index) => ({ nodeId: FIRST_NODE_ID + index, ...entry })),
  };
};
