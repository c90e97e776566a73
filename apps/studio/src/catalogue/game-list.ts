import type { GameClass, GameType, LocalisedGameNames } from '@platform/contracts';
import { fixedNamesOf } from './lottery-list.js';
import { createNameRegistry, nameGame, type NameRegistry, type Random } from './names.js';
import { hashOf, mulberry32 } from './random.js';
import { STUDIO_VENDORS, type StudioVendor, type StudioVendorType } from './vendors.js';

/** One game of the studio's list, as a platform lists it (the spec's game list fields). */
export type StudioGame = {
  /** The vendor's code, a hyphen and the game's number within the vendor (AUR-0001). */
  gameCode: string;
  vendorCode: string;
  gameType: GameType;
  gameClassify: GameClass | null;
  /** Unique across the list in every language, and never a vendor's name. */
  names: LocalisedGameNames;
  isHot: boolean;
  isNew: boolean;
  /** Offered on demo credits (free play). */
  freePlay: boolean;
  /** Position among the vendor's games of its type; lower first. */
  sort: number;
};

/** Every game the studio publishes, its vendors in menu order and their games in that order too. */
export type StudioGameList = {
  vendors: readonly StudioVendor[];
  games: StudioGame[];
};

/** Changing the seed reshuffles every name, class and flag: treat it as a catalogue migration. */
const CATALOGUE_SEED = 0x5ea7_2025;
const HOT_SHARE = 0.06;
const NEW_SHARE = 0.05;

/** Free play is for games of chance alone; live dealers, sports and draws need real stakes. */
const FREE_PLAY_TYPES: ReadonlySet<GameType> = new Set<GameType>(['RNG', 'FISH', 'PVP', 'INHOUSE']);

/** Most slots are plain slots; jackpots, arcade, video poker and table games are the minority. */
const CLASS_WEIGHTS: Record<GameClass, number> = { SC: 62, JP: 16, AC: 10, VP: 4, TG: 4, CF: 4 };

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
// Games

const gameCodeOf = (vendorCode: string, number: number) => `${vendorCode}-${String(number).padStart(4, '0')}`;

/** Adds one vendor's games of one type; returns the vendor's last game number. */
const addTypeGames = (
  build: { registry: NameRegistry; games: StudioGame[] },
  vendor: StudioVendor,
  type: StudioVendorType,
  lastNumber: number,
) => {
  const random = streamFor(vendor.code, type.gameType);
  const hot = pickIndices(type.games, shareOf(type.games, HOT_SHARE), random);
  const fresh = pickIndices(type.games, shareOf(type.games, NEW_SHARE), random);
  // A product's own name (the studio's lottery) is claimed as it is; a clash is a catalogue error.
  const fixedNames = fixedNamesOf(vendor.code, type.gameType);
  for (let index = 0; index < type.games; index += 1) {
    const gameClassify = pickClass(type.classes, random);
    const fixed = fixedNames?.[index];
    if (fixed && !build.registry.claim(fixed)) throw new Error(`The name "${fixed.EN}" is taken twice.`);
    build.games.push({
      gameCode: gameCodeOf(vendor.code, lastNumber + index + 1),
      vendorCode: vendor.code,
      gameType: type.gameType,
      gameClassify,
      names: fixed ?? nameGame({ gameType: type.gameType, gameClassify, random, registry: build.registry }),
      isHot: hot.has(index),
      isNew: fresh.has(index),
      freePlay: FREE_PLAY_TYPES.has(type.gameType),
      sort: index + 1,
    });
  }
  return lastNumber + type.games;
};

const inMenuOrder = (first: StudioVendor, second: StudioVendor) =>
  first.sort - second.sort || first.code.localeCompare(second.code);

/**
 * The studio's whole game list, the same on every call: vendors in menu order, each vendor's
 * games by type in its definition's order, numbered on across types. Game names never repeat a
 * vendor's name, so a platform may show a vendor beside its games without confusion.
 */
export const buildStudioGameList = (): StudioGameList => {
  const vendors = [...STUDIO_VENDORS].sort(inMenuOrder);
  const registry = createNameRegistry();
  for (const vendor of vendors) {
    const names = { PT: vendor.displayName, EN: vendor.displayName, CN: vendor.displayName };
    if (!registry.claim(names)) throw new Error(`Two vendors are called "${vendor.displayName}".`);
  }
  const build = { registry, games: [] as StudioGame[] };
  for (const vendor of vendors) {
    let lastNumber = 0;
    for (const type of vendor.types) lastNumber = addTypeGames(build, vendor, type, lastNumber);
  }
  return { vendors, games: build.games };
};
