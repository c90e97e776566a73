import { describe, expect, it } from 'vitest';
import { seededUniformInt } from '../../../seeded-random.js';
import type { FeedResult } from './feed.js';
import { SportsbookInputError } from './input-error.js';
import {
  SIMULATED_TENNIS_EVENTS,
  tennisDrawFixtures,
  tennisRoundFixtures,
} from './simulated-tennis-events.js';
import {
  simulateTennisMatch,
  tennisEventsUntil,
  tennisMatchEndMs,
  tennisStateAt,
  type SimulatedTennisMatch,
} from './simulated-tennis-match.js';
import {
  assertTennisState,
  isSetOver,
  serveProbabilities,
  tennisMatchWinProbability,
  tennisOutlook,
  type SetsFormat,
} from './tennis-model.js';
import { tennisFinalResultFromFeed } from './tennis-settlement.js';

const bo3: SetsFormat = { kind: 'SETS', bestOf: 3 };
const bo5: SetsFormat = { kind: 'SETS', bestOf: 5 };
const play = (seed: string, format = bo3, serve = { home: 0.63, away: 0.6 }): SimulatedTennisMatch =>
  simulateTennisMatch({ seed, serve, format });

describe('simulated tennis', () => {
  it('plays the same match for the same seed, and different matches for different seeds', () => {
    expect(play('seed-1')).toEqual(play('seed-1'));
    const results = new Set(
      Array.from({ length: 12 }, (_, index) => JSON.stringify(play(`seed-${index}`).sets)),
    );
    expect(results.size).toBeGreaterThan(8);
  });

  it('produces real tennis scores: sets 6-0 to 6-4, 7-5 or 7-6, the right number of sets', () => {
    const setScores = new Set<string>();
    for (let index = 0; index < 80; index += 1) {
      const format = index % 4 === 0 ? bo5 : bo3;
      const match = play(`real-${index}`, format);
      const won = { home: 0, away: 0 };
      for (const games of match.sets) {
        expect(isSetOver(games)).toBe(true);
        const high = Math.max(games.home, games.away);
        const low = Math.min(games.home, games.away);
        expect((high === 6 && low <= 4) || (high === 7 && (low === 5 || low === 6))).toBe(true);
        setScores.add(`${high}-${low}`);
        if (games.home > games.away) won.home += 1;
        else won.away += 1;
      }
      expect(Math.max(won.home, won.away)).toBe(format.bestOf === 5 ? 3 : 2);
    }
    for (const score of ['6-2', '6-3', '6-4', '7-5', '7-6']) expect(setScores).toContain(score);
  });

  it('tells a consistent story: a game at a time, the clock never going back, a valid state at every point', () => {
    const match = play('story', bo5);
    for (let index = 1; index < match.events.length; index += 1) {
      expect(match.events[index]!.clockMs).toBeGreaterThanOrEqual(match.events[index - 1]!.clockMs);
    }
    for (const point of match.points) assertTennisState(point.after, bo5);
    const end = tennisMatchEndMs(match);
    expect(tennisStateAt(match, end).sets).toEqual(match.sets);
    expect(tennisStateAt(match, 0).server).toBe(match.firstServer);
    expect(tennisEventsUntil(match, 0).phase).toEqual({ status: 'IN_PERIOD', period: 'SET_1' });
    expect(tennisEventsUntil(match, end).phase).toEqual({ status: 'ENDED' });
    // A best of 5 lasts hours, not minutes.
    expect(end).toBeGreaterThan(90 * 60_000);
    const last = match.events.at(-1)!;
    expect(last.phase).toEqual({ status: 'ENDED' });
    const result: FeedResult = {
      fixtureId: 'm',
      sport: 'TENNIS',
      status: 'FINISHED',
      scoreboard: last.scoreboard,
      version: 1,
    };
    expect(tennisFinalResultFromFeed({ result, format: bo5 })).toEqual({
      status: 'COMPLETED',
      bestOf: 5,
      sets: match.sets,
    });
  });

  it('gives the price model its state as the match goes, certain of the winner at the end', () => {
    const serve = { home: 0.63, away: 0.6 };
    const match = simulateTennisMatch({ seed: 'in-play', serve, format: bo3 });
    const end = tennisMatchEndMs(match);
    for (const share of [0, 0.25, 0.5, 0.75]) {
      const outlook = tennisOutlook({ serve, format: bo3, state: tennisStateAt(match, end * share) });
      expect(outlook.endings.reduce((sum, ending) => sum + ending.probability, 0)).toBeCloseTo(1, 10);
    }
    const homeWon = match.sets.filter((games) => games.home > games.away).length === 2;
    const final = tennisMatchWinProbability(
      tennisOutlook({ serve, format: bo3, state: tennisStateAt(match, end) }),
    );
    expect(final).toBe(homeWon ? 1 : 0);
  });

  it('lets the better player win more often, about as the model says', () => {
    const serve = { home: 0.66, away: 0.6 };
    const wins = Array.from({ length: 200 }, (_, index) =>
      simulateTennisMatch({ seed: `odds-${index}`, serve, format: bo3 }),
    ).filter((match) => match.sets.filter((games) => games.home > games.away).length === 2).length;
    expect(wins / 200).toBeGreaterThan(0.68);
    expect(wins / 200).toBeLessThan(0.9);
  });

  it('holds events with draws of a power of two and ratings that make a contest', () => {
    for (const event of SIMULATED_TENNIS_EVENTS) {
      expect(new Set(event.players.map((player) => player.id)).size).toBe(event.players.length);
      const fixtures = tennisDrawFixtures({
        event,
        startDate: '2026-02-16',
        random: seededUniformInt(event.id),
      });
      expect(fixtures).toHaveLength(event.players.length / 2);
      const entrants = fixtures.flatMap((fixture) => [fixture.homeTeamId, fixture.awayTeamId]);
      expect(new Set(entrants).size).toBe(event.players.length);
      for (const player of event.players) expect(player.shortName).toMatch(/^[A-Z]{3}$/);
      const ratings = event.players.map((player) => player.rating);
      const serve = serveProbabilities({
        homeRating: Math.max(...ratings),
        awayRating: Math.min(...ratings),
        parameters: event.parameters,
      });
      expect(serve.home).toBeLessThan(0.8);
      expect(serve.away).toBeGreaterThan(0.4);
    }
    const rio = SIMULATED_TENNIS_EVENTS.find((event) => event.name === 'Rio Open')!;
    const second = tennisRoundFixtures({
      event: rio,
      playerIds: ['carlos-alcaraz', 'joao-fonseca'],
      round: 2,
      date: '2026-02-18',
    });
    expect(second).toEqual([
      expect.objectContaining({
        round: 2,
        homeTeamId: 'carlos-alcaraz',
        awayTeamId: 'joao-fonseca',
        kickoffAt: '2026-02-18T14:00:00.000Z',
      }),
    ]);
    expect(() => tennisRoundFixtures({ event: rio, playerIds: ['a'], round: 2, date: '2026-02-18' })).toThrow(
      SportsbookInputError,
    );
  });
});
