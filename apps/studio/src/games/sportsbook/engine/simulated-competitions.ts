import type { FootballModelParameters, TeamStrength } from './football-model.js';

/**
 * The simulated feed's competitions: real clubs with invented strengths, on one scale per
 * continent so a cup tie between a Série A and a Série B club, or a Libertadores tie between a
 * Brazilian and an Argentine club, is priced from the same numbers as their league matches.
 * Strengths are a rough picture of recent seasons, not a forecast.
 */

export type SimulatedTeam = { id: string; name: string; shortName: string; strength: TeamStrength };

/**
 * LEAGUE: double round robin. GROUPS: groups of `groupSize` drawn at random, each a double round
 * robin. KNOCKOUT: two-legged ties drawn at random; later rounds are drawn from the winners.
 */
export type CompetitionFormat =
  { kind: 'LEAGUE' } | { kind: 'GROUPS'; groupSize: number } | { kind: 'KNOCKOUT' };

export type SimulatedCompetition = {
  id: string;
  name: string;
  /** ISO 3166-1 alpha-2 (England: GB-ENG, from ISO 3166-2), or null for a continental competition. */
  country: string | null;
  season: string;
  format: CompetitionFormat;
  /** The model's league parameters: goal level, home advantage, draw correction. */
  parameters: FootballModelParameters;
  teams: readonly SimulatedTeam[];
};

type TeamRow = readonly [id: string, name: string, shortName: string, attack: number, defence: number];

const teams = (rows: readonly TeamRow[]): SimulatedTeam[] =>
  rows.map(([id, name, shortName, attack, defence]) => ({
    id,
    name,
    shortName,
    strength: { attack, defence },
  }));

const SERIE_A_TEAMS = teams([
  ['flamengo', 'Flamengo', 'FLA', 1.45, 1.45],
  ['palmeiras', 'Palmeiras', 'PAL', 1.4, 1.4],
  ['cruzeiro', 'Cruzeiro', 'CRU', 1.25, 1.35],
  ['botafogo', 'Botafogo', 'BOT', 1.2, 1.25],
  ['mirassol', 'Mirassol', 'MIR', 1.15, 1.15],
  ['fluminense', 'Fluminense', 'FLU', 1.1, 1.15],
  ['bahia', 'Bahia', 'BAH', 1.1, 1.05],
  ['sao-paulo', 'São Paulo', 'SAO', 1.0, 1.1],
  ['atletico-mineiro', 'Atlético Mineiro', 'CAM', 1.0, 1.05],
  ['corinthians', 'Corinthians', 'COR', 0.95, 1.05],
  ['vasco-da-gama', 'Vasco da Gama', 'VAS', 1.05, 0.9],
  ['red-bull-bragantino', 'Red Bull Bragantino', 'RBB', 1.0, 0.95],
  ['gremio', 'Grêmio', 'GRE', 0.95, 0.95],
  ['internacional', 'Internacional', 'INT', 0.95, 0.95],
  ['santos', 'Santos', 'SAN', 0.95, 0.9],
  ['ceara', 'Ceará', 'CEA', 0.85, 1.0],
  ['fortaleza', 'Fortaleza', 'FOR', 0.85, 0.85],
  ['vitoria', 'Vitória', 'VIT', 0.85, 0.85],
  ['juventude', 'Juventude', 'JUV', 0.8, 0.75],
  ['sport-recife', 'Sport Recife', 'SPT', 0.75, 0.75],
]);

const SERIE_B_TEAMS = teams([
  ['coritiba', 'Coritiba', 'CFC', 0.9, 0.95],
  ['athletico-paranaense', 'Athletico Paranaense', 'CAP', 0.9, 0.9],
  ['novorizontino', 'Novorizontino', 'NOV', 0.85, 0.9],
  ['chapecoense', 'Chapecoense', 'CHA', 0.85, 0.85],
  ['remo', 'Remo', 'REM', 0.85, 0.85],
  ['criciuma', 'Criciúma', 'CRI', 0.85, 0.85],
  ['goias', 'Goiás', 'GOI', 0.85, 0.85],
  ['crb', 'CRB', 'CRB', 0.8, 0.8],
  ['avai', 'Avaí', 'AVA', 0.8, 0.8],
  ['cuiaba', 'Cuiabá', 'CUI', 0.8, 0.8],
  ['atletico-goianiense', 'Atlético Goianiense', 'ACG', 0.8, 0.8],
  ['operario-ferroviario', 'Operário Ferroviário', 'OPE', 0.75, 0.8],
  ['vila-nova', 'Vila Nova', 'VIL', 0.78, 0.78],
  ['america-mineiro', 'América Mineiro', 'AME', 0.78, 0.75],
  ['athletic-club', 'Athletic Club', 'ATH', 0.75, 0.75],
  ['botafogo-sp', 'Botafogo-SP', 'BFC', 0.72, 0.75],
  ['ferroviaria', 'Ferroviária', 'FER', 0.72, 0.72],
  ['volta-redonda', 'Volta Redonda', 'VOL', 0.7, 0.72],
  ['amazonas', 'Amazonas', 'AMA', 0.7, 0.7],
  ['paysandu', 'Paysandu', 'PAY', 0.7, 0.68],
]);

/** The South American clubs of the Libertadores, on the Brazilian clubs' scale. */
const CONMEBOL_TEAMS = teams([
  ['river-plate', 'River Plate', 'RIV', 1.3, 1.35],
  ['racing-club', 'Racing Club', 'RAC', 1.2, 1.15],
  ['estudiantes', 'Estudiantes de La Plata', 'EST', 1.1, 1.1],
  ['velez-sarsfield', 'Vélez Sarsfield', 'VEL', 1.05, 1.05],
  ['central-cordoba', 'Central Córdoba', 'CCO', 0.85, 0.85],
  ['penarol', 'Peñarol', 'PEN', 1.0, 1.05],
  ['nacional-uy', 'Nacional', 'NAC', 0.95, 1.0],
  ['colo-colo', 'Colo-Colo', 'COL', 0.95, 0.95],
  ['universidad-de-chile', 'Universidad de Chile', 'UCH', 0.95, 0.95],
  ['atletico-nacional', 'Atlético Nacional', 'ATN', 1.0, 1.0],
  ['atletico-bucaramanga', 'Atlético Bucaramanga', 'BUC', 0.85, 0.9],
  ['deportes-tolima', 'Deportes Tolima', 'TOL', 0.85, 0.85],
  ['ldu-quito', 'LDU Quito', 'LDU', 1.05, 1.1],
  ['independiente-del-valle', 'Independiente del Valle', 'IDV', 1.05, 1.0],
  ['barcelona-sc', 'Barcelona SC', 'BSC', 0.9, 0.9],
  ['olimpia', 'Olimpia', 'OLI', 0.85, 0.85],
  ['libertad', 'Libertad', 'LIB', 0.9, 0.9],
  ['cerro-porteno', 'Cerro Porteño', 'CER', 0.9, 0.9],
  ['universitario', 'Universitario', 'UNI', 0.85, 0.85],
  ['alianza-lima', 'Alianza Lima', 'ALI', 0.8, 0.85],
  ['sporting-cristal', 'Sporting Cristal', 'SCR', 0.85, 0.8],
  ['bolivar', 'Bolívar', 'BOL', 0.85, 0.8],
  ['san-antonio-bulo-bulo', 'San Antonio Bulo Bulo', 'SAB', 0.65, 0.65],
  ['deportivo-tachira', 'Deportivo Táchira', 'TAC', 0.7, 0.7],
  ['carabobo', 'Carabobo', 'CAR', 0.65, 0.7],
]);

const PREMIER_LEAGUE_TEAMS = teams([
  ['liverpool', 'Liverpool', 'LIV', 1.5, 1.35],
  ['arsenal', 'Arsenal', 'ARS', 1.45, 1.55],
  ['manchester-city', 'Manchester City', 'MCI', 1.5, 1.35],
  ['chelsea', 'Chelsea', 'CHE', 1.35, 1.25],
  ['newcastle-united', 'Newcastle United', 'NEW', 1.25, 1.2],
  ['aston-villa', 'Aston Villa', 'AVL', 1.15, 1.1],
  ['tottenham-hotspur', 'Tottenham Hotspur', 'TOT', 1.2, 1.0],
  ['manchester-united', 'Manchester United', 'MUN', 1.1, 1.0],
  ['brighton', 'Brighton & Hove Albion', 'BHA', 1.1, 1.0],
  ['crystal-palace', 'Crystal Palace', 'CRY', 1.05, 1.1],
  ['nottingham-forest', 'Nottingham Forest', 'NFO', 1.0, 1.05],
  ['bournemouth', 'Bournemouth', 'BOU', 1.05, 1.0],
  ['brentford', 'Brentford', 'BRE', 1.05, 0.95],
  ['fulham', 'Fulham', 'FUL', 1.0, 1.0],
  ['everton', 'Everton', 'EVE', 0.9, 1.05],
  ['west-ham-united', 'West Ham United', 'WHU', 0.95, 0.85],
  ['wolverhampton', 'Wolverhampton Wanderers', 'WOL', 0.85, 0.85],
  ['leeds-united', 'Leeds United', 'LEE', 0.85, 0.9],
  ['sunderland', 'Sunderland', 'SUN', 0.85, 0.9],
  ['burnley', 'Burnley', 'BUR', 0.8, 0.85],
]);

const LA_LIGA_TEAMS = teams([
  ['real-madrid', 'Real Madrid', 'RMA', 1.55, 1.35],
  ['barcelona', 'Barcelona', 'BAR', 1.65, 1.2],
  ['atletico-de-madrid', 'Atlético de Madrid', 'ATM', 1.3, 1.35],
  ['athletic-bilbao', 'Athletic Club', 'ATH', 1.1, 1.2],
  ['villarreal', 'Villarreal', 'VIL', 1.2, 1.05],
  ['real-betis', 'Real Betis', 'BET', 1.1, 1.0],
  ['real-sociedad', 'Real Sociedad', 'RSO', 1.0, 1.05],
  ['celta-de-vigo', 'Celta de Vigo', 'CEL', 1.05, 0.95],
  ['sevilla', 'Sevilla', 'SEV', 0.95, 0.95],
  ['osasuna', 'Osasuna', 'OSA', 0.95, 1.0],
  ['girona', 'Girona', 'GIR', 0.95, 0.85],
  ['rayo-vallecano', 'Rayo Vallecano', 'RAY', 0.95, 1.0],
  ['mallorca', 'Mallorca', 'MLL', 0.9, 0.95],
  ['valencia', 'Valencia', 'VAL', 0.95, 0.95],
  ['getafe', 'Getafe', 'GET', 0.8, 1.05],
  ['espanyol', 'Espanyol', 'ESP', 0.9, 0.95],
  ['alaves', 'Alavés', 'ALA', 0.85, 0.95],
  ['elche', 'Elche', 'ELC', 0.85, 0.9],
  ['levante', 'Levante', 'LEV', 0.85, 0.85],
  ['real-oviedo', 'Real Oviedo', 'OVI', 0.75, 0.85],
]);

const BRAZILIAN_LIBERTADORES_CLUBS: ReadonlySet<string> = new Set([
  'flamengo',
  'palmeiras',
  'botafogo',
  'fortaleza',
  'internacional',
  'sao-paulo',
  'bahia',
]);

/** Brazil's leagues score about 2.4 goals a match, with one of the strongest home advantages. */
const BRAZIL_MODEL: FootballModelParameters = {
  baseGoals: 1.05,
  homeAdvantage: 1.35,
  rho: -0.08,
  maxGoals: 10,
};

export const SIMULATED_COMPETITIONS: readonly SimulatedCompetition[] = [
  {
    id: 'BRA-A',
    name: 'Brasileirão Série A',
    country: 'BR',
    season: '2026',
    format: { kind: 'LEAGUE' },
    parameters: BRAZIL_MODEL,
    teams: SERIE_A_TEAMS,
  },
  {
    id: 'BRA-B',
    name: 'Brasileirão Série B',
    country: 'BR',
    season: '2026',
    format: { kind: 'LEAGUE' },
    // Série B sides are weaker in attack and in defence alike, so a higher base keeps ≈ 2.2 goals a match.
    parameters: { ...BRAZIL_MODEL, baseGoals: 0.95 },
    teams: SERIE_B_TEAMS,
  },
  {
    id: 'BRA-CUP',
    name: 'Copa do Brasil',
    country: 'BR',
    season: '2026',
    format: { kind: 'KNOCKOUT' },
    // Cup ties are cagier than league matches: fewer goals, more draws.
    parameters: { ...BRAZIL_MODEL, baseGoals: 1.0, homeAdvantage: 1.25, rho: -0.1 },
    teams: [...SERIE_A_TEAMS, ...SERIE_B_TEAMS.slice(0, 12)],
  },
  {
    id: 'CONMEBOL-LIB',
    name: 'CONMEBOL Libertadores',
    country: null,
    season: '2026',
    format: { kind: 'GROUPS', groupSize: 4 },
    // Travel and altitude make home advantage larger than in any domestic league.
    parameters: { ...BRAZIL_MODEL, homeAdvantage: 1.45 },
    teams: [...SERIE_A_TEAMS.filter((team) => BRAZILIAN_LIBERTADORES_CLUBS.has(team.id)), ...CONMEBOL_TEAMS],
  },
  {
    id: 'ENG-PL',
    name: 'Premier League',
    country: 'GB-ENG',
    season: '2025/26',
    format: { kind: 'LEAGUE' },
    parameters: { baseGoals: 1.25, homeAdvantage: 1.2, rho: -0.06, maxGoals: 10 },
    teams: PREMIER_LEAGUE_TEAMS,
  },
  {
    id: 'ESP-LL',
    name: 'La Liga',
    country: 'ES',
    season: '2025/26',
    format: { kind: 'LEAGUE' },
    parameters: { baseGoals: 1.15, homeAdvantage: 1.25, rho: -0.07, maxGoals: 10 },
    teams: LA_LIGA_TEAMS,
  },
];
