import {
  ODDS_SCALE,
  parseMarketKey,
  selectionKeys,
  type Market,
  type OutcomeDistribution,
} from '../engine/index.js';
import type { FeedMarketRow } from './feed-store-reads.js';

/** The engine's market for a key, if the key is one and names this selection; null otherwise. */
export const marketOf = (marketKey: string, selection: string): Market | null => {
  try {
    const market = parseMarketKey(marketKey);
    return selectionKeys(market).includes(selection) ? market : null;
  } catch {
    return null;
  }
};

/**
 * A provider's prices as the engine's outcome distribution for one selection, for cash-out.
 *
 * The provider sends margined odds only. Their implied probabilities (1 / odds) are scaled so the
 * market's priced selections add up to its coverage (1; 2 for double chance, whose selections each
 * cover two results): proportional de-margining. The selection's fair probability p is then read
 * as { WON: p, LOST: 1 − p }.
 *
 * The approximation, documented in docs/sportsbook.md: exact for win-or-lose selections (1X2,
 * double chance, both teams to score, half-lines, correct score, HT/FT). For markets that can push
 * or half-win (draw no bet, whole and quarter lines), p stands for the selection's effective
 * probability (outcome.ts): the distribution has the same fair value at the fair odds, and a
 * slightly different one at other odds, since its void and half outcomes are folded into won and
 * lost. Proportional de-margining also leaves the provider's favourite–long-shot shading in place.
 * Null when the selection has no price now (nothing to value it from).
 */
export const demarginedOutcomes = (
  row: Pick<FeedMarketRow, 'marketKey' | 'selections'>,
  selection: string,
): OutcomeDistribution | null => {
  const priced = row.selections.filter(
    (entry): entry is { key: string; oddsE3: number } => entry.oddsE3 !== null && entry.oddsE3 > 0,
  );
  const own = priced.find((entry) => entry.key === selection);
  if (!own) return null;
  const coverage = row.marketKey === 'DC' ? 2 : 1;
  const implied = (oddsE3: number) => ODDS_SCALE / oddsE3;
  const total = priced.reduce((sum, entry) => sum + implied(entry.oddsE3), 0);
  // A lone priced selection gives no overround to remove: its implied probability is kept.
  const probability = Math.min(
    1,
    priced.length > 1 ? (implied(own.oddsE3) / total) * coverage : implied(own.oddsE3),
  );
  return { WON: probability, HALF_WON: 0, VOID: 0, HALF_LOST: 0, LOST: 1 - probability };
};
