import type {
  GameType,
  VendorCatalogue,
  VendorCatalogueBrand,
  VendorCatalogueGame,
} from '@platform/contracts';
import { searchTextOf } from './catalogue-search.js';
import type { catalogueGame, catalogueVendor, catalogueVendorType, LocalisedNames } from './games.tables.js';

export type CatalogueVendorSeed = typeof catalogueVendor.$inferInsert;
export type CatalogueVendorTypeSeed = typeof catalogueVendorType.$inferInsert;
export type CatalogueGameSeed = typeof catalogueGame.$inferInsert;

/** A vendor's catalogue, as rows ready to insert into the games module's tables. */
export type Catalogue = {
  vendors: CatalogueVendorSeed[];
  vendorTypes: CatalogueVendorTypeSeed[];
  games: CatalogueGameSeed[];
};

/** Node ids start here on an empty catalogue (the spec's ids are six digits). */
export const FIRST_NODE_ID = 100_001;

/** Types whose vendors also appear as one tile that opens the vendor's games in a popup list. */
const VENDOR_TILE_TYPES: ReadonlySet<GameType> = new Set<GameType>(['LIVE', 'LOTT']);

type Entry = Omit<CatalogueGameSeed, 'nodeId'>;

/** A vendor's tile: its name in every language (the studio names no game like a vendor). */
const vendorTile = (vendor: VendorCatalogueBrand, gameType: GameType): Entry => {
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

const gameEntry = (game: VendorCatalogueGame): Entry => ({
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
 * A vendor's catalogue as rows, provided by `provider` (the seamless vendor that serves it), with
 * a tile per brand of the tile types before its games. The same for the same feed: node ids run
 * from `firstNodeId` in brand order (then type, then sort), so ids stay stable for favourites and
 * recent games when the rows are made again.
 */
export const buildCatalogue = (
  feed: VendorCatalogue,
  provider: string,
  firstNodeId = FIRST_NODE_ID,
): Catalogue => {
  const gamesOf = new Map<string, VendorCatalogueGame[]>();
  for (const game of feed.games) {
    const key = `${game.vendorCode}:${game.gameType}`;
    const group = gamesOf.get(key);
    if (group) group.push(game);
    else gamesOf.set(key, [game]);
  }
  const entries = feed.brands.flatMap((vendor) =>
    vendor.types.flatMap((type) => [
      ...(VENDOR_TILE_TYPES.has(type.gameType) ? [vendorTile(vendor, type.gameType)] : []),
      ...(gamesOf.get(`${vendor.code}:${type.gameType}`) ?? []).map(gameEntry),
    ]),
  );
  return {
    vendors: feed.brands.map((vendor) => ({
      code: vendor.code,
      displayName: vendor.displayName,
      provider,
      sort: vendor.sort,
    })),
    vendorTypes: feed.brands.flatMap((vendor) =>
      vendor.types.map((type) => ({ vendorCode: vendor.code, gameType: type.gameType, sort: type.sort })),
    ),
    games: entries.map((entry, index) => ({ nodeId: firstNodeId + index, ...entry })),
  };
};
