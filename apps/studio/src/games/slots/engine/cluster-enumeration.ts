import type { CompiledSlot } from './compiled-slot.js';

/** What the count needs: rows per reel, strips as symbol indices, and which indices can cluster. */
export type ClusterGrid = {
  rows: number;
  strips: readonly (readonly number[])[];
  isRegular: readonly boolean[];
};

/**
 * The exact expected number of paying clusters per spin, by symbol index and size: every stop
 * combination of a cluster game is played once (a cluster can span every reel, so nothing factors
 * per reel as it does for lines and ways). `MAX_CLUSTER_COMBINATIONS` in slot-definition.ts keeps
 * the count enumerable; typed arrays and an odometer keep it to some 100 ms for 262,144 grids;
 * catalogue games never pay that at run time (cluster-strip-pool.ts stores their counts).
 *
 * `result[symbol][size]`: expected clusters of exactly that size, the last index counting every
 * size from it up (the paytable's last entry pays them all). Sizes below `minCluster` stay 0.
 */
export const clusterCounts = (slot: CompiledSlot, minCluster: number, lastSize: number): number[][] => {
  const grid = {
    rows: slot.definition.rows,
    strips: slot.strips,
    isRegular: slot.kinds.map((kind) => kind === 'regular'),
  };
  const { tallies, total } = clusterTallies(grid, minCluster, lastSize);
  return tallies.map((row) => row.map((count) => count / total));
};

/**
 * The same count as whole numbers: clusters of each symbol and size summed over every stop
 * combination, and how many combinations there are. Integers, so a stored table compares exactly.
 */
export const clusterTallies = (
  { rows, strips, isRegular }: ClusterGrid,
  minCluster: number,
  lastSize: number,
): { tallies: number[][]; total: number } => {
  const reels = strips.length;
  const cells = rows * reels;
  const lengths = strips.map((strip) => strip.length);
  const total = lengths.reduce((product, length) => product * length, 1);
  const grid = new Int16Array(cells);
  const seen = new Int32Array(cells);
  const stack = new Int32Array(cells);
  const symbols = isRegular.length;
  const tally = new Float64Array(symbols * (lastSize + 1));
  const stops = new Array<number>(reels).fill(0);
  const setColumn = (reel: number) => {
    const strip = strips[reel] ?? [];
    const length = strip.length;
    for (let row = 0; row < rows; row += 1)
      grid[reel * rows + row] = strip[(stops[reel]! + row) % length] ?? -1;
  };
  for (let reel = 0; reel < reels; reel += 1) setColumn(reel);
  let stamp = 0;
  for (let combination = 0; combination < total; combination += 1) {
    stamp += 1;
    for (let start = 0; start < cells; start += 1) {
      const symbol = grid[start]!;
      if (seen[start] === stamp || !isRegular[symbol]) continue;
      seen[start] = stamp;
      let top = 0;
      let size = 0;
      stack[top++] = start;
      while (top > 0) {
        const cell = stack[--top]!;
        size += 1;
        const row = cell % rows;
        // Cells are column-major: the cell above/below is ±1 within the reel, left/right is ±rows.
        if (row > 0 && grid[cell - 1] === symbol && seen[cell - 1] !== stamp) {
          seen[cell - 1] = stamp;
          stack[top++] = cell - 1;
        }
        if (row < rows - 1 && grid[cell + 1] === symbol && seen[cell + 1] !== stamp) {
          seen[cell + 1] = stamp;
          stack[top++] = cell + 1;
        }
        if (cell >= rows && grid[cell - rows] === symbol && seen[cell - rows] !== stamp) {
          seen[cell - rows] = stamp;
          stack[top++] = cell - rows;
        }
        if (cell + rows < cells && grid[cell + rows] === symbol && seen[cell + rows] !== stamp) {
          seen[cell + rows] = stamp;
          stack[top++] = cell + rows;
        }
      }
      if (size >= minCluster) tally[symbol * (lastSize + 1) + Math.min(size, lastSize)]! += 1;
    }
    // Next combination: the last reel turns fastest; only the reels that moved are redrawn.
    for (let reel = reels - 1; reel >= 0; reel -= 1) {
      stops[reel] = (stops[reel]! + 1) % lengths[reel]!;
      setColumn(reel);
      if (stops[reel] !== 0) break;
    }
  }
  const tallies = Array.from({ length: symbols }, (_, symbol) =>
    Array.from({ length: lastSize + 1 }, (_, size) => tally[symbol * (lastSize + 1) + size] ?? 0),
  );
  return { tallies, total };
};
