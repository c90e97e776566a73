import type { EsportsModelParameters, MapsFormat } from './esports-model.js';
import { DEFAULT_ESPORTS_MODEL, mapsFormat } from './esports-model.js';
import type { EsportsTitle } from './feed.js';

/**
 * The simulated feed's e-sports circuits: real teams with invented Elo ratings (map strength), on
 * one scale per title so a Brazilian team's league and international matches are priced from the
 * same number. Ratings are a rough picture of recent seasons, not a forecast. Every circuit is a
 * single round robin on a neutral stage (LAN or online: no home side).
 */

export type SimulatedEsportsTeam = { id: string; name: string; shortName: string; rating: number };

export type SimulatedEsportsCompetition = {
  id: string;
  title: EsportsTitle;
  name: string;
  /** ISO 3166-1 alpha-2, or null for an international circuit. */
  country: string | null;
  season: string;
  format: MapsFormat;
  parameters: EsportsModelParameters;
  teams: readonly SimulatedEsportsTeam[];
};

type TeamRow = readonly [id: string, name: string, shortName: string, rating: number];

const teams = (rows: readonly TeamRow[]): SimulatedEsportsTeam[] =>
  rows.map(([id, name, shortName, rating]) => ({ id, name, shortName, rating }));

const CS2_TEAMS = teams([
  ['vitality', 'Team Vitality', 'VIT', 1900],
  ['mouz', 'MOUZ', 'MOUZ', 1840],
  ['spirit', 'Team Spirit', 'TS', 1820],
  ['the-mongolz', 'The MongolZ', 'MGLZ', 1810],
  ['furia', 'FURIA', 'FUR', 1800],
  ['falcons', 'Team Falcons', 'FLC', 1800],
  ['navi', 'Natus Vincere', 'NAVI', 1790],
  ['aurora', 'Aurora Gaming', 'AUR', 1770],
  ['faze', 'FaZe Clan', 'FAZE', 1750],
  ['g2', 'G2 Esports', 'G2', 1760],
  ['3dmax', '3DMAX', '3DMX', 1720],
  ['liquid', 'Team Liquid', 'LIQ', 1710],
  ['mibr', 'MIBR', 'MIBR', 1680],
  ['pain', 'paiN Gaming', 'PAIN', 1670],
  ['legacy', 'Legacy', 'LGC', 1630],
  ['imperial', 'Imperial Esports', 'IMP', 1600],
  ['fluxo', 'Fluxo', 'FLX', 1600],
  ['red-canids', 'RED Canids', 'RED', 1570],
  ['oddik', 'ODDIK', 'ODK', 1580],
  ['sharks', 'Sharks Esports', 'SHK', 1550],
]);

const csTeams = (ids: readonly string[]) => CS2_TEAMS.filter((team) => ids.includes(team.id));

const LOL_TEAMS = teams([
  ['t1', 'T1', 'T1', 1900],
  ['gen-g', 'Gen.G', 'GEN', 1920],
  ['hanwha-life', 'Hanwha Life Esports', 'HLE', 1860],
  ['kt-rolster', 'KT Rolster', 'KT', 1790],
  ['dplus-kia', 'Dplus KIA', 'DK', 1780],
  ['bnk-fearx', 'BNK FearX', 'BFX', 1700],
  ['nongshim', 'Nongshim RedForce', 'NS', 1680],
  ['drx', 'DRX', 'DRX', 1660],
  ['brion', 'OKSavingsBank BRION', 'BRO', 1650],
  ['dn-freecs', 'DN Freecs', 'DNF', 1640],
  ['lol-loud', 'LOUD', 'LLL', 1560],
  ['lol-pain', 'paiN Gaming', 'PNG', 1580],
  ['lol-furia', 'FURIA', 'FUR', 1540],
  ['lol-red', 'RED Canids', 'RED', 1530],
  ['vivo-keyd', 'Vivo Keyd Stars', 'VKS', 1550],
  ['lol-fluxo', 'Fluxo W7M', 'FXW7', 1510],
  ['leviatan', 'Leviatán', 'LEV', 1520],
  ['isurus', 'Isurus Estral', 'ISG', 1490],
]);

const DOTA_TEAMS = teams([
  ['team-spirit', 'Team Spirit', 'TS', 1860],
  ['tundra', 'Tundra Esports', 'TUN', 1850],
  ['team-falcons', 'Team Falcons', 'FLC', 1870],
  ['gaimin-gladiators', 'Gaimin Gladiators', 'GG', 1800],
  ['team-liquid', 'Team Liquid', 'TL', 1820],
  ['betboom', 'BetBoom Team', 'BB', 1810],
  ['xtreme-gaming', 'Xtreme Gaming', 'XG', 1790],
  ['parivision', 'PARIVISION', 'PARI', 1800],
  ['aurora-dota', 'Aurora Gaming', 'AUR', 1760],
  ['nigma-galaxy', 'Nigma Galaxy', 'NGX', 1730],
  ['heroic', 'HEROIC', 'HER', 1740],
  ['tidebound', 'Team Tidebound', 'TDB', 1720],
]);

const VALORANT_TEAMS = teams([
  ['sentinels', 'Sentinels', 'SEN', 1800],
  ['g2-valorant', 'G2 Esports', 'G2', 1830],
  ['loud', 'LOUD', 'LOUD', 1760],
  ['furia-valorant', 'FURIA', 'FUR', 1700],
  ['mibr-valorant', 'MIBR', 'MIBR', 1720],
  ['100-thieves', '100 Thieves', '100T', 1750],
  ['cloud9', 'Cloud9', 'C9', 1710],
  ['nrg', 'NRG', 'NRG', 1770],
  ['evil-geniuses', 'Evil Geniuses', 'EG', 1680],
  ['kru', 'KRÜ Esports', 'KRU', 1690],
  ['leviatan-valorant', 'Leviatán', 'LEV', 1730],
  ['2game', '2GAME Esports', '2G', 1650],
]);

const VALORANT_BRAZIL_TEAMS = teams([
  ['loud-academy', 'LOUD Academy', 'LOUA', 1560],
  ['pain-valorant', 'paiN Gaming', 'PAIN', 1600],
  ['los-grandes', 'Los Grandes', 'LOS', 1590],
  ['fluxo-valorant', 'Fluxo', 'FLX', 1570],
  ['stellae', 'Stellae Gaming', 'STE', 1540],
  ['f5', 'Team F5', 'F5', 1530],
  ['tbk', 'TBK Esports', 'TBK', 1510],
  ['corinthians-valorant', 'Corinthians Esports', 'SCCP', 1520],
]);

/**
 * One circuit per format the model offers: Bo1 (CBLOL's regular season), Bo2 (DreamLeague's group
 * stage, where a draw is possible), Bo3 (most leagues), Bo5 (a play-off circuit).
 */
export const SIMULATED_ESPORTS_COMPETITIONS: readonly SimulatedEsportsCompetition[] = [
  {
    id: 'CS2-CCT-SA',
    title: 'CS2',
    name: 'CCT South America',
    country: null,
    season: '2026',
    format: mapsFormat('CS2', 3),
    parameters: DEFAULT_ESPORTS_MODEL,
    teams: csTeams([
      'furia',
      'mibr',
      'pain',
      'legacy',
      'imperial',
      'fluxo',
      'red-canids',
      'oddik',
      'sharks',
      'liquid',
    ]),
  },
  {
    id: 'CS2-ESL-PL',
    title: 'CS2',
    name: 'ESL Pro League',
    country: null,
    season: '2026',
    format: mapsFormat('CS2', 3),
    parameters: DEFAULT_ESPORTS_MODEL,
    teams: csTeams([
      'vitality',
      'mouz',
      'spirit',
      'the-mongolz',
      'furia',
      'falcons',
      'navi',
      'aurora',
      'faze',
      'g2',
      '3dmax',
      'mibr',
    ]),
  },
  {
    id: 'LOL-CBLOL',
    title: 'LEAGUE_OF_LEGENDS',
    name: 'CBLOL',
    country: 'BR',
    season: '2026',
    format: mapsFormat('LEAGUE_OF_LEGENDS', 1),
    parameters: DEFAULT_ESPORTS_MODEL,
    teams: LOL_TEAMS.slice(10),
  },
  {
    id: 'LOL-LCK',
    title: 'LEAGUE_OF_LEGENDS',
    name: 'LCK',
    country: 'KR',
    season: '2026',
    format: mapsFormat('LEAGUE_OF_LEGENDS', 3),
    parameters: DEFAULT_ESPORTS_MODEL,
    teams: LOL_TEAMS.slice(0, 10),
  },
  {
    id: 'DOTA-DREAMLEAGUE',
    title: 'DOTA_2',
    name: 'DreamLeague',
    country: null,
    season: '2026',
    format: mapsFormat('DOTA_2', 2),
    parameters: DEFAULT_ESPORTS_MODEL,
    teams: DOTA_TEAMS,
  },
  {
    id: 'VAL-VCT-AMERICAS',
    title: 'VALORANT',
    name: 'VCT Americas',
    country: null,
    season: '2026',
    format: mapsFormat('VALORANT', 3),
    parameters: DEFAULT_ESPORTS_MODEL,
    teams: VALORANT_TEAMS,
  },
  {
    id: 'VAL-CHALLENGERS-BR',
    title: 'VALORANT',
    name: 'VALORANT Challengers Brazil Playoffs',
    country: 'BR',
    season: '2026',
    format: mapsFormat('VALORANT', 5),
    parameters: DEFAULT_ESPORTS_MODEL,
    teams: VALORANT_BRAZIL_TEAMS,
  },
];
