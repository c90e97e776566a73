import { z } from 'zod';
import { LocalisedGameNames } from './studio-names.js';

/**
 * Fishing in the built-in studio (docs/studio-fish.md): the player aims and fires; a bullet that
 * meets a fish is a shot, one bet of the chosen cost, and the server decides whether the fish is
 * caught so that every shot returns the declared RTP. Amounts are integer centavos; multipliers are
 * whole numbers (a 30× fish pays 30 times the shot's cost).
 */
const Int = z.number().int();

export const FISH_THEMES = ['ocean', 'reef', 'deep', 'river', 'golden'] as const;
export const FishTheme = z.enum(FISH_THEMES);
export type FishTheme = z.infer<typeof FishTheme>;

/** How the page draws a species; the colours come with each species. */
export const FISH_SHAPES = [
  'fish',
  'tall',
  'round',
  'long',
  'ray',
  'shark',
  'turtle',
  'jelly',
  'squid',
  'whale',
  'crab',
  'dragon',
  'angler',
  'dolphin',
] as const;
export const FishShape = z.enum(FISH_SHAPES);
export type FishShape = z.infer<typeof FishShape>;

export const FishNames = z.object({ PT: z.string(), EN: z.string(), CN: z.string() });

export const FishSpecies = z.object({
  /** What a shot names: unique within the game. */
  id: z.string(),
  names: FishNames,
  /** What a catch pays, in shot costs. */
  multiplier: Int,
  shape: FishShape,
  /** Body, belly and fin colours (#rrggbb). */
  colors: z.array(z.string()),
  /** Body length in scene units (the scene's shorter side is 600 units). */
  size: Int,
  /** Swimming speed in scene units per second. */
  speed: Int,
  /** How often it swims in, relative to the others (the page's scene only; no effect on pay). */
  weight: Int,
});
export type FishSpecies = z.infer<typeof FishSpecies>;

/** What a player sees before the first shot: the species and their multipliers, and the RTP. */
export const FishGameInfo = z.object({
  kind: z.literal('fish'),
  gameCode: z.string(),
  names: LocalisedGameNames,
  theme: FishTheme,
  /** Theoretical return to player, as a fraction (0.96 = 96 %), the same for every shot. */
  rtp: z.number(),
  /** What one shot may cost, in centavos, lowest first. */
  shotCosts: z.array(Int),
  /** Lowest multiplier first; the last is the most a shot can pay, in shot costs. */
  species: z.array(FishSpecies),
  maxMultiplier: Int,
  /** Shots a session may send per second; faster ones are refused. */
  shotsPerSecond: Int,
});
export type FishGameInfo = z.infer<typeof FishGameInfo>;

export const FishShotRequest = z.object({
  sessionId: z.string().trim().min(1).max(128),
  /** The shot's cost: one of the game's shot costs. */
  cost: z.number().int().positive(),
  /** The species the bullet hit. */
  species: z.string().trim().min(1).max(40),
});
export type FishShotRequest = z.input<typeof FishShotRequest>;

export const FishShotResponse = z.object({
  roundId: z.string(),
  species: z.string(),
  caught: z.boolean(),
  multiplier: Int,
  /** cost × multiplier when caught, else 0. */
  win: Int,
  balance: Int,
});
export type FishShotResponse = z.infer<typeof FishShotResponse>;
