import type { ListedGame } from './games.repository.js';

/** How many games of a category may carry the hot label (system setting `hotGames`). */
export type HotRule = {
  /** At most this share of the category's listed games, rounded up (at least one)… */
  sharePercent: number;
  /** …and never more than this many. */
  maxPerCategory: number;
};

/**
 * The hot games of each category: the most played of the recent rounds (`played`: a score per game
 * code, higher first), within the rule's cap. A category none of whose games was played falls back
 * to the curated picks (the catalogue's stored hot flag), in lobby order, within the same cap, so a
 * fresh install still shows a few and never a wall of "hot" labels.
 */
export const hotCodesOf = (
  listedByType: ReadonlyMap<string, readonly ListedGame[]>,
  played: ReadonlyMap<string, number>,
  rule: HotRule,
): Set<string> => {
  const hot = new Set<string>();
  for (const list of listedByType.values()) {
    const games = list.filter((game) => game.isGame === 'GAME');
    if (games.length === 0) continue;
    const cap = Math.min(
      rule.maxPerCategory,
      Math.max(1, Math.ceil((games.length * rule.sharePercent) / 100)),
    );
    const ranked = games
      .filter((game) => (played.get(game.gameCode) ?? 0) > 0)
      .sort((a, b) => played.get(b.gameCode)! - played.get(a.gameCode)!);
    const picks = ranked.length > 0 ? ranked : games.filter((game) => game.isHot);
    for (const game of picks.slice(0, cap)) hot.add(game.gameCode);
  }
  return hot;
};
