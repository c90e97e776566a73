import { FISH_THEMES, type FishSpecies, type FishTheme } from '@platform/contracts';
import { seededUniformInt, type UniformInt } from '../../../seeded-random.js';
import { FISH_POOLS, type FishKind, type FishTier } from './fish-species.js';

/**
 * Every fishing (FISH) game of the catalogue plays a definition derived from its game code alone,
 * as the slots do, so each instance, test and report agrees on it without storing anything. The
 * declared RTP holds for every shot whatever the species (fish-catch.ts), so the species, their
 * multipliers and looks are free to vary from game to game. Changing anything here changes live
 * games: treat it as a new game version.
 */

export type FishDefinition = {
  code: string;
  theme: FishTheme;
  /** The RTP every shot returns, in basis points (9600 = 96 %). */
  rtpBp: number;
  /** Centavos, lowest first. */
  shotCosts: readonly number[];
  /** Lowest multiplier first; multipliers are distinct whole numbers of at least 2. */
  species: readonly FishSpecies[];
};

/** Codes of the catalogue: the vendor's 2–5 letters and the game's number padded to four digits. */
const GAME_CODE = /^[A-Z]{2,5}-\d{4}$/u;

export const isFishGameCode = (gameCode: string) => GAME_CODE.test(gameCode);

const RTP_CHOICES_BP = [9400, 9450, 9500, 9550, 9600, 9650, 9700] as const;

const SHOT_COST_LADDERS: ReadonlyArray<readonly [readonly number[], number]> = [
  [[10, 20, 50, 100, 200, 500, 1000], 3],
  [[10, 20, 50, 100, 200, 500], 1],
  [[20, 50, 100, 200, 500, 1000], 1],
];

type TierRule = {
  /** How many species of the tier a game has, at least and at most (never more than the pool). */
  count: readonly [number, number];
  /** Multipliers the tier's species draw from (distinct within a game). */
  multipliers: readonly number[];
  /** Body length and speed in scene units, from the tier's smallest multiplier to its largest. */
  size: readonly [number, number];
  speed: readonly [number, number];
  weight: number;
};

const TIER_RULES: Record<FishTier, TierRule> = {
  small: { count: [3, 5], multipliers: [2, 3, 4, 5, 6, 8], size: [56, 84], speed: [120, 92], weight: 14 },
  medium: {
    count: [2, 4],
    multipliers: [10, 12, 15, 18, 20, 25],
    size: [96, 136],
    speed: [86, 66],
    weight: 6,
  },
  large: { count: [2, 3], multipliers: [30, 40, 50, 60, 80], size: [160, 210], speed: [62, 48], weight: 3 },
  boss: {
    count: [1, 1],
    multipliers: [100, 150, 200, 250, 300],
    size: [250, 300],
    speed: [40, 32],
    weight: 1,
  },
};
const TIERS: readonly FishTier[] = ['small', 'medium', 'large', 'boss'];

const pickOne = <T>(random: UniformInt, items: readonly T[]): T => items[random(items.length)]!;

const pickWeighted = <T>(random: UniformInt, entries: ReadonlyArray<readonly [T, number]>): T => {
  let roll = random(entries.reduce((sum, [, weight]) => sum + weight, 0));
  for (const [value, weight] of entries) {
    if (roll < weight) return value;
    roll -= weight;
  }
  throw new RangeError('Cannot pick from an empty list.');
};

const shuffleInPlace = <T>(random: UniformInt, items: T[]): T[] => {
  for (let index = items.length - 1; index > 0; index -= 1) {
    const swap = random(index + 1);
    [items[index], items[swap]] = [items[swap]!, items[index]!];
  }
  return items;
};

const between = ([from, to]: readonly [number, number], share: number) =>
  Math.round(from + (to - from) * share);

/** `count` distinct items of `items`, in their original order. */
const sampleInOrder = <T>(random: UniformInt, items: readonly T[], count: number): T[] => {
  const chosen = new Set(shuffleInPlace(random, [...items.keys()]).slice(0, count));
  return items.filter((_, index) => chosen.has(index));
};

const speciesOfTier = (random: UniformInt, pool: readonly FishKind[], tier: FishTier): FishSpecies[] => {
  const rule = TIER_RULES[tier];
  const kinds = pool.filter((entry) => entry.tier === tier);
  const [least, most] = rule.count;
  const count = Math.min(kinds.length, least + random(most - least + 1));
  const chosen = shuffleInPlace(random, [...kinds]).slice(0, count);
  // Every game has a 2× fish: the most frequent catch, about one shot in two.
  const multipliers =
    tier === 'small'
      ? [2, ...sampleInOrder(random, rule.multipliers.slice(1), count - 1)]
      : sampleInOrder(random, rule.multipliers, count);
  const lowest = rule.multipliers[0]!;
  const highest = rule.multipliers.at(-1)!;
  return chosen.map((entry, index) => {
    const multiplier = multipliers[index]!;
    const share = highest === lowest ? 1 : (multiplier - lowest) / (highest - lowest);
    return {
      id: entry.id,
      names: { ...entry.names },
      multiplier,
      shape: entry.shape,
      colors: [...entry.colors],
      size: between(rule.size, share),
      speed: between(rule.speed, share),
      weight: rule.weight,
    };
  });
};

/** The fishing game a catalogue code plays; throws for a code outside the catalogue's pattern. */
export const catalogueFishDefinition = (gameCode: string): FishDefinition => {
  if (!isFishGameCode(gameCode)) throw new RangeError(`Not a catalogue game code: ${gameCode}`);
  const random = seededUniformInt(`studio-fish:${gameCode}`);
  const theme = pickOne(random, FISH_THEMES);
  const rtpBp = pickOne(random, RTP_CHOICES_BP);
  const shotCosts = pickWeighted(random, SHOT_COST_LADDERS);
  const species = TIERS.flatMap((tier) => speciesOfTier(random, FISH_POOLS[theme], tier)).sort(
    (first, second) => first.multiplier - second.multiplier,
  );
  return { code: gameCode, theme, rtpBp, shotCosts: [...shotCosts], species };
};
