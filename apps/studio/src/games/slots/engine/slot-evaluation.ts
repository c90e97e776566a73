import { compileSlot, type CompiledSlot } from './compiled-slot.js';
import { MIN_RUN, rowRange, type SlotDefinition } from './slot-definition.js';

/**
 * Reading a visible window: which lines or ways pay, in credits, and where the scatters are.
 * Rules (docs/studio-slots.md): a run starts on reel 1 and goes left to right over adjacent reels;
 * the wild (never on reel 1) stands for any regular symbol, not for the scatter; each line pays
 * its one run; a ways game pays every regular symbol's run times the number of ways to make it.
 */

export type SlotPosition = { reel: number; row: number };

export type SlotLineCredits = {
  kind: 'line';
  /** Index into the definition's paylines. */
  payline: number;
  symbol: string;
  count: number;
  positions: SlotPosition[];
  credits: number;
};

export type SlotWaysCredits = {
  kind: 'ways';
  symbol: string;
  count: number;
  /** How many ways make the run: the product of the matching cells on each reel of the run. */
  ways: number;
  positions: SlotPosition[];
  credits: number;
};

export type SlotClusterCredits = {
  kind: 'cluster';
  symbol: string;
  /** The cluster's size: how many cells it joins. */
  count: number;
  positions: SlotPosition[];
  credits: number;
};

export type SlotCreditWin = SlotLineCredits | SlotWaysCredits | SlotClusterCredits;

export type WindowEvaluation = {
  wins: SlotCreditWin[];
  scatter: { count: number; positions: SlotPosition[] };
};

/** `columns[reel][row]`: symbol indices of the visible window, one column per reel. */
export type WindowColumns = number[][];

const symbolAt = (columns: WindowColumns, reel: number, row: number) => columns[reel]?.[row] ?? -1;

const evaluateLines = (slot: CompiledSlot, columns: WindowColumns, paylines: number[][]): SlotCreditWin[] => {
  const wins: SlotCreditWin[] = [];
  paylines.forEach((line, payline) => {
    const first = symbolAt(columns, 0, line[0] ?? 0);
    if (slot.kinds[first] !== 'regular') return;
    let count = 1;
    while (count < line.length) {
      const next = symbolAt(columns, count, line[count] ?? 0);
      if (next !== first && next !== slot.wild) break;
      count += 1;
    }
    const credits = slot.pays[first]?.[count] ?? 0;
    if (credits === 0) return;
    wins.push({
      kind: 'line',
      payline,
      symbol: slot.ids[first] ?? '',
      count,
      positions: line.slice(0, count).map((row, reel) => ({ reel, row })),
      credits,
    });
  });
  return wins;
};

const evaluateWays = (slot: CompiledSlot, columns: WindowColumns): SlotCreditWin[] => {
  const wins: SlotCreditWin[] = [];
  for (const symbol of slot.regular) {
    let ways = 1;
    let count = 0;
    const positions: SlotPosition[] = [];
    for (const column of columns) {
      let matches = 0;
      column.forEach((cell, row) => {
        if (cell !== symbol && cell !== slot.wild) return;
        matches += 1;
        positions.push({ reel: count, row });
      });
      if (matches === 0) break;
      ways *= matches;
      count += 1;
    }
    const credits = count >= MIN_RUN ? (slot.pays[symbol]?.[count] ?? 0) : 0;
    if (credits === 0) continue;
    wins.push({
      kind: 'ways',
      symbol: slot.ids[symbol] ?? '',
      count,
      ways,
      positions,
      credits: credits * ways,
    });
  }
  return wins;
};

/**
 * Every group of edge-adjacent cells (up, down, left, right) showing one regular symbol; a group
 * of `minCluster` or more pays its size's entry, the last entry paying every larger size too.
 */
const evaluateClusters = (
  slot: CompiledSlot,
  columns: WindowColumns,
  minCluster: number,
): SlotCreditWin[] => {
  const wins: SlotCreditWin[] = [];
  const seen = columns.map((column) => column.map(() => false));
  columns.forEach((column, startReel) =>
    column.forEach((symbol, startRow) => {
      if (seen[startReel]?.[startRow] || slot.kinds[symbol] !== 'regular') return;
      const positions: SlotPosition[] = [];
      const queue: SlotPosition[] = [{ reel: startReel, row: startRow }];
      seen[startReel]![startRow] = true;
      while (queue.length > 0) {
        const cell = queue.pop()!;
        positions.push(cell);
        for (const [dr, dc] of NEIGHBOURS) {
          const reel = cell.reel + dc;
          const row = cell.row + dr;
          if (symbolAt(columns, reel, row) !== symbol || seen[reel]?.[row]) continue;
          seen[reel]![row] = true;
          queue.push({ reel, row });
        }
      }
      if (positions.length < minCluster) return;
      const pays = slot.pays[symbol] ?? [];
      const credits = pays[Math.min(positions.length, pays.length - 1)] ?? 0;
      if (credits === 0) return;
      positions.sort((a, b) => a.reel - b.reel || a.row - b.row);
      wins.push({
        kind: 'cluster',
        symbol: slot.ids[symbol] ?? '',
        count: positions.length,
        positions,
        credits,
      });
    }),
  );
  return wins;
};

const NEIGHBOURS: ReadonlyArray<readonly [number, number]> = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
];

const findScatters = (slot: CompiledSlot, columns: WindowColumns) => {
  const positions: SlotPosition[] = [];
  if (slot.scatter < 0) return { count: 0, positions };
  columns.forEach((column, reel) =>
    column.forEach((cell, row) => {
      if (cell === slot.scatter) positions.push({ reel, row });
    }),
  );
  return { count: positions.length, positions };
};

export const evaluateColumns = (slot: CompiledSlot, columns: WindowColumns): WindowEvaluation => {
  const { evaluation } = slot.definition;
  const wins =
    evaluation.kind === 'lines'
      ? evaluateLines(slot, columns, evaluation.paylines)
      : evaluation.kind === 'cluster'
        ? evaluateClusters(slot, columns, evaluation.minCluster)
        : evaluateWays(slot, columns);
  return { wins, scatter: findScatters(slot, columns) };
};

/**
 * Evaluates a hand-given window of symbol ids, `window[row][reel]` as the client shows it: for
 * tests, paytable screens and replaying a stored round. On a variable-rows game a reel's '' cells
 * (after its last shown row) are not part of the window.
 */
export const evaluateWindow = (definition: SlotDefinition, window: string[][]): WindowEvaluation => {
  const slot = compileSlot(definition);
  const { min } = rowRange(definition);
  if (window.length !== definition.rows || window.some((row) => row.length !== definition.reels))
    throw new RangeError(
      `A window of ${definition.code} is ${definition.rows} rows × ${definition.reels} reels.`,
    );
  const columns = Array.from({ length: definition.reels }, (_, reel) => {
    const shown = window.map((row) => row[reel] ?? '');
    const height =
      min === definition.rows ? shown.length : shown.indexOf('') < 0 ? shown.length : shown.indexOf('');
    if (height < min || shown.slice(height).some((id) => id !== ''))
      throw new RangeError(`Reel ${reel + 1} of ${definition.code} shows a gap.`);
    return shown.slice(0, height).map((id) => {
      const index = slot.ids.indexOf(id);
      if (index < 0) throw new RangeError(`Unknown symbol ${id} in ${definition.code}.`);
      return index;
    });
  });
  return evaluateColumns(slot, columns);
};
