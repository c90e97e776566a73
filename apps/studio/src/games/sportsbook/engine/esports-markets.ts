import type { EsportsTitle, Side } from './feed.js';
import {
  assertEsportsMarketFits,
  esportsMarketKey,
  esportsMarketsFor,
  esportsSelectionKeys,
  type EsportsMarket,
} from './esports-market-keys.js';
import type { EsportsOutlook, MapResult } from './esports-model.js';
import { outcomeOnMaps, type EsportsFinalResult } from './esports-settlement.js';
import type { FairMarket, FairSelection } from './markets.js';
import { effectiveProbability, emptyDistribution } from './outcome.js';

/** One way the series can end, as settlement reads it, with its chance. */
type Scenario = { result: EsportsFinalResult; probability: number };

/**
 * The series' endings for the markets that read maps only: one per map-winner path, rounds left
 * out (no such market reads them).
 */
const seriesScenarios = (outlook: EsportsOutlook): Scenario[] =>
  outlook.paths.map(({ winners, probability }) => ({
    result: {
      status: 'MAPS_COMPLETED',
      bestOf: outlook.format.bestOf,
      maps: winners.map((winner): MapResult => ({ winner, rounds: null })),
    },
    probability,
  }));

/**
 * The endings for a market on one map's rounds: each path, and on it every final round score of
 * that map won by the path's winner of the map, with chance P(path) × P(score | that winner). The
 * map's round score is independent of the maps before it, and decides its own winner, so this is
 * the exact joint chance. A path that does not reach the map keeps no rounds (the market is void).
 */
const roundScenarios = (outlook: EsportsOutlook, map: number): Scenario[] => {
  const mapOutlook = outlook.maps[map - 1];
  const rounds = mapOutlook?.rounds ?? [];
  const scenarios = seriesScenarios(outlook).flatMap(({ result, probability }): Scenario[] => {
    const played = result.maps[map - 1];
    if (!played || !mapOutlook) return [{ result, probability }];
    const winnerChance = played.winner === 'HOME' ? mapOutlook.homeWin : 1 - mapOutlook.homeWin;
    return rounds.flatMap(({ score, probability: scoreChance }): Scenario[] => {
      const winner: Side = score.home > score.away ? 'HOME' : 'AWAY';
      if (winner !== played.winner || winnerChance === 0) return [];
      const maps = result.maps.map((entry, index): MapResult =>
        index === map - 1 ? { winner, rounds: score } : entry,
      );
      return [{ result: { ...result, maps }, probability: (probability * scoreChance) / winnerChance }];
    });
  });
  return mergedOnMap(scenarios, map);
};

/**
 * A round market on map k reads map k's round score alone (or voids when map k was not played):
 * the endings that agree on it are merged into one, with their chances summed, so each of the
 * map's many lines runs over a few dozen endings instead of every path times every score.
 */
const mergedOnMap = (scenarios: readonly Scenario[], map: number): Scenario[] => {
  const merged = new Map<string, Scenario>();
  for (const scenario of scenarios) {
    const rounds = scenario.result.maps[map - 1]?.rounds;
    const key = rounds ? `${rounds.home}-${rounds.away}` : 'unplayed';
    const known = merged.get(key);
    if (known) known.probability += scenario.probability;
    else merged.set(key, { ...scenario });
  }
  return [...merged.values()];
};

/** The endings each market is summed over, each set built once per pricing. */
const scenariosOf = (outlook: EsportsOutlook) => {
  const built = new Map<number, Scenario[]>();
  const get = (key: number, build: () => Scenario[]): Scenario[] => {
    const known = built.get(key);
    if (known) return known;
    const scenarios = build();
    built.set(key, scenarios);
    return scenarios;
  };
  return (market: EsportsMarket): Scenario[] =>
    market.kind === 'MAP_TOTAL_ROUNDS' || market.kind === 'MAP_ROUND_HANDICAP'
      ? get(market.map, () => roundScenarios(outlook, market.map))
      : get(0, () => seriesScenarios(outlook));
};

/**
 * Fair probabilities for each e-sports market, in the shape football's take (markets.ts), so the
 * margin (margin.ts, priceMarkets) and cash-out apply unchanged. Every selection's outcome is
 * summed over the ways the series can end with settlement's own rule (esports-settlement.ts,
 * outcomeOnMaps): a price is always for the rule the bet will be settled by. Every market's
 * coverage is 1 (a match winner voided by a Bo2 draw is priced as draw no bet is).
 */
export const fairEsportsMarkets = (input: {
  outlook: EsportsOutlook;
  title: EsportsTitle;
  markets?: readonly EsportsMarket[];
}): FairMarket[] => {
  const { outlook, title } = input;
  const markets = input.markets ?? esportsMarketsFor({ title, format: outlook.format });
  const scenariosFor = scenariosOf(outlook);
  return markets.map((market) => {
    assertEsportsMarketFits({ market, title, format: outlook.format });
    const scenarios = scenariosFor(market);
    const selections = esportsSelectionKeys(market).map((selection): FairSelection => {
      const outcomes = emptyDistribution();
      for (const { result, probability } of scenarios)
        outcomes[outcomeOnMaps(market, selection, result)] += probability;
      return { key: selection, outcomes, probability: effectiveProbability(outcomes) };
    });
    return { key: esportsMarketKey(market), market, coverage: 1, selections };
  });
};
