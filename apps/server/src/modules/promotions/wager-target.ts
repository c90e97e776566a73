import type { BonusContributions } from '@platform/contracts';

/**
 * A WAGER promotion's counted turnover (docs/promotions.md, "Wagering targets"): each game type's
 * valid turnover at the promotion's percent for that type, floored per type; a type the promotion
 * leaves out, or a game the catalogue no longer knows, counts nothing. The same percentages a
 * bonus's wagering counts bets at.
 */
export const countedTurnover = (
  lines: ReadonlyArray<{ gameType: string | undefined; turnover: number }>,
  contributions: BonusContributions,
): number => {
  const byType = new Map<string, number>();
  for (const { gameType, turnover } of lines) {
    if (gameType === undefined) continue;
    byType.set(gameType, (byType.get(gameType) ?? 0) + turnover);
  }
  let counted = 0;
  for (const [gameType, turnover] of byType) {
    const percent = (contributions as Record<string, number | undefined>)[gameType] ?? 0;
    counted += Math.floor((turnover * percent) / 100);
  }
  return counted;
};
