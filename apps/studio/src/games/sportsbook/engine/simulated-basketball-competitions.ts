import { shuffleInPlace, type UniformInt } from '../../../seeded-random.js';
import type { BasketballModelParameters, BasketballTeamStrength } from './basketball-model.js';
import { SportsbookInputError } from './input-error.js';
import { doubleRoundRobinRounds, roundRobinRounds, type SimulatedFixture } from './simulated-league.js';

/**
 * The simulated feed's basketball leagues: real clubs with invented strengths (points a game above
 * the league's average scored and kept out), a rough picture of recent seasons, not a forecast.
 */
export type SimulatedBasketballTeam = {
  id: string;
  name: string;
  shortName: string;
  strength: BasketballTeamStrength;
};

export type SimulatedBasketballCompetition = {
  id: string;
  name: string;
  country: string | null;
  season: string;
  /** SINGLE: each pair meets once; DOUBLE: twice, home and away. */
  roundRobin: 'SINGLE' | 'DOUBLE';
  /** Tip-off times, UTC, filled in order within a round's day. */
  tipOffTimesUtc: readonly string[];
  /** Days from one round to the next. */
  daysBetweenRounds: number;
  parameters: BasketballModelParameters;
  teams: readonly SimulatedBasketballTeam[];
};

type TeamRow = readonly [id: string, name: string, shortName: string, offence: number, defence: number];

const teams = (rows: readonly TeamRow[]): SimulatedBasketballTeam[] =>
  rows.map(([id, name, shortName, offence, defence]) => ({
    id,
    name,
    shortName,
    strength: { offence, defence },
  }));

/** FIBA rules: 4 × 10 minutes; NBB games average about 160 points. */
export const NBB_PARAMETERS: BasketballModelParameters = {
  regulationMinutes: 40,
  overtimeMinutes: 5,
  averageTotal: 160,
  homeAdvantage: 3.5,
  marginSd: 12,
  totalSd: 15,
};

/** 4 × 12 minutes; NBA games average about 228 points. */
export const NBA_PARAMETERS: BasketballModelParameters = {
  regulationMinutes: 48,
  overtimeMinutes: 5,
  averageTotal: 228,
  homeAdvantage: 2.5,
  marginSd: 13,
  totalSd: 19,
};

const NBB_TEAMS = teams([
  ['sesi-franca', 'Sesi Franca', 'FRA', 6, 5],
  ['flamengo-basquete', 'Flamengo', 'FLA', 5, 4],
  ['minas', 'Minas', 'MIN', 3, 3],
  ['sao-paulo-basquete', 'São Paulo', 'SAO', 3, 2],
  ['pinheiros', 'Pinheiros', 'PIN', 1, 1],
  ['bauru', 'Bauru Basket', 'BAU', 1, 0],
  ['corinthians-basquete', 'Corinthians', 'COR', 0, 1],
  ['paulistano', 'Paulistano', 'PAU', 0, 0],
  ['brasilia', 'Brasília Basquete', 'BSB', -1, 0],
  ['unifacisa', 'Unifacisa', 'UNI', -1, -1],
  ['mogi', 'Mogi Basquete', 'MOG', -2, -1],
  ['caxias-do-sul', 'Caxias do Sul Basquete', 'CAX', -2, -2],
  ['pato-basquete', 'Pato Basquete', 'PAT', -3, -2],
  ['basquete-cearense', 'Fortaleza Basquete Cearense', 'CEA', -3, -3],
  ['vasco-basquete', 'Vasco da Gama', 'VAS', -3, -4],
  ['uniao-corinthians', 'União Corinthians', 'UCS', -4, -4],
]);

const NBA_TEAMS = teams([
  ['oklahoma-city-thunder', 'Oklahoma City Thunder', 'OKC', 5, 8],
  ['cleveland-cavaliers', 'Cleveland Cavaliers', 'CLE', 6, 4],
  ['boston-celtics', 'Boston Celtics', 'BOS', 5, 4],
  ['houston-rockets', 'Houston Rockets', 'HOU', 2, 4],
  ['new-york-knicks', 'New York Knicks', 'NYK', 4, 2],
  ['denver-nuggets', 'Denver Nuggets', 'DEN', 5, 0],
  ['los-angeles-lakers', 'Los Angeles Lakers', 'LAL', 2, 1],
  ['minnesota-timberwolves', 'Minnesota Timberwolves', 'MIN', 1, 3],
  ['golden-state-warriors', 'Golden State Warriors', 'GSW', 1, 2],
  ['indiana-pacers', 'Indiana Pacers', 'IND', 3, 0],
  ['los-angeles-clippers', 'LA Clippers', 'LAC', 1, 2],
  ['orlando-magic', 'Orlando Magic', 'ORL', -2, 4],
  ['milwaukee-bucks', 'Milwaukee Bucks', 'MIL', 2, 0],
  ['detroit-pistons', 'Detroit Pistons', 'DET', 1, 1],
  ['memphis-grizzlies', 'Memphis Grizzlies', 'MEM', 2, -1],
  ['atlanta-hawks', 'Atlanta Hawks', 'ATL', 1, -1],
  ['sacramento-kings', 'Sacramento Kings', 'SAC', 1, -2],
  ['miami-heat', 'Miami Heat', 'MIA', -1, 1],
  ['dallas-mavericks', 'Dallas Mavericks', 'DAL', 0, 0],
  ['phoenix-suns', 'Phoenix Suns', 'PHX', 1, -2],
  ['san-antonio-spurs', 'San Antonio Spurs', 'SAS', 0, -1],
  ['chicago-bulls', 'Chicago Bulls', 'CHI', 0, -2],
  ['portland-trail-blazers', 'Portland Trail Blazers', 'POR', -2, 0],
  ['toronto-raptors', 'Toronto Raptors', 'TOR', -2, -1],
  ['philadelphia-76ers', 'Philadelphia 76ers', 'PHI', -2, -2],
  ['brooklyn-nets', 'Brooklyn Nets', 'BKN', -4, -2],
  ['new-orleans-pelicans', 'New Orleans Pelicans', 'NOP', -3, -4],
  ['charlotte-hornets', 'Charlotte Hornets', 'CHA', -4, -3],
  ['utah-jazz', 'Utah Jazz', 'UTA', -3, -5],
  ['washington-wizards', 'Washington Wizards', 'WAS', -5, -5],
]);

export const SIMULATED_BASKETBALL_COMPETITIONS: readonly SimulatedBasketballCompetition[] = [
  {
    id: 'BR-NBB',
    name: 'NBB — Novo Basquete Brasil',
    country: 'BR',
    season: '2025/26',
    roundRobin: 'DOUBLE',
    // 19:00 and 20:00 in Brasília.
    tipOffTimesUtc: ['22:00', '23:00'],
    daysBetweenRounds: 3,
    parameters: NBB_PARAMETERS,
    teams: NBB_TEAMS,
  },
  {
    id: 'US-NBA',
    name: 'NBA',
    country: 'US',
    season: '2025/26',
    roundRobin: 'SINGLE',
    // 19:00, 19:30 and 22:00 Eastern (UTC−5): after midnight in UTC.
    tipOffTimesUtc: ['00:00', '00:30', '03:00'],
    daysBetweenRounds: 2,
    parameters: NBA_PARAMETERS,
    teams: NBA_TEAMS,
  },
];

const DAY_MS = 86_400_000;

/**
 * A season's fixtures: the teams ordered by the random function (each seed another calendar), a
 * single or double round robin, one round every `daysBetweenRounds` from `startDate`, the round's
 * games spread over the tip-off times (two games each). Ids are stable: competition, round, teams.
 */
export const basketballCompetitionFixtures = (input: {
  competition: SimulatedBasketballCompetition;
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
  const rounds =
    competition.roundRobin === 'DOUBLE' ? doubleRoundRobinRounds(teamIds) : roundRobinRounds(teamIds);
  const times = competition.tipOffTimesUtc;
  return rounds.flatMap((pairings, roundIndex) =>
    pairings.map((pairing, index): SimulatedFixture => {
      const time = times[Math.floor(index / 2) % times.length] ?? '00:00';
      const [hours = 0, minutes = 0] = time.split(':').map(Number);
      const day = roundIndex * competition.daysBetweenRounds;
      return {
        id: `${competition.id}:${roundIndex + 1}:${pairing.home}:${pairing.away}`,
        competitionId: competition.id,
        round: roundIndex + 1,
        group: null,
        leg: null,
        homeTeamId: pairing.home,
        awayTeamId: pairing.away,
        kickoffAt: new Date(start + day * DAY_MS + (hours * 60 + minutes) * 60_000).toISOString(),
      };
    }),
  );
};
