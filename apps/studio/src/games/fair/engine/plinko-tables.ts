import { BASIS_POINTS, DEFAULT_EDGE_BP, FairInputError, assertEdge, binomial } from './payout.js';

/**
 * Plinko payout tables, derived rather than typed in so any house edge gets a table with the
 * promised return. For n rows the ball lands in slot k (0…n) with probability C(n, k) / 2^n.
 *
 * 1. Shape: a slot at distance d from the middle pays c + (top − c)·(g^(d−d₀) − 1)/(g^(dmax−d₀) − 1),
 *    from the middle multiplier c to the edge multiplier `top` (both chosen per risk below);
 *    g > 1 is found by bisection so the unrounded table returns exactly 1 − edge.
 * 2. Rounding: to readable steps (0.1 under 10, 1 under 100, 10 under 1,000, 100 above).
 * 3. Balance: the most likely symmetric pair of slots whose joint probability is at most 8 % is
 *    moved in 0.01 steps to bring the return back to 1 − edge, within 0.04 percentage points.
 * The RTP of every table is then exact arithmetic over the binomial weights (plinko.test.ts).
 */

export const PLINKO_MIN_ROWS = 8;
export const PLINKO_MAX_ROWS = 16;
export const PLINKO_RISKS = ['low', 'medium', 'high'] as const;
export type PlinkoRisk = (typeof PLINKO_RISKS)[number];

/** Edge-slot multipliers for rows 8…16, growing geometrically with the rows. */
const TOP_MULTIPLIER: Record<PlinkoRisk, readonly number[]> = {
  low: [5.6, 6.4, 7.3, 8.3, 9.5, 11, 12, 14, 16],
  medium: [13, 17, 22, 29, 38, 49, 64, 84, 110],
  high: [29, 45, 70, 110, 170, 260, 410, 640, 1000],
};
/** Middle-slot multipliers: how much of the stake a "miss" gives back. */
const MIDDLE_MULTIPLIER: Record<PlinkoRisk, number> = { low: 0.5, medium: 0.4, high: 0.2 };
/** A balancing pair at most this likely moves the RTP by at most 0.08 × 0.005 = 0.04 pp. */
const BALANCE_MAX_PROBABILITY = 0.08;
const BALANCE_STEP_E4 = 100;

export const assertPlinkoChoice = (rows: number, risk: PlinkoRisk): void => {
  if (!Number.isInteger(rows) || rows < PLINKO_MIN_ROWS || rows > PLINKO_MAX_ROWS) {
    throw new FairInputError('PLINKO_ROWS_INVALID', `${rows}`);
  }
  if (!PLINKO_RISKS.includes(risk)) throw new FairInputError('PLINKO_RISK_INVALID', String(risk));
};

const distance = (rows: number, slot: number): number => Math.abs(slot - rows / 2);

const shape = (rows: number, top: number, middle: number, growth: number): number[] => {
  const nearest = (rows % 2) / 2;
  const farthest = rows / 2;
  const span = growth ** (farthest - nearest) - 1;
  return Array.from(
    { length: rows + 1 },
    (_, slot) => middle + ((top - middle) * (growth ** (distance(rows, slot) - nearest) - 1)) / span,
  );
};

const expectedReturn = (rows: number, multipliers: readonly number[]): number =>
  multipliers.reduce((sum, multiplier, slot) => sum + binomial(rows, slot) * multiplier, 0) / 2 ** rows;

/** Larger g bends the curve: the middle pays less and the return falls, so bisection converges. */
const solveGrowth = (rows: number, top: number, middle: number, target: number): number => {
  let low = 1 + 1e-9;
  let high = 100;
  if (expectedReturn(rows, shape(rows, top, middle, low)) < target) {
    throw new FairInputError('PLINKO_EDGE_UNREACHABLE', `${rows} rows`);
  }
  for (let i = 0; i < 200; i += 1) {
    const mid = (low + high) / 2;
    if (expectedReturn(rows, shape(rows, top, middle, mid)) > target) low = mid;
    else high = mid;
  }
  return low;
};

const readableStepE4 = (multiplier: number): number => {
  if (multiplier < 10) return 1_000;
  if (multiplier < 100) return 10_000;
  if (multiplier < 1_000) return 100_000;
  return 1_000_000;
};

const roundReadable = (multiplier: number): number => {
  const step = readableStepE4(multiplier);
  return Math.max(step, Math.round((multiplier * BASIS_POINTS) / step) * step);
};

/** Slots as symmetric pairs (the middle slot alone when rows is even), most likely first. */
const pairsByLikelihood = (rows: number): { slots: number[]; weight: number }[] =>
  Array.from({ length: Math.floor(rows / 2) + 1 }, (_, slot) => {
    const slots = slot === rows - slot ? [slot] : [slot, rows - slot];
    return { slots, weight: slots.length * binomial(rows, slot) };
  }).sort((a, b) => b.weight - a.weight);

const buildTable = (rows: number, risk: PlinkoRisk, edgeBp: number): number[] => {
  const index = rows - PLINKO_MIN_ROWS;
  const top = TOP_MULTIPLIER[risk][index] ?? 0;
  const middle = MIDDLE_MULTIPLIER[risk];
  const growth = solveGrowth(rows, top, middle, (BASIS_POINTS - edgeBp) / BASIS_POINTS);
  const table = shape(rows, top, middle, growth).map(roundReadable);

  // Integer units: Σ C(n, k)·m_k(E4) must approach (10⁴ − edge) · 2^n.
  const wanted = (BASIS_POINTS - edgeBp) * 2 ** rows;
  const have = table.reduce((sum, multiplierE4, slot) => sum + binomial(rows, slot) * multiplierE4, 0);
  const balance = pairsByLikelihood(rows).find(({ weight }) => weight / 2 ** rows <= BALANCE_MAX_PROBABILITY);
  if (!balance) throw new FairInputError('PLINKO_TABLE_UNBALANCED', `${rows} rows`);
  const shiftE4 = Math.round((wanted - have) / balance.weight / BALANCE_STEP_E4) * BALANCE_STEP_E4;
  for (const slot of balance.slots) table[slot] = (table[slot] ?? 0) + shiftE4;
  return table;
};

const tables = new Map<string, readonly number[]>();

/** Multipliers (E4) for slots 0…rows, memoised: a table is computed once per process. */
export const plinkoTable = (
  rows: number,
  risk: PlinkoRisk,
  edgeBp: number = DEFAULT_EDGE_BP,
): readonly number[] => {
  assertEdge(edgeBp);
  assertPlinkoChoice(rows, risk);
  const key = `${rows}:${risk}:${edgeBp}`;
  const known = tables.get(key);
  if (known) return known;
  const table = Object.freeze(buildTable(rows, risk, edgeBp));
  tables.set(key, table);
  return table;
};
