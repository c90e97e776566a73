import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { assertValidDefinition } from './slot-definition.js';
import { playRound, spin } from './slot-engine.js';
import { evaluateWindow } from './slot-evaluation.js';
import {
  scriptedRandom,
  tinyClusterDefinition,
  tinyLinesDefinition,
  tinyVariableRowsDefinition,
  windowLinesDefinition,
  windowWaysDefinition,
} from './slot-fixtures.js';
import { seededUniformInt, type UniformInt } from '../../../seeded-random.js';

const lines = windowLinesDefinition();
const ways = windowWaysDefinition();

describe('evaluateWindow on lines', () => {
  it('lets the wild stand for the symbol of reel 1 and pays the run from the left', () => {
    const result = evaluateWindow(lines, [
      ['C', 'B', 'A', 'B', 'C'],
      ['A', 'W', 'A', 'W', 'B'],
      ['B', 'C', 'B', 'A', 'B'],
    ]);
    expect(result.wins).toEqual([
      {
        kind: 'line',
        payline: 0,
        symbol: 'A',
        count: 4,
        positions: [0, 1, 2, 3].map((reel) => ({ reel, row: 1 })),
        credits: 40,
      },
    ]);
  });

  it('pays nothing when the run does not start on reel 1', () => {
    const result = evaluateWindow(lines, [
      ['C', 'A', 'A', 'A', 'A'],
      ['B', 'A', 'A', 'A', 'A'],
      ['C', 'B', 'B', 'B', 'B'],
    ]);
    expect(result.wins).toEqual([]);
  });

  it('pays each line once, for its own run, and follows the payline shape', () => {
    const result = evaluateWindow(lines, [
      ['B', 'B', 'B', 'C', 'B'],
      ['C', 'C', 'W', 'C', 'C'],
      ['A', 'A', 'B', 'A', 'A'],
    ]);
    const byLine = Object.fromEntries(
      result.wins.map((win) => [
        win.kind === 'line' ? win.payline : -1,
        [win.symbol, win.count, win.credits],
      ]),
    );
    // Line 0 (middle): C C W C C → five C. Line 1 (top): B B B C → three B. Line 2 (bottom): A A B → two, no pay.
    // Line 3 (V: rows 0,1,2,1,0): B C → no pay.
    expect(byLine).toEqual({ 0: ['C', 5, 50], 1: ['B', 3, 5] });
  });

  it('does not let the wild stand for the scatter', () => {
    const result = evaluateWindow(lines, [
      ['A', 'B', 'C', 'A', 'B'],
      ['S', 'W', 'W', 'W', 'W'],
      ['B', 'C', 'C', 'B', 'C'],
    ]);
    expect(result.wins).toEqual([]);
    expect(result.scatter.count).toBe(1);
  });

  it('counts scatters anywhere in the window', () => {
    const result = evaluateWindow(lines, [
      ['S', 'B', 'C', 'A', 'B'],
      ['A', 'C', 'B', 'S', 'C'],
      ['B', 'C', 'S', 'B', 'C'],
    ]);
    expect(result.scatter).toEqual({
      count: 3,
      positions: [
        { reel: 0, row: 0 },
        { reel: 2, row: 2 },
        { reel: 3, row: 1 },
      ],
    });
  });
});

describe('evaluateWindow on ways', () => {
  it('multiplies matching cells per reel, wilds included, and stops at the first reel without one', () => {
    const result = evaluateWindow(ways, [
      ['A', 'A', 'W', 'C', 'B'],
      ['A', 'B', 'A', 'A', 'B'],
      ['C', 'W', 'B', 'B', 'A'],
    ]);
    const a = result.wins.find((win) => win.symbol === 'A');
    // A: reel 1 two cells, reel 2 A+W = 2, reel 3 W+A = 2, reel 4 one A, reel 5 the A → 2·2·2·1·1 = 8 ways of five.
    expect(a).toMatchObject({ kind: 'ways', count: 5, ways: 8, credits: 8 * 200 });
    // C: reel 1 one, reel 2 W, reel 3 W, reel 4 one C → 4 of a kind, 1 way.
    expect(result.wins.find((win) => win.symbol === 'C')).toMatchObject({ count: 4, ways: 1, credits: 10 });
    // B is not on reel 1: no way.
    expect(result.wins.find((win) => win.symbol === 'B')).toBeUndefined();
  });
});

describe('evaluateWindow on clusters', () => {
  const cluster = tinyClusterDefinition();

  it('pays each group of edge-adjacent cells by its size, not diagonal neighbours', () => {
    const result = evaluateWindow(cluster, [
      ['A', 'A', 'B'],
      ['C', 'A', 'B'],
      ['B', 'S', 'C'],
    ]);
    expect(result.wins).toEqual([
      {
        kind: 'cluster',
        symbol: 'A',
        count: 3,
        positions: [
          { reel: 0, row: 0 },
          { reel: 1, row: 0 },
          { reel: 1, row: 1 },
        ],
        credits: 6,
      },
    ]);
  });

  it('pays clusters larger than the last listed size as the last size', () => {
    const result = evaluateWindow(cluster, [
      ['C', 'C', 'C'],
      ['C', 'C', 'C'],
      ['A', 'B', 'C'],
    ]);
    expect(result.wins).toHaveLength(1);
    expect(result.wins[0]).toMatchObject({ symbol: 'C', count: 7, credits: 12 });
  });
});

describe('variable rows', () => {
  const variable = tinyVariableRowsDefinition();

  it('draws each reel its height then its stop, and pads shorter reels with empty cells', () => {
    // Reel heights 3, 1, 2, 3 (drawn as height − 1), each followed by the reel's stop.
    const outcome = spin({
      definition: variable,
      bet: 10,
      random: scriptedRandom([2, 0, 0, 0, 1, 1, 2, 0, 0]),
    });
    expect(outcome.reelHeights).toEqual([3, 1, 2, 3]);
    expect(outcome.window).toEqual([
      ['A', 'A', 'A', 'C'],
      ['B', '', 'S', 'A'],
      ['S', '', '', 'B'],
    ]);
    expect(evaluateWindow(variable, outcome.window).wins).toEqual(
      outcome.wins.map(({ win: _win, ...credits }) => credits),
    );
  });
});

describe('assertValidDefinition', () => {
  it('refuses a wild on reel 1', () => {
    const definition = tinyLinesDefinition();
    definition.strips[0] = ['A', 'W', 'B', 'S', 'C'];
    expect(() => assertValidDefinition(definition)).toThrow(/wild on reel 1/u);
  });

  it('refuses a strip that could show two scatters in one window', () => {
    const definition = tinyLinesDefinition();
    definition.strips[1] = ['A', 'S', 'B', 'S', 'C', 'B'];
    expect(() => assertValidDefinition(definition)).toThrow(/two scatters/u);
  });

  it('refuses bet levels that are not whole credits', () => {
    expect(() => assertValidDefinition({ ...tinyLinesDefinition(), betLevels: [5, 12] })).toThrow(
      /bet level 12/u,
    );
  });
});

/** Stops for the tiny 3×3 game: reel 1 [A B S C A], reel 2 [A W B C S B], reel 3 [W A S C B]. */
const tiny = tinyLinesDefinition();
/** Columns A B S / A W B / B W A: a line of B across the middle and A on the diagonal. */
const STOPS_A_LINE = [0, 0, 4];
/** Columns S C A / C S B / S C B: three scatters and no line. */
const STOPS_THREE_SCATTERS = [2, 3, 2];

describe('spin', () => {
  it('shows the window at the stops and pays the line in minor units', () => {
    const outcome = spin({ definition: tiny, bet: 10, random: scriptedRandom([...STOPS_A_LINE, 0]) });
    expect(outcome.stops).toEqual(STOPS_A_LINE);
    expect(outcome.window).toEqual([
      ['A', 'A', 'B'],
      ['B', 'W', 'W'],
      ['S', 'B', 'A'],
    ]);
    // Middle B W W: three B, 5 credits. Top A A B: two, no pay. Diagonal A W A: three A, 10 credits.
    // Bet 10 over 5 credits: a credit is 2 centavos.
    expect(outcome.wins.map((win) => [win.kind === 'line' ? win.payline : -1, win.symbol, win.win])).toEqual([
      [0, 'B', 10],
      [3, 'A', 20],
    ]);
    expect(outcome).toMatchObject({
      mode: 'base',
      multiplier: 1,
      totalWin: 30,
      uncappedWin: 30,
      freeSpinsAwarded: 0,
    });
    expect(outcome.potentialMaxMultiplier).toBe(tiny.maxWinMultiplier);
  });

  it('applies the multiplier feature drawn after the stops', () => {
    // Weights 3 (×1) and 1 (×2): a roll of 3 is the ×2.
    const outcome = spin({ definition: tiny, bet: 10, random: scriptedRandom([...STOPS_A_LINE, 3]) });
    expect(outcome.multiplier).toBe(2);
    expect(outcome.totalWin).toBe(60);
  });

  it('pays three scatters anywhere and awards free spins', () => {
    const outcome = spin({ definition: tiny, bet: 10, random: scriptedRandom([...STOPS_THREE_SCATTERS, 0]) });
    expect(outcome.scatter).toMatchObject({ count: 3, win: 20 });
    expect(outcome.freeSpinsAwarded).toBe(3);
  });

  it('plays free spins with the free-spin multiplier and no multiplier draw, and retriggers', () => {
    const outcome = spin({
      definition: tiny,
      bet: 10,
      random: scriptedRandom(STOPS_THREE_SCATTERS),
      freeSpin: { roundWinSoFar: 0 },
    });
    expect(outcome).toMatchObject({ mode: 'free', multiplier: 2, freeSpinsAwarded: 3 });
    expect(outcome.scatter.win).toBe(40);
  });

  it('refuses a bet that is not a bet level', () => {
    expect(() => spin({ definition: tiny, bet: 7, random: scriptedRandom([0, 0, 0, 0]) })).toThrow(
      RangeError,
    );
  });

  it('cuts a spin to the max win and ends the round there', () => {
    const capped = { ...tiny, maxWinMultiplier: 2 };
    const outcome = spin({
      definition: capped,
      bet: 10,
      random: scriptedRandom([...STOPS_THREE_SCATTERS, 3]),
    });
    // Uncapped: scatter 2 bets + lines, ×2; the round may pay 2 bets = 20.
    expect(outcome.uncappedWin).toBeGreaterThan(20);
    expect(outcome).toMatchObject({ totalWin: 20, roundCapReached: true, freeSpinsAwarded: 0 });
  });

  it('cuts a free spin to what the round may still pay', () => {
    const capped = { ...tiny, maxWinMultiplier: 5 };
    const outcome = spin({
      definition: capped,
      bet: 10,
      random: scriptedRandom(STOPS_THREE_SCATTERS),
      freeSpin: { roundWinSoFar: 45 },
    });
    expect(outcome.totalWin).toBe(5);
    expect(outcome.roundCapReached).toBe(true);
  });
});

describe('playRound', () => {
  it('plays awarded free spins, adds retriggers, and totals the round', () => {
    const none = [0, 0, 0];
    const random = scriptedRandom([
      ...STOPS_THREE_SCATTERS,
      0, // paid spin: 3 free spins
      ...STOPS_THREE_SCATTERS, // free spin 1 retriggers: 2 + 3 left
      ...none,
      ...none,
      ...none,
      ...none,
      ...none,
    ]);
    const round = playRound({ definition: tiny, bet: 10, random });
    expect(round.freeSpinsPlayed).toBe(6);
    expect(round.spins.map((outcome) => outcome.mode)).toEqual(['base', ...new Array(6).fill('free')]);
    expect(round.totalWin).toBe(round.spins.reduce((sum, outcome) => sum + outcome.totalWin, 0));
  });

  it('stops the free spins once the round reaches the max win', () => {
    const capped = { ...tiny, maxWinMultiplier: 3 };
    const random = scriptedRandom([...STOPS_THREE_SCATTERS, 0, ...STOPS_THREE_SCATTERS]);
    const round = playRound({ definition: capped, bet: 10, random });
    expect(round).toMatchObject({ totalWin: 30, capReached: true, freeSpinsPlayed: 1 });
  });
});

describe('randomness', () => {
  it('takes crypto.randomInt as it is', () => {
    const production: UniformInt = randomInt;
    const outcome = spin({ definition: tiny, bet: 5, random: production });
    expect(outcome.stops.every((stop, reel) => stop >= 0 && stop < (tiny.strips[reel]?.length ?? 0))).toBe(
      true,
    );
  });

  it('replays the same sequence from the same seed, and another from another seed', () => {
    const draw = (random: UniformInt) => Array.from({ length: 50 }, () => random(1000));
    const drawn = draw(seededUniformInt('seed'));
    expect(draw(seededUniformInt('seed'))).toEqual(drawn);
    expect(draw(seededUniformInt('other'))).not.toEqual(drawn);
    expect(drawn.every((value) => Number.isInteger(value) && value >= 0 && value < 1000)).toBe(true);
  });

  it('draws every value of a small bound about equally often', () => {
    const random = seededUniformInt('uniform');
    const counts = new Array<number>(7).fill(0);
    for (let draw = 0; draw < 70_000; draw += 1) {
      const value = random(7);
      counts[value] = (counts[value] ?? 0) + 1;
    }
    // 10,000 expected each; five standard deviations is about ±480.
    for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(500);
  });
});
