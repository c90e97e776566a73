import { matrixCells, type ScoreOutlook } from './football-model.js';
import {
  HALF_TIME_FULL_TIME_KEYS,
  assertMarket,
  marketKey,
  selectionKeys,
  type Market,
} from './market-keys.js';
import { effectiveProbability, emptyDistribution, type OutcomeDistribution } from './outcome.js';
import { outcomeOnScores } from './settlement.js';

export type FairSelection = {
  key: string;
  /** The chance of each way the selection can end. */
  outcomes: OutcomeDistribution;
  /** 1 / fair odds (outcome.ts, effectiveProbability); null for a selection that can only be void. */
  probability: number | null;
};

export type FairMarket = {
  key: string;
  market: Market;
  /**
   * What the selections' probabilities add up to: 1, except double chance, whose three
   * selections each cover two of the three results and so add up to 2.
   */
  coverage: number;
  selections: FairSelection[];
};

/**
 * The markets offered on a football match: every total from 0.5 to 4.5 goals and every handicap
 * from −2.5 to +2.5, in quarter goals, so a page can pick the main line and its neighbours.
 */
export const DEFAULT_MARKETS: readonly Market[] = [
  { kind: 'MATCH_RESULT' },
  { kind: 'DOUBLE_CHANCE' },
  { kind: 'DRAW_NO_BET' },
  ...Array.from({ length: 17 }, (_, index): Market => ({ kind: 'TOTAL_GOALS', lineQuarters: 2 + index })),
  { kind: 'BOTH_TEAMS_TO_SCORE' },
  ...Array.from({ length: 21 }, (_, index): Market => ({
    kind: 'ASIAN_HANDICAP',
    homeLineQuarters: index - 10,
  })),
  { kind: 'CORRECT_SCORE' },
  { kind: 'HALF_TIME_FULL_TIME' },
];

const fairSelection = (key: string, outcomes: OutcomeDistribution): FairSelection => ({
  key,
  outcomes,
  probability: effectiveProbability(outcomes),
});

/**
 * Fair probabilities for each market. Every selection's outcome is summed over the outlook's final
 * scores with settlement's own rule (settlement.ts, outcomeOnScores), so a price is always for the
 * rule the bet will be settled by. HT/FT is read from the outlook's half-time/full-time pairs,
 * which a matrix of final scores alone cannot give.
 */
export const fairMarkets = (
  outlook: ScoreOutlook,
  markets: readonly Market[] = DEFAULT_MARKETS,
): FairMarket[] => {
  const cells = [...matrixCells(outlook.fullTime)]
    .filter((cell) => cell.probability > 0)
    .map(({ score, probability }) => ({ scores: { fullTime: score, halfTime: null }, probability }));
  return markets.map((market) => {
    assertMarket(market);
    const key = marketKey(market);
    const coverage = market.kind === 'DOUBLE_CHANCE' ? 2 : 1;
    if (market.kind === 'HALF_TIME_FULL_TIME') {
      const selections = HALF_TIME_FULL_TIME_KEYS.map((selection) => {
        const probability = outlook.halfTimeFullTime[selection];
        return fairSelection(selection, { ...emptyDistribution(), WON: probability, LOST: 1 - probability });
      });
      return { key, market, coverage, selections };
    }
    const selections = selectionKeys(market).map((selection) => {
      const outcomes = emptyDistribution();
      for (const { scores, probability } of cells)
        outcomes[outcomeOnScores(market, selection, scores)] += probability;
      return fairSelection(selection, outcomes);
    });
    return { key, market, coverage, selections };
  });
};
