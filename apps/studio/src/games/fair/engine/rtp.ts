import { CRASH_BITS, crashHundredthsFromBits } from './crash.js';
import { DICE_OUTCOMES, settleDiceRoll, type DiceChoice } from './dice.js';
import {
  CLASSIC_DOUBLE_TABLE,
  DOUBLE_SLOTS,
  colorOfSlot,
  type DoubleColor,
  type DoubleTable,
} from './double.js';
import { MINES_TILES, minesMultiplierE4 } from './mines.js';
import { LIMBO_FLOAT_BITS, limboMultiplierE4, limboResultFromInt, settleLimboResult } from './limbo.js';
import { binomial, DEFAULT_EDGE_BP, MULTIPLIER_SCALE } from './payout.js';
import { plinkoTable, type PlinkoRisk } from './plinko-tables.js';

/**
 * Exact theoretical returns, computed from the games' own mapping functions (not from the
 * formulas in their comments), for the RTP tests and for showing the RTP before the first bet.
 */

/** Walks all 10,001 rolls. */
export const diceRtp = (choice: DiceChoice, edgeBp: number = DEFAULT_EDGE_BP): number => {
  let sum = 0;
  for (let roll = 0; roll < DICE_OUTCOMES; roll += 1)
    sum += settleDiceRoll(roll, choice, edgeBp).payoutMultiplierE4;
  return sum / DICE_OUTCOMES / MULTIPLIER_SCALE;
};

/** Cash out after `safePicks`: survive with C(25 − mines, k) / C(25, k), then paid the multiplier. */
export const minesRtp = (input: { mines: number; safePicks: number; edgeBp?: number }): number => {
  const survive =
    binomial(MINES_TILES - input.mines, input.safePicks) / binomial(MINES_TILES, input.safePicks);
  return (survive * minesMultiplierE4(input)) / MULTIPLIER_SCALE;
};

/** Σ C(n, k) · m_k / 2^n, summed in integers (exact below 2^53) and divided once. */
export const plinkoRtp = (rows: number, risk: PlinkoRisk, edgeBp: number = DEFAULT_EDGE_BP): number => {
  const weighted = plinkoTable(rows, risk, edgeBp).reduce(
    (sum, m, slot) => sum + binomial(rows, slot) * m,
    0,
  );
  return weighted / 2 ** rows / MULTIPLIER_SCALE;
};

/** Walks the 15 slots. */
export const doubleRtp = (color: DoubleColor, table: DoubleTable = CLASSIC_DOUBLE_TABLE): number => {
  let sum = 0;
  for (let slot = 0; slot < DOUBLE_SLOTS; slot += 1) if (colorOfSlot(slot) === color) sum += table[color];
  return sum / DOUBLE_SLOTS / MULTIPLIER_SCALE;
};

/**
 * Auto cash-out at `cashOutHundredths`: the crash point grows with r, so a binary search over all
 * 2^52 values of r finds the first one that reaches the target; every r above it wins.
 */
export const crashRtp = (cashOutHundredths: number, edgeBp: number = DEFAULT_EDGE_BP): number => {
  const space = 2n ** BigInt(CRASH_BITS);
  let low = 0n;
  let high = space; // first r reaching the target lies in [low, high]; `space` means none does
  while (low < high) {
    const mid = (low + high) / 2n;
    if (crashHundredthsFromBits(mid, edgeBp) >= cashOutHundredths) high = mid;
    else low = mid + 1n;
  }
  const winning = Number(space - low) / Number(space);
  return (winning * cashOutHundredths) / 100;
};

/**
 * A limbo target: the result falls as n grows, so a binary search over all 2^32 values of n finds
 * the last one that reaches the target; every n up to it wins.
 */
export const limboRtp = (targetHundredths: number, edgeBp: number = DEFAULT_EDGE_BP): number => {
  const space = 2 ** LIMBO_FLOAT_BITS;
  const wins = (n: number) => settleLimboResult(limboResultFromInt(n, edgeBp), targetHundredths).win;
  let low = 0; // the count of winning n lies in [low, high]
  let high = space;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (wins(mid - 1)) low = mid;
    else high = mid - 1;
  }
  return ((low / space) * limboMultiplierE4(targetHundredths)) / MULTIPLIER_SCALE;
};
