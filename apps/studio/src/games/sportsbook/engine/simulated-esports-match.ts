import { seededUniformInt, shuffleInPlace, type UniformInt } from '../../../seeded-random.js';
import {
  isSeriesOver,
  mapScore,
  type EsportsMatchState,
  type MapResult,
  type MapsFormat,
} from './esports-model.js';
import { isMapOver, roundRulesFor, roundWinProbabilityFor } from './esports-rounds.js';
import type {
  EsportsTitle,
  LiveEvent,
  MatchPhase,
  PeriodKey,
  PeriodScore,
  Scoreboard,
  Side,
} from './feed.js';
import { SportsbookInputError } from './input-error.js';
import type { Score } from './score.js';
import type { SimulatedEsportsCompetition } from './simulated-esports-competitions.js';
import {
  roundRobinRounds,
  uniformFloat,
  type SimulatedEvent,
  type SimulatedFixture,
} from './simulated-league.js';

/**
 * The simulated feed's e-sports match engine: plays a series map by map (and round by round in
 * CS2 and Valorant) from a seed, producing the feed's own events (feed.ts) on a series clock.
 * Pure and seeded, as the football engine (simulated-league.ts): the same seed gives the same
 * series everywhere, so the seed is the result and must stay secret until the series ends.
 *
 * Maps and rounds are drawn from the pricing model itself: each map won with the map chance, each
 * round with the round chance solved from it (esports-rounds.ts). The book therefore prices its
 * own simulation exactly, as it does football's.
 */

/** 13:00, 16:00 and 19:00 in Brasília (UTC−3): three series a day on a circuit's stream. */
export const ESPORTS_START_TIMES_UTC = ['16:00', '19:00', '22:00'] as const;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const SECOND_MS = 1_000;

/**
 * A circuit's fixtures: a single round robin, the teams ordered by the random function (each seed
 * gives another calendar), three series a day from `startDate` (YYYY-MM-DD), each round starting
 * on the day after the previous one ends. Fixture ids are stable: competition, round and teams.
 */
export const esportsCompetitionFixtures = (input: {
  competition: SimulatedEsportsCompetition;
  startDate: string;
  random: UniformInt;
}): SimulatedFixture[] => {
  const { competition } = input;
  const start = Date.parse(`${input.startDate}T00:00:00.000Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.startDate) || Number.isNaN(start)) {
    throw new SportsbookInputError('START_DATE_INVALID', input.startDate);
  }
  const teamIds = shuffleInPlace(
    input.random,
    competition.teams.map((team) => team.id),
  );
  const perDay = ESPORTS_START_TIMES_UTC.length;
  let day = 0;
  return roundRobinRounds(teamIds).flatMap((pairings, roundIndex) => {
    const fixtures = pairings.map((pairing, index): SimulatedFixture => {
      const time = ESPORTS_START_TIMES_UTC[index % perDay] ?? '16:00';
      const [hours = 0, minutes = 0] = time.split(':').map(Number);
      const startsAt =
        start + (day + Math.floor(index / perDay)) * DAY_MS + (hours * 60 + minutes) * MINUTE_MS;
      return {
        id: `${competition.id}:${roundIndex + 1}:${pairing.home}:${pairing.away}`,
        competitionId: competition.id,
        round: roundIndex + 1,
        group: null,
        leg: null,
        homeTeamId: pairing.home,
        awayTeamId: pairing.away,
        kickoffAt: new Date(startsAt).toISOString(),
      };
    });
    day += Math.ceil(pairings.length / perDay);
    return fixtures;
  });
};

/** How long play takes on the series clock; durations are drawn uniformly in these ranges. */
export const ESPORTS_TIMING = {
  /** A CS2 or Valorant round, buy phase included. */
  roundSeconds: { min: 80, max: 140 },
  /** A League of Legends game. */
  lolMapMinutes: { min: 25, max: 40 },
  /** A Dota 2 game. */
  dotaMapMinutes: { min: 30, max: 50 },
  /** Between two maps of a series. */
  breakMinutes: 10,
} as const;

export type SimulatedSeries = {
  title: EsportsTitle;
  format: MapsFormat;
  /** Every map played, in order: the series' result. */
  maps: MapResult[];
  /** In clock order; the last is the series' end. */
  events: SimulatedEvent[];
};

const between = (random: UniformInt, range: { min: number; max: number }): number =>
  range.min + random(range.max - range.min + 1);

const mapPeriod = (map: number): PeriodKey => `MAP_${map}`;

/** The board: maps won, and each map's rounds (or 1-0 / 0-1 for a map without rounds, 0-0 while played). */
const scoreboardOf = (maps: readonly MapResult[], current: PeriodScore | null): Scoreboard => {
  const periods: PeriodScore[] = maps.map((map, index) => {
    const rounds = map.rounds ?? (map.winner === 'HOME' ? { home: 1, away: 0 } : { home: 0, away: 1 });
    return { period: mapPeriod(index + 1), home: rounds.home, away: rounds.away };
  });
  if (current) periods.push(current);
  return { ...mapScore(maps.map((map) => map.winner)), periods };
};

/**
 * Plays a series from its seed. `homeMap` is the first-named team's map chance
 * (esports-model.ts, mapWinProbability).
 */
export const simulateEsportsSeries = (input: {
  seed: string;
  homeMap: number;
  title: EsportsTitle;
  format: MapsFormat;
}): SimulatedSeries => {
  const { title, format, homeMap } = input;
  if (!(homeMap > 0 && homeMap < 1)) throw new SportsbookInputError('MAP_PROBABILITY_INVALID', `${homeMap}`);
  const rules = roundRulesFor(title, format);
  const homeRound = rules ? roundWinProbabilityFor(homeMap, rules) : null;
  const random = seededUniformInt(input.seed);
  const maps: MapResult[] = [];
  const events: SimulatedEvent[] = [];
  let clockMs = 0;
  const push = (event: LiveEvent, phase: MatchPhase, current: PeriodScore | null) =>
    events.push({ clockMs, event, phase, scoreboard: scoreboardOf(maps, current) });

  while (
    !isSeriesOver(
      maps.map((map) => map.winner),
      format.bestOf,
    )
  ) {
    const map = maps.length + 1;
    const period = mapPeriod(map);
    const inPeriod: MatchPhase = { status: 'IN_PERIOD', period };
    push({ kind: 'PERIOD_CHANGE', phase: inPeriod, minute: null }, inPeriod, { period, home: 0, away: 0 });
    let winner: Side;
    if (rules && homeRound !== null) {
      let rounds: Score = { home: 0, away: 0 };
      for (;;) {
        clockMs += between(random, ESPORTS_TIMING.roundSeconds) * SECOND_MS;
        const side: Side = uniformFloat(random) < homeRound ? 'HOME' : 'AWAY';
        rounds =
          side === 'HOME' ? { ...rounds, home: rounds.home + 1 } : { ...rounds, away: rounds.away + 1 };
        if (isMapOver(rounds, rules)) {
          winner = side;
          maps.push({ winner, rounds });
          push({ kind: 'SCORE_CHANGE', side, minute: null }, inPeriod, null);
          break;
        }
        push({ kind: 'SCORE_CHANGE', side, minute: null }, inPeriod, { period, ...rounds });
      }
    } else {
      const minutes = title === 'DOTA_2' ? ESPORTS_TIMING.dotaMapMinutes : ESPORTS_TIMING.lolMapMinutes;
      clockMs += between(random, minutes) * MINUTE_MS;
      winner = uniformFloat(random) < homeMap ? 'HOME' : 'AWAY';
      maps.push({ winner, rounds: null });
      push({ kind: 'SCORE_CHANGE', side: winner, minute: null }, inPeriod, null);
    }
    const over = isSeriesOver(
      maps.map((played) => played.winner),
      format.bestOf,
    );
    const after: MatchPhase = over ? { status: 'ENDED' } : { status: 'BREAK', after: period };
    push({ kind: 'PERIOD_CHANGE', phase: after, minute: null }, after, null);
    if (!over) clockMs += ESPORTS_TIMING.breakMinutes * MINUTE_MS;
  }
  return { title, format, maps, events };
};

/** The series clock at which it ended. */
export const seriesEndMs = (series: SimulatedSeries): number => series.events.at(-1)?.clockMs ?? 0;

/**
 * The price model's view of a simulated series at a point of its clock: the maps completed, and
 * the round score of the map in play (esports-model.ts, esportsOutlook).
 */
export const esportsStateAt = (series: SimulatedSeries, clockMs: number): EsportsMatchState => {
  const happened = series.events.filter((event) => event.clockMs <= clockMs);
  const last = happened.at(-1);
  if (!last) return { maps: [], currentRounds: null };
  const mapsDone = last.scoreboard.home + last.scoreboard.away;
  const maps = series.maps.slice(0, mapsDone);
  const current = last.scoreboard.periods[mapsDone];
  const inPlay = current && roundRulesFor(series.title, series.format) !== null;
  return { maps, currentRounds: inPlay ? { home: current.home, away: current.away } : null };
};
