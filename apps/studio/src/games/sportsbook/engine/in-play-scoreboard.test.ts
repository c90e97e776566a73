import { describe, expect, it } from 'vitest';
import type { BasketballModelParameters } from './basketball-model.js';
import type { Scoreboard } from './feed.js';
import {
  basketballScoreboard,
  basketballStateFromScoreboard,
  tennisScoreboard,
  tennisStateFromScoreboard,
} from './in-play-scoreboard.js';
import { SportsbookInputError } from './input-error.js';
import { SIMULATED_BASKETBALL_COMPETITIONS } from './simulated-basketball-competitions.js';
import { basketballStateAt, simulateBasketballGame } from './simulated-basketball-game.js';
import { simulateTennisMatch } from './simulated-tennis-match.js';
import type { SetsFormat } from './tennis-model.js';

const bo3: SetsFormat = { kind: 'SETS', bestOf: 3 };
const bo5: SetsFormat = { kind: 'SETS', bestOf: 5 };
const nbb = SIMULATED_BASKETBALL_COMPETITIONS.find((competition) => competition.id === 'BR-NBB')!.parameters;

/** Frozen all the way down: a reader that changed its input would throw. */
const frozen = <T>(value: T): T => {
  if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach(frozen);
    Object.freeze(value);
  }
  return value;
};

const tennisBoard = (
  sets: Array<[number, number]>,
  points: [string, string] | null,
  server: 'HOME' | 'AWAY' = 'HOME',
): Scoreboard => {
  const done = sets.filter(
    ([home, away]) => Math.max(home, away) >= 6 && (Math.abs(home - away) >= 2 || home + away === 13),
  );
  return frozen({
    home: done.filter(([home, away]) => home > away).length,
    away: done.filter(([home, away]) => away > home).length,
    periods: sets.map(([home, away], index) => ({ period: `SET_${index + 1}` as const, home, away })),
    ...(points
      ? {
          inPlay: { sport: 'TENNIS' as const, points: { home: points[0], away: points[1] } as never, server },
        }
      : {}),
  });
};

const refused = (read: () => unknown) => {
  expect(read).toThrow(SportsbookInputError);
  try {
    read();
  } catch (error) {
    expect((error as SportsbookInputError).reason).toBe('SCOREBOARD_INVALID');
  }
};

describe('a live tennis board', () => {
  const read = (board: Scoreboard, format = bo3) => tennisStateFromScoreboard({ scoreboard: board, format });

  it('reads the sets, the set in play, the game points and the server', () => {
    expect(
      read(
        tennisBoard(
          [
            [6, 4],
            [2, 3],
          ],
          ['30', '15'],
          'AWAY',
        ),
      ),
    ).toEqual({
      sets: [{ home: 6, away: 4 }],
      games: { home: 2, away: 3 },
      points: { home: 2, away: 1 },
      server: 'AWAY',
    });
    // The first point of the match, and a new set not yet on the board.
    expect(read(tennisBoard([], ['0', '0'], 'AWAY'))).toEqual({
      sets: [],
      games: { home: 0, away: 0 },
      points: { home: 0, away: 0 },
      server: 'AWAY',
    });
    expect(read(tennisBoard([[3, 6]], ['15', '0'])).games).toEqual({ home: 0, away: 0 });
  });

  it('reads deuce as 3-3 and an advantage as 4-3 either way', () => {
    expect(read(tennisBoard([[1, 1]], ['40', '40'])).points).toEqual({ home: 3, away: 3 });
    expect(read(tennisBoard([[1, 1]], ['AD', '40'])).points).toEqual({ home: 4, away: 3 });
    expect(read(tennisBoard([[1, 1]], ['40', 'AD'])).points).toEqual({ home: 3, away: 4 });
  });

  it("reads a tiebreak's counts and keeps its first server, the board naming this point's", () => {
    // Points 0: the first server; 1–2: the other; 3–4: the first again.
    const at = (points: [string, string], server: 'HOME' | 'AWAY') =>
      read(tennisBoard([[6, 6]], points, server));
    expect(at(['0', '0'], 'HOME')).toMatchObject({ points: { home: 0, away: 0 }, server: 'HOME' });
    expect(at(['1', '0'], 'AWAY')).toMatchObject({ points: { home: 1, away: 0 }, server: 'HOME' });
    expect(at(['1', '1'], 'AWAY')).toMatchObject({ server: 'HOME' });
    expect(at(['2', '1'], 'HOME')).toMatchObject({ server: 'HOME' });
    // After 13 points the other player serves, after 15 the first server.
    expect(at(['7', '6'], 'HOME')).toMatchObject({ points: { home: 7, away: 6 }, server: 'AWAY' });
    expect(at(['8', '7'], 'HOME')).toMatchObject({ points: { home: 8, away: 7 }, server: 'HOME' });
    // A best of 5's deciding set plays to 10: 8-6 is not over there.
    expect(
      read(
        tennisBoard(
          [
            [6, 4],
            [4, 6],
            [6, 3],
            [3, 6],
            [6, 6],
          ],
          ['8', '6'],
        ),
        bo5,
      ).points,
    ).toEqual({
      home: 8,
      away: 6,
    });
  });

  it('reads a finished match without the game in play', () => {
    expect(
      read(
        tennisBoard(
          [
            [6, 4],
            [7, 6],
          ],
          null,
        ),
      ),
    ).toMatchObject({
      sets: [
        { home: 6, away: 4 },
        { home: 7, away: 6 },
      ],
    });
  });

  it('gives back every state of a played match through the board a provider sends', () => {
    const serve = { home: 0.64, away: 0.6 };
    for (const [seed, format] of [
      ['board-1', bo3],
      ['board-2', bo5],
    ] as const) {
      const match = simulateTennisMatch({ seed, serve, format });
      for (const { after } of match.points) {
        const state = read(tennisScoreboard({ state: after, format }), format);
        expect(state.sets).toEqual(after.sets);
        if (after.sets.length === match.sets.length) continue;
        expect(state.games).toEqual(after.games);
        expect(state.server).toEqual(after.server);
        // A long deuce game reads back as 3-3 or an advantage: the same chance from there.
        const deuce =
          after.points.home >= 3 &&
          after.points.away >= 3 &&
          !(after.games.home === 6 && after.games.away === 6);
        if (deuce)
          expect(Math.sign(state.points.home - state.points.away)).toBe(
            Math.sign(after.points.home - after.points.away),
          );
        else expect(state.points).toEqual(after.points);
      }
    }
  });

  it.each([
    ['not an object', null],
    ['a string', 'SET_1 6-4'],
    ['no periods', { home: 0, away: 0 }],
    ['periods not a list', { home: 0, away: 0, periods: 'SET_1' }],
    ['a count as text', { home: '0', away: 0, periods: [] }],
    ['a negative count', { home: 0, away: 0, periods: [{ period: 'SET_1', home: -1, away: 0 }] }],
    ['a fractional count', { home: 0, away: 0, periods: [{ period: 'SET_1', home: 1.5, away: 0 }] }],
    ['a period of another sport', { home: 0, away: 0, periods: [{ period: 'QUARTER_1', home: 1, away: 0 }] }],
    ['sets that disagree with the total', { ...tennisBoard([[6, 4]], ['0', '0']), home: 0 }],
    [
      'no game in play',
      tennisBoard(
        [
          [6, 4],
          [2, 2],
        ],
        null,
      ),
    ],
    [
      'a basketball clock',
      {
        ...tennisBoard([[2, 2]], null),
        inPlay: { sport: 'BASKETBALL', period: 'QUARTER_1', secondsLeft: 10 },
      },
    ],
    ['an unknown inPlay sport', { ...tennisBoard([[2, 2]], null), inPlay: { sport: 'GOLF' } }],
    [
      'points as numbers',
      {
        ...tennisBoard([[2, 2]], null),
        inPlay: { sport: 'TENNIS', points: { home: 15, away: 0 }, server: 'HOME' },
      },
    ],
    ['no points', { ...tennisBoard([[2, 2]], null), inPlay: { sport: 'TENNIS', server: 'HOME' } }],
    ['an unknown server', tennisBoard([[2, 2]], ['15', '0'], 'NOBODY' as never)],
    ['a call that is not a point', tennisBoard([[2, 2]], ['45', '0'])],
    ['advantage to both', tennisBoard([[2, 2]], ['AD', 'AD'])],
    ['an advantage before deuce', tennisBoard([[2, 2]], ['AD', '30'])],
    ['a count in a game', tennisBoard([[2, 2]], ['2', '1'])],
    ['a call in a tiebreak', tennisBoard([[6, 6]], ['15', '0'])],
    ['a negative tiebreak count', tennisBoard([[6, 6]], ['-1', '0'])],
    ['a finished tiebreak', tennisBoard([[6, 6]], ['7', '5'])],
    ['impossible games', tennisBoard([[7, 7]], ['0', '0'])],
    [
      'play after the end',
      tennisBoard(
        [
          [6, 4],
          [6, 4],
          [1, 0],
        ],
        ['0', '0'],
      ),
    ],
    [
      'a third set won after the end',
      tennisBoard(
        [
          [6, 4],
          [6, 4],
          [6, 0],
        ],
        null,
      ),
    ],
  ])('refuses a board with %s, changing nothing', (_name, board) => {
    refused(() => read(frozen(board) as Scoreboard));
  });
});

describe('a live basketball board', () => {
  const read = (board: unknown, parameters: BasketballModelParameters = nbb) =>
    basketballStateFromScoreboard({ scoreboard: frozen(board), parameters });
  const board = (periods: Array<[number, number]>, inPlay?: { period: string; secondsLeft: number }) => ({
    home: periods.reduce((sum, [home]) => sum + home, 0),
    away: periods.reduce((sum, [, away]) => sum + away, 0),
    periods: periods.map(([home, away], index) => ({
      period: index < 4 ? `QUARTER_${index + 1}` : `OVERTIME_${index - 3}`,
      home,
      away,
    })),
    ...(inPlay ? { inPlay: { sport: 'BASKETBALL', ...inPlay } } : {}),
  });

  it('reads each period and the clock of the one in play', () => {
    // NBB: 10-minute quarters; 4:30 left in the third is minute 25.5.
    expect(
      read(
        board(
          [
            [20, 18],
            [22, 19],
            [10, 12],
          ],
          { period: 'QUARTER_3', secondsLeft: 270 },
        ),
      ),
    ).toEqual({
      periods: [
        { home: 20, away: 18 },
        { home: 22, away: 19 },
        { home: 10, away: 12 },
      ],
      minutesPlayed: 25.5,
    });
    // Half-time: the second quarter's clock at 0.
    expect(
      read(
        board(
          [
            [20, 18],
            [22, 19],
          ],
          { period: 'QUARTER_2', secondsLeft: 0 },
        ),
      ).minutesPlayed,
    ).toBe(20);
    // The third quarter has started but nobody has scored in it yet.
    const started = read(
      board(
        [
          [20, 18],
          [22, 19],
        ],
        { period: 'QUARTER_3', secondsLeft: 590 },
      ),
    );
    expect(started.periods).toEqual([
      { home: 20, away: 18 },
      { home: 22, away: 19 },
      { home: 0, away: 0 },
    ]);
    expect(started.minutesPlayed).toBeCloseTo(20 + 1 / 6, 12);
    // Overtime after a tie, 5 minutes long.
    expect(
      read(
        board(
          [
            [20, 20],
            [20, 20],
            [20, 20],
            [20, 20],
            [3, 1],
          ],
          { period: 'OVERTIME_1', secondsLeft: 120 },
        ),
      ).minutesPlayed,
    ).toBe(43);
    expect(read(board([]))).toEqual({ periods: [], minutesPlayed: 0 });
    // Played before the first point reached the board: the first quarter reads 0-0.
    const early = basketballScoreboard({ state: { periods: [], minutesPlayed: 1.5 }, parameters: nbb });
    expect(read(early)).toEqual({ periods: [{ home: 0, away: 0 }], minutesPlayed: 1.5 });
  });

  it('gives back every state of a played game through the board a provider sends', () => {
    const competition = SIMULATED_BASKETBALL_COMPETITIONS[1]!;
    const game = simulateBasketballGame({
      seed: 'board-3',
      expected: { margin: 3, total: 220 },
      parameters: competition.parameters,
    });
    const end = game.events.at(-1)!.clockMs;
    for (let clockMs = 0; clockMs <= end; clockMs += 37_000) {
      const state = basketballStateAt(game, clockMs);
      const back = read(
        basketballScoreboard({ state, parameters: competition.parameters }),
        competition.parameters,
      );
      expect(back.minutesPlayed).toBeCloseTo(state.minutesPlayed, 9);
      expect(back.periods).toEqual(state.periods);
    }
  });

  it.each([
    ['not an object', 42],
    ['no clock once played', board([[20, 18]])],
    [
      'a tennis inPlay',
      { ...board([[20, 18]]), inPlay: { sport: 'TENNIS', points: { home: '0', away: '0' }, server: 'HOME' } },
    ],
    ['a negative clock', board([[20, 18]], { period: 'QUARTER_1', secondsLeft: -1 })],
    ['a clock that is not a number', board([[20, 18]], { period: 'QUARTER_1', secondsLeft: Number.NaN })],
    ['a clock longer than the period', board([[20, 18]], { period: 'QUARTER_1', secondsLeft: 601 })],
    ['a period in play not on the board', board([[20, 18]], { period: 'QUARTER_3', secondsLeft: 100 })],
    [
      'a period in play already over',
      board(
        [
          [20, 18],
          [3, 2],
        ],
        { period: 'QUARTER_1', secondsLeft: 100 },
      ),
    ],
    [
      'periods out of order',
      {
        home: 5,
        away: 4,
        periods: [{ period: 'QUARTER_2', home: 5, away: 4 }],
        inPlay: { sport: 'BASKETBALL', period: 'QUARTER_2', secondsLeft: 5 },
      },
    ],
    ['a total that disagrees', { ...board([[20, 18]], { period: 'QUARTER_1', secondsLeft: 5 }), home: 21 }],
    [
      'overtime after a decided game',
      board(
        [
          [20, 18],
          [20, 20],
          [20, 20],
          [20, 20],
          [2, 0],
        ],
        { period: 'OVERTIME_1', secondsLeft: 100 },
      ),
    ],
  ])('refuses a board with %s, changing nothing', (_name, value) => {
    refused(() => read(value));
  });
});
