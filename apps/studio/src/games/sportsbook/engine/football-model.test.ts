import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FOOTBALL_MODEL,
  KICK_OFF,
  dixonColesFactor,
  expectedGoals,
  finalScoreMatrix,
  matrixCells,
  poissonProbabilities,
  probabilityOfScore,
  scoreMatrix,
  scoreOutlook,
  type ExpectedGoals,
  type MatchState,
  type ScoreMatrix,
  type ScoreOutlook,
} from './football-model.js';
import { SportsbookInputError } from './input-error.js';
import { resultOf, type MatchResult } from './score.js';

const parameters = DEFAULT_FOOTBALL_MODEL;
const expected: ExpectedGoals = { home: 1.6, away: 1.1 };

const sum = (matrix: ScoreMatrix): number =>
  [...matrixCells(matrix)].reduce((total, cell) => total + cell.probability, 0);

const resultProbabilities = (matrix: ScoreMatrix): Record<MatchResult, number> => {
  const totals: Record<MatchResult, number> = { '1': 0, X: 0, '2': 0 };
  for (const { score, probability } of matrixCells(matrix)) totals[resultOf(score)] += probability;
  return totals;
};

const outlookAt = (state: MatchState, goals: ExpectedGoals = expected): ScoreOutlook =>
  scoreOutlook({ expected: goals, state, parameters });

const expectedGoalsArbitrary = fc.record({
  home: fc.double({ min: 0.2, max: 3.5, noNaN: true }),
  away: fc.double({ min: 0.2, max: 3.5, noNaN: true }),
});

describe('expected goals from strengths', () => {
  it('multiplies attack, divides by the other side’s defence, and adds home advantage', () => {
    const goals = expectedGoals({
      home: { attack: 1.2, defence: 1.0 },
      away: { attack: 0.9, defence: 0.8 },
      parameters: { ...parameters, baseGoals: 1.2, homeAdvantage: 1.25 },
    });
    expect(goals.home).toBeCloseTo((1.2 * 1.25 * 1.2) / 0.8, 12);
    expect(goals.away).toBeCloseTo((1.2 * 0.9) / 1.0, 12);
  });

  it('drops home advantage at a neutral venue, and refuses a strength that is not positive', () => {
    const even = { attack: 1, defence: 1 };
    expect(expectedGoals({ home: even, away: even, parameters, neutralVenue: true })).toEqual({
      home: parameters.baseGoals,
      away: parameters.baseGoals,
    });
    expect(() => expectedGoals({ home: { attack: 0, defence: 1 }, away: even, parameters })).toThrow(
      SportsbookInputError,
    );
  });
});

describe('pre-match score matrix', () => {
  it('sums to 1 for any expected goals and any ρ the model allows', () => {
    fc.assert(
      fc.property(expectedGoalsArbitrary, fc.double({ min: -0.15, max: 0.1, noNaN: true }), (goals, rho) => {
        // Allowed: every τ of the four low scores positive (a high ρ with many goals is refused).
        fc.pre(1 - goals.home * goals.away * rho > 0 && 1 + goals.home * rho > 0 && 1 + goals.away * rho > 0);
        expect(sum(scoreMatrix({ expected: goals, parameters: { ...parameters, rho } }))).toBeCloseTo(1, 12);
      }),
      { numRuns: 50 },
    );
  });

  it('is two Poissons times τ, renormalised: P(2-1) checks by hand', () => {
    const matrix = scoreMatrix({ expected, parameters: { ...parameters, rho: 0 } });
    const poisson = (mean: number, k: number) => (Math.exp(-mean) * mean ** k) / [1, 1, 2, 6][k]!;
    const capped =
      poissonProbabilities(expected.home, 10).reduce((a, b) => a + b, 0) *
      poissonProbabilities(expected.away, 10).reduce((a, b) => a + b, 0);
    expect(probabilityOfScore(matrix, { home: 2, away: 1 })).toBeCloseTo(
      (poisson(expected.home, 2) * poisson(expected.away, 1)) / capped,
      12,
    );
  });

  it('with ρ < 0, makes 0-0 and 1-1 likelier and 1-0 and 0-1 less likely than independent Poissons', () => {
    const independent = scoreMatrix({ expected, parameters: { ...parameters, rho: 0 } });
    const corrected = scoreMatrix({ expected, parameters: { ...parameters, rho: -0.1 } });
    const at = (matrix: ScoreMatrix, home: number, away: number) =>
      probabilityOfScore(matrix, { home, away });
    expect(at(corrected, 0, 0)).toBeGreaterThan(at(independent, 0, 0));
    expect(at(corrected, 1, 1)).toBeGreaterThan(at(independent, 1, 1));
    expect(at(corrected, 1, 0)).toBeLessThan(at(independent, 1, 0));
    expect(at(corrected, 0, 1)).toBeLessThan(at(independent, 0, 1));
    expect(resultProbabilities(corrected).X).toBeGreaterThan(resultProbabilities(independent).X);
    expect(dixonColesFactor({ home: 2, away: 0 }, expected, -0.1)).toBe(1);
  });

  it('caps goals and renormalises: a cap of 3 still sums to 1', () => {
    const matrix = scoreMatrix({
      expected: { home: 4, away: 3 },
      parameters: { ...parameters, maxGoals: 3 },
    });
    expect(matrix.probabilities).toHaveLength(4);
    expect(sum(matrix)).toBeCloseTo(1, 12);
  });

  it('favours the stronger team, and more so the stronger it is', () => {
    const weak = { attack: 0.8, defence: 0.8 };
    const homeWin = (attack: number) =>
      resultProbabilities(
        scoreMatrix({
          expected: expectedGoals({
            home: { attack, defence: attack },
            away: weak,
            parameters,
            neutralVenue: true,
          }),
          parameters,
        }),
      );
    expect(homeWin(1.3)['1']).toBeGreaterThan(homeWin(1.3)['2']);
    expect(homeWin(1.6)['1']).toBeGreaterThan(homeWin(1.3)['1']);
    const evenMatch = homeWin(0.8);
    expect(evenMatch['1']).toBeCloseTo(evenMatch['2'], 12);
  });

  it('refuses a ρ that would make a low score’s probability negative or zero, and bad expected goals', () => {
    expect(() =>
      scoreMatrix({ expected: { home: 3, away: 3 }, parameters: { ...parameters, rho: -0.4 } }),
    ).toThrow(SportsbookInputError);
    expect(() => scoreMatrix({ expected, parameters: { ...parameters, rho: 1 } })).toThrow(
      SportsbookInputError,
    );
    expect(() => scoreMatrix({ expected: { home: 0, away: 1 }, parameters })).toThrow(SportsbookInputError);
    expect(() => scoreMatrix({ expected, parameters: { ...parameters, maxGoals: 0 } })).toThrow(
      SportsbookInputError,
    );
  });
});

describe('in-play outlook', () => {
  it('at minute 0 is the pre-match matrix', () => {
    const preMatch = scoreMatrix({ expected, parameters });
    const inPlay = outlookAt(KICK_OFF).fullTime;
    for (const { score, probability } of matrixCells(preMatch)) {
      expect(probabilityOfScore(inPlay, score)).toBeCloseTo(probability, 14);
    }
  });

  it('gives the same final scores alone as in the whole outlook', () => {
    const state: MatchState = {
      minute: 52,
      score: { home: 0, away: 2 },
      halfTimeScore: { home: 0, away: 1 },
    };
    expect(finalScoreMatrix({ expected, state, parameters })).toEqual(outlookAt(state).fullTime);
  });

  it('sums to 1 at every minute and score, for final scores, half-time scores and HT/FT pairs', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 95, noNaN: true }), fc.nat(4), fc.nat(4), (minute, home, away) => {
        const state: MatchState = {
          minute,
          score: { home, away },
          halfTimeScore: minute > 45 ? { home: 0, away: 0 } : null,
        };
        const outlook = outlookAt(state);
        expect(sum(outlook.fullTime)).toBeCloseTo(1, 12);
        expect(sum(outlook.halfTime)).toBeCloseTo(1, 12);
        expect(Object.values(outlook.halfTimeFullTime).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
      }),
      { numRuns: 40 },
    );
  });

  it('never lets the final score fall below the current score', () => {
    const outlook = outlookAt({
      minute: 60,
      score: { home: 2, away: 1 },
      halfTimeScore: { home: 1, away: 1 },
    });
    for (const { score, probability } of matrixCells(outlook.fullTime)) {
      if (score.home < 2 || score.away < 1) expect(probability).toBe(0);
    }
  });

  it('after a home goal, the home win rises and the away win falls', () => {
    const before = resultProbabilities(
      outlookAt({ minute: 30, score: { home: 0, away: 0 }, halfTimeScore: null }).fullTime,
    );
    const after = resultProbabilities(
      outlookAt({ minute: 30, score: { home: 1, away: 0 }, halfTimeScore: null }).fullTime,
    );
    expect(after['1']).toBeGreaterThan(before['1']);
    expect(after['2']).toBeLessThan(before['2']);
  });

  it('as the clock runs at 1-0, the home win tends to certainty: ≈ 1 at minute 90', () => {
    const homeWinAt = (minute: number) =>
      resultProbabilities(
        outlookAt({
          minute,
          score: { home: 1, away: 0 },
          halfTimeScore: minute > 45 ? { home: 1, away: 0 } : null,
        }).fullTime,
      )['1'];
    const [at30, at60, at85, at90] = [30, 60, 85, 90].map(homeWinAt);
    expect(at60).toBeGreaterThan(at30!);
    expect(at85).toBeGreaterThan(at60!);
    expect(at85).toBeGreaterThan(0.9);
    expect(at90).toBeCloseTo(1, 12);
  });

  it('splits goals still to come over the rest of the first half: HT/FT agrees with both matrices', () => {
    const outlook = outlookAt({ minute: 20, score: { home: 0, away: 1 }, halfTimeScore: null });
    const fullTime = resultProbabilities(outlook.fullTime);
    const halfTime = resultProbabilities(outlook.halfTime);
    const pairs = outlook.halfTimeFullTime;
    for (const result of ['1', 'X', '2'] as const) {
      expect(pairs[`1/${result}`] + pairs[`X/${result}`] + pairs[`2/${result}`]).toBeCloseTo(
        fullTime[result],
        12,
      );
      expect(pairs[`${result}/1`] + pairs[`${result}/X`] + pairs[`${result}/2`]).toBeCloseTo(
        halfTime[result],
        12,
      );
    }
    // Pre-match, half of the expected goals fall before the break.
    const preMatchHalf = outlookAt(KICK_OFF, { home: 1.4, away: 1.4 }).halfTime;
    const meanHalfGoals = [...matrixCells(preMatchHalf)].reduce(
      (total, { score, probability }) => total + (score.home + score.away) * probability,
      0,
    );
    expect(meanHalfGoals).toBeGreaterThan(1.3);
    expect(meanHalfGoals).toBeLessThan(1.5);
  });

  it('takes the half-time score as known once the first half is over', () => {
    const atBreak = outlookAt({ minute: 45, score: { home: 1, away: 1 }, halfTimeScore: null });
    expect(probabilityOfScore(atBreak.halfTime, { home: 1, away: 1 })).toBeCloseTo(1, 12);
    expect(
      atBreak.halfTimeFullTime['X/1'] + atBreak.halfTimeFullTime['X/X'] + atBreak.halfTimeFullTime['X/2'],
    ).toBeCloseTo(1, 12);
    expect(() => outlookAt({ minute: 60, score: { home: 1, away: 1 }, halfTimeScore: null })).toThrow(
      SportsbookInputError,
    );
    expect(() => outlookAt({ minute: -1, score: { home: 0, away: 0 }, halfTimeScore: null })).toThrow(
      SportsbookInputError,
    );
    expect(() =>
      outlookAt({ minute: 60, score: { home: 1, away: 0 }, halfTimeScore: { home: 2, away: 0 } }),
    ).toThrow(SportsbookInputError);
  });
});
