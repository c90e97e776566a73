import { shuffleInPlace, type UniformInt } from '../../../seeded-random.js';
import { SportsbookInputError } from './input-error.js';
import type { SimulatedFixture } from './simulated-league.js';
import type { SetsFormat, TennisModelParameters } from './tennis-model.js';

/**
 * The simulated feed's tennis events: real players with invented ratings (the share of points
 * above the tour average they win, on serve and return), a rough picture of recent seasons, not a
 * forecast. One scale per tour, so a player's rating is the same in every event; the surface sets
 * the tour's average on serve.
 */
export type SimulatedTennisPlayer = { id: string; name: string; shortName: string; rating: number };

export type SimulatedTennisEvent = {
  id: string;
  tour: 'ATP' | 'WTA';
  name: string;
  country: string | null;
  season: string;
  surface: 'CLAY' | 'HARD';
  format: SetsFormat;
  parameters: TennisModelParameters;
  /** A knockout draw: a power of two. */
  players: readonly SimulatedTennisPlayer[];
};

type PlayerRow = readonly [id: string, name: string, shortName: string, rating: number];

const players = (rows: readonly PlayerRow[]): SimulatedTennisPlayer[] =>
  rows.map(([id, name, shortName, rating]) => ({ id, name, shortName, rating }));

/** The tours' share of points won on serve by surface. */
export const SERVE_BASE = {
  ATP: { CLAY: 0.61, HARD: 0.64 },
  WTA: { CLAY: 0.54, HARD: 0.56 },
} as const;

const ATP = players([
  ['jannik-sinner', 'Jannik Sinner', 'SIN', 0.06],
  ['carlos-alcaraz', 'Carlos Alcaraz', 'ALC', 0.06],
  ['alexander-zverev', 'Alexander Zverev', 'ZVE', 0.035],
  ['novak-djokovic', 'Novak Djokovic', 'DJO', 0.045],
  ['taylor-fritz', 'Taylor Fritz', 'FRI', 0.03],
  ['jack-draper', 'Jack Draper', 'DRA', 0.03],
  ['lorenzo-musetti', 'Lorenzo Musetti', 'MUS', 0.025],
  ['alex-de-minaur', 'Alex de Minaur', 'DEM', 0.025],
  ['casper-ruud', 'Casper Ruud', 'RUU', 0.02],
  ['holger-rune', 'Holger Rune', 'RUN', 0.02],
  ['joao-fonseca', 'João Fonseca', 'FON', 0.02],
  ['francisco-cerundolo', 'Francisco Cerúndolo', 'CER', 0.015],
  ['sebastian-baez', 'Sebastián Báez', 'BAE', 0.01],
  ['tomas-martin-etcheverry', 'Tomás Martín Etcheverry', 'ETC', 0.005],
  ['mariano-navone', 'Mariano Navone', 'NAV', 0.005],
  ['alejandro-tabilo', 'Alejandro Tabilo', 'TAB', 0.005],
  ['nicolas-jarry', 'Nicolás Jarry', 'JAR', 0.0],
  ['thiago-seyboth-wild', 'Thiago Seyboth Wild', 'WIL', -0.005],
  ['thiago-monteiro', 'Thiago Monteiro', 'MON', -0.01],
  ['joao-lucas-reis', 'João Lucas Reis da Silva', 'REI', -0.02],
  ['felipe-meligeni', 'Felipe Meligeni Alves', 'MEL', -0.02],
  ['gustavo-heide', 'Gustavo Heide', 'HEI', -0.025],
]);

const WTA = players([
  ['aryna-sabalenka', 'Aryna Sabalenka', 'SAB', 0.06],
  ['iga-swiatek', 'Iga Świątek', 'SWI', 0.055],
  ['coco-gauff', 'Coco Gauff', 'GAU', 0.045],
  ['elena-rybakina', 'Elena Rybakina', 'RYB', 0.04],
  ['jessica-pegula', 'Jessica Pegula', 'PEG', 0.035],
  ['mirra-andreeva', 'Mirra Andreeva', 'AND', 0.035],
  ['jasmine-paolini', 'Jasmine Paolini', 'PAO', 0.03],
  ['madison-keys', 'Madison Keys', 'KEY', 0.03],
  ['beatriz-haddad-maia', 'Beatriz Haddad Maia', 'HAD', 0.015],
  ['laura-pigossi', 'Laura Pigossi', 'PIG', -0.01],
  ['nadia-podoroska', 'Nadia Podoroska', 'POD', -0.01],
  ['carolina-alves', 'Carolina Alves', 'ALV', -0.02],
  ['julia-riera', 'Julia Riera', 'RIE', -0.015],
  ['renata-zarazua', 'Renata Zarazúa', 'ZAR', -0.01],
  ['camila-osorio', 'Camila Osorio', 'OSO', 0.0],
  ['maria-lourdes-carle', 'María Lourdes Carlé', 'CAR', -0.01],
]);

const missing = (id: string): never => {
  throw new SportsbookInputError('PLAYER_UNKNOWN', id);
};
const atp = (ids: readonly string[]) =>
  ids.map((id) => ATP.find((player) => player.id === id) ?? missing(id));
const BRAZIL_CLAY = [
  'carlos-alcaraz',
  'lorenzo-musetti',
  'joao-fonseca',
  'francisco-cerundolo',
  'sebastian-baez',
  'tomas-martin-etcheverry',
  'mariano-navone',
  'alejandro-tabilo',
  'nicolas-jarry',
  'thiago-seyboth-wild',
  'thiago-monteiro',
  'joao-lucas-reis',
  'felipe-meligeni',
  'gustavo-heide',
  'casper-ruud',
  'holger-rune',
];

export const SIMULATED_TENNIS_EVENTS: readonly SimulatedTennisEvent[] = [
  {
    id: 'ATP-RIO-OPEN',
    tour: 'ATP',
    name: 'Rio Open',
    country: 'BR',
    season: '2026',
    surface: 'CLAY',
    format: { kind: 'SETS', bestOf: 3 },
    parameters: { serveBase: SERVE_BASE.ATP.CLAY },
    players: atp(BRAZIL_CLAY),
  },
  {
    id: 'ATP-BRASIL-OPEN',
    tour: 'ATP',
    name: 'Brasil Open',
    country: 'BR',
    season: '2026',
    surface: 'CLAY',
    format: { kind: 'SETS', bestOf: 3 },
    parameters: { serveBase: SERVE_BASE.ATP.CLAY },
    players: atp(
      BRAZIL_CLAY.slice(2, 14).concat(['jack-draper', 'alex-de-minaur', 'taylor-fritz', 'casper-ruud']),
    ),
  },
  {
    id: 'ATP-ROLAND-GARROS',
    tour: 'ATP',
    name: 'Roland-Garros',
    country: 'FR',
    season: '2026',
    surface: 'CLAY',
    format: { kind: 'SETS', bestOf: 5 },
    parameters: { serveBase: SERVE_BASE.ATP.CLAY },
    players: ATP.slice(0, 16),
  },
  {
    id: 'WTA-SAO-PAULO',
    tour: 'WTA',
    name: 'SP Open',
    country: 'BR',
    season: '2026',
    surface: 'HARD',
    format: { kind: 'SETS', bestOf: 3 },
    parameters: { serveBase: SERVE_BASE.WTA.HARD },
    players: WTA,
  },
];

/** Match times in UTC: 11:00, 13:00, 15:00 and 17:00 in Brasília. */
export const TENNIS_START_TIMES_UTC = ['14:00', '16:00', '18:00', '20:00'] as const;
const DAY_MS = 86_400_000;

/**
 * One round of a knockout draw on `date` (YYYY-MM-DD): players paired in the order given (the
 * bracket), four matches a day at the start times (a larger round runs over several days). The
 * first round comes from tennisDrawFixtures; later rounds from the winners, in bracket order.
 */
export const tennisRoundFixtures = (input: {
  event: SimulatedTennisEvent;
  playerIds: readonly string[];
  round: number;
  date: string;
}): SimulatedFixture[] => {
  const { event, playerIds, round } = input;
  const start = Date.parse(`${input.date}T00:00:00.000Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.date) || Number.isNaN(start)) {
    throw new SportsbookInputError('START_DATE_INVALID', input.date);
  }
  if (playerIds.length < 2 || playerIds.length % 2 !== 0 || new Set(playerIds).size !== playerIds.length) {
    throw new SportsbookInputError('TEAMS_INVALID', playerIds.join(','));
  }
  const perDay = TENNIS_START_TIMES_UTC.length;
  return Array.from({ length: playerIds.length / 2 }, (_, index): SimulatedFixture => {
    const home = playerIds[2 * index] as string;
    const away = playerIds[2 * index + 1] as string;
    const [hours = 0, minutes = 0] = (TENNIS_START_TIMES_UTC[index % perDay] ?? '14:00')
      .split(':')
      .map(Number);
    const startsAt = start + Math.floor(index / perDay) * DAY_MS + (hours * 60 + minutes) * 60_000;
    return {
      id: `${event.id}:${round}:${home}:${away}`,
      competitionId: event.id,
      round,
      group: null,
      leg: null,
      homeTeamId: home,
      awayTeamId: away,
      kickoffAt: new Date(startsAt).toISOString(),
    };
  });
};

/** The first round of an event: the draw is the players shuffled by the random function (each seed another draw). */
export const tennisDrawFixtures = (input: {
  event: SimulatedTennisEvent;
  startDate: string;
  random: UniformInt;
}): SimulatedFixture[] => {
  const { event } = input;
  const count = event.players.length;
  if (count < 2 || (count & (count - 1)) !== 0)
    throw new SportsbookInputError('DRAW_SIZE_INVALID', `${count}`);
  const drawn = shuffleInPlace(
    input.random,
    event.players.map((player) => player.id),
  );
  return tennisRoundFixtures({ event, playerIds: drawn, round: 1, date: input.startDate });
};
