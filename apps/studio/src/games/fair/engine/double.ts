import { generateFloats, verifyWithSeeds, type RoundSeeds, type Verified } from './fair-random.js';
import { BASIS_POINTS, FairInputError, assertEdge } from './payout.js';

/**
 * Double: a wheel of 15 slots numbered 0–14: 0 is white, 1–7 red, 8–14 black. One float picks
 * slot floor(float × 15). The classic table pays red ×2, black ×2 and white ×14, a house edge of
 * 1/15 ≈ 6.67 % on every colour (7/15 × 2 = 1/15 × 14 = 14/15). A table for another edge comes
 * from doubleTableForEdge.
 */

export const DOUBLE_SLOTS = 15;
export const DOUBLE_COLORS = ['white', 'red', 'black'] as const;
export type DoubleColor = (typeof DOUBLE_COLORS)[number];
export type DoubleTable = Record<DoubleColor, number>;
export type DoubleOutcome = {
  slot: number;
  color: DoubleColor;
  win: boolean;
  /** The chosen colour's multiplier (shown when placed). */
  multiplierE4: number;
  payoutMultiplierE4: number;
};

export const CLASSIC_DOUBLE_TABLE: DoubleTable = Object.freeze({
  white: 140_000,
  red: 20_000,
  black: 20_000,
});

export const colorOfSlot = (slot: number): DoubleColor => {
  if (slot === 0) return 'white';
  return slot <= 7 ? 'red' : 'black';
};

export const slotsOfColor = (color: DoubleColor): number =>
  Array.from({ length: DOUBLE_SLOTS }, (_, slot) => colorOfSlot(slot)).filter((c) => c === color).length;

/** floor((1 − edge) × 15 / slots of the colour × 10⁴) per colour. */
export const doubleTableForEdge = (edgeBp: number): DoubleTable => {
  assertEdge(edgeBp);
  const multiplier = (color: DoubleColor): number =>
    Math.floor(((BASIS_POINTS - edgeBp) * DOUBLE_SLOTS) / slotsOfColor(color));
  return { white: multiplier('white'), red: multiplier('red'), black: multiplier('black') };
};

export const slotFromFloat = (float: number): number => Math.floor(float * DOUBLE_SLOTS);

export const settleDouble = (input: {
  float: number;
  color: DoubleColor;
  table?: DoubleTable;
}): DoubleOutcome => {
  if (!DOUBLE_COLORS.includes(input.color))
    throw new FairInputError('DOUBLE_COLOR_INVALID', String(input.color));
  const table = input.table ?? CLASSIC_DOUBLE_TABLE;
  const slot = slotFromFloat(input.float);
  const color = colorOfSlot(slot);
  const win = color === input.color;
  const multiplierE4 = table[input.color];
  return { slot, color, win, multiplierE4, payoutMultiplierE4: win ? multiplierE4 : 0 };
};

/**
 * One player's bet, from that player's seed pair. (Played as a shared wheel, the service would
 * draw the slot once per round from a round seed instead; the mapping stays the same.)
 */
export const playDouble = (input: {
  seeds: RoundSeeds;
  color: DoubleColor;
  table?: DoubleTable;
}): DoubleOutcome => {
  const [float] = generateFloats(input.seeds, 1);
  return settleDouble({ float: float ?? 0, color: input.color, table: input.table });
};

export const verifyDouble = (
  input: RoundSeeds & { serverSeedHash: string; color: DoubleColor; table?: DoubleTable },
): Verified<DoubleOutcome> =>
  verifyWithSeeds(input, (seeds) => playDouble({ seeds, color: input.color, table: input.table }));
