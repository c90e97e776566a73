import type { SlotDefinition } from './slot-definition.js';
import type { UniformInt } from '../../../seeded-random.js';

/**
 * Small hand-made definitions for tests: short strips, so every stop combination can be
 * enumerated, and known windows at known stops.
 */

const tinySymbols: SlotDefinition['symbols'] = [
  { id: 'A', kind: 'regular', themeKey: 'test.a' },
  { id: 'B', kind: 'regular', themeKey: 'test.b' },
  { id: 'C', kind: 'regular', themeKey: 'test.c' },
  { id: 'W', kind: 'wild', themeKey: 'test.wild' },
  { id: 'S', kind: 'scatter', themeKey: 'test.scatter' },
];

/** 3×3, five lines, wild, scatter with retriggering free spins and a multiplier feature. */
export const tinyLinesDefinition = (): SlotDefinition => ({
  code: 'TEST-LINES',
  theme: 'test',
  rows: 3,
  reels: 3,
  evaluation: {
    kind: 'lines',
    paylines: [
      [1, 1, 1],
      [0, 0, 0],
      [2, 2, 2],
      [0, 1, 2],
      [2, 1, 0],
    ],
  },
  betUnits: 5,
  symbols: tinySymbols,
  strips: [
    ['A', 'B', 'S', 'C', 'A'],
    ['A', 'W', 'B', 'C', 'S', 'B'],
    ['W', 'A', 'S', 'C', 'B'],
  ],
  paytable: { A: [0, 0, 0, 10], B: [0, 0, 0, 5], C: [0, 0, 0, 3] },
  scatter: { pays: [0, 0, 0, 2], freeSpins: [0, 0, 0, 3], freeSpinMultiplier: 2 },
  multiplierFeature: {
    outcomes: [
      { multiplier: 1, weight: 3 },
      { multiplier: 2, weight: 1 },
    ],
  },
  betLevels: [5, 10, 50],
  maxWinMultiplier: 1_000_000,
  declaredRtp: 0.95,
  volatility: 'low',
});

/** 3×4 ways with the same symbols: four reels, so runs of 3 and 4 both occur. */
export const tinyWaysDefinition = (): SlotDefinition => ({
  code: 'TEST-WAYS',
  theme: 'test',
  rows: 3,
  reels: 4,
  evaluation: { kind: 'ways' },
  betUnits: 10,
  symbols: tinySymbols,
  strips: [
    ['A', 'B', 'S', 'C', 'A', 'B'],
    ['A', 'W', 'B', 'C', 'S'],
    ['W', 'A', 'S', 'C', 'B'],
    ['C', 'A', 'B', 'W'],
  ],
  paytable: { A: [0, 0, 0, 4, 12], B: [0, 0, 0, 3, 8], C: [0, 0, 0, 2, 5] },
  scatter: { pays: [0, 0, 0, 1, 5], freeSpins: [0, 0, 0, 2, 4], freeSpinMultiplier: 3 },
  multiplierFeature: null,
  betLevels: [10, 20],
  maxWinMultiplier: 1_000_000,
  declaredRtp: 0.95,
  volatility: 'low',
});

/** A 3×5 lines game for hand-made windows: three straight lines and a V. */
export const windowLinesDefinition = (): SlotDefinition => ({
  ...tinyLinesDefinition(),
  code: 'TEST-WINDOW',
  reels: 5,
  evaluation: {
    kind: 'lines',
    paylines: [
      [1, 1, 1, 1, 1],
      [0, 0, 0, 0, 0],
      [2, 2, 2, 2, 2],
      [0, 1, 2, 1, 0],
    ],
  },
  betUnits: 4,
  strips: [
    ['A', 'B', 'C', 'S'],
    ['A', 'B', 'C', 'W', 'S'],
    ['A', 'B', 'C', 'W', 'S'],
    ['A', 'B', 'C', 'W', 'S'],
    ['A', 'B', 'C', 'W', 'S'],
  ],
  paytable: { A: [0, 0, 0, 10, 40, 200], B: [0, 0, 0, 5, 20, 100], C: [0, 0, 0, 2, 10, 50] },
  scatter: { pays: [0, 0, 0, 2, 10, 50], freeSpins: [0, 0, 0, 5, 10, 15], freeSpinMultiplier: 2 },
  betLevels: [4, 20],
});

/** A 3×5 ways game for hand-made windows. */
export const windowWaysDefinition = (): SlotDefinition => ({
  ...windowLinesDefinition(),
  code: 'TEST-WINDOW-WAYS',
  evaluation: { kind: 'ways' },
  betUnits: 20,
  betLevels: [20, 40],
});

/** The ways game above with variable rows: every spin each reel shows 1 to 3 rows. */
export const tinyVariableRowsDefinition = (): SlotDefinition => ({
  ...tinyWaysDefinition(),
  code: 'TEST-VARIABLE-ROWS',
  minRows: 1,
  multiplierFeature: {
    outcomes: [
      { multiplier: 1, weight: 2 },
      { multiplier: 3, weight: 1 },
    ],
  },
});

/** 3×3 cluster pays (3 or more adjacent, 5 and more pay alike), a scatter with free spins. */
export const tinyClusterDefinition = (): SlotDefinition => ({
  code: 'TEST-CLUSTER',
  theme: 'test',
  rows: 3,
  reels: 3,
  evaluation: { kind: 'cluster', minCluster: 3 },
  betUnits: 10,
  symbols: tinySymbols.filter((symbol) => symbol.kind !== 'wild'),
  strips: [
    ['A', 'A', 'B', 'S', 'C'],
    ['A', 'B', 'B', 'C', 'S', 'A'],
    ['B', 'A', 'A', 'S', 'C'],
  ],
  paytable: { A: [0, 0, 0, 6, 10, 20], B: [0, 0, 0, 4, 8, 15], C: [0, 0, 0, 2, 5, 12] },
  scatter: { pays: [0, 0, 0, 3], freeSpins: [0, 0, 0, 2], freeSpinMultiplier: 2 },
  multiplierFeature: {
    outcomes: [
      { multiplier: 1, weight: 3 },
      { multiplier: 2, weight: 1 },
    ],
  },
  betLevels: [10, 20],
  maxWinMultiplier: 1_000_000,
  declaredRtp: 0.95,
  volatility: 'low',
});

/** A UniformInt that replays given values, checking each is below the bound asked for. */
export const scriptedRandom = (values: readonly number[]): UniformInt => {
  let next = 0;
  return (exclusiveMax) => {
    const value = values[next];
    next += 1;
    if (value === undefined) throw new Error('The script ran out of values.');
    if (value < 0 || value >= exclusiveMax) throw new RangeError(`${value} is not below ${exclusiveMax}.`);
    return value;
  };
};
