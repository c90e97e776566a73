/**
 * Payline sets. 3×3 and 3×5 use the patterns players know (straights, V shapes, zigzags); other
 * windows take every left-to-right path that moves at most one row per reel, smoothest first.
 */

const CLASSIC_3X3: readonly number[][] = [
  [1, 1, 1],
  [0, 0, 0],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
];

const STANDARD_3X5: readonly number[][] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 2, 1, 0, 1],
  [1, 0, 1, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
  [2, 0, 0, 0, 2],
  [1, 2, 0, 2, 1],
  [1, 0, 2, 0, 1],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
];

/** Row order for straight lines: middle rows first, as players read a window. */
const centreFirst = (rows: number) =>
  Array.from({ length: rows }, (_, row) => row).sort(
    (a, b) => Math.abs(a - (rows - 1) / 2) - Math.abs(b - (rows - 1) / 2) || a - b,
  );

const smoothPaths = (rows: number, reels: number): number[][] => {
  let paths: number[][] = Array.from({ length: rows }, (_, row) => [row]);
  for (let reel = 1; reel < reels; reel += 1)
    paths = paths.flatMap((path) => {
      const last = path.at(-1) ?? 0;
      return [last - 1, last, last + 1].filter((row) => row >= 0 && row < rows).map((row) => [...path, row]);
    });
  const travel = (path: number[]) =>
    path.slice(1).reduce((sum, row, index) => sum + Math.abs(row - (path[index] ?? row)), 0);
  const straightRank = new Map(centreFirst(rows).map((row, rank) => [row, rank]));
  return paths.sort(
    (a, b) =>
      travel(a) - travel(b) ||
      (straightRank.get(a[0] ?? 0) ?? 0) - (straightRank.get(b[0] ?? 0) ?? 0) ||
      a.join().localeCompare(b.join()),
  );
};

export const paylinesFor = (rows: number, reels: number, count: number): number[][] => {
  const known = rows === 3 && reels === 3 ? CLASSIC_3X3 : rows === 3 && reels === 5 ? STANDARD_3X5 : null;
  const source = known ?? smoothPaths(rows, reels);
  if (source.length < count) throw new RangeError(`Only ${source.length} paylines fit ${rows}×${reels}.`);
  return source.slice(0, count).map((line) => [...line]);
};
