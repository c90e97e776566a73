import { generateFloats, verifyWithSeeds, type RoundSeeds, type Verified } from './fair-random.js';
import { DEFAULT_EDGE_BP, FairInputError, assertEdge, binomial, BASIS_POINTS } from './payout.js';

/**
 * Mines: a 5×5 grid (tiles 0–24, row by row). 24 floats drive a Fisher–Yates shuffle of the
 * tiles; the first `mines` tiles drawn hold the mines. After k safe picks the player may cash out
 * at (1 − edge) × C(25, k) / C(25 − mines, k): the inverse of the chance of surviving k picks,
 * so cashing out after any k returns exactly 1 − edge before rounding down to 4 decimals.
 */

export const MINES_TILES = 25;
export const MINES_MIN = 1;
export const MINES_MAX = 24;
/** The last tile needs no float: one remains. */
export const MINES_FLOATS = MINES_TILES - 1;

export type MinesOutcome = {
  /** Sorted tile indices holding a mine. */
  minePositions: number[];
  /** The picks that were played, ending at the first mine if one was hit. */
  picks: number[];
  hitMine: boolean;
  safePicks: number;
  /** Cash-out multiplier after `safePicks` (0 if a mine was hit). */
  payoutMultiplierE4: number;
};

export const assertMineCount = (mines: number): void => {
  if (!Number.isInteger(mines) || mines < MINES_MIN || mines > MINES_MAX) {
    throw new FairInputError('MINES_COUNT_INVALID', `${mines}`);
  }
};

/**
 * The whole shuffled order of the 25 tiles: float i picks one of the 25 − i tiles still in the
 * list (the selection form of Fisher–Yates), so each order is equally likely up to 2^-32 rounding.
 */
export const shuffleTiles = (floats: readonly number[]): number[] => {
  if (floats.length < MINES_FLOATS) throw new FairInputError('MINES_FLOATS_SHORT', `${floats.length}`);
  const remaining = Array.from({ length: MINES_TILES }, (_, tile) => tile);
  const order: number[] = [];
  for (let i = 0; i < MINES_FLOATS; i += 1) {
    const index = Math.floor((floats[i] ?? 0) * remaining.length);
    order.push(...remaining.splice(index, 1));
  }
  order.push(...remaining);
  return order;
};

export const placeMines = (floats: readonly number[], mines: number): number[] => {
  assertMineCount(mines);
  return shuffleTiles(floats)
    .slice(0, mines)
    .sort((a, b) => a - b);
};

/** Most safe picks possible with this many mines. */
export const maxSafePicks = (mines: number): number => MINES_TILES - mines;

/** floor((1 − edge) × C(25, k) / C(25 − mines, k) × 10⁴); all terms are exact integers in a double. */
export const minesMultiplierE4 = (input: { mines: number; safePicks: number; edgeBp?: number }): number => {
  const edgeBp = input.edgeBp ?? DEFAULT_EDGE_BP;
  assertEdge(edgeBp);
  assertMineCount(input.mines);
  const { mines, safePicks } = input;
  if (!Number.isInteger(safePicks) || safePicks < 1 || safePicks > maxSafePicks(mines)) {
    throw new FairInputError('MINES_PICKS_INVALID', `${safePicks}`);
  }
  return Math.floor(
    ((BASIS_POINTS - edgeBp) * binomial(MINES_TILES, safePicks)) / binomial(MINES_TILES - mines, safePicks),
  );
};

const assertPicks = (picks: readonly number[], mines: number): void => {
  const distinct = new Set(picks);
  const onGrid = picks.every((tile) => Number.isInteger(tile) && tile >= 0 && tile < MINES_TILES);
  if (!onGrid || distinct.size !== picks.length || picks.length > maxSafePicks(mines)) {
    throw new FairInputError('MINES_PICKS_INVALID', picks.join(','));
  }
};

/**
 * Play the picks in order against the placed mines. The round ends at the first mine; the
 * service asks for one pick at a time, this replays a finished round for settlement or verify.
 */
export const settleMines = (input: {
  floats: readonly number[];
  mines: number;
  picks: readonly number[];
  edgeBp?: number;
}): MinesOutcome => {
  const minePositions = placeMines(input.floats, input.mines);
  assertPicks(input.picks, input.mines);
  const mineSet = new Set(minePositions);
  const firstMine = input.picks.findIndex((tile) => mineSet.has(tile));
  const picks = firstMine === -1 ? [...input.picks] : input.picks.slice(0, firstMine + 1);
  const hitMine = firstMine !== -1;
  const safePicks = hitMine ? firstMine : picks.length;
  const payoutMultiplierE4 =
    hitMine || safePicks === 0
      ? 0
      : minesMultiplierE4({ mines: input.mines, safePicks, edgeBp: input.edgeBp });
  return { minePositions, picks, hitMine, safePicks, payoutMultiplierE4 };
};

export const playMines = (input: {
  seeds: RoundSeeds;
  mines: number;
  picks: readonly number[];
  edgeBp?: number;
}): MinesOutcome =>
  settleMines({
    floats: generateFloats(input.seeds, MINES_FLOATS),
    mines: input.mines,
    picks: input.picks,
    edgeBp: input.edgeBp,
  });

export const verifyMines = (
  input: RoundSeeds & { serverSeedHash: string; mines: number; picks: readonly number[]; edgeBp?: number },
): Verified<MinesOutcome> =>
  verifyWithSeeds(input, (seeds) =>
    playMines({ seeds, mines: input.mines, picks: input.picks, edgeBp: input.edgeBp }),
  );
