import { SportsbookInputError } from './input-error.js';
import type { Outcome } from './outcome.js';

/**
 * Handicap and total lines are held in quarter goals (2.25 is 9, −0.75 is −3): keys stay exact,
 * and settling compares integers instead of floats that cannot hold 0.1 exactly.
 */
export const QUARTERS_PER_GOAL = 4;

/**
 * WHOLE lines (2, −1) can push; HALF lines (2.5, −0.5) cannot; QUARTER lines (2.25, −0.75) stake
 * half on each neighbouring line (2 and 2.5; −0.5 and −1).
 */
export type LineKind = 'WHOLE' | 'HALF' | 'QUARTER';

export const lineKind = (lineQuarters: number): LineKind => {
  const remainder = Math.abs(lineQuarters) % QUARTERS_PER_GOAL;
  if (remainder === 0) return 'WHOLE';
  if (remainder === 2) return 'HALF';
  return 'QUARTER';
};

export const assertLine = (lineQuarters: number): void => {
  if (!Number.isSafeInteger(lineQuarters)) throw new SportsbookInputError('LINE_INVALID', `${lineQuarters}`);
};

/** 9 → "2.25", −3 → "-0.75", 8 → "2": the text used in market keys. */
export const formatLine = (lineQuarters: number): string => {
  assertLine(lineQuarters);
  return String(lineQuarters / QUARTERS_PER_GOAL);
};

const LINE_TEXT = /^-?\d+(\.(25|5|75))?$/;

/** The inverse of formatLine; refuses anything that is not a multiple of 0.25 in canonical form. */
export const parseLine = (text: string): number => {
  if (!LINE_TEXT.test(text) || text === '-0') throw new SportsbookInputError('LINE_INVALID', text);
  return Math.round(Number(text) * QUARTERS_PER_GOAL);
};

const signOutcome = (leadQuarters: number): Outcome => {
  if (leadQuarters > 0) return 'WON';
  if (leadQuarters < 0) return 'LOST';
  return 'VOID';
};

/**
 * How a bet on a line ends, from the bet's lead over the line in quarter goals: for Over 2.25
 * with 3 goals the lead is 4·3 − 9 = 3; for home −0.75 winning 1-0 it is 4·1 − 3 = 1. A quarter
 * line's lead is odd: the stake is split over the lines a quarter goal either side, each half
 * settled alone, so a lead of 1 is half won (one half void, one half won) and −1 half lost.
 */
export const lineOutcome = (leadQuarters: number): Outcome => {
  if (leadQuarters % 2 === 0) return signOutcome(leadQuarters);
  const lowerHalf = signOutcome(leadQuarters - 1);
  const upperHalf = signOutcome(leadQuarters + 1);
  if (lowerHalf === upperHalf) return lowerHalf;
  return upperHalf === 'WON' && lowerHalf === 'VOID' ? 'HALF_WON' : 'HALF_LOST';
};
