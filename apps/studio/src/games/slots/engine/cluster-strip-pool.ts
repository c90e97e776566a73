import type { CompiledSlot } from './compiled-slot.js';
import { clusterTallies } from './cluster-enumeration.js';
import { CLUSTER_TABLES } from './cluster-tables.generated.js';
import { pickWeighted, seededUniformInt, type UniformInt } from '../../../seeded-random.js';

/**
 * Catalogue cluster games draw their strips from a fixed pool of strip sets whose cluster counts
 * are enumerated ahead of time (cluster-tables.generated.ts, `npm run slots:cluster-tables`):
 * enumerating 8⁶ = 262,144 grids takes 0.1–0.5 s of CPU, too long for a request path, and it
 * depends only on the strips and the grid, never on the paytable. A game relabels a set (its theme
 * symbols among themselves, its card ranks among themselves), and the counts of a relabelled set
 * are the same table relabelled, so every game's RTP stays exact without enumerating anything.
 */

/** The cluster grid of the catalogue: 6 reels of 5 rows, strips of 8, clusters of 5 to 12+. */
export const CLUSTER_GRID = { rows: 5, reels: 6, stripLength: 8, minCluster: 5, lastSize: 12 } as const;

/** Theme symbols × card ranks the cluster layout draws; the pool holds sets for each. */
export const CLUSTER_SHAPES: ReadonlyArray<{ high: number; low: number }> = [
  { high: 3, low: 2 },
  { high: 3, low: 3 },
];

export const CLUSTER_SETS_PER_SHAPE = 12;

/** Draw weights of a stack: theme symbols rarer, card ranks more often (best of each group first). */
const HIGH_WEIGHTS = [3, 4, 4, 5, 6];
const LOW_WEIGHTS = [11, 11, 10, 10, 9, 9];

export type ClusterTable = {
  high: number;
  low: number;
  /** Strips of symbol ids `H1…`, `L1…`. */
  strips: string[][];
  /** Stop combinations enumerated. */
  total: number;
  /** Per symbol id, by cluster size: clusters summed over every stop combination (whole numbers). */
  tallies: Record<string, number[]>;
};

const idsOf = (high: number, low: number) => [
  ...Array.from({ length: high }, (_, rank) => `H${rank + 1}`),
  ...Array.from({ length: low }, (_, rank) => `L${rank + 1}`),
];

/**
 * A cluster strip: stacks of two, so neighbours on a reel often match and clusters form across
 * reels; symbols drawn by weight, no stack next to one of its own kind (wrapping included).
 */
const clusterStrip = (weights: ReadonlyArray<readonly [string, number]>, random: UniformInt): string[] => {
  const pairs = CLUSTER_GRID.stripLength / 2;
  const stacks: string[] = [];
  while (stacks.length < pairs) {
    const id = pickWeighted(random, weights);
    const wrapsOntoItself = stacks.length === pairs - 1 && id === stacks[0];
    if (id !== stacks.at(-1) && !wrapsOntoItself) stacks.push(id);
  }
  return stacks.flatMap((id) => [id, id]);
};

/**
 * Can every symbol form a paying cluster? Stacks are two cells and never touch their own kind on a
 * reel, so it takes a symbol on three adjacent reels (stops line the stacks up: 6 cells); the
 * enumeration below confirms it. Cheap, so drawing many sets costs nothing.
 */
const everySymbolCanCluster = (ids: readonly string[], strips: readonly string[][]) =>
  ids.every((id) =>
    strips.some(
      (_, reel) => reel + 2 < strips.length && [0, 1, 2].every((step) => strips[reel + step]?.includes(id)),
    ),
  );

/**
 * One set, enumerated: drawn again (same stream) until every symbol forms paying clusters, so each
 * has a share for the tuning to spend and pays something in play.
 */
export const tabulateClusterSet = (high: number, low: number, index: number): ClusterTable => {
  const ids = idsOf(high, low);
  const weights = ids.map((id, rank): readonly [string, number] => [
    id,
    rank < high ? (HIGH_WEIGHTS[rank] ?? 6) : (LOW_WEIGHTS[rank - high] ?? 9),
  ]);
  const random = seededUniformInt(`studio-slot:cluster-pool:${high}-${low}:${index}`);
  for (;;) {
    const strips = Array.from({ length: CLUSTER_GRID.reels }, () => clusterStrip(weights, random));
    if (!everySymbolCanCluster(ids, strips)) continue;
    const { tallies, total } = clusterTallies(
      {
        rows: CLUSTER_GRID.rows,
        strips: strips.map((strip) => strip.map((id) => ids.indexOf(id))),
        isRegular: ids.map(() => true),
      },
      CLUSTER_GRID.minCluster,
      CLUSTER_GRID.lastSize,
    );
    if (tallies.every((row) => row.some((count) => count > 0)))
      return {
        high,
        low,
        strips,
        total,
        tallies: Object.fromEntries(ids.map((id, symbol) => [id, tallies[symbol] ?? []])),
      };
  }
};

/** The whole pool, enumerated: several seconds of CPU, for the generator script and its test. */
export const tabulateClusterPool = (): ClusterTable[] =>
  CLUSTER_SHAPES.flatMap(({ high, low }) =>
    Array.from({ length: CLUSTER_SETS_PER_SHAPE }, (_, index) => tabulateClusterSet(high, low, index)),
  );

/**
 * Strips for one attempt of a cluster game with these symbol ids (`H1…` then `L1…`): a set of the
 * pool, theme symbols shuffled among themselves and card ranks among themselves.
 */
export const clusterStripsFromPool = (high: number, low: number, random: UniformInt): string[][] => {
  const sets = CLUSTER_TABLES.filter((table) => table.high === high && table.low === low);
  if (sets.length === 0)
    throw new Error(`No cluster strip sets for ${high} theme symbols and ${low} card ranks.`);
  const table = sets[random(sets.length)]!;
  const shuffled = (ids: string[]) => {
    const copy = [...ids];
    for (let index = copy.length - 1; index > 0; index -= 1) {
      const swap = random(index + 1);
      [copy[index], copy[swap]] = [copy[swap]!, copy[index]!];
    }
    return copy;
  };
  const ids = idsOf(high, low);
  const relabelled = [...shuffled(ids.slice(0, high)), ...shuffled(ids.slice(high))];
  const rename = new Map(ids.map((id, rank) => [id, relabelled[rank]!]));
  return table.strips.map((strip) => strip.map((id) => rename.get(id)!));
};

/**
 * Symbols renamed in order of first appearance (reel by reel), so a set and any relabelling of
 * it share one key; `order` lists the symbols in that order.
 */
const canonicalOf = <T>(strips: readonly (readonly T[])[]) => {
  const order: T[] = [];
  const key = strips
    .map((strip) =>
      strip
        .map((symbol) => {
          if (!order.includes(symbol)) order.push(symbol);
          return order.indexOf(symbol);
        })
        .join(','),
    )
    .join(';');
  return { key, order };
};

const gridKey = (rows: number, minCluster: number, lastSize: number, strips: string) =>
  `${rows}|${minCluster}|${lastSize}|${strips}`;

const known = new Map(
  CLUSTER_TABLES.map((table) => {
    const { key, order } = canonicalOf(table.strips);
    const tallies = order.map((id) => table.tallies[id] ?? []);
    const entry = { total: table.total, tallies };
    return [gridKey(CLUSTER_GRID.rows, CLUSTER_GRID.minCluster, CLUSTER_GRID.lastSize, key), entry] as const;
  }),
);

/**
 * clusterCounts from the stored tables when the slot's strips are a relabelled pool set (only
 * regular symbols on them, the same grid), else undefined: the caller enumerates.
 */
export const storedClusterCounts = (
  slot: CompiledSlot,
  minCluster: number,
  lastSize: number,
): number[][] | undefined => {
  if (slot.strips.some((strip) => strip.some((symbol) => slot.kinds[symbol] !== 'regular'))) return undefined;
  const { key, order } = canonicalOf(slot.strips);
  const entry = known.get(gridKey(slot.definition.rows, minCluster, lastSize, key));
  if (!entry) return undefined;
  const result = slot.ids.map(() => new Array<number>(lastSize + 1).fill(0));
  order.forEach((symbol, canonical) => {
    result[symbol] = (entry.tallies[canonical] ?? []).map((count) => count / entry.total);
  });
  return result;
};
