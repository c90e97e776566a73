import { compileSlot, type CompiledSlot } from './compiled-slot.js';
import { payCounts, rowRange, type SlotDefinition } from './slot-definition.js';
import { clusterCounts } from './cluster-enumeration.js';
import { storedClusterCounts } from './cluster-strip-pool.js';

/**
 * The exact return of a definition, from the strips alone. Reel stops are uniform and independent,
 * so every expectation factors per reel:
 * - lines: a payline reads one cell per reel, and any cell of a strip is equally likely to show on
 *   any row, so P(run of s of length n) = f₁(s) · Π(fᵢ(s) + fᵢ(W)) · (1 − f(s) − f(W) on the next reel);
 * - ways: E[ways of s of length n] = Π E[matching cells on reel i] · P(none on the next reel);
 *   a variable-rows game enumerates each reel's (height, stop) pairs, still independent per reel;
 * - clusters: a cluster spans reels, so nothing factors; every stop combination is enumerated
 *   (cluster-enumeration.ts; the definition bounds their number);
 * - scatters: the count's distribution is the convolution of each reel's (enumerated over stops);
 * - free spins: a spin awards q free spins on average and every free spin can award again with the
 *   same strips, so a trigger's spins form a geometric series: q / (1 − q) free spins per paid spin;
 * - the multiplier feature is independent of the reels, so it multiplies by its expectation.
 * The max win cap is left out: simulate() measures what it takes away (docs/studio-slots.md).
 */

export type SlotRtp = {
  /** Total return per unit bet, as a fraction. */
  rtp: number;
  /** Wins of the paid spin itself (lines or ways and scatter), with the multiplier feature. */
  baseGameRtp: number;
  /** Wins of the free spins a paid spin leads to, with the free-spin multiplier. */
  freeSpinsRtp: number;
  /** P(a paid spin awards free spins). */
  triggerProbability: number;
  /** Free spins awarded per spin on average (base or free alike): q of the geometric series. */
  freeSpinsPerSpin: number;
  /** Expected free spins a triggered round plays, retriggers included. */
  freeSpinsPerTrigger: number;
  /** Expected multiplier of a base spin (1 without the feature). */
  expectedMultiplier: number;
};

type ReelStats = {
  /** Per symbol index: share of the strip. */
  frequency: number[];
  /** Per symbol index: expected window cells showing it or the wild. */
  expectedMatches: number[];
  /** Per symbol index: P(no window cell shows it or the wild). */
  noMatch: number[];
  /** P(the window shows k scatters), by k. */
  scatterCounts: number[];
};

/**
 * Every (height, stop) a reel can show is equally likely: heights uniform, then stops uniform.
 * Counted with whole-number tallies per window (no arrays per window): a variable-rows reel has
 * 6 heights × ~60 stops, and the tuning asks for these a few times per attempt.
 */
const reelStats = (slot: CompiledSlot, strip: number[]): ReelStats => {
  const { min, max } = rowRange(slot.definition);
  const symbols = slot.ids.length;
  const length = strip.length;
  const frequency = new Array<number>(symbols).fill(0);
  const expectedMatches = new Array<number>(symbols).fill(0);
  const noMatch = new Array<number>(symbols).fill(0);
  const scatterCounts = new Array<number>(max + 1).fill(0);
  for (const cell of strip) frequency[cell] = (frequency[cell] ?? 0) + 1 / length;
  const weight = 1 / (length * (max - min + 1));
  const shown = new Int32Array(symbols);
  for (let height = min; height <= max; height += 1)
    for (let stop = 0; stop < length; stop += 1) {
      shown.fill(0);
      for (let row = 0; row < height; row += 1) {
        const cell = strip[(stop + row) % length] ?? -1;
        if (cell >= 0) shown[cell]! += 1;
      }
      const scatters = slot.scatter >= 0 ? shown[slot.scatter]! : 0;
      scatterCounts[scatters] = (scatterCounts[scatters] ?? 0) + weight;
      const wilds = slot.wild >= 0 ? shown[slot.wild]! : 0;
      for (const symbol of slot.regular) {
        const matches = shown[symbol]! + wilds;
        expectedMatches[symbol] = (expectedMatches[symbol] ?? 0) + matches * weight;
        if (matches === 0) noMatch[symbol] = (noMatch[symbol] ?? 0) + weight;
      }
    }
  return { frequency, expectedMatches, noMatch, scatterCounts };
};

/**
 * Kept by the strips array, like the contributions below: the tuning reads the stats of one set of
 * strips several times (scatter distribution, round factor, contributions, exact RTP).
 */
const statsCache = new WeakMap<
  readonly string[][],
  { symbols: SlotDefinition['symbols']; rows: string; stats: ReelStats[] }
>();

const statsOf = (slot: CompiledSlot): ReelStats[] => {
  const { definition } = slot;
  const { min, max } = rowRange(definition);
  const rows = `${min}-${max}`;
  const known = statsCache.get(definition.strips);
  if (known && known.symbols === definition.symbols && known.rows === rows) return known.stats;
  const stats = slot.strips.map((strip) => reelStats(slot, strip));
  statsCache.set(definition.strips, { symbols: definition.symbols, rows, stats });
  return stats;
};

/** P(a line shows a run of exactly `count` of `symbol`), the same for every payline. */
const lineRunProbability = (slot: CompiledSlot, stats: ReelStats[], symbol: number, count: number) => {
  const matching = (reel: number) =>
    (stats[reel]?.frequency[symbol] ?? 0) + (slot.wild >= 0 ? (stats[reel]?.frequency[slot.wild] ?? 0) : 0);
  let probability = stats[0]?.frequency[symbol] ?? 0;
  for (let reel = 1; reel < count; reel += 1) probability *= matching(reel);
  return count < stats.length ? probability * (1 - matching(count)) : probability;
};

/** E[ways forming a run of exactly `count` of `symbol`]. */
const expectedWays = (stats: ReelStats[], symbol: number, count: number) => {
  let ways = 1;
  for (let reel = 0; reel < count; reel += 1) ways *= stats[reel]?.expectedMatches[symbol] ?? 0;
  return count < stats.length ? ways * (stats[count]?.noMatch[symbol] ?? 0) : ways;
};

/**
 * Per regular symbol id and run length: the bets a spin returns on average per credit of that
 * paytable entry, before any multiplier. The return of the paytable is linear in its entries,
 * which is what lets the catalogue tune a paytable exactly.
 */
/**
 * Kept by the strips array: a definition and its re-tuned copy (`{ ...draft, paytable }`) share it,
 * and the shares do not depend on the pays, so a cluster game is enumerated once, not per tuning.
 */
const contributionsCache = new WeakMap<readonly string[][], Record<string, number[]>>();

export const payContributions = (definition: SlotDefinition): Record<string, number[]> => {
  const known = contributionsCache.get(definition.strips);
  if (known) return known;
  const fresh = computeContributions(definition);
  contributionsCache.set(definition.strips, fresh);
  return fresh;
};

const computeContributions = (definition: SlotDefinition): Record<string, number[]> => {
  const slot = compileSlot(definition);
  const { evaluation, betUnits } = definition;
  const counts = payCounts(definition);
  const result: Record<string, number[]> = {};
  if (evaluation.kind === 'cluster') {
    // Catalogue games play pool strips whose counts are stored; anything else is enumerated.
    const expected =
      storedClusterCounts(slot, evaluation.minCluster, counts.max) ??
      clusterCounts(slot, evaluation.minCluster, counts.max);
    for (const symbol of slot.regular)
      result[slot.ids[symbol] ?? ''] = (expected[symbol] ?? []).map((clusters) => clusters / betUnits);
    return result;
  }
  const stats = statsOf(slot);
  for (const symbol of slot.regular) {
    result[slot.ids[symbol] ?? ''] = Array.from({ length: counts.max + 1 }, (_, count) => {
      if (count < counts.min) return 0;
      return evaluation.kind === 'lines'
        ? (evaluation.paylines.length * lineRunProbability(slot, stats, symbol, count)) / betUnits
        : expectedWays(stats, symbol, count) / betUnits;
    });
  }
  return result;
};

/** P(the window shows k scatters), by k: the convolution of each reel's distribution. */
export const scatterCountDistribution = (definition: SlotDefinition): number[] => {
  const slot = compileSlot(definition);
  let distribution = [1];
  for (const stats of statsOf(slot)) {
    const next = new Array<number>(distribution.length + stats.scatterCounts.length - 1).fill(0);
    distribution.forEach((left, i) =>
      stats.scatterCounts.forEach((right, j) => {
        next[i + j] = (next[i + j] ?? 0) + left * right;
      }),
    );
    distribution = next;
  }
  return distribution;
};

const expectedMultiplierOf = (definition: SlotDefinition) => {
  const outcomes = definition.multiplierFeature?.outcomes ?? [{ multiplier: 1, weight: 1 }];
  const total = outcomes.reduce((sum, outcome) => sum + outcome.weight, 0);
  return outcomes.reduce((sum, outcome) => sum + (outcome.multiplier * outcome.weight) / total, 0);
};

/**
 * What turns one spin's expected wins (in bets, before multipliers) into the round's return:
 * the multiplier feature on the paid spin plus q/(1−q) free spins at the free-spin multiplier.
 */
export const roundFactor = (definition: SlotDefinition) => {
  const scatterCounts = scatterCountDistribution(definition);
  const freeSpins = definition.scatter?.freeSpins ?? [];
  const freeSpinsPerSpin = scatterCounts.reduce((sum, p, count) => sum + p * (freeSpins[count] ?? 0), 0);
  if (freeSpinsPerSpin >= 1)
    throw new Error(`Slot definition ${definition.code}: free spins never end (q = ${freeSpinsPerSpin}).`);
  const triggerProbability = scatterCounts.reduce(
    (sum, p, count) => sum + ((freeSpins[count] ?? 0) > 0 ? p : 0),
    0,
  );
  const expectedMultiplier = expectedMultiplierOf(definition);
  const freeSpinFactor =
    ((definition.scatter?.freeSpinMultiplier ?? 1) * freeSpinsPerSpin) / (1 - freeSpinsPerSpin);
  return {
    scatterCounts,
    freeSpinsPerSpin,
    triggerProbability,
    expectedMultiplier,
    freeSpinFactor,
    factor: expectedMultiplier + freeSpinFactor,
  };
};

/** Expected scatter pay of one spin, in bets, before multipliers. */
const scatterReturn = (definition: SlotDefinition, scatterCounts: number[]) =>
  scatterCounts.reduce((sum, p, count) => sum + p * (definition.scatter?.pays[count] ?? 0), 0);

/** Expected pay of one spin in bets, before multipliers: the paytable plus the scatter. */
export const spinReturn = (definition: SlotDefinition): number => {
  const contributions = payContributions(definition);
  const paytableReturn = Object.entries(contributions).reduce(
    (sum, [id, perCredit]) =>
      sum +
      perCredit.reduce((inner, share, count) => inner + share * (definition.paytable[id]?.[count] ?? 0), 0),
    0,
  );
  return paytableReturn + scatterReturn(definition, scatterCountDistribution(definition));
};

export const exactRtp = (definition: SlotDefinition): SlotRtp => {
  const round = roundFactor(definition);
  const perSpin = spinReturn(definition);
  return {
    rtp: perSpin * round.factor,
    baseGameRtp: perSpin * round.expectedMultiplier,
    freeSpinsRtp: perSpin * round.freeSpinFactor,
    triggerProbability: round.triggerProbability,
    freeSpinsPerSpin: round.freeSpinsPerSpin,
    freeSpinsPerTrigger:
      round.triggerProbability === 0
        ? 0
        : round.freeSpinsPerSpin / (1 - round.freeSpinsPerSpin) / round.triggerProbability,
    expectedMultiplier: round.expectedMultiplier,
  };
};
