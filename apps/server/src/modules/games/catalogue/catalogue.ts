import type { GameClass, GameType } from '@platform/contracts';
import type { catalogueGame, catalogueVendor, catalogueVendorType, LocalisedNames } from '../games.tables.js';
import { createNameRegistry, nameGame, type NameRegistry, type Random } from './names.js';
import { hashOf, mulberry32 } from './random.js';
import { CATALOGUE_VENDORS, type VendorDefinition, type VendorTypeDefinition } from './vendors.js';

export type CatalogueVendorSeed = typeof catalogueVendor.$inferInsert;
export type CatalogueVendorTypeSeed = typeof catalogueVendorType.$inferInsert;
export type CatalogueGameSeed = typeof catalogueGame.$inferInsert;

/** The built-in catalogue, as rows ready to insert into the games module's tables. */
export type Catalogue = {
  vendors: CatalogueVendorSeed[];
  vendorTypes: CatalogueVendorTypeSeed[];
  games: CatalogueGameSeed[];
};

/** Changing the seed reshuffles every name, class and flag: treat it as a catalogue migration. */
const CATALOGUE_SEED = 0x5ea7_2025;
const FIRST_NODE_ID = 100_001;
/** Every seeded vendor is served by the built-in studio of the seamless module. */
const STUDIO_PROVIDER = 'STUDIO';
const HOT_SHARE = 0.06;
const NEW_SHARE = 0.05;

/** Trial accounts play these on play money; live dealers, sports and draws need real stakes. */
const FREE_PLAY_TYPES: ReadonlySet<GameType> = new Set<GameType>(['RNG', 'FISH', 'PVP', 'INHOUSE']);
/** Types whose vendors also appear as one tile that opens the vendor's games in a popup list. */
const VENDOR_TILE_TYPES: ReadonlySet<GameType> = new Set<GameType>(['LIVE', 'LOTT']);

/** Most slots are plain slots; jackpots, arcade, video poker and table games are the minority. */
const CLASS_WEIGHTS: Record<GameClass, number> = { SC: 62, JP: 16, AC: 10, VP: 4, TG: 4, CF: 4 };

// ---------------------------------------------------------------------------------------------
// Search text

/** Lower case first (so no letter gains a mark), then decompose and drop the combining marks. */
const foldForSearch = (text: string) =>
  text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');

/** Every language's name, lower-case and without accents: what the name search matches. */
export const searchTextOf = (names: LocalisedNames): string =>
  [names.PT, names.EN, names.CN].map(foldForSearch).join(' ');

/** A player's query folded the same way as searchTextOf, trimmed, inner whitespace collapsed. */
export const normaliseSearch = (query: string): string => foldForSearch(query).trim().replace(/\s+/gu, ' ');

// ---------------------------------------------------------------------------------------------
// Picks

const shareOf = (total: number, share: number) => (total === 0 ? 0 : Math.max(1, Math.round(total * share)));

/** `count` distinct indices below `total`, by a partial Fisher–Yates shuffle. */
const pickIndices = (total: number, count: number, random: Random): ReadonlySet<number> => {
  const indices = Array.from({ length: total }, (_, index) => index);
  for (let position = 0; position < count; position += 1) {
    const swap = position + Math.floor(random() * (total - position));
    [indices[position], indices[swap]] = [indices[swap] as number, indices[position] as number];
  }
  return new Set(indices.slice(0, count));
};

const pickClass = (classes: readonly GameClass[], random: Random): GameClass | null => {
  const total = classes.reduce((sum, gameClass) => sum + CLASS_WEIGHTS[gameClass], 0);
  let roll = random() * total;
  for (const gameClass of classes) {
    roll -= CLASS_WEIGHTS[gameClass];
    if (roll < 0) return gameClass;
  }
  return classes.at(-1) ?? null;
};

/** Each vendor and type draws from its own stream, so one vendor's counts never move another's flags. */
const streamFor = (vendorCode: string, gameType: GameType) =>
  mulberry32(hashOf(`${vendorCode}:${gameType}`) ^ CATALOGUE_SEED);

// ---------------------------------------------------------------------------------------------
// Rows

const gameCodeOf = (vendorCode: string, number: number) => `${vendorCode}-${String(number).padStart(4, '0')}`;

type Build = { registry: NameRegistry; games: CatalogueGameSeed[] };

const nextNodeId = (build: Build) => FIRST_NODE_ID + build.games.length;

const vendorTile = (build: Build, vendor: VendorDefinition, gameType: GameType): CatalogueGameSeed => {
  const names: LocalisedNames = { PT: vendor.displayName, EN: vendor.displayName, CN: vendor.displayName };
  if (!build.registry.claim(names))
    throw new Error(`Vendor name "${vendor.displayName}" is already a game name.`);
  return {
    nodeId: nextNodeId(build),
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

/** Adds one vendor's games of one type; returns the vendor's last game number. */
const addTypeGames = (
  build: Build,
  vendor: VendorDefinition,
  type: VendorTypeDefinition,
  lastNumber: number,
) => {
  const random = streamFor(vendor.code, type.gameType);
  const hot = pickIndices(type.games, shareOf(type.games, HOT_SHARE), random);
  const fresh = pickIndices(type.games, shareOf(type.games, NEW_SHARE), random);
  for (let index = 0; index < type.games; index += 1) {
    const gameClassify = pickClass(type.classes, random);
    const names = nameGame({ gameType: type.gameType, gameClassify, random, registry: build.registry });
    build.games.push({
      nodeId: nextNodeId(build),
      gameCode: gameCodeOf(vendor.code, lastNumber + index + 1),
      vendorCode: vendor.code,
      gameType: type.gameType,
      gameClassify,
      names,
      displayName: names.EN,
      searchText: searchTextOf(names),
      isGame: 'GAME',
      isHot: hot.has(index),
      isNew: fresh.has(index),
      freePlay: FREE_PLAY_TYPES.has(type.gameType),
      sort: index + 1,
    });
  }
  return lastNumber + type.games;
};

const addVendorEntries = (build: Build, vendor: VendorDefinition) => {
  let lastNumber = 0;
  for (const type of vendor.types) {
    if (VENDOR_TILE_TYPES.has(type.gameType)) build.games.push(vendorTile(build, vendor, type.gameType));
    lastNumber = addTypeGames(build, vendor, type, lastNumber);
  }
};

const inMenuOrder = (first: VendorDefinition, second: VendorDefinition) =>
  first.sort - second.sort || first.code.localeCompare(second.code);

/**
 * The whole built-in catalogue, the same on every call: node ids run from 100001 in vendor order
 * (then type, then sort), so ids stay stable for favourites and recent games across reseeds.
 */
/**
 * How many vendors and entries buildCatalogue makes, counted from the definitions alone (no
 * names drawn), so a start can tell the catalogue is already in place without building it.
 */
export const catalogueSize = (): { vendors: number; games: number } => ({
  vendors: CATALOGUE_VENDORS.length,
  games: CATALOGUE_VENDORS.flatMap((vendor) => vendor.types).reduce(
    (sum, type) => sum + type.games + (VENDOR_TILE_TYPES.has(type.gameType) ? 1 : 0),
    0,
  ),
});

export const buildCatalogue = (): Catalogue => {
  const vendors = [...CATALOGUE_VENDORS].sort(inMenuOrder);
  const build: Build = { registry: createNameRegistry(), games: [] };
  for (const vendor of vendors) addVendorEntries(build, vendor);
  return {
    vendors: vendors.map((vendor) => ({
      code: vendor.code,
      displayName: vendor.displayName,
      provider: STUDIO_PROVIDER,
      sort: vendor.sort,
    })),
    vendorTypes: vendors.flatMap((vendor) =>
      vendor.types.map((type) => ({ vendorCode: vendor.code, gameType: type.gameType, sort: type.sort })),
    ),
    games: build.games,
  };
};
