import { generateFloats, verifyWithSeeds, type RoundSeeds, type Verified } from './fair-random.js';
import { BASIS_POINTS, DEFAULT_EDGE_BP, FairInputError, assertEdge } from './payout.js';

/**
 * Dice: one float → a roll of 0.00–100.00 (10,001 equally likely outcomes, held as hundredths
 * 0–10000). The player wins rolling strictly over or under a target; the multiplier is
 * (1 − edge) / P(win) with P counted over the 10,001 outcomes, so every target returns exactly
 * 1 − edge before the multiplier is rounded down to 4 decimals.
 */

export const DICE_OUTCOMES = 10_001;
export const DICE_MAX_ROLL = DICE_OUTCOMES - 1;
/** Win chances from 1/10001 (≈0.01 %) to 9800/10001 (≈97.99 %). */
export const DICE_MIN_WIN_COUNT = 1;
export const DICE_MAX_WIN_COUNT = 9_800;

export type DiceDirection = 'over' | 'under';
/** `target` in hundredths: 50.50 is 5050. */
export type DiceChoice = { direction: DiceDirection; target: number };
export type DiceOutcome = {
  /** Hundredths: 4217 is a roll of 42.17. */
  roll: number;
  win: boolean;
  /** The bet's multiplier (shown when placed). */
  multiplierE4: number;
  /** What the bet returns per unit staked: multiplierE4 on a win, 0 on a loss. */
  payoutMultiplierE4: number;
};

export const rollFromFloat = (float: number): number => Math.floor(float * DICE_OUTCOMES);

export const diceWinCount = ({ direction, target }: DiceChoice): number => {
  switch (direction) {
    case 'over':
      return DICE_MAX_ROLL - target;
    case 'under':
      return target;
    default: {
      const unknown: never = direction;
      throw new FairInputError('DICE_DIRECTION_INVALID', String(unknown));
    }
  }
};

export const assertDiceChoice = (choice: DiceChoice): void => {
  if (!Number.isInteger(choice.target)) throw new FairInputError('DICE_TARGET_INVALID', `${choice.target}`);
  const count = diceWinCount(choice);
  if (count < DICE_MIN_WIN_COUNT || count > DICE_MAX_WIN_COUNT) {
    throw new FairInputError('DICE_TARGET_OUT_OF_RANGE', `${choice.direction} ${choice.target}`);
  }
};

/** Win chance as a fraction, for display: count / 10001. */
export const diceWinChance = (choice: DiceChoice): number => diceWinCount(choice) / DICE_OUTCOMES;

/** floor((1 − edge) × 10001 / count × 10⁴): exact integer arithmetic, rounded in the house's favour. */
export const diceMultiplierE4 = (choice: DiceChoice, edgeBp: number = DEFAULT_EDGE_BP): number => {
  assertEdge(edgeBp);
  assertDiceChoice(choice);
  return Math.floor(((BASIS_POINTS - edgeBp) * DICE_OUTCOMES) / diceWinCount(choice));
};

export const isDiceWin = (roll: number, { direction, target }: DiceChoice): boolean =>
  direction === 'over' ? roll > target : roll < target;

/** The outcome for a given roll: the pure mapping the RTP enumeration walks. */
export const settleDiceRoll = (
  roll: number,
  choice: DiceChoice,
  edgeBp: number = DEFAULT_EDGE_BP,
): DiceOutcome => {
  const multiplierE4 = diceMultiplierE4(choice, edgeBp);
  const win = isDiceWin(roll, choice);
  return { roll, win, multiplierE4, payoutMultiplierE4: win ? multiplierE4 : 0 };
};

export const settleDice = (input: { float: number; choice: DiceChoice; edgeBp?: number }): DiceOutcome =>
  settleDiceRoll(rollFromFloat(input.float), input.choice, input.edgeBp);

export const playDice = (input: { seeds: RoundSeeds; choice: DiceChoice; edgeBp?: number }): DiceOutcome => {
  const [float] = generateFloats(input.seeds, 1);
  return settleDice({ float: float ?? 0, choice: input.choice, edgeBp: input.edgeBp });
};

/** Recompute a past dice bet from the revealed server seed (checked against its hash). */
export const verifyDice = (
  input: RoundSeeds & { serverSeedHash: string; choice: DiceChoice; edgeBp?: number },
): Verified<DiceOutcome> =>
  verifyWithSeeds(input, (seeds) => playDice({ seeds, choice: input.choice, edgeBp: input.edgeBp }));
