import { describe, expect, it } from 'vitest';
import type { SlotDefinition } from './slot-definition.js';
import { spin } from './slot-engine.js';
import {
  scriptedRandom,
  tinyClusterDefinition,
  tinyLinesDefinition,
  tinyVariableRowsDefinition,
  tinyWaysDefinition,
} from './slot-fixtures.js';
import { exactRtp, scatterCountDistribution } from './slot-rtp.js';
import { simulate } from './slot-simulation.js';

/** Every combination of `sizes` values, first index slowest. */
const combinations = (sizes: number[]): number[][] =>
  sizes.reduce<number[][]>(
    (partial, size) =>
      partial.flatMap((prefix) => Array.from({ length: size }, (_, value) => [...prefix, value])),
    [[]],
  );

/**
 * The engine's own expectation, by playing every stop combination (and every multiplier roll) once:
 * the mean win and mean free spins awarded of a paid spin and of a free spin.
 */
const enumerate = (definition: SlotDefinition, mode: 'base' | 'free') => {
  const bet = definition.betLevels[0] ?? 0;
  const rolls =
    mode === 'base' && definition.multiplierFeature
      ? definition.multiplierFeature.outcomes.reduce((sum, outcome) => sum + outcome.weight, 0)
      : 0;
  // The engine's draw order: per reel its height (variable-rows games only), then its stop.
  const heights = definition.rows - (definition.minRows ?? definition.rows) + 1;
  const reelDraws = definition.strips.flatMap((strip) =>
    heights > 1 ? [heights, strip.length] : [strip.length],
  );
  const sizes = [...reelDraws, ...(rolls ? [rolls] : [])];
  const all = combinations(sizes);
  let win = 0;
  let awarded = 0;
  const scatterCounts: number[] = [];
  for (const values of all) {
    const outcome = spin({
      definition,
      bet,
      random: scriptedRandom(values),
      ...(mode === 'free' ? { freeSpin: { roundWinSoFar: 0 } } : {}),
    });
    win += outcome.uncappedWin / bet;
    awarded += outcome.freeSpinsAwarded;
    scatterCounts[outcome.scatter.count] = (scatterCounts[outcome.scatter.count] ?? 0) + 1;
  }
  return {
    win: win / all.length,
    awarded: awarded / all.length,
    scatterCounts: Array.from(scatterCounts, (count) => (count ?? 0) / all.length),
  };
};

/** What a round returns, built only from enumerated spins: the paid spin, then q/(1−q) free spins. */
const bruteForceRtp = (definition: SlotDefinition) => {
  const base = enumerate(definition, 'base');
  const free = enumerate(definition, 'free');
  const freeSpinsRtp = (base.awarded * free.win) / (1 - free.awarded);
  return {
    rtp: base.win + freeSpinsRtp,
    baseGameRtp: base.win,
    freeSpinsRtp,
    scatterCounts: base.scatterCounts,
  };
};

describe('exactRtp', () => {
  for (const definition of [
    tinyLinesDefinition(),
    tinyWaysDefinition(),
    tinyVariableRowsDefinition(),
    tinyClusterDefinition(),
  ]) {
    it(`equals a brute-force enumeration of every stop of ${definition.code}`, () => {
      const exact = exactRtp(definition);
      const brute = bruteForceRtp(definition);
      expect(exact.rtp).toBeCloseTo(brute.rtp, 12);
      expect(exact.baseGameRtp).toBeCloseTo(brute.baseGameRtp, 12);
      expect(exact.freeSpinsRtp).toBeCloseTo(brute.freeSpinsRtp, 12);
      const distribution = scatterCountDistribution(definition);
      brute.scatterCounts.forEach((p, count) => expect(distribution[count] ?? 0).toBeCloseTo(p, 12));
    });
  }

  it('is what the engine pays over many seeded rounds, free spins and retriggers included', () => {
    const definition = tinyLinesDefinition();
    const exact = exactRtp(definition).rtp;
    const result = simulate({ definition, spins: 100_000, seed: 'tiny-lines' });
    // Four standard errors: a false alarm about once in 16,000 runs, and the seed is fixed anyway.
    expect(Math.abs(result.rtp - exact)).toBeLessThan(4 * result.standardError);
    expect(result.triggerFrequency).toBeCloseTo(exactRtp(definition).triggerProbability, 2);
  });

  it('pays a variable-rows game and a cluster game as exactRtp says over many seeded rounds', () => {
    for (const definition of [tinyVariableRowsDefinition(), tinyClusterDefinition()]) {
      const result = simulate({ definition, spins: 100_000, seed: `tiny:${definition.code}` });
      expect(Math.abs(result.rtp - exactRtp(definition).rtp), definition.code).toBeLessThan(
        4 * result.standardError,
      );
    }
  });

  it('refuses free spins that would never end on average', () => {
    const endless = {
      ...tinyLinesDefinition(),
      scatter: { pays: [0, 0, 0, 2], freeSpins: [0, 0, 0, 20], freeSpinMultiplier: 2 },
    };
    expect(() => exactRtp(endless)).toThrow(/never end/u);
  });
});
