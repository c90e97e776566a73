import type { FishSpecies } from '@platform/contracts';
import type { UniformInt } from '../../../seeded-random.js';
import type { FishDefinition } from './fish-definitions.js';

/**
 * The catch rule (docs/studio-fish.md). A shot of cost c at a fish of multiplier m is caught with
 * probability p = RTP / m and then pays c × m, so it returns p × c × m = RTP × c whatever m is:
 * every shot, at every fish, returns the declared RTP in expectation. The player (or a modified
 * client) choosing which fish to name therefore changes only how often and how much a shot pays,
 * never what it returns on average; the multipliers are whole numbers, so c × m is exact.
 */

export const RTP_SCALE = 10_000;

/** Of `outcomes` equally likely draws, the first `catching` catch the fish: p = rtpBp / (m × 10⁴). */
export type CatchOdds = { outcomes: number; catching: number };

export const catchOdds = (rtpBp: number, multiplier: number): CatchOdds => {
  if (!Number.isInteger(multiplier) || multiplier < 2) throw new RangeError(`Bad multiplier ${multiplier}.`);
  if (!Number.isInteger(rtpBp) || rtpBp <= 0 || rtpBp >= RTP_SCALE) throw new RangeError(`Bad RTP ${rtpBp}.`);
  return { outcomes: multiplier * RTP_SCALE, catching: rtpBp };
};

export type ShotResult = { species: string; multiplier: number; caught: boolean; win: number };

/** One shot's outcome: one uniform draw (crypto.randomInt in play) against the species' odds. */
export const decideShot = (input: {
  definition: FishDefinition;
  species: FishSpecies;
  cost: number;
  random: UniformInt;
}): ShotResult => {
  const { species, cost } = input;
  const odds = catchOdds(input.definition.rtpBp, species.multiplier);
  const caught = input.random(odds.outcomes) < odds.catching;
  return {
    species: species.id,
    multiplier: species.multiplier,
    caught,
    win: caught ? cost * species.multiplier : 0,
  };
};

/**
 * What a shot returns on average, as an exact fraction of its cost: the sum over the equally likely
 * draws of what each pays, over (draws × cost). Integers throughout, so a test can compare it with
 * the declared RTP exactly.
 */
export const expectedReturn = (
  definition: FishDefinition,
  species: FishSpecies,
  cost: number,
): { paid: bigint; staked: bigint } => {
  const odds = catchOdds(definition.rtpBp, species.multiplier);
  return {
    paid: BigInt(odds.catching) * BigInt(cost * species.multiplier),
    staked: BigInt(odds.outcomes) * BigInt(cost),
  };
};

export type ShotSimulation = {
  shots: number;
  staked: number;
  won: number;
  rtp: number;
  /** The standard error of `rtp` for this many shots at random targets and costs. */
  standardError: number;
};

/**
 * Plays `shots` shots at targets and costs drawn uniformly, as the server decides them, and
 * measures what they returned. A seeded `random` replays the same shots on every machine.
 */
export const simulateShots = (input: {
  definition: FishDefinition;
  shots: number;
  random: UniformInt;
}): ShotSimulation => {
  const { definition, random } = input;
  let staked = 0;
  let won = 0;
  let weightedSquares = 0;
  for (let shot = 0; shot < input.shots; shot += 1) {
    const species = definition.species[random(definition.species.length)]!;
    const cost = definition.shotCosts[random(definition.shotCosts.length)]!;
    staked += cost;
    won += decideShot({ definition, species, cost, random }).win;
    weightedSquares += cost * cost;
  }
  // A shot returns c × m with probability RTP / m: its win has variance c² × RTP × (m − RTP).
  const rtp = definition.rtpBp / RTP_SCALE;
  const meanMultiplier =
    definition.species.reduce((sum, species) => sum + species.multiplier, 0) / definition.species.length;
  const variance = weightedSquares * rtp * (meanMultiplier - rtp);
  return { shots: input.shots, staked, won, rtp: won / staked, standardError: Math.sqrt(variance) / staked };
};
