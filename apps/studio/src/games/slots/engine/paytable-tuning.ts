import { payCounts, type SlotDefinition } from './slot-definition.js';
import { payContributions, roundFactor, scatterCountDistribution } from './slot-rtp.js';

/**
 * Fits a paytable to a declared RTP exactly. The return is linear in the paytable entries (each
 * entry's share per credit comes from payContributions, the multipliers and free spins multiply the
 * whole), so: scale a shape to the target, round to whole credits, then spend the rounding error on
 * entries from the largest share to the smallest, like making change. The smallest shares (the best
 * symbol's longest runs) leave a final error far below 0.01 percentage points.
 */

/** Regular symbol ids best first, and each one's pay shape by count (any positive scale). */
export type PaytableShape = { symbols: string[]; shape: number[][] };

const PASSES = 4;

type Grid = number[][];

/** The pays keep their order: a longer run never pays less, a better symbol never pays less. */
const boundsOf = (pays: Grid, rank: number, count: number) => {
  const row = pays[rank] ?? [];
  const lower = Math.max(1, row[count - 1] ?? 0, pays[rank + 1]?.[count] ?? 0);
  const upper = Math.min(row[count + 1] ?? Infinity, pays[rank - 1]?.[count] ?? Infinity);
  return { lower, upper };
};

const ordered = (pays: Grid, counts: { min: number; max: number }): Grid => {
  for (let rank = pays.length - 1; rank >= 0; rank -= 1)
    for (let count = counts.min; count <= counts.max; count += 1) {
      const row = pays[rank] ?? [];
      row[count] = Math.max(1, row[count] ?? 0, row[count - 1] ?? 0, pays[rank + 1]?.[count] ?? 0);
    }
  return pays;
};

export const tunePaytable = (
  definition: SlotDefinition,
  { symbols, shape }: PaytableShape,
): Record<string, number[]> => {
  const { declaredRtp } = definition;
  const counts = payCounts(definition);
  const round = roundFactor(definition);
  const scatterReturn = scatterCountDistribution(definition).reduce(
    (sum, p, count) => sum + p * (definition.scatter?.pays[count] ?? 0),
    0,
  );
  const target = declaredRtp / round.factor - scatterReturn;
  if (target <= 0) throw new Error(`Slot definition ${definition.code}: the scatter alone exceeds the RTP.`);
  const contributions = payContributions(definition);
  const shares = symbols.map((id) => contributions[id] ?? []);
  const returnOf = (pays: Grid) =>
    pays.reduce(
      (sum, row, rank) =>
        sum + row.reduce((inner, pay, count) => inner + pay * (shares[rank]?.[count] ?? 0), 0),
      0,
    );

  const shapeReturn = returnOf(shape);
  const scale = target / shapeReturn;
  const pays = ordered(
    shape.map((row) => row.map((value, count) => (count < counts.min ? 0 : Math.round(value * scale)))),
    counts,
  );

  const knobs = shares
    .flatMap((row, rank) => row.map((share, count) => ({ rank, count, share })))
    .filter((knob) => knob.count >= counts.min && knob.share > 0)
    .sort((a, b) => b.share - a.share);
  for (let pass = 0; pass < PASSES; pass += 1)
    for (const { rank, count, share } of knobs) {
      const step = Math.round((target - returnOf(pays)) / share);
      if (step === 0) continue;
      const row = pays[rank] ?? [];
      const { lower, upper } = boundsOf(pays, rank, count);
      row[count] = Math.min(upper, Math.max(lower, (row[count] ?? 0) + step));
    }
  return Object.fromEntries(symbols.map((id, rank) => [id, pays[rank] ?? []]));
};
