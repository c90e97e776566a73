import type { EsportsTitle, MatchFormat, Scoreboard, Side } from './feed.js';
import {
  assertRoundScore,
  finalRoundScores,
  homeMapWin,
  isMapOver,
  roundRulesFor,
  roundWinProbabilityFor,
  type RoundRules,
  type RoundScoreChance,
} from './esports-rounds.js';
import { SportsbookInputError } from './input-error.js';
import { assertScore, type Score } from './score.js';

/**
 * The e-sports price model: a best-of-N maps match is a sequence of independent maps, each won by
 * the first-named team with one chance from the two teams' Elo ratings (logistic, base 10):
 *
 *   P(home wins a map) = 1 / (1 + 10^(−(R_home + homeAdvantage − R_away) / scale))
 *
 * Everything else follows from the maps: the match winner, each map's winner, the number of maps,
 * the map handicap and the correct map score are sums over the ways the series can go (at most
 * 2⁵ map-winner sequences). For CS2 and Valorant each map is also a race of rounds
 * (esports-rounds.ts) whose round chance is solved so that it gives the same map chance.
 *
 * Known simplifications: every map of a series has the same chance (no map veto: a team's map pool
 * would shift it map by map); no momentum between maps; the ratings are hand-set, not fitted.
 */

export type MapsFormat = Extract<MatchFormat, { kind: 'MAPS' }>;

export type EsportsModelParameters = {
  /**
   * Elo points added to the first-named team: 0 on a neutral LAN stage (the usual case); a league
   * played at one team's venue, or a title with a side advantage for the first-named team, may set it.
   */
  homeAdvantageElo: number;
  /** Elo points for a 10-to-1 map favourite: 400 in chess and in most e-sports ratings. */
  eloScale: number;
};

/** Rounds to win a regulation map: 13 in CS2 (MR12) and Valorant; null where maps have no rounds. */
export const ROUNDS_TO_WIN_MAP: Readonly<Record<EsportsTitle, number | null>> = {
  CS2: 13,
  VALORANT: 13,
  LEAGUE_OF_LEGENDS: null,
  DOTA_2: null,
};

/** A title's usual format for a best-of. */
export const mapsFormat = (title: EsportsTitle, bestOf: MapsFormat['bestOf']): MapsFormat => ({
  kind: 'MAPS',
  bestOf,
  roundsToWinMap: ROUNDS_TO_WIN_MAP[title],
});

export const DEFAULT_ESPORTS_MODEL: EsportsModelParameters = { homeAdvantageElo: 0, eloScale: 400 };

/** The chance the first-named team wins one map. */
export const mapWinProbability = (input: {
  homeRating: number;
  awayRating: number;
  parameters: EsportsModelParameters;
}): number => {
  const { homeRating, awayRating, parameters } = input;
  for (const value of [homeRating, awayRating, parameters.homeAdvantageElo]) {
    if (!Number.isFinite(value)) throw new SportsbookInputError('RATING_INVALID', `${value}`);
  }
  if (!(parameters.eloScale > 0) || !Number.isFinite(parameters.eloScale)) {
    throw new SportsbookInputError('ELO_SCALE_INVALID', `${parameters.eloScale}`);
  }
  const gap = homeRating + parameters.homeAdvantageElo - awayRating;
  return 1 / (1 + 10 ** (-gap / parameters.eloScale));
};

/** A map already played: its winner, and its round score where the title has rounds. */
export type MapResult = { winner: Side; rounds: Score | null };

/**
 * Where a series stands: the maps played, in order, and the round score of the map being played
 * (CS2 and Valorant; null between maps, before the first, and for titles without rounds).
 */
export type EsportsMatchState = { maps: readonly MapResult[]; currentRounds: Score | null };

export const SERIES_START: EsportsMatchState = { maps: [], currentRounds: null };

/** Maps a team needs to win the series: 1 of 1, 2 of 2 (else a draw), 2 of 3, 3 of 5. */
export const mapsToWin = (bestOf: MapsFormat['bestOf']): number => Math.floor(bestOf / 2) + 1;

export const mapScore = (winners: readonly Side[]): Score => ({
  home: winners.filter((winner) => winner === 'HOME').length,
  away: winners.filter((winner) => winner === 'AWAY').length,
});

/** The series is over once a team has won enough maps or every map has been played (a Bo2's 1-1). */
export const isSeriesOver = (winners: readonly Side[], bestOf: MapsFormat['bestOf']): boolean => {
  const score = mapScore(winners);
  return Math.max(score.home, score.away) >= mapsToWin(bestOf) || winners.length >= bestOf;
};

export const assertMapsFormat = (format: MapsFormat): void => {
  if (![1, 2, 3, 5].includes(format.bestOf)) {
    throw new SportsbookInputError('BEST_OF_INVALID', `${String(format.bestOf)}`);
  }
};

/**
 * A state the series can be in: no map after the series ended, each map's rounds a finished map
 * won by its winner (titles with rounds) or absent (titles without), and a round score in play
 * only on a map that can still be played.
 */
export const assertEsportsState = (input: {
  state: EsportsMatchState;
  format: MapsFormat;
  rules: RoundRules | null;
}): void => {
  const { state, format, rules } = input;
  assertMapsFormat(format);
  state.maps.forEach((map, index) => {
    if (
      isSeriesOver(
        state.maps.slice(0, index).map((played) => played.winner),
        format.bestOf,
      )
    ) {
      throw new SportsbookInputError('MAP_AFTER_SERIES_END', `map ${index + 1}`);
    }
    if (rules === null) {
      if (map.rounds !== null) throw new SportsbookInputError('ROUNDS_NOT_IN_TITLE', `map ${index + 1}`);
      return;
    }
    if (map.rounds === null) throw new SportsbookInputError('ROUNDS_MISSING', `map ${index + 1}`);
    assertRoundScore(map.rounds, rules);
    const winner: Side = map.rounds.home > map.rounds.away ? 'HOME' : 'AWAY';
    if (!isMapOver(map.rounds, rules) || winner !== map.winner) {
      throw new SportsbookInputError('MAP_RESULT_INVALID', `map ${index + 1}`);
    }
  });
  const { currentRounds } = state;
  if (currentRounds === null) return;
  if (rules === null) throw new SportsbookInputError('ROUNDS_NOT_IN_TITLE', 'current map');
  if (
    isSeriesOver(
      state.maps.map((map) => map.winner),
      format.bestOf,
    )
  ) {
    throw new SportsbookInputError('MAP_AFTER_SERIES_END', 'current map');
  }
  assertScore(currentRounds);
  assertRoundScore(currentRounds, rules);
  if (isMapOver(currentRounds, rules)) {
    throw new SportsbookInputError('CURRENT_MAP_OVER', `${currentRounds.home}-${currentRounds.away}`);
  }
};

/** One way the series can end: the winner of every map, played ones first. */
export type SeriesPath = { winners: readonly Side[]; probability: number };

export type MapOutlook = {
  /** The chance the first-named team wins this map if it is played (1 or 0 once played). */
  homeWin: number;
  /** The map's final round scores if it is played (titles with rounds); null without rounds. */
  rounds: readonly RoundScoreChance[] | null;
};

/** Everything e-sports markets are priced from (esports-markets.ts). */
export type EsportsOutlook = {
  format: MapsFormat;
  /** Every way the series can still go; the chances add up to 1. */
  paths: readonly SeriesPath[];
  /** Map by map (index 0 is map 1), up to best-of maps. */
  maps: readonly MapOutlook[];
};

/** Every map-winner sequence from the maps played to the end of the series, with its chance. */
const seriesPaths = (input: {
  played: readonly Side[];
  maps: readonly MapOutlook[];
  bestOf: MapsFormat['bestOf'];
}): SeriesPath[] => {
  const paths: SeriesPath[] = [];
  const extend = (winners: Side[], probability: number): void => {
    if (probability === 0) return;
    if (isSeriesOver(winners, input.bestOf)) {
      paths.push({ winners, probability });
      return;
    }
    const homeWin = input.maps[winners.length]?.homeWin ?? 0;
    extend([...winners, 'HOME'], probability * homeWin);
    extend([...winners, 'AWAY'], probability * (1 - homeWin));
  };
  extend([...input.played], 1);
  return paths;
};

/**
 * The series from a state: maps played are certain, the map in play (CS2 and Valorant) is priced
 * from its round score, and every later map from the pre-match map chance. At the start this is
 * the pre-match outlook, so in-play and pre-match prices are one model.
 */
export const esportsOutlook = (input: {
  /** P(first-named team wins a map), from mapWinProbability or a provider. */
  homeMap: number;
  title: EsportsTitle;
  format: MapsFormat;
  state: EsportsMatchState;
}): EsportsOutlook => {
  const { homeMap, title, format, state } = input;
  if (!(homeMap > 0 && homeMap < 1)) throw new SportsbookInputError('MAP_PROBABILITY_INVALID', `${homeMap}`);
  const rules = roundRulesFor(title, format);
  assertEsportsState({ state, format, rules });
  const homeRound = rules ? roundWinProbabilityFor(homeMap, rules) : null;
  const unplayed = (from: Score): MapOutlook => {
    if (!rules || homeRound === null) return { homeWin: homeMap, rounds: null };
    const rounds = finalRoundScores({ homeRound, from, rules });
    return { homeWin: homeMapWin(rounds), rounds };
  };
  const fresh = unplayed({ home: 0, away: 0 });
  const maps = Array.from({ length: format.bestOf }, (_, index): MapOutlook => {
    const played = state.maps[index];
    if (played) {
      return {
        homeWin: played.winner === 'HOME' ? 1 : 0,
        rounds: played.rounds ? [{ score: played.rounds, probability: 1 }] : null,
      };
    }
    if (index === state.maps.length && state.currentRounds) return unplayed(state.currentRounds);
    return fresh;
  });
  const paths = seriesPaths({ played: state.maps.map((map) => map.winner), maps, bestOf: format.bestOf });
  return { format, paths, maps };
};

/** P(the first-named team wins the series), P(a Bo2 draw), P(the other team wins). */
export const seriesWinProbabilities = (
  outlook: EsportsOutlook,
): { home: number; draw: number; away: number } =>
  outlook.paths.reduce(
    (totals, { winners, probability }) => {
      const score = mapScore(winners);
      if (score.home > score.away) totals.home += probability;
      else if (score.home < score.away) totals.away += probability;
      else totals.draw += probability;
      return totals;
    },
    { home: 0, draw: 0, away: 0 },
  );

/**
 * A series' state from a feed scoreboard: the MAP_1, MAP_2, … periods in order. For CS2 and
 * Valorant a map's period holds its rounds, and the map is complete once its round score ends it;
 * for League of Legends and Dota 2 it holds 1-0 or 0-1 for the map's winner, 0-0 while it is played
 * (kills do not decide a map, and no market settles on them). Only the last period may be a map in
 * play, and the board's map count must agree with the periods (SCOREBOARD_INVALID otherwise).
 */
export const esportsStateFromScoreboard = (input: {
  scoreboard: Scoreboard;
  title: EsportsTitle;
  format: MapsFormat;
}): { state: EsportsMatchState; mapInPlay: boolean } => {
  const { scoreboard, title, format } = input;
  const rules = roundRulesFor(title, format);
  const maps: MapResult[] = [];
  let currentRounds: Score | null = null;
  let mapInPlay = false;
  scoreboard.periods.forEach((period, index) => {
    const invalid = () =>
      new SportsbookInputError('SCOREBOARD_INVALID', `${period.period}: ${period.home}-${period.away}`);
    if (period.period !== `MAP_${index + 1}` || mapInPlay) throw invalid();
    const score = { home: period.home, away: period.away };
    assertScore(score);
    const complete = rules ? isMapOver(score, rules) : score.home + score.away === 1;
    if (complete) {
      maps.push({ winner: score.home > score.away ? 'HOME' : 'AWAY', rounds: rules ? score : null });
      return;
    }
    if (rules === null && score.home + score.away !== 0) throw invalid();
    mapInPlay = true;
    currentRounds = rules ? score : null;
  });
  const state: EsportsMatchState = { maps, currentRounds };
  assertEsportsState({ state, format, rules });
  const board = mapScore(maps.map((map) => map.winner));
  if (board.home !== scoreboard.home || board.away !== scoreboard.away) {
    throw new SportsbookInputError('SCOREBOARD_INVALID', `${scoreboard.home}-${scoreboard.away}`);
  }
  return { state, mapInPlay };
};
