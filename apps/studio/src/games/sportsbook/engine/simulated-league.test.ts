import { describe, expect, it } from 'vitest';
import { seededUniformInt } from '../../../seeded-random.js';
import { DEFAULT_FOOTBALL_MODEL, matrixCells, scoreMatrix, scoreOutlook } from './football-model.js';
import { SportsbookInputError } from './input-error.js';
import { resultOf } from './score.js';
import { SIMULATED_COMPETITIONS, type SimulatedCompetition } from './simulated-competitions.js';
import {
  HALF_TIME_BREAK_MINUTES,
  KICKOFF_TIMES_UTC,
  competitionFixtures,
  doubleRoundRobinRounds,
  eventsAtMinute,
  eventsUntil,
  knockoutRoundFixtures,
  matchClock,
  matchStateAt,
  roundRobinRounds,
  simulateMatch,
  type SimulatedFixture,
} from './simulated-league.js';

const competition = (id: string): SimulatedCompetition => {
  const found = SIMULATED_COMPETITIONS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no ${id}`);
  return found;
};

const teamIds = (count: number) => Array.from({ length: count }, (_, index) => `team-${index}`);
const pairKey = (a: string, b: string) => [a, b].sort().join('|');
const countBy = <T>(items: readonly T[], key: (item: T) => string): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
};

describe('round robin', () => {
  it('meets every pair once in n − 1 rounds, each team once a round, home and away balanced', () => {
    const teams = teamIds(20);
    const rounds = roundRobinRounds(teams);
    expect(rounds).toHaveLength(19);
    for (const round of rounds) {
      expect(round).toHaveLength(10);
      expect(new Set(round.flatMap(({ home, away }) => [home, away])).size).toBe(20);
    }
    const pairings = rounds.flat();
    expect(new Set(pairings.map(({ home, away }) => pairKey(home, away))).size).toBe(190);
    for (const homeMatches of countBy(pairings, (p) => p.home).values()) {
      expect([9, 10]).toContain(homeMatches);
    }
  });

  it('gives a bye each round to an odd number of teams', () => {
    const rounds = roundRobinRounds(teamIds(5));
    expect(rounds).toHaveLength(5);
    expect(rounds.every((round) => round.length === 2)).toBe(true);
    expect(new Set(rounds.flat().map(({ home, away }) => pairKey(home, away))).size).toBe(10);
  });

  it('plays the return round with home and away swapped: 19 home and 19 away matches each', () => {
    const rounds = doubleRoundRobinRounds(teamIds(20));
    expect(rounds).toHaveLength(38);
    const pairings = rounds.flat();
    expect(new Set(pairings.map(({ home, away }) => `${home}>${away}`)).size).toBe(380);
    expect([...countBy(pairings, (p) => p.home).values()].every((count) => count === 19)).toBe(true);
  });

  it('refuses fewer than two teams or a team listed twice', () => {
    expect(() => roundRobinRounds(['a'])).toThrow(SportsbookInputError);
    expect(() => roundRobinRounds(['a', 'b', 'a'])).toThrow(SportsbookInputError);
  });
});

describe('season fixtures', () => {
  const fixturesOf = (id: string, seed = 'season-2026') =>
    competitionFixtures({
      competition: competition(id),
      startDate: '2026-04-04',
      random: seededUniformInt(seed),
    });

  it('schedule a league as 38 weekly rounds from the start date, at Brazilian kick-off times', () => {
    const fixtures = fixturesOf('BRA-A');
    expect(fixtures).toHaveLength(380);
    expect(new Set(fixtures.map((f) => f.id)).size).toBe(380);
    const firstRound = fixtures.filter((f) => f.round === 1);
    expect(new Set(firstRound.map((f) => f.kickoffAt.slice(0, 10)))).toEqual(
      new Set(['2026-04-04', '2026-04-05']),
    );
    // 37 weeks after Saturday 4 April.
    const lastRound = fixtures.filter((f) => f.round === 38);
    expect(new Set(lastRound.map((f) => f.kickoffAt.slice(0, 10)))).toEqual(
      new Set(['2026-12-19', '2026-12-20']),
    );
    const times = new Set(fixtures.map((f) => f.kickoffAt.slice(11, 16)));
    expect([...times].every((time) => (KICKOFF_TIMES_UTC as readonly string[]).includes(time))).toBe(true);
  });

  it('are the same for a seed and differ between seeds', () => {
    expect(fixturesOf('ENG-PL', 'a')).toEqual(fixturesOf('ENG-PL', 'a'));
    expect(fixturesOf('ENG-PL', 'a')).not.toEqual(fixturesOf('ENG-PL', 'b'));
  });

  it('draw the Libertadores into eight groups of four, each a double round robin', () => {
    const fixtures = fixturesOf('CONMEBOL-LIB');
    const byGroup = countBy(fixtures, (f) => f.group ?? '-');
    expect([...byGroup.keys()].sort()).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']);
    expect([...byGroup.values()].every((count) => count === 12)).toBe(true);
    for (const group of byGroup.keys()) {
      const teams = new Set(
        fixtures.filter((f) => f.group === group).flatMap((f) => [f.homeTeamId, f.awayTeamId]),
      );
      expect(teams.size).toBe(4);
    }
    expect(Math.max(...fixtures.map((f) => f.round))).toBe(6);
  });

  it('draw the Copa do Brasil into two-legged ties, the second leg a week later at the other ground', () => {
    const fixtures = fixturesOf('BRA-CUP');
    expect(fixtures).toHaveLength(32);
    const firstLegs = fixtures.filter((f) => f.leg === 1);
    expect(new Set(firstLegs.flatMap((f) => [f.homeTeamId, f.awayTeamId])).size).toBe(32);
    for (const first of firstLegs) {
      const second = fixtures.find(
        (f): f is SimulatedFixture =>
          f.leg === 2 && f.homeTeamId === first.awayTeamId && f.awayTeamId === first.homeTeamId,
      );
      expect(second).toBeDefined();
      expect(Date.parse(second?.kickoffAt ?? '') - Date.parse(first.kickoffAt)).toBe(7 * 86_400_000);
    }
  });

  it('refuse an odd knockout draw and a start that is not a date', () => {
    expect(() =>
      knockoutRoundFixtures({
        competitionId: 'X',
        teamIds: ['a', 'b', 'c'],
        round: 2,
        startDate: '2026-05-01',
        random: seededUniformInt('x'),
      }),
    ).toThrow(SportsbookInputError);
    expect(() =>
      competitionFixtures({
        competition: competition('BRA-A'),
        startDate: '04/04/2026',
        random: seededUniformInt('x'),
      }),
    ).toThrow(SportsbookInputError);
  });
});

describe('match engine', () => {
  const parameters = DEFAULT_FOOTBALL_MODEL;
  const expected = { home: 1.6, away: 1.1 };
  const play = (seed: string) => simulateMatch({ seed, expected, parameters });

  it('plays the same match for the same seed, and different matches for different seeds', () => {
    expect(play('match-1')).toEqual(play('match-1'));
    const finals = new Set(
      Array.from({ length: 30 }, (_, index) => JSON.stringify(play(`match-${index}`).events)),
    );
    expect(finals.size).toBe(30);
  });

  it('tells a consistent story: whistles in place, goals adding up to the score, events in clock order', () => {
    for (let index = 0; index < 20; index += 1) {
      const match = play(`story-${index}`);
      const clocks = match.events.map((e) => e.clockMs);
      expect(clocks).toEqual([...clocks].sort((a, b) => a - b));
      const whistles = match.events.filter((e) => e.event.kind === 'PERIOD_CHANGE');
      expect(whistles.map((e) => [e.clockMs, e.phase.status])).toEqual([
        [0, 'IN_PERIOD'],
        [45 * 60_000, 'BREAK'],
        [(45 + HALF_TIME_BREAK_MINUTES) * 60_000, 'IN_PERIOD'],
        [(90 + HALF_TIME_BREAK_MINUTES) * 60_000, 'ENDED'],
      ]);
      const goals = match.events.filter((e) => e.event.kind === 'GOAL');
      expect(goals).toHaveLength(match.fullTimeScore.home + match.fullTimeScore.away);
      const last = match.events.at(-1);
      expect(last?.scoreboard.home).toBe(match.fullTimeScore.home);
      expect(last?.scoreboard.periods[0]).toEqual({ period: 'FIRST_HALF', ...match.halfTimeScore });
      const minutes = match.events.flatMap(({ event }) =>
        'minute' in event && event.minute !== null ? [event.minute] : [],
      );
      expect(minutes.every((minute) => minute >= 0 && minute <= 90)).toBe(true);
    }
  });

  it('answers for one minute exactly the events of that minute', () => {
    const match = play('minutes');
    const byMinute = Array.from({ length: 91 }, (_, minute) =>
      eventsAtMinute({ seed: 'minutes', expected, parameters, minute }),
    );
    expect(byMinute.flat()).toHaveLength(match.events.length);
    expect(byMinute[0]?.[0]?.event).toEqual({
      kind: 'PERIOD_CHANGE',
      phase: { status: 'IN_PERIOD', period: 'FIRST_HALF' },
      minute: 0,
    });
  });

  it('scores as the model expects over many matches: mean goals, home wins, goals before the break', () => {
    const matches = 3_000;
    const model = scoreMatrix({ expected, parameters });
    const modelMean = { home: 0, away: 0 };
    let modelHomeWin = 0;
    for (const { score, probability } of matrixCells(model)) {
      modelMean.home += score.home * probability;
      modelMean.away += score.away * probability;
      if (resultOf(score) === '1') modelHomeWin += probability;
    }
    let home = 0;
    let away = 0;
    let firstHalf = 0;
    let homeWins = 0;
    let yellowCards = 0;
    for (let index = 0; index < matches; index += 1) {
      const match = play(`mean-${index}`);
      home += match.fullTimeScore.home;
      away += match.fullTimeScore.away;
      firstHalf += match.halfTimeScore.home + match.halfTimeScore.away;
      if (resultOf(match.fullTimeScore) === '1') homeWins += 1;
      yellowCards += match.events.filter(
        (e) => e.event.kind === 'CARD' && e.event.colour === 'YELLOW',
      ).length;
    }
    // Standard errors: ≈ 0.023 home, 0.019 away, 0.009 in the home-win share.
    expect(Math.abs(home / matches - modelMean.home)).toBeLessThan(0.1);
    expect(Math.abs(away / matches - modelMean.away)).toBeLessThan(0.08);
    expect(Math.abs(homeWins / matches - modelHomeWin)).toBeLessThan(0.04);
    expect(firstHalf / (home + away)).toBeGreaterThan(0.46);
    expect(firstHalf / (home + away)).toBeLessThan(0.54);
    expect(yellowCards / matches / 2).toBeGreaterThan(2);
    expect(yellowCards / matches / 2).toBeLessThan(2.4);
  });
});

describe('match clock', () => {
  it('runs at the speed factor, stops for the break, and ends after 90 minutes', () => {
    expect(matchClock({ elapsedMs: -1, speedFactor: 1 })).toMatchObject({
      phase: { status: 'NOT_STARTED' },
      minutesPlayed: 0,
    });
    expect(matchClock({ elapsedMs: 30 * 60_000, speedFactor: 1 })).toMatchObject({
      phase: { status: 'IN_PERIOD', period: 'FIRST_HALF' },
      minutesPlayed: 30,
    });
    // At 6×, 10 real minutes are 60 match-clock minutes: 45 played, 15 of break.
    expect(matchClock({ elapsedMs: 9 * 60_000, speedFactor: 6 })).toMatchObject({
      phase: { status: 'BREAK' },
      minutesPlayed: 45,
    });
    expect(matchClock({ elapsedMs: 15 * 60_000, speedFactor: 6 })).toMatchObject({
      phase: { status: 'IN_PERIOD', period: 'SECOND_HALF' },
      minutesPlayed: 75,
    });
    expect(matchClock({ elapsedMs: 17.5 * 60_000, speedFactor: 6 })).toMatchObject({
      phase: { status: 'ENDED' },
      minutesPlayed: 90,
    });
    expect(() => matchClock({ elapsedMs: 0, speedFactor: 0 })).toThrow(SportsbookInputError);
  });

  it('gives the price model the match as it stands: certain of the result at full time', () => {
    const parameters = DEFAULT_FOOTBALL_MODEL;
    const expected = { home: 1.3, away: 1.3 };
    const match = simulateMatch({ seed: 'clocked', expected, parameters });
    const midway = matchClock({ elapsedMs: 70 * 60_000, speedFactor: 1 });
    const state = matchStateAt(match, midway);
    const goalsSoFar = eventsUntil(match, midway.clockMs).filter((e) => e.event.kind === 'GOAL').length;
    expect(state.score.home + state.score.away).toBe(goalsSoFar);
    expect(state.halfTimeScore).toEqual(match.halfTimeScore);
    expect(
      matchStateAt(match, matchClock({ elapsedMs: 10 * 60_000, speedFactor: 1 })).halfTimeScore,
    ).toBeNull();

    const end = matchStateAt(match, matchClock({ elapsedMs: 200 * 60_000, speedFactor: 1 }));
    expect(end.score).toEqual(match.fullTimeScore);
    const outlook = scoreOutlook({ expected, state: end, parameters });
    expect(outlook.fullTime.probabilities[match.fullTimeScore.home]?.[match.fullTimeScore.away]).toBeCloseTo(
      1,
      12,
    );
  });
});
