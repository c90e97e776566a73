import { generateFloats, verifyWithSeeds, type RoundSeeds, type Verified } from './fair-random.js';
import { FairInputError } from './payout.js';
import { assertPlinkoChoice, plinkoTable, type PlinkoRisk } from './plinko-tables.js';

/**
 * Plinko: one float per row; floor(float × 2) sends the ball left (0) or right (1). The slot is
 * the number of rights (0…rows), so slot k has probability C(rows, k) / 2^rows.
 */

export type PlinkoDirection = 0 | 1;
export type PlinkoChoice = { rows: number; risk: PlinkoRisk };
export type PlinkoOutcome = {
  path: PlinkoDirection[];
  slot: number;
  payoutMultiplierE4: number;
};

export const directionFromFloat = (float: number): PlinkoDirection => (Math.floor(float * 2) === 1 ? 1 : 0);

export const settlePlinko = (input: {
  floats: readonly number[];
  choice: PlinkoChoice;
  edgeBp?: number;
}): PlinkoOutcome => {
  const { rows, risk } = input.choice;
  assertPlinkoChoice(rows, risk);
  if (input.floats.length < rows) throw new FairInputError('PLINKO_FLOATS_SHORT', `${input.floats.length}`);
  const path = input.floats.slice(0, rows).map(directionFromFloat);
  const slot = path.reduce<number>((sum, step) => sum + step, 0);
  const payoutMultiplierE4 = plinkoTable(rows, risk, input.edgeBp)[slot] ?? 0;
  return { path, slot, payoutMultiplierE4 };
};

export const playPlinko = (input: {
  seeds: RoundSeeds;
  choice: PlinkoChoice;
  edgeBp?: number;
}): PlinkoOutcome => {
  assertPlinkoChoice(input.choice.rows, input.choice.risk);
  return settlePlinko({
    floats: generateFloats(input.seeds, input.choice.rows),
    choice: input.choice,
    edgeBp: input.edgeBp,
  });
};

export const verifyPlinko = (
  input: RoundSeeds & { serverSeedHash: string; choice: PlinkoChoice; edgeBp?: number },
): Verified<PlinkoOutcome> =>
  verifyWithSeeds(input, (seeds) => playPlinko({ seeds, choice: input.choice, edgeBp: input.edgeBp }));
