import { seededUniformInt, shuffleInPlace, type UniformInt } from '../../../seeded-random.js';
import { footballScoreboard, type LiveEvent, type MatchPhase, type Scoreboard, type Side } from './feed.js';
import {
  HALF_MINUTES,
  MATCH_MINUTES,
  matrixCells,
  scoreMatrix,
  type ExpectedGoals,
  type FootballModelParameters,
  type MatchState,
} from './football-model.js';
import { SportsbookInputError } from './input-error.js';
import type { Score } from './score.js';
import type { SimulatedCompetition } from './simulated-competitions.js';

/**
 * The simulated feed's two halves: a season's fixtures for each competition, and a match engine
 * that plays a match minute by minute. Both are pure and seeded (no Math.random, no clock): the
 * same seed gives the same season and the same match on every machine, and the caller decides
 * when each minute is shown.
 */

export type Pairing = { home: string; away: string };

/**
 * One round robin by the circle method: the first team stays put while the others rotate one
 * place per round, so every team meets every other once in n − 1 rounds (an odd count gets a
 * bye). Home and away alternate so no team plays more than one extra home match.
 */
export const roundRobinRounds = (teamIds: readonly string[]): Pairing[][] => {
  if (teamIds.length < 2 || new Set(teamIds).size !== teamIds.length) {
    throw new SportsbookInputError('TEAMS_INVALID', teamIds.join(','));
  }
  const slots: Array<string | null> = teamIds.length % 2 === 0 ? [...teamIds] : [...teamIds, null];
  const rounds: Pairing[][] = [];
  for (let round = 0; round < slots.length - 1; round += 1) {
    const pairings: Pairing[] = [];
    for (let index = 0; index < slots.length / 2; index += 1) {
      const first = slots[index];
      const second = slots[slots.length - 1 - index];
      if (!first || !second) continue;
      const firstAtHome = index === 0 ? round % 2 === 0 : index % 2 === 1;
      pairings.push(firstAtHome ? { home: first, away: second } : { home: second, away: first });
    }
    rounds.push(pairings);
    slots.splice(1, 0, slots.pop() ?? null);
  }
  return rounds;
};

/** Two round robins, the second with home and away swapped. */
export const doubleRoundRobinRounds = (teamIds: readonly string[]): Pairing[][] => {
  const first = roundRobinRounds(teamIds);
  return [
    ...first,
    ...first.map((pairings) => pairings.map(({ home, away }) => ({ home: away, away: home }))),
  ];
};

export type SimulatedFixture = {
  /** Stable: the same competition, round and teams give the same id in every run. */
  id: string;
  competitionId: string;
  round: number;
  /** "A"–"H" in a group stage. */
  group: string | null;
  /** 1 or 2 in a two-legged tie. */
  leg: 1 | 2 | null;
  homeTeamId: string;
  awayTeamId: string;
  /** ISO 8601, UTC. */
  kickoffAt: string;
};

/** 16:00, 18:30 and 20:30 in Brasília (UTC−3), when Brazilian football is played. */
export const KICKOFF_TIMES_UTC = ['19:00', '21:30', '23:30'] as const;
const DAYS_BETWEEN_ROUNDS = 7;
const DAY_MS = 86_400_000;

const startOf = (startDate: string): number => {
  const start = Date.parse(`${startDate}T00:00:00.000Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(startDate) || Number.isNaN(start)) {
    throw new SportsbookInputError('START_DATE_INVALID', startDate);
  }
  return start;
};

/**
 * A round's matches spread over two days (the weekend from a Saturday start, Wednesday and
 * Thursday from a Wednesday) and the three kick-off times.
 */
const kickoffAt = (input: { start: number; round: number; indexInRound: number }): string => {
  const day = (input.round - 1) * DAYS_BETWEEN_ROUNDS + (input.indexInRound % 2);
  const time = KICKOFF_TIMES_UTC[Math.floor(input.indexInRound / 2) % KICKOFF_TIMES_UTC.length] ?? '19:00';
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(input.start + day * DAY_MS + (hours * 60 + minutes) * 60_000).toISOString();
};

const fixture = (input: {
  competitionId: string;
  round: number;
  group: string | null;
  leg: 1 | 2 | null;
  pairing: Pairing;
  kickoffAt: string;
}): SimulatedFixture => ({
  id: `${input.competitionId}:${input.round}:${input.pairing.home}:${input.pairing.away}`,
  competitionId: input.competitionId,
  round: input.round,
  group: input.group,
  leg: input.leg,
  homeTeamId: input.pairing.home,
  awayTeamId: input.pairing.away,
  kickoffAt: input.kickoffAt,
});

/**
 * A knockout round of two-legged ties, drawn at random: the first leg on `startDate`'s round, the
 * second a week later at the other ground. Called again with the winners for the next round.
 */
export const knockoutRoundFixtures = (input: {
  competitionId: string;
  teamIds: readonly string[];
  round: number;
  startDate: string;
  random: UniformInt;
}): SimulatedFixture[] => {
  const { competitionId, round } = input;
  if (
    input.teamIds.length < 2 ||
    input.teamIds.length % 2 !== 0 ||
    new Set(input.teamIds).size !== input.teamIds.length
  ) {
    throw new SportsbookInputError('TEAMS_INVALID', input.teamIds.join(','));
  }
  const start = startOf(input.startDate);
  const drawn = shuffleInPlace(input.random, [...input.teamIds]);
  const ties = Array.from({ length: drawn.length / 2 }, (_, index): Pairing => ({
    home: drawn[2 * index] as string,
    away: drawn[2 * index + 1] as string,
  }));
  return ties.flatMap((tie, indexInRound) => [
    fixture({
      competitionId,
      round,
      group: null,
      leg: 1,
      pairing: tie,
      kickoffAt: kickoffAt({ start, round: 1, indexInRound }),
    }),
    fixture({
      competitionId,
      round,
      group: null,
      leg: 2,
      pairing: { home: tie.away, away: tie.home },
      kickoffAt: kickoffAt({ start, round: 2, indexInRound }),
    }),
  ]);
};

/**
 * A season's fixtures (for a knockout, its first round), one round a week from `startDate`
 * (YYYY-MM-DD). The random function orders the teams, so each seed gives a different calendar.
 */
export const competitionFixtures = (input: {
  competition: SimulatedCompetition;
  startDate: string;
  random: UniformInt;
}): SimulatedFixture[] => {
  const { competition, random } = input;
  const start = startOf(input.startDate);
  const teamIds = shuffleInPlace(
    random,
    competition.teams.map((team) => team.id),
  );
  const scheduleRounds = (
    rounds: Pairing[][],
    group: string | null,
    indexOffset: number,
  ): SimulatedFixture[] =>
    rounds.flatMap((pairings, roundIndex) =>
      pairings.map((pairing, index) =>
        fixture({
          competitionId: competition.id,
          round: roundIndex + 1,
          group,
          leg: null,
          pairing,
          kickoffAt: kickoffAt({ start, round: roundIndex + 1, indexInRound: indexOffset + index }),
        }),
      ),
    );
  const { format } = competition;
  switch (format.kind) {
    case 'LEAGUE':
      return scheduleRounds(doubleRoundRobinRounds(teamIds), null, 0);
    case 'GROUPS': {
      if (teamIds.length % format.groupSize !== 0) {
        throw new SportsbookInputError(
          'GROUPS_UNEVEN',
          `${teamIds.length} teams in groups of ${format.groupSize}`,
        );
      }
      const groups = Array.from({ length: teamIds.length / format.groupSize }, (_, index) =>
        teamIds.slice(index * format.groupSize, (index + 1) * format.groupSize),
      );
      const matchesPerGroupRound = Math.floor(format.groupSize / 2);
      return groups.flatMap((group, index) =>
        scheduleRounds(
          doubleRoundRobinRounds(group),
          String.fromCharCode(65 + index),
          index * matchesPerGroupRound,
        ),
      );
    }
    case 'KNOCKOUT':
      return knockoutRoundFixtures({
        competitionId: competition.id,
        teamIds,
        round: 1,
        startDate: input.startDate,
        random,
      });
    default: {
      const unknown: never = format;
      throw new SportsbookInputError('FORMAT_UNKNOWN', JSON.stringify(unknown));
    }
  }
};

/** Minutes of the half-time break on the match clock. */
export const HALF_TIME_BREAK_MINUTES = 15;
const MINUTE_MS = 60_000;
const FIRST_HALF_END_MS = HALF_MINUTES * MINUTE_MS;
const SECOND_HALF_START_MS = (HALF_MINUTES + HALF_TIME_BREAK_MINUTES) * MINUTE_MS;
const FULL_TIME_MS = (MATCH_MINUTES + HALF_TIME_BREAK_MINUTES) * MINUTE_MS;

/**
 * Per team and match. Cards and corners have no markets yet, so they are drawn independently of
 * the score; a card or corner market would need them drawn from the model it is priced with, as
 * goals are.
 */
export const SIMULATION_RATES = {
  yellowCardsPerTeam: 2.2,
  redCardsPerTeam: 0.1,
  /** Corners grow with attacking strength: base + per expected goal. */
  cornersBase: 3,
  cornersPerExpectedGoal: 1.5,
} as const;

/** Where an event sits on the match clock, the break included, and the board after it. */
export type SimulatedEvent = { clockMs: number; event: LiveEvent; phase: MatchPhase; scoreboard: Scoreboard };

export type SimulatedMatch = { halfTimeScore: Score; fullTimeScore: Score; events: SimulatedEvent[] };

/** A uniform float in [0, 1) from 32 random bits; the e-sports match engine draws with it too. */
export const uniformFloat = (random: UniformInt): number => random(0x1_0000_0000) / 0x1_0000_0000;

const drawPoisson = (random: UniformInt, mean: number): number => {
  const u = uniformFloat(random);
  let count = 0;
  let probability = Math.exp(-mean);
  let cumulative = probability;
  while (u >= cumulative && probability > 0) {
    count += 1;
    probability = (probability * mean) / count;
    cumulative += probability;
  }
  return count;
};

const drawFinalScore = (
  random: UniformInt,
  expected: ExpectedGoals,
  parameters: FootballModelParameters,
): Score => {
  const u = uniformFloat(random);
  let cumulative = 0;
  let last: Score = { home: 0, away: 0 };
  for (const { score, probability } of matrixCells(scoreMatrix({ expected, parameters }))) {
    if (probability === 0) continue;
    cumulative += probability;
    last = score;
    if (u < cumulative) return score;
  }
  return last;
};

/** Seconds of play (0–5399) to the match clock, which stops for the break. */
const clockMsOfSecond = (second: number): number =>
  second < HALF_MINUTES * 60 ? second * 1000 : second * 1000 + HALF_TIME_BREAK_MINUTES * MINUTE_MS;

const minuteOfSecond = (second: number): number => Math.floor(second / 60) + 1;

const addGoal = (score: Score, side: Side): Score =>
  side === 'HOME' ? { ...score, home: score.home + 1 } : { ...score, away: score.away + 1 };

/**
 * Plays a match from its seed: the seed is the match, so it must stay secret until full time (a
 * published seed would publish the result). Goals come from the pricing model itself: the final
 * score is drawn from the Dixon–Coles matrix and each goal placed at a uniformly random second,
 * which is how the model's in-play prices assume goals arrive (football-model.ts, scoreOutlook).
 * The book therefore prices its own simulation exactly, and no bet has an edge over it beyond
 * what the margin gives back. Cards and corners are drawn minute by minute.
 */
export const simulateMatch = (input: {
  seed: string;
  expected: ExpectedGoals;
  parameters: FootballModelParameters;
}): SimulatedMatch => {
  const random = seededUniformInt(input.seed);
  const fullTimeScore = drawFinalScore(random, input.expected, input.parameters);
  const timed: Array<{ clockMs: number; event: LiveEvent }> = [
    {
      clockMs: 0,
      event: { kind: 'PERIOD_CHANGE', phase: { status: 'IN_PERIOD', period: 'FIRST_HALF' }, minute: 0 },
    },
    {
      clockMs: FIRST_HALF_END_MS,
      event: { kind: 'PERIOD_CHANGE', phase: { status: 'BREAK', after: 'FIRST_HALF' }, minute: HALF_MINUTES },
    },
    {
      clockMs: SECOND_HALF_START_MS,
      event: {
        kind: 'PERIOD_CHANGE',
        phase: { status: 'IN_PERIOD', period: 'SECOND_HALF' },
        minute: HALF_MINUTES,
      },
    },
    {
      clockMs: FULL_TIME_MS,
      event: { kind: 'PERIOD_CHANGE', phase: { status: 'ENDED' }, minute: MATCH_MINUTES },
    },
  ];
  const sides: ReadonlyArray<readonly [Side, number]> = [
    ['HOME', input.expected.home],
    ['AWAY', input.expected.away],
  ];
  for (const [side, goals] of [
    ['HOME', fullTimeScore.home],
    ['AWAY', fullTimeScore.away],
  ] as const) {
    for (let goal = 0; goal < goals; goal += 1) {
      const second = random(MATCH_MINUTES * 60);
      timed.push({
        clockMs: clockMsOfSecond(second),
        event: { kind: 'GOAL', side, minute: minuteOfSecond(second) },
      });
    }
  }
  const perMinute = (perMatch: number): number => perMatch / MATCH_MINUTES;
  for (let minute = 1; minute <= MATCH_MINUTES; minute += 1) {
    for (const [side, expectedGoals] of sides) {
      const corners = SIMULATION_RATES.cornersBase + SIMULATION_RATES.cornersPerExpectedGoal * expectedGoals;
      const draws: ReadonlyArray<readonly [LiveEvent, number]> = [
        [{ kind: 'CARD', side, minute, colour: 'YELLOW' }, perMinute(SIMULATION_RATES.yellowCardsPerTeam)],
        [{ kind: 'CARD', side, minute, colour: 'RED' }, perMinute(SIMULATION_RATES.redCardsPerTeam)],
        [{ kind: 'CORNER', side, minute }, perMinute(corners)],
      ];
      for (const [event, mean] of draws) {
        for (let count = drawPoisson(random, mean); count > 0; count -= 1) {
          timed.push({ clockMs: clockMsOfSecond((minute - 1) * 60 + random(60)), event });
        }
      }
    }
  }
  // Stable sort: at the same instant a period change (pushed first) comes before play.
  timed.sort((a, b) => a.clockMs - b.clockMs);
  const halfTimeScore = timed.reduce(
    (half, { clockMs, event }) =>
      event.kind === 'GOAL' && clockMs < FIRST_HALF_END_MS ? addGoal(half, event.side) : half,
    { home: 0, away: 0 },
  );

  const events: SimulatedEvent[] = [];
  let score: Score = { home: 0, away: 0 };
  let phase: MatchPhase = { status: 'NOT_STARTED' };
  for (const { clockMs, event } of timed) {
    if (event.kind === 'GOAL') score = addGoal(score, event.side);
    if (event.kind === 'PERIOD_CHANGE') phase = event.phase;
    const scoreboard = footballScoreboard({
      score,
      halfTimeScore: clockMs >= FIRST_HALF_END_MS ? halfTimeScore : null,
    });
    events.push({ clockMs, event, phase, scoreboard });
  }
  return { halfTimeScore, fullTimeScore, events };
};

/** The events shown as happening in one minute (0 is the kick-off, 45 and 90 hold the whistles). */
export const eventsAtMinute = (input: {
  seed: string;
  expected: ExpectedGoals;
  parameters: FootballModelParameters;
  minute: number;
}): SimulatedEvent[] =>
  simulateMatch(input).events.filter(({ event }) => 'minute' in event && event.minute === input.minute);

/** The events that have happened by this point of the match clock. */
export const eventsUntil = (match: SimulatedMatch, clockMs: number): SimulatedEvent[] =>
  match.events.filter((event) => event.clockMs <= clockMs);

export type MatchClock = { clockMs: number; phase: MatchPhase; minutesPlayed: number };

/**
 * Where a simulated match is after `elapsedMs` of real time since kick-off, at `speedFactor`
 * match minutes per real minute (1 is real time; 6 plays the 105 minutes, break included, in 17.5).
 * `minutesPlayed` is what the price model takes as its minute.
 */
export const matchClock = (input: { elapsedMs: number; speedFactor: number }): MatchClock => {
  if (!(input.speedFactor > 0) || !Number.isFinite(input.speedFactor) || !Number.isFinite(input.elapsedMs)) {
    throw new SportsbookInputError('CLOCK_INVALID', `${input.elapsedMs} ms × ${input.speedFactor}`);
  }
  const clockMs = input.elapsedMs * input.speedFactor;
  if (clockMs < 0) return { clockMs, phase: { status: 'NOT_STARTED' }, minutesPlayed: 0 };
  if (clockMs < FIRST_HALF_END_MS) {
    return {
      clockMs,
      phase: { status: 'IN_PERIOD', period: 'FIRST_HALF' },
      minutesPlayed: clockMs / MINUTE_MS,
    };
  }
  if (clockMs < SECOND_HALF_START_MS) {
    return { clockMs, phase: { status: 'BREAK', after: 'FIRST_HALF' }, minutesPlayed: HALF_MINUTES };
  }
  if (clockMs < FULL_TIME_MS) {
    const minutesPlayed = HALF_MINUTES + (clockMs - SECOND_HALF_START_MS) / MINUTE_MS;
    return { clockMs, phase: { status: 'IN_PERIOD', period: 'SECOND_HALF' }, minutesPlayed };
  }
  return { clockMs, phase: { status: 'ENDED' }, minutesPlayed: MATCH_MINUTES };
};

/** The price model's view of a simulated match at a point of its clock. */
export const matchStateAt = (match: SimulatedMatch, clock: MatchClock): MatchState => {
  const happened = eventsUntil(match, clock.clockMs);
  const last = happened.at(-1);
  const score: Score = last
    ? { home: last.scoreboard.home, away: last.scoreboard.away }
    : { home: 0, away: 0 };
  const halfTimeScore = clock.clockMs >= FIRST_HALF_END_MS ? match.halfTimeScore : null;
  return { minute: clock.minutesPlayed, score, halfTimeScore };
};
