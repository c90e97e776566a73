import { SportsbookInputError } from './input-error.js';

/** Goals of a football match (or any two-sided count), home first. */
export type Score = { home: number; away: number };

/** The result of a match as the 1X2 market names it: home win, draw, away win. */
export type MatchResult = '1' | 'X' | '2';

export const MATCH_RESULTS: readonly MatchResult[] = ['1', 'X', '2'];

export const resultOf = (score: Score): MatchResult => {
  if (score.home > score.away) return '1';
  if (score.home === score.away) return 'X';
  return '2';
};

export const totalGoals = (score: Score): number => score.home + score.away;

/** Home goals minus away goals: the number an Asian handicap is laid against. */
export const goalDifference = (score: Score): number => score.home - score.away;

export const addScores = (a: Score, b: Score): Score => ({ home: a.home + b.home, away: a.away + b.away });

export const assertScore = (score: Score): void => {
  const valid = [score.home, score.away].every((goals) => Number.isSafeInteger(goals) && goals >= 0);
  if (!valid) throw new SportsbookInputError('SCORE_INVALID', `${score.home}-${score.away}`);
};
