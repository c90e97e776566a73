import { SportsbookInputError } from './input-error.js';
import { MATCH_RESULTS, addScores, assertScore, resultOf, type MatchResult, type Score } from './score.js';

/**
 * The football price model: goals of each side are Poisson with means from team strengths
 * (Maher 1982), with Dixon and Coles' (1997) correction of the four low scores, where real
 * matches show more 0-0 and 1-1 and fewer 1-0 and 0-1 than two independent Poissons give.
 * Floating point lives here and in the margin; money never does.
 */

/**
 * A team's strength against the competition's average team (1.0). Attack multiplies the goals the
 * team scores; defence divides the goals it concedes (1.25 concedes a fifth fewer).
 */
export type TeamStrength = { attack: number; defence: number };

export type FootballModelParameters = {
  /** Goals an average team scores away against an average team. */
  baseGoals: number;
  /** What playing at home multiplies the home side's goals by. */
  homeAdvantage: number;
  /** Dixon–Coles low-score dependence; negative (≈ −0.05 to −0.15 in the leagues) adds draws. */
  rho: number;
  /** Goals still to come per side are counted up to this many; the rest is renormalised away. */
  maxGoals: number;
};

export const DEFAULT_FOOTBALL_MODEL: FootballModelParameters = {
  baseGoals: 1.1,
  homeAdvantage: 1.3,
  rho: -0.08,
  maxGoals: 10,
};

/** Goals each side is expected to score over the whole match. */
export type ExpectedGoals = { home: number; away: number };

export const MATCH_MINUTES = 90;
export const HALF_MINUTES = 45;

/** Probabilities of final (or half-time) scores: `probabilities[home][away]`. */
export type ScoreMatrix = { probabilities: ReadonlyArray<ReadonlyArray<number>> };

/** P(half-time result and full-time result), keyed as the HT/FT market: "1/X" is home at half-time, draw at full time. */
export type HalfTimeFullTime = Readonly<Record<`${MatchResult}/${MatchResult}`, number>>;

/** Everything the markets are priced from: final scores, half-time scores, and the two together. */
export type ScoreOutlook = {
  fullTime: ScoreMatrix;
  halfTime: ScoreMatrix;
  halfTimeFullTime: HalfTimeFullTime;
};

/**
 * Where a match stands. `minute` is the minutes played (fractions allowed, stoppage time counts as
 * the 45th or 90th); `halfTimeScore` is required once the second half has started.
 */
export type MatchState = { minute: number; score: Score; halfTimeScore: Score | null };

export const KICK_OFF: MatchState = { minute: 0, score: { home: 0, away: 0 }, halfTimeScore: null };

export const expectedGoals = (input: {
  home: TeamStrength;
  away: TeamStrength;
  parameters: FootballModelParameters;
  neutralVenue?: boolean;
}): ExpectedGoals => {
  const { home, away, parameters } = input;
  for (const value of [home.attack, home.defence, away.attack, away.defence]) {
    if (!(value > 0) || !Number.isFinite(value))
      throw new SportsbookInputError('STRENGTH_INVALID', `${value}`);
  }
  const venue = input.neutralVenue ? 1 : parameters.homeAdvantage;
  return {
    home: (parameters.baseGoals * venue * home.attack) / away.defence,
    away: (parameters.baseGoals * away.attack) / home.defence,
  };
};

/**
 * Dixon–Coles τ for a final score, from the whole match's expected goals. Only the four low scores
 * move; every other score keeps its independent-Poisson weight.
 */
export const dixonColesFactor = (score: Score, expected: ExpectedGoals, rho: number): number => {
  const { home: lambda, away: mu } = expected;
  if (score.home === 0 && score.away === 0) return 1 - lambda * mu * rho;
  if (score.home === 0 && score.away === 1) return 1 + lambda * rho;
  if (score.home === 1 && score.away === 0) return 1 + mu * rho;
  if (score.home === 1 && score.away === 1) return 1 - rho;
  return 1;
};

/**
 * τ must stay positive for every low score: a negative one would make a "probability" negative,
 * and a zero one would make a score that has already happened impossible.
 */
export const assertModel = (expected: ExpectedGoals, parameters: FootballModelParameters): void => {
  for (const goals of [expected.home, expected.away]) {
    if (!(goals > 0) || !Number.isFinite(goals))
      throw new SportsbookInputError('EXPECTED_GOALS_INVALID', `${goals}`);
  }
  if (!Number.isInteger(parameters.maxGoals) || parameters.maxGoals < 1 || parameters.maxGoals > 30) {
    throw new SportsbookInputError('MAX_GOALS_INVALID', `${parameters.maxGoals}`);
  }
  const lowScores: Score[] = [
    { home: 0, away: 0 },
    { home: 0, away: 1 },
    { home: 1, away: 0 },
    { home: 1, away: 1 },
  ];
  if (
    !Number.isFinite(parameters.rho) ||
    lowScores.some((s) => dixonColesFactor(s, expected, parameters.rho) <= 0)
  ) {
    throw new SportsbookInputError('RHO_OUT_OF_RANGE', `${parameters.rho}`);
  }
};

/** P(0), …, P(max) of a Poisson with this mean (mean 0: certainly 0). */
export const poissonProbabilities = (mean: number, max: number): number[] => {
  const probabilities = [Math.exp(-mean)];
  for (let k = 1; k <= max; k += 1) probabilities.push(((probabilities[k - 1] ?? 0) * mean) / k);
  return probabilities;
};

/** P(i of n) for i = 0…n, each of n goals falling in the window with chance `share`. */
const binomialProbabilities = (n: number, share: number): number[] => {
  const probabilities: number[] = [];
  let coefficient = 1;
  for (let i = 0; i <= n; i += 1) {
    probabilities.push(coefficient * share ** i * (1 - share) ** (n - i));
    coefficient = (coefficient * (n - i)) / (i + 1);
  }
  return probabilities;
};

const zeroMatrix = (rows: number, columns: number): number[][] =>
  Array.from({ length: rows }, () => new Array<number>(columns).fill(0));

const addAt = (matrix: number[][], score: Score, probability: number): void => {
  const row = matrix[score.home];
  if (row) row[score.away] = (row[score.away] ?? 0) + probability;
};

const emptyHalfTimeFullTime = (): Record<`${MatchResult}/${MatchResult}`, number> => {
  const entries = MATCH_RESULTS.flatMap((half) =>
    MATCH_RESULTS.map((full) => [`${half}/${full}`, 0] as const),
  );
  return Object.fromEntries(entries) as Record<`${MatchResult}/${MatchResult}`, number>;
};

const assertState = (state: MatchState): void => {
  assertScore(state.score);
  if (!Number.isFinite(state.minute) || state.minute < 0) {
    throw new SportsbookInputError('MINUTE_INVALID', `${state.minute}`);
  }
  if (state.minute > HALF_MINUTES && !state.halfTimeScore) {
    throw new SportsbookInputError('HALF_TIME_SCORE_REQUIRED', `minute ${state.minute}`);
  }
  const { halfTimeScore, score } = state;
  if (!halfTimeScore) return;
  assertScore(halfTimeScore);
  if (halfTimeScore.home > score.home || halfTimeScore.away > score.away) {
    throw new SportsbookInputError('HALF_TIME_SCORE_INVALID', `${halfTimeScore.home}-${halfTimeScore.away}`);
  }
};

/**
 * P(goals still to come = (home, away)), indexed [home][away] up to maxGoals each, from a match
 * state.
 *
 * Goals still to come are Poisson with the match's expected goals scaled by the share of the 90
 * minutes left (a constant scoring rate; real matches score a little more late on). The
 * Dixon–Coles factor is applied to the *final* score, with the whole match's expected goals, and
 * the result renormalised: that is the exact conditional distribution of a Dixon–Coles match
 * given its score so far when goal times are uniform (given a side's final goals, the number
 * scored by minute t is binomial), so the in-play price at minute 0 is the pre-match price, and
 * the simulated matches (simulated-league.ts), which draw from the same model, are priced exactly.
 */
const goalsToCome = (input: {
  expected: ExpectedGoals;
  state: MatchState;
  parameters: FootballModelParameters;
}): number[][] => {
  const { expected, state, parameters } = input;
  assertModel(expected, parameters);
  assertState(state);
  const remainingShare = (MATCH_MINUTES - Math.min(state.minute, MATCH_MINUTES)) / MATCH_MINUTES;
  const { maxGoals } = parameters;
  const homeToCome = poissonProbabilities(expected.home * remainingShare, maxGoals);
  const awayToCome = poissonProbabilities(expected.away * remainingShare, maxGoals);
  const weights = homeToCome.map((homeProbability, home) =>
    awayToCome.map(
      (awayProbability, away) =>
        homeProbability *
        awayProbability *
        dixonColesFactor(addScores(state.score, { home, away }), expected, parameters.rho),
    ),
  );
  const total = weights.flat().reduce((sum, weight) => sum + weight, 0);
  return weights.map((row) => row.map((weight) => weight / total));
};

const finalScoresSize = (state: MatchState, parameters: FootballModelParameters) => ({
  home: state.score.home + parameters.maxGoals + 1,
  away: state.score.away + parameters.maxGoals + 1,
});

/** The matrix of final scores from a match state (the pre-match matrix at kick-off). */
export const finalScoreMatrix = (input: {
  expected: ExpectedGoals;
  state: MatchState;
  parameters: FootballModelParameters;
}): ScoreMatrix => {
  const size = finalScoresSize(input.state, input.parameters);
  const fullTime = zeroMatrix(size.home, size.away);
  goalsToCome(input).forEach((row, home) =>
    row.forEach((probability, away) =>
      addAt(fullTime, addScores(input.state.score, { home, away }), probability),
    ),
  );
  return { probabilities: fullTime };
};

/** The pre-match matrix of final scores. */
export const scoreMatrix = (input: {
  expected: ExpectedGoals;
  parameters: FootballModelParameters;
}): ScoreMatrix => finalScoreMatrix({ ...input, state: KICK_OFF });

/**
 * Every (half-time score, final score) pair a match can still reach from its state, with its
 * probability: what the outlook below adds up, and what a bet builder whose legs read both the
 * half and the final score (HT/FT with a total, say) is priced from. Before half-time, each goal
 * still to come falls in the rest of the first half with chance (45 − t) / (90 − t); from
 * half-time on the half-time score is known. Pairs of probability 0 are not visited.
 */
export const forEachHalfAndFullTime = (
  input: { expected: ExpectedGoals; state: MatchState; parameters: FootballModelParameters },
  visit: (halfTime: Score, fullTime: Score, probability: number) => void,
): void => {
  const { state } = input;
  const toCome = goalsToCome(input);
  const played = Math.min(state.minute, MATCH_MINUTES);
  const knownHalfTime = played >= HALF_MINUTES ? (state.halfTimeScore ?? state.score) : null;
  const firstHalfShare = knownHalfTime ? 0 : (HALF_MINUTES - played) / (MATCH_MINUTES - played);
  const splits = toCome.map((_, goals) => binomialProbabilities(goals, firstHalfShare));

  toCome.forEach((row, home) =>
    row.forEach((probability, away) => {
      if (probability === 0) return;
      const final = addScores(state.score, { home, away });
      if (knownHalfTime) {
        visit(knownHalfTime, final, probability);
        return;
      }
      splits[home]?.forEach((homeSplit, homeBeforeBreak) => {
        splits[away]?.forEach((awaySplit, awayBeforeBreak) => {
          const joint = probability * homeSplit * awaySplit;
          if (joint === 0) return;
          visit(addScores(state.score, { home: homeBeforeBreak, away: awayBeforeBreak }), final, joint);
        });
      });
    }),
  );
};

/**
 * Final scores, half-time scores and the two together, from a match state: what every market is
 * priced from (forEachHalfAndFullTime, added up three ways).
 */
export const scoreOutlook = (input: {
  expected: ExpectedGoals;
  state: MatchState;
  parameters: FootballModelParameters;
}): ScoreOutlook => {
  const size = finalScoresSize(input.state, input.parameters);
  const fullTime = zeroMatrix(size.home, size.away);
  const halfTime = zeroMatrix(size.home, size.away);
  const halfTimeFullTime = emptyHalfTimeFullTime();
  forEachHalfAndFullTime(input, (half, final, probability) => {
    addAt(fullTime, final, probability);
    addAt(halfTime, half, probability);
    halfTimeFullTime[`${resultOf(half)}/${resultOf(final)}`] += probability;
  });
  return { fullTime: { probabilities: fullTime }, halfTime: { probabilities: halfTime }, halfTimeFullTime };
};

/** Every cell with its score, for the markets to sum over. */
export function* matrixCells(matrix: ScoreMatrix): Generator<{ score: Score; probability: number }> {
  for (const [home, row] of matrix.probabilities.entries()) {
    for (const [away, probability] of row.entries()) yield { score: { home, away }, probability };
  }
}

export const probabilityOfScore = (matrix: ScoreMatrix, score: Score): number =>
  matrix.probabilities[score.home]?.[score.away] ?? 0;
