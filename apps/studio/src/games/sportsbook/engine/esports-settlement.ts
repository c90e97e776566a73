import type { EsportsTitle, FeedResult, Side } from './feed.js';
import {
  assertEsportsMarket,
  assertEsportsSelection,
  esportsMarketKey,
  type EsportsMarket,
} from './esports-market-keys.js';
import {
  assertMapsFormat,
  esportsStateFromScoreboard,
  isSeriesOver,
  mapScore,
  type MapResult,
  type MapsFormat,
} from './esports-model.js';
import { SportsbookInputError } from './input-error.js';
import { QUARTERS_PER_GOAL, lineOutcome } from './lines.js';
import type { Outcome } from './outcome.js';

/**
 * How an e-sports series ended, for settlement (settlement.ts carries it as a FinalResult).
 * - MAPS_COMPLETED: the series was played out; `maps` are all its maps.
 * - MAPS_ABANDONED: the series stopped early — abandoned, or a team forfeited or was disqualified
 *   during it, even when the organiser awards the series to the other team. `maps` are the maps
 *   completed before it stopped (possibly none): a map stopped half-way is not among them.
 * A series cancelled, or forfeited (a walkover) before its first map, is the plain CANCELLED or
 * ABANDONED that voids every market of every sport.
 */
export type EsportsFinalResult =
  | { status: 'MAPS_COMPLETED'; bestOf: MapsFormat['bestOf']; maps: readonly MapResult[] }
  | { status: 'MAPS_ABANDONED'; bestOf: MapsFormat['bestOf']; maps: readonly MapResult[] };

const won = (condition: boolean): Outcome => (condition ? 'WON' : 'LOST');

const sideOf = (selection: string): Side => (selection === '1' ? 'HOME' : 'AWAY');

/**
 * How one selection ends on a series' maps: the rule of every e-sports market, one case each.
 * Pricing (esports-markets.ts) runs this same rule over every way the series can go.
 *
 * Series markets (match winner, three-way, total maps, map handicap, correct map score) stand only
 * on a completed series: an abandoned or forfeited one voids them. A map's markets (its winner,
 * its total rounds and round handicap) stand once that map was completed, whatever happens after;
 * a map never played — the series was decided before it, or stopped first — voids them.
 */
export const outcomeOnMaps = (
  market: EsportsMarket,
  selection: string,
  result: EsportsFinalResult,
): Outcome => {
  const completed = result.status === 'MAPS_COMPLETED';
  const winners = result.maps.map((map) => map.winner);
  const score = mapScore(winners);
  const mapPlayed = (map: number): MapResult | null => result.maps[map - 1] ?? null;
  const roundsOf = (map: number): { home: number; away: number } | null => {
    const played = mapPlayed(map);
    if (!played) return null;
    if (!played.rounds) throw new SportsbookInputError('ROUNDS_MISSING', `map ${map}`);
    return played.rounds;
  };
  switch (market.kind) {
    case 'MATCH_WINNER':
      if (!completed || score.home === score.away) return 'VOID';
      return won((score.home > score.away ? '1' : '2') === selection);
    case 'MATCH_WINNER_3WAY': {
      if (!completed) return 'VOID';
      const outcome = score.home > score.away ? '1' : score.home < score.away ? '2' : 'X';
      return won(outcome === selection);
    }
    case 'MAP_WINNER': {
      const played = mapPlayed(market.map);
      return played ? won(played.winner === sideOf(selection)) : 'VOID';
    }
    case 'TOTAL_MAPS': {
      if (!completed) return 'VOID';
      const overLead = winners.length * QUARTERS_PER_GOAL - market.lineQuarters;
      return lineOutcome(selection === 'OVER' ? overLead : -overLead);
    }
    case 'MAP_HANDICAP': {
      if (!completed) return 'VOID';
      const homeLead = (score.home - score.away) * QUARTERS_PER_GOAL + market.homeLineQuarters;
      return lineOutcome(selection === '1' ? homeLead : -homeLead);
    }
    case 'CORRECT_MAP_SCORE':
      if (market.bestOf !== result.bestOf) {
        throw new SportsbookInputError(
          'MARKET_NOT_OFFERED',
          `${esportsMarketKey(market)} in Bo${result.bestOf}`,
        );
      }
      return completed ? won(`${score.home}-${score.away}` === selection) : 'VOID';
    case 'MAP_TOTAL_ROUNDS': {
      const rounds = roundsOf(market.map);
      if (!rounds) return 'VOID';
      const overLead = (rounds.home + rounds.away) * QUARTERS_PER_GOAL - market.lineQuarters;
      return lineOutcome(selection === 'OVER' ? overLead : -overLead);
    }
    case 'MAP_ROUND_HANDICAP': {
      const rounds = roundsOf(market.map);
      if (!rounds) return 'VOID';
      const homeLead = (rounds.home - rounds.away) * QUARTERS_PER_GOAL + market.homeLineQuarters;
      return lineOutcome(selection === '1' ? homeLead : -homeLead);
    }
    default: {
      const unknown: never = market;
      throw new SportsbookInputError('MARKET_UNKNOWN', JSON.stringify(unknown));
    }
  }
};

/**
 * A result settlement can trust: the maps a completed series needed and no more, an abandoned
 * series not yet decided, each map's rounds (where given) won by its winner.
 */
export const assertEsportsResult = (result: EsportsFinalResult): void => {
  assertMapsFormat({ kind: 'MAPS', bestOf: result.bestOf, roundsToWinMap: null });
  const winners = result.maps.map((map) => map.winner);
  result.maps.forEach((map, index) => {
    if (isSeriesOver(winners.slice(0, index), result.bestOf)) {
      throw new SportsbookInputError('MAP_AFTER_SERIES_END', `map ${index + 1}`);
    }
    if (map.winner !== 'HOME' && map.winner !== 'AWAY') {
      throw new SportsbookInputError('MAP_RESULT_INVALID', `map ${index + 1}`);
    }
    const { rounds } = map;
    if (rounds && !(rounds.home > rounds.away === (map.winner === 'HOME') && rounds.home !== rounds.away)) {
      throw new SportsbookInputError('MAP_RESULT_INVALID', `map ${index + 1}`);
    }
  });
  const over = isSeriesOver(winners, result.bestOf);
  if (result.status === 'MAPS_COMPLETED' && !over) {
    throw new SportsbookInputError('FEED_RESULT_INCOMPLETE', `${winners.length} maps of Bo${result.bestOf}`);
  }
  if (result.status === 'MAPS_ABANDONED' && over) {
    throw new SportsbookInputError('RESULT_INVALID', 'an abandoned series cannot be decided');
  }
};

/** Settles one e-sports selection; settlement.ts's settleSelection calls it for e-sports results. */
export const settleEsportsSelection = (input: {
  market: EsportsMarket;
  selection: string;
  result: EsportsFinalResult;
}): Outcome => {
  const { market, selection, result } = input;
  assertEsportsMarket(market);
  assertEsportsSelection(market, selection);
  assertEsportsResult(result);
  return outcomeOnMaps(market, selection, result);
};

/**
 * A feed's e-sports result as settlement reads it, its maps read from the scoreboard's MAP_n
 * periods (esports-model.ts, esportsStateFromScoreboard). A finished series whose maps do not add
 * up to its end is refused (FEED_RESULT_INCOMPLETE); an abandoned one keeps its completed maps and
 * drops a map stopped half-way. The fixture gives the title and format, which the result does not
 * carry.
 */
export const esportsFinalResultFromFeed = (input: {
  result: FeedResult;
  title: EsportsTitle;
  format: MapsFormat;
}): EsportsFinalResult | { status: 'CANCELLED' } => {
  const { result, title, format } = input;
  if (result.sport !== 'ESPORTS') throw new SportsbookInputError('SPORT_UNSUPPORTED', result.sport);
  if (result.status === 'CANCELLED') return { status: 'CANCELLED' };
  const { state, mapInPlay } = esportsStateFromScoreboard({ scoreboard: result.scoreboard, title, format });
  const winners = state.maps.map((map) => map.winner);
  const status = result.status;
  switch (status) {
    case 'ABANDONED':
      if (isSeriesOver(winners, format.bestOf)) {
        throw new SportsbookInputError(
          'RESULT_INVALID',
          `${result.fixtureId}: abandoned after it was decided`,
        );
      }
      return { status: 'MAPS_ABANDONED', bestOf: format.bestOf, maps: state.maps };
    case 'FINISHED':
      if (mapInPlay || !isSeriesOver(winners, format.bestOf)) {
        throw new SportsbookInputError('FEED_RESULT_INCOMPLETE', result.fixtureId);
      }
      return { status: 'MAPS_COMPLETED', bestOf: format.bestOf, maps: state.maps };
    default: {
      const unknown: never = status;
      throw new SportsbookInputError('RESULT_UNKNOWN', String(unknown));
    }
  }
};
