import type { SlotGameInfo, SlotSpinResponse, SupportedLanguage } from '@platform/contracts';
import { formatCount } from '@platform/web-kit';

export type SlotSpin = SlotSpinResponse['spins'][number];
export type SlotWin = SlotSpin['wins'][number];

/** A pay of `credits` at this bet, in centavos (studio-slots.md: bet × P / betUnits, rounded down). */
export const creditsToMoney = (input: { bet: number; credits: number; betUnits: number }) =>
  Math.floor((input.bet * input.credits) / input.betUnits);

export const formatMultiplier = (multiplier: number, language: SupportedLanguage) =>
  formatCount(multiplier, language);

/**
 * A lines game's payline count, a ways game's ways (product of rows over reels; a variable-rows
 * game's most), a cluster game's smallest paying cluster.
 */
export const evaluationCount = (game: SlotGameInfo) =>
  game.evaluation.kind === 'lines'
    ? game.evaluation.paylines.length
    : game.evaluation.kind === 'cluster'
      ? game.evaluation.minCluster
      : game.rows ** game.reels;

export const cellKey = (reel: number, row: number) => `${reel}:${row}`;

/** Every cell a spin's wins (lines, ways, scatter) use. */
export const winningCells = (spin: SlotSpin): Set<string> => {
  const cells = new Set<string>();
  for (const win of spin.wins) for (const p of win.positions) cells.add(cellKey(p.reel, p.row));
  if (spin.scatter.win > 0 || spin.freeSpinsAwarded > 0)
    for (const p of spin.scatter.positions) cells.add(cellKey(p.reel, p.row));
  return cells;
};

/** For each free spin of a round (index ≥ 1), its number and the total known when it plays. */
export const freeSpinProgress = (spins: readonly SlotSpin[], index: number) => {
  let awarded = 0;
  for (let i = 0; i < index; i += 1) awarded += spins[i]?.freeSpinsAwarded ?? 0;
  return { current: index, total: awarded };
};

export const nextBetLevel = (levels: readonly number[], bet: number, step: 1 | -1) => {
  const index = levels.indexOf(bet);
  const next = levels[Math.min(levels.length - 1, Math.max(0, index + step))];
  return next ?? bet;
};

/** The level a session starts on: R$ 1,00 when offered, else the lowest. */
export const initialBet = (levels: readonly number[]) =>
  levels.includes(100) ? 100 : (levels.find((level) => level > 100) ?? levels[0] ?? 0);
