import { describe, expect, it } from 'vitest';
import { SportsbookInputError } from './input-error.js';
import {
  advanceTennisState,
  assertTennisState,
  gameWinProbability,
  isSetOver,
  matchStart,
  serveProbabilities,
  tennisMatchWinProbability,
  tennisOutlook,
  tennisSetsFromScoreboard,
  tiebreakWinProbability,
  type SetsFormat,
  type TennisState,
} from './tennis-model.js';

const bo3: SetsFormat = { kind: 'SETS', bestOf: 3 };
const bo5: SetsFormat = { kind: 'SETS', bestOf: 5 };
const even = { home: 0.64, away: 0.64 };
const win = (state: TennisState, serve = even, format = bo3) =>
  tennisMatchWinProbability(tennisOutlook({ serve, format, state }));

describe('tennis price model', () => {
  it('chains point to game to tiebreak as the textbook formulas do', () => {
    expect(gameWinProbability(0.5)).toBeCloseTo(0.5, 12);
    // p = 0.6: p⁴(1 + 4q + 10q²) + 20p³q³ · p²/(p² + q²).
    const p = 0.6;
    const q = 0.4;
    expect(gameWinProbability(p)).toBeCloseTo(
      p ** 4 * (1 + 4 * q + 10 * q ** 2) + (20 * p ** 3 * q ** 3 * p ** 2) / (p ** 2 + q ** 2),
      12,
    );
    expect(gameWinProbability(0.64, { home: 0, away: 3 })).toBeLessThan(gameWinProbability(0.64));
    expect(gameWinProbability(0.64, { home: 4, away: 4 })).toBeCloseTo(
      gameWinProbability(0.64, { home: 3, away: 3 }),
      12,
    );
    expect(tiebreakWinProbability({ firstServe: 0.64, secondServe: 0.64, target: 7 })).toBeCloseTo(0.5, 12);
    expect(tiebreakWinProbability({ firstServe: 0.7, secondServe: 0.6, target: 10 })).toBeGreaterThan(
      tiebreakWinProbability({ firstServe: 0.7, secondServe: 0.6, target: 7 }),
    );
  });

  it('gives a fair match between equals, a longer match favouring the better player more', () => {
    expect(win(matchStart('HOME'))).toBeCloseTo(0.5, 10);
    expect(win(matchStart('AWAY'))).toBeCloseTo(0.5, 10);
    const serve = serveProbabilities({ homeRating: 0.03, awayRating: 0, parameters: { serveBase: 0.62 } });
    expect(serve).toEqual({ home: 0.65, away: 0.59 });
    const three = win(matchStart('HOME'), serve);
    const five = win(matchStart('HOME'), serve, bo5);
    expect(three).toBeGreaterThan(0.7);
    expect(five).toBeGreaterThan(three);
  });

  it('adds every ending up to 1, with set scores and game counts a match can have', () => {
    for (const format of [bo3, bo5]) {
      const outlook = tennisOutlook({ serve: { home: 0.66, away: 0.6 }, format, state: matchStart('HOME') });
      expect(outlook.endings.reduce((sum, ending) => sum + ending.probability, 0)).toBeCloseTo(1, 10);
      for (const { summary } of outlook.endings) {
        expect(Math.max(summary.sets.home, summary.sets.away)).toBe(format.bestOf === 5 ? 3 : 2);
        const total = summary.games.home + summary.games.away;
        expect(total).toBeGreaterThanOrEqual(format.bestOf === 5 ? 18 : 12);
        expect(total).toBeLessThanOrEqual(format.bestOf * 13);
      }
    }
  });

  it('moves the match toward the player who breaks serve, and against a server broken', () => {
    const level: TennisState = {
      sets: [],
      games: { home: 3, away: 3 },
      points: { home: 0, away: 0 },
      server: 'HOME',
    };
    const before = win(level);
    // Away breaks to lead 4-3 and serves next.
    const broken = advanceTennisState({
      state: { ...level, points: { home: 0, away: 3 } },
      winner: 'AWAY',
      format: bo3,
    });
    expect(broken.games).toEqual({ home: 3, away: 4 });
    expect(broken.server).toBe('AWAY');
    expect(win(broken)).toBeLessThan(before - 0.1);
    const held = advanceTennisState({
      state: { ...level, points: { home: 3, away: 0 } },
      winner: 'HOME',
      format: bo3,
    });
    expect(win(held)).toBeGreaterThan(before);
    // Break points against the server lower the server's chance point by point.
    expect(win({ ...level, points: { home: 0, away: 3 } })).toBeLessThan(
      win({ ...level, points: { home: 0, away: 2 } }),
    );
  });

  it('advances points through games, tiebreaks and sets', () => {
    let state: TennisState = {
      sets: [],
      games: { home: 6, away: 6 },
      points: { home: 6, away: 5 },
      server: 'AWAY',
    };
    state = advanceTennisState({ state, winner: 'HOME', format: bo3 });
    expect(state.sets).toEqual([{ home: 7, away: 6 }]);
    expect(state.server).toBe('HOME');
    // The deciding set of a best of 5 plays to 10.
    const decider: TennisState = {
      sets: [
        { home: 6, away: 4 },
        { home: 4, away: 6 },
        { home: 6, away: 4 },
        { home: 4, away: 6 },
      ],
      games: { home: 6, away: 6 },
      points: { home: 6, away: 5 },
      server: 'HOME',
    };
    const next = advanceTennisState({ state: decider, winner: 'HOME', format: bo5 });
    expect(next.sets).toHaveLength(4);
    expect(next.points).toEqual({ home: 7, away: 5 });
    expect(isSetOver({ home: 7, away: 5 })).toBe(true);
    expect(isSetOver({ home: 6, away: 5 })).toBe(false);
  });

  it('is certain once the match is over, and refuses states a match cannot be in', () => {
    const over: TennisState = {
      sets: [
        { home: 6, away: 3 },
        { home: 7, away: 6 },
      ],
      games: { home: 0, away: 0 },
      points: { home: 0, away: 0 },
      server: 'AWAY',
    };
    expect(win(over)).toBe(1);
    const bad: TennisState[] = [
      { ...over, sets: [{ home: 6, away: 5 }] },
      {
        ...over,
        sets: [
          { home: 6, away: 3 },
          { home: 6, away: 3 },
          { home: 6, away: 3 },
        ],
      },
      { sets: [], games: { home: 6, away: 4 }, points: { home: 0, away: 0 }, server: 'HOME' },
      { sets: [], games: { home: 2, away: 2 }, points: { home: 5, away: 3 }, server: 'HOME' },
      { ...over, games: { home: 1, away: 0 } },
    ];
    for (const state of bad) expect(() => assertTennisState(state, bo3)).toThrow(SportsbookInputError);
  });

  it('reads sets from a feed scoreboard and refuses one that disagrees', () => {
    const board = {
      home: 1,
      away: 0,
      periods: [
        { period: 'SET_1' as const, home: 6, away: 4 },
        { period: 'SET_2' as const, home: 2, away: 3 },
      ],
    };
    expect(tennisSetsFromScoreboard(board)).toEqual([
      { home: 6, away: 4 },
      { home: 2, away: 3 },
    ]);
    expect(() => tennisSetsFromScoreboard({ ...board, home: 0 })).toThrow(SportsbookInputError);
    expect(() =>
      tennisSetsFromScoreboard({
        ...board,
        periods: [
          { period: 'SET_1', home: 5, away: 4 },
          { period: 'SET_2', home: 1, away: 0 },
        ],
      }),
    ).toThrow(SportsbookInputError);
  });
});
