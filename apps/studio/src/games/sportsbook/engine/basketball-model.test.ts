import { describe, expect, it } from 'vitest';
import {
  TIP_OFF,
  assertBasketballState,
  basketballExpectation,
  basketballOutlook,
  basketballPeriodsFromScoreboard,
  homeWinProbability,
  isGameOver,
  pointsInMinutes,
} from './basketball-model.js';
import { SportsbookInputError } from './input-error.js';
import { NBA_PARAMETERS, NBB_PARAMETERS } from './simulated-basketball-competitions.js';

const parameters = NBB_PARAMETERS;
const expected = basketballExpectation({
  home: { offence: 3, defence: 2 },
  away: { offence: 0, defence: 0 },
  parameters,
});
const sum = (cells: ReadonlyArray<{ probability: number }>) =>
  cells.reduce((total, cell) => total + cell.probability, 0);

describe('basketball price model', () => {
  it('expects the home side to win by its strengths plus home advantage, and the league total', () => {
    expect(expected.margin).toBeCloseTo(3 + 2 + 3.5, 10);
    expect(expected.total).toBeCloseTo(160 + 3 - 2, 10);
    const neutral = basketballExpectation({
      home: { offence: 0, defence: 0 },
      away: { offence: 0, defence: 0 },
      parameters,
      neutralVenue: true,
    });
    expect(neutral.margin).toBe(0);
  });

  it('draws points in a share of regulation with the share of the mean and variance', () => {
    const half = pointsInMinutes({ expected, parameters, minutes: 20 });
    expect(sum(half)).toBeCloseTo(1, 12);
    const mean = half.reduce(
      (total, { score, probability }) => total + (score.home - score.away) * probability,
      0,
    );
    const variance = half.reduce(
      (total, { score, probability }) => total + (score.home - score.away - mean) ** 2 * probability,
      0,
    );
    expect(mean).toBeCloseTo(expected.margin / 2, 1);
    expect(Math.sqrt(variance)).toBeCloseTo(parameters.marginSd * Math.sqrt(0.5), 0);
    expect(pointsInMinutes({ expected, parameters, minutes: 0 })).toEqual([
      { score: { home: 0, away: 0 }, probability: 1 },
    ]);
  });

  it('gives a final score with overtime and no tie, adding up to 1, and a realistic money line', () => {
    const outlook = basketballOutlook({ expected, parameters, state: TIP_OFF });
    expect(sum(outlook.final)).toBeCloseTo(1, 10);
    expect(outlook.final.every(({ score }) => score.home !== score.away)).toBe(true);
    const win = homeWinProbability(outlook);
    // An 8.5-point favourite over 40 minutes wins about three games in four.
    expect(win).toBeGreaterThan(0.72);
    expect(win).toBeLessThan(0.82);
    for (const quarter of outlook.quarters) expect(sum(quarter)).toBeCloseTo(1, 10);
  });

  it('moves the money line to the side that scores, and settles it as the clock runs out', () => {
    const state = {
      periods: [
        { home: 20, away: 20 },
        { home: 18, away: 18 },
        { home: 10, away: 10 },
      ],
      minutesPlayed: 25,
    };
    const before = homeWinProbability(basketballOutlook({ expected, parameters, state }));
    const basket = { ...state, periods: [...state.periods.slice(0, 2), { home: 12, away: 10 }] };
    const after = homeWinProbability(basketballOutlook({ expected, parameters, state: basket }));
    expect(after).toBeGreaterThan(before);
    const awayThree = { ...state, periods: [...state.periods.slice(0, 2), { home: 10, away: 13 }] };
    expect(homeWinProbability(basketballOutlook({ expected, parameters, state: awayThree }))).toBeLessThan(
      before,
    );
    const late = {
      periods: [
        { home: 40, away: 38 },
        { home: 40, away: 38 },
        { home: 1, away: 0 },
        { home: 0, away: 0 },
      ],
      minutesPlayed: 39.9,
    };
    expect(homeWinProbability(basketballOutlook({ expected, parameters, state: late }))).toBeGreaterThan(
      0.99,
    );
    const over = { ...late, minutesPlayed: 40 };
    expect(isGameOver(over, parameters)).toBe(true);
    expect(basketballOutlook({ expected, parameters, state: over }).final).toEqual([
      { score: { home: 81, away: 76 }, probability: 1 },
    ]);
  });

  it('goes to overtime from a tie and prices it from the overtime law', () => {
    const tied = {
      periods: [
        { home: 20, away: 20 },
        { home: 20, away: 20 },
        { home: 20, away: 20 },
        { home: 20, away: 20 },
      ],
      minutesPlayed: 40,
    };
    expect(isGameOver(tied, parameters)).toBe(false);
    const outlook = basketballOutlook({ expected, parameters, state: tied });
    const win = homeWinProbability(outlook);
    expect(win).toBeGreaterThan(0.5);
    expect(win).toBeLessThan(0.7);
    expect(outlook.final.every(({ score }) => score.home > 80 || score.away > 80)).toBe(true);
    const inOvertime = { periods: [...tied.periods, { home: 5, away: 0 }], minutesPlayed: 44 };
    expect(
      homeWinProbability(basketballOutlook({ expected, parameters, state: inOvertime })),
    ).toBeGreaterThan(0.97);
  });

  it('refuses states the game cannot be in', () => {
    const bad = [
      { periods: [], minutesPlayed: 15 },
      {
        periods: [
          { home: 1, away: 0 },
          { home: 0, away: 0 },
          { home: 0, away: 0 },
        ],
        minutesPlayed: 12,
      },
      {
        periods: [
          { home: 20, away: 10 },
          { home: 20, away: 20 },
          { home: 20, away: 20 },
          { home: 20, away: 20 },
          { home: 2, away: 0 },
        ],
        minutesPlayed: 41,
      },
      { periods: [{ home: -1, away: 0 }], minutesPlayed: 1 },
      { periods: [], minutesPlayed: Number.NaN },
    ];
    for (const state of bad)
      expect(() => assertBasketballState(state, parameters)).toThrow(SportsbookInputError);
  });

  it('reads periods from a feed scoreboard and refuses one that does not add up', () => {
    const scoreboard = {
      home: 45,
      away: 41,
      periods: [
        { period: 'QUARTER_1' as const, home: 25, away: 20 },
        { period: 'QUARTER_2' as const, home: 20, away: 21 },
      ],
    };
    expect(basketballPeriodsFromScoreboard(scoreboard)).toEqual([
      { home: 25, away: 20 },
      { home: 20, away: 21 },
    ]);
    expect(() => basketballPeriodsFromScoreboard({ ...scoreboard, home: 44 })).toThrow(SportsbookInputError);
    expect(() =>
      basketballPeriodsFromScoreboard({ ...scoreboard, periods: [...scoreboard.periods].reverse() }),
    ).toThrow(SportsbookInputError);
  });

  it('prices NBA games with NBA totals', () => {
    const nba = basketballExpectation({
      home: { offence: 0, defence: 0 },
      away: { offence: 0, defence: 0 },
      parameters: NBA_PARAMETERS,
    });
    const outlook = basketballOutlook({ expected: nba, parameters: NBA_PARAMETERS, state: TIP_OFF });
    const mean = outlook.final.reduce(
      (total, { score, probability }) => total + (score.home + score.away) * probability,
      0,
    );
    expect(mean).toBeGreaterThan(228);
    expect(mean).toBeLessThan(231);
  });
});
