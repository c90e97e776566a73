import { describe, expect, it } from 'vitest';
import { seededUniformInt } from '../../../seeded-random.js';
import {
  assertBasketballState,
  basketballExpectation,
  basketballOutlook,
  isGameOver,
} from './basketball-model.js';
import { basketballFinalResultFromFeed } from './basketball-settlement.js';
import type { FeedResult } from './feed.js';
import { SportsbookInputError } from './input-error.js';
import {
  SIMULATED_BASKETBALL_COMPETITIONS,
  basketballCompetitionFixtures,
  type SimulatedBasketballCompetition,
} from './simulated-basketball-competitions.js';
import {
  basketballClockMs,
  basketballEventsUntil,
  basketballGameEndMs,
  basketballStateAt,
  simulateBasketballGame,
  type SimulatedBasketballGame,
} from './simulated-basketball-game.js';

const competition = (id: string): SimulatedBasketballCompetition => {
  const found = SIMULATED_BASKETBALL_COMPETITIONS.find((entry) => entry.id === id);
  if (!found) throw new Error(id);
  return found;
};

const play = (competitionId: string, seed: string, homeIndex = 0, awayIndex = 1): SimulatedBasketballGame => {
  const { parameters, teams } = competition(competitionId);
  const expected = basketballExpectation({
    home: teams[homeIndex]!.strength,
    away: teams[awayIndex]!.strength,
    parameters,
  });
  return simulateBasketballGame({ seed, expected, parameters });
};

const totalOf = (game: SimulatedBasketballGame) =>
  game.periods.reduce((sum, period) => sum + period.home + period.away, 0);

describe('simulated basketball', () => {
  it('plays the same game for the same seed, and different games for different seeds', () => {
    expect(play('BR-NBB', 'seed-1')).toEqual(play('BR-NBB', 'seed-1'));
    const finals = new Set(
      Array.from({ length: 10 }, (_, index) => JSON.stringify(play('BR-NBB', `seed-${index}`).periods)),
    );
    expect(finals.size).toBe(10);
  });

  it('produces realistic scores: NBB about 160 a game, NBA about 228, overtime now and then', () => {
    for (const [id, low, high] of [
      ['BR-NBB', 150, 170],
      ['US-NBA', 218, 238],
    ] as const) {
      const games = Array.from({ length: 120 }, (_, index) =>
        play(id, `realistic-${index}`, index % 16, (index + 5) % 16),
      );
      const totals = games.map(totalOf);
      const mean = totals.reduce((sum, total) => sum + total, 0) / totals.length;
      expect(mean).toBeGreaterThan(low);
      expect(mean).toBeLessThan(high);
      expect(Math.min(...totals)).toBeGreaterThan(low - 60);
      expect(Math.max(...totals)).toBeLessThan(high + 70);
      const overtimes = games.filter((game) => game.periods.length > 4).length;
      expect(overtimes).toBeLessThan(20);
      for (const game of games) {
        const final = game.periods.reduce(
          (sum, period) => ({ home: sum.home + period.home, away: sum.away + period.away }),
          { home: 0, away: 0 },
        );
        expect(final.home).not.toBe(final.away);
      }
    }
  });

  it('tells a consistent story: one play at a time, the board adding up, the clock never going back', () => {
    for (let index = 0; index < 30; index += 1) {
      const game = play('US-NBA', `story-${index}`, index % 30, (index + 7) % 30);
      let previous = { home: 0, away: 0 };
      for (let at = 1; at < game.events.length; at += 1) {
        const event = game.events[at]!;
        expect(event.clockMs).toBeGreaterThanOrEqual(game.events[at - 1]!.clockMs);
        const board = event.scoreboard;
        expect(board.periods.reduce((sum, period) => sum + period.home, 0)).toBe(board.home);
        if (event.event.kind === 'SCORE_CHANGE') {
          const gained = board.home + board.away - previous.home - previous.away;
          expect([1, 2, 3]).toContain(gained);
          expect(event.event.side === 'HOME' ? board.home > previous.home : board.away > previous.away).toBe(
            true,
          );
        }
        previous = { home: board.home, away: board.away };
      }
      expect(game.events.at(-1)?.phase).toEqual({ status: 'ENDED' });
    }
  });

  it('gives the price model a valid state at every moment, certain at the end of the outcome settled', () => {
    const { parameters, teams } = competition('BR-NBB');
    const expected = basketballExpectation({
      home: teams[2]!.strength,
      away: teams[3]!.strength,
      parameters,
    });
    const game = simulateBasketballGame({ seed: 'state', expected, parameters });
    const end = basketballGameEndMs(game);
    for (let clockMs = 0; clockMs <= end; clockMs += 7_000) {
      assertBasketballState(basketballStateAt(game, clockMs), parameters);
    }
    for (const clockMs of [0, end / 3, (2 * end) / 3]) {
      const outlook = basketballOutlook({ expected, parameters, state: basketballStateAt(game, clockMs) });
      expect(outlook.final.reduce((sum, cell) => sum + cell.probability, 0)).toBeCloseTo(1, 10);
    }
    const finalState = basketballStateAt(game, end);
    expect(isGameOver(finalState, parameters)).toBe(true);
    const last = game.events.at(-1)!;
    const result: FeedResult = {
      fixtureId: 'g',
      sport: 'BASKETBALL',
      status: 'FINISHED',
      scoreboard: last.scoreboard,
      version: 1,
    };
    expect(basketballFinalResultFromFeed(result)).toEqual({ status: 'FINISHED', periods: game.periods });
    // A 10-minute quarter plus breaks: 40 minutes of play and 19 of breaks at least.
    expect(end).toBeGreaterThanOrEqual(59 * 60_000);
    expect(basketballClockMs({ elapsedMs: 60_000, speedFactor: 6 })).toBe(360_000);
    expect(basketballEventsUntil(game, -1).phase).toEqual({ status: 'NOT_STARTED' });
    expect(basketballEventsUntil(game, 11 * 60_000).phase).toEqual({ status: 'BREAK', after: 'QUARTER_1' });
    expect(basketballEventsUntil(game, end).phase).toEqual({ status: 'ENDED' });
    expect(() => basketballClockMs({ elapsedMs: 1, speedFactor: 0 })).toThrow(SportsbookInputError);
  });

  it('draws a season: every pair meets as the format says, rounds spread over the calendar', () => {
    const nbb = competition('BR-NBB');
    const fixtures = basketballCompetitionFixtures({
      competition: nbb,
      startDate: '2026-10-03',
      random: seededUniformInt('nbb'),
    });
    expect(fixtures).toHaveLength(16 * 15);
    expect(new Set(fixtures.map((fixture) => fixture.id)).size).toBe(fixtures.length);
    const again = basketballCompetitionFixtures({
      competition: nbb,
      startDate: '2026-10-03',
      random: seededUniformInt('nbb'),
    });
    expect(again).toEqual(fixtures);
    const nba = competition('US-NBA');
    const nbaFixtures = basketballCompetitionFixtures({
      competition: nba,
      startDate: '2026-10-20',
      random: seededUniformInt('nba'),
    });
    expect(nbaFixtures).toHaveLength((30 * 29) / 2);
    for (const team of nba.teams) {
      expect(
        nbaFixtures.filter((fixture) => fixture.homeTeamId === team.id || fixture.awayTeamId === team.id),
      ).toHaveLength(29);
    }
    expect(() =>
      basketballCompetitionFixtures({
        competition: nbb,
        startDate: '2026-13-01',
        random: seededUniformInt('x'),
      }),
    ).toThrow(SportsbookInputError);
  });

  it('holds teams with one id, phone-sized short names and strengths that keep games competitive', () => {
    for (const league of SIMULATED_BASKETBALL_COMPETITIONS) {
      expect(new Set(league.teams.map((team) => team.id)).size).toBe(league.teams.length);
      for (const team of league.teams) {
        expect(team.shortName).toMatch(/^[A-Z0-9]{2,4}$/);
        expect(Math.abs(team.strength.offence) + Math.abs(team.strength.defence)).toBeLessThan(15);
      }
    }
  });
});
