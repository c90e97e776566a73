/**
 * A slot game as data: everything the engine, the RTP calculation and the client need. Money is
 * integer minor units (centavos); pays are integer credits (below), so every win is exact.
 *
 * Paytable convention. A total bet buys `betUnits` credits and every pay is a whole number of
 * credits, so a pay of P credits is worth `bet × P / betUnits` minor units:
 * - lines games: `betUnits` equals the number of paylines, so a credit is the line bet and the
 *   paytable reads "multiples of the line bet";
 * - ways games: a pay is per way, in multiples of `bet / betUnits` (the ways unit);
 * - scatter pays are whole multiples of the total bet, whatever the evaluation.
 * Every bet level is a multiple of `betUnits`, so no win is ever rounded.
 */

export type SlotSymbolKind = 'regular' | 'wild' | 'scatter';

export type SlotSymbol = {
  id: string;
  kind: SlotSymbolKind;
  /** What the client draws and names, e.g. `jungle.jaguar` or `card.ace`; never shown raw. */
  themeKey: string;
};

export type SlotEvaluation =
  /** Each payline gives the row index to read on each reel, left to right. */
  | { kind: 'lines'; paylines: number[][] }
  /** All ways: every choice of one matching cell per reel on adjacent reels from the left. */
  | { kind: 'ways' }
  /**
   * Cluster pays: `minCluster` or more edge-adjacent cells of one regular symbol anywhere in the
   * grid pay by the cluster's size; the last paytable entry pays that size and every larger one.
   */
  | { kind: 'cluster'; minCluster: number };

export type SlotScatter = {
  /** By scatter count (index = count): multiples of the total bet, paid anywhere. */
  pays: number[];
  /** By scatter count: free spins awarded; a free spin with enough scatters awards again. */
  freeSpins: number[];
  /** Every win during free spins is multiplied by this. */
  freeSpinMultiplier: number;
};

/** A random multiplier on base-game wins (lines and scatter), drawn on every base spin. */
export type SlotMultiplierFeature = { outcomes: Array<{ multiplier: number; weight: number }> };

export type SlotVolatility = 'low' | 'medium' | 'high' | 'very-high';

export type SlotDefinition = {
  /** The catalogue game code this definition plays (e.g. `AUR-0042`). */
  code: string;
  /** Theme of the art set, e.g. `jungle`. */
  theme: string;
  /** The most rows a reel shows (every reel shows this many unless `minRows` is set). */
  rows: number;
  /**
   * Set on variable-rows ways games: each spin every reel shows `minRows` to `rows` rows, each
   * height equally likely and drawn before the reel's stop, so the ways change every spin.
   */
  minRows?: number;
  reels: number;
  evaluation: SlotEvaluation;
  /** Credits bought by one total bet; see the paytable convention above. */
  betUnits: number;
  symbols: SlotSymbol[];
  /** One strip per reel, symbol ids; each spin stops every strip at a uniformly random index. */
  strips: string[][];
  /**
   * Regular symbol id → credits by run length (index = count; zeros below the first paying count).
   * Lines and ways: indices 0..reels. Clusters: indices 0..largest listed size, which pays any
   * larger cluster too.
   */
  paytable: Record<string, number[]>;
  scatter: SlotScatter | null;
  multiplierFeature: SlotMultiplierFeature | null;
  /** Allowed total bets in minor units, ascending, each a multiple of `betUnits`. */
  betLevels: number[];
  /** No round (a paid spin and the free spins it triggers) pays more than this many total bets. */
  maxWinMultiplier: number;
  /** The RTP the game declares, as a fraction (0.962 = 96.2 %). */
  declaredRtp: number;
  volatility: SlotVolatility;
};

/** A run shorter than this never pays, on lines or ways; three scatters are the fewest that count. */
export const MIN_RUN = 3;

/** The counts a paytable row covers: run lengths 3..reels, or cluster sizes minCluster..last listed. */
export const payCounts = (definition: SlotDefinition): { min: number; max: number } => {
  if (definition.evaluation.kind === 'cluster') {
    const first = Object.values(definition.paytable)[0] ?? [];
    return { min: definition.evaluation.minCluster, max: first.length - 1 };
  }
  return { min: MIN_RUN, max: definition.reels };
};

/** The rows reel heights can take: `rows` alone unless the game varies them. */
export const rowRange = (definition: SlotDefinition): { min: number; max: number } => ({
  min: definition.minRows ?? definition.rows,
  max: definition.rows,
});

/** Cluster games are enumerated over every stop combination to get their exact RTP; this bounds it. */
export const MAX_CLUSTER_COMBINATIONS = 600_000;

const fail = (code: string, message: string): never => {
  throw new Error(`Slot definition ${code}: ${message}`);
};

const isWholeNonNegative = (value: number) => Number.isSafeInteger(value) && value >= 0;

const checkLayout = (definition: SlotDefinition) => {
  const { code, rows, reels, evaluation, strips } = definition;
  if (!Number.isInteger(rows) || rows < 1 || !Number.isInteger(reels) || reels < MIN_RUN)
    fail(code, 'needs at least one row and three reels.');
  if (strips.length !== reels) fail(code, `has ${strips.length} strips for ${reels} reels.`);
  for (const strip of strips) if (strip.length < rows) fail(code, 'has a strip shorter than the window.');
  const minRows = definition.minRows ?? rows;
  if (!Number.isInteger(minRows) || minRows < 1 || minRows > rows)
    fail(code, 'needs minRows between 1 and rows.');
  if (minRows !== rows && evaluation.kind !== 'ways') fail(code, 'varies its rows but is not a ways game.');
  if (evaluation.kind === 'cluster') {
    const { minCluster } = evaluation;
    if (!Number.isInteger(minCluster) || minCluster < 2 || minCluster > rows * reels)
      fail(code, 'needs a minimum cluster size that fits the grid.');
    const combinations = strips.reduce((product, strip) => product * strip.length, 1);
    if (combinations > MAX_CLUSTER_COMBINATIONS)
      fail(code, `has ${combinations} stop combinations; a cluster game's exact RTP enumerates them all.`);
  }
  if (evaluation.kind === 'lines') {
    if (evaluation.paylines.length === 0) fail(code, 'has no paylines.');
    if (definition.betUnits !== evaluation.paylines.length)
      fail(code, 'a lines game buys one credit per payline (betUnits = paylines).');
    for (const line of evaluation.paylines)
      if (line.length !== reels || line.some((row) => !Number.isInteger(row) || row < 0 || row >= rows))
        fail(code, `has a payline outside the window: ${line.join(',')}.`);
  }
};

/** Scatters closer than `rows` on a strip could show twice in one window. */
const checkScatterSpacing = (
  code: string,
  strip: readonly string[],
  isScatter: (id: string) => boolean,
  rows: number,
) => {
  const positions = strip.flatMap((id, index) => (isScatter(id) ? [index] : []));
  positions.forEach((position, index) => {
    const next = positions[(index + 1) % positions.length] ?? position;
    const gap = (next - position + strip.length) % strip.length || strip.length;
    if (gap < rows) fail(code, 'a reel window could show two scatters.');
  });
};

const checkSymbols = (definition: SlotDefinition) => {
  const { code, symbols, strips, paytable, reels, rows } = definition;
  const kindOf = new Map(symbols.map((symbol) => [symbol.id, symbol.kind]));
  if (kindOf.size !== symbols.length) fail(code, 'repeats a symbol id.');
  if (symbols.filter((symbol) => symbol.kind === 'wild').length > 1) fail(code, 'has more than one wild.');
  if (symbols.filter((symbol) => symbol.kind === 'scatter').length > 1)
    fail(code, 'has more than one scatter.');
  strips.forEach((strip, reel) => {
    for (const id of strip) if (!kindOf.has(id)) fail(code, `uses unknown symbol ${id}.`);
    // A line's or way's symbol is always the one on reel 1, so no all-wild run needs a tie rule.
    if (reel === 0 && strip.some((id) => kindOf.get(id) === 'wild')) fail(code, 'has a wild on reel 1.');
    // A wild joining two clusters would need a rule of its own; cluster games have none.
    if (definition.evaluation.kind === 'cluster' && strip.some((id) => kindOf.get(id) === 'wild'))
      fail(code, 'is a cluster game with a wild.');
    checkScatterSpacing(code, strip, (id) => kindOf.get(id) === 'scatter', rows);
  });
  const counts = payCounts(definition);
  if (definition.evaluation.kind === 'cluster' && (counts.max < counts.min || counts.max > rows * reels))
    fail(code, 'lists cluster sizes outside the grid.');
  const lastCount = definition.evaluation.kind === 'cluster' ? counts.max : reels;
  for (const symbol of symbols) {
    const pays = paytable[symbol.id];
    if (symbol.kind !== 'regular') {
      if (pays) fail(code, `gives pays to ${symbol.kind} ${symbol.id}.`);
      continue;
    }
    if (!pays || pays.length !== lastCount + 1 || !pays.every(isWholeNonNegative))
      fail(code, `needs whole credits for every count 0..${lastCount} of ${symbol.id}.`);
    if (pays?.slice(0, counts.min).some((pay) => pay !== 0))
      fail(code, `pays ${symbol.id} below ${counts.min}.`);
  }
  for (const id of Object.keys(paytable)) if (!kindOf.has(id)) fail(code, `pays unknown symbol ${id}.`);
};

const checkFeatures = (definition: SlotDefinition) => {
  const { code, scatter, multiplierFeature, reels } = definition;
  const hasScatter = definition.symbols.some((symbol) => symbol.kind === 'scatter');
  if (hasScatter !== (scatter !== null)) fail(code, 'needs scatter rules exactly when it has a scatter.');
  if (scatter) {
    for (const table of [scatter.pays, scatter.freeSpins])
      if (table.length !== reels + 1 || !table.every(isWholeNonNegative))
        fail(code, `needs a whole scatter value for every count 0..${reels}.`);
    if ([...scatter.pays, ...scatter.freeSpins].slice(0, MIN_RUN).some(Boolean))
      fail(code, `rewards fewer than ${MIN_RUN} scatters.`);
    if (!Number.isInteger(scatter.freeSpinMultiplier) || scatter.freeSpinMultiplier < 1)
      fail(code, 'needs a whole free-spin multiplier of at least 1.');
  }
  if (multiplierFeature) {
    const { outcomes } = multiplierFeature;
    if (outcomes.length === 0) fail(code, 'has a multiplier feature without outcomes.');
    for (const { multiplier, weight } of outcomes)
      if (!Number.isInteger(multiplier) || multiplier < 1 || !Number.isInteger(weight) || weight < 1)
        fail(code, 'needs whole multipliers and weights of at least 1.');
  }
};

const checkMoney = (definition: SlotDefinition) => {
  const { code, betLevels, betUnits, maxWinMultiplier, declaredRtp } = definition;
  if (!Number.isInteger(betUnits) || betUnits < 1) fail(code, 'needs a whole betUnits.');
  if (betLevels.length === 0) fail(code, 'has no bet levels.');
  betLevels.forEach((level, index) => {
    if (!Number.isSafeInteger(level) || level <= 0 || level % betUnits !== 0)
      fail(code, `bet level ${level} is not a positive multiple of ${betUnits}.`);
    if (index > 0 && level <= (betLevels[index - 1] ?? 0)) fail(code, 'bet levels must ascend.');
  });
  if (!Number.isInteger(maxWinMultiplier) || maxWinMultiplier < 1) fail(code, 'needs a whole max win.');
  if (!(declaredRtp >= 0.9 && declaredRtp < 1)) fail(code, 'declares an RTP outside [90 %, 100 %).');
};

/** Throws on anything the engine or the RTP calculation relies on; definitions are checked once. */
export const assertValidDefinition = (definition: SlotDefinition): void => {
  checkLayout(definition);
  checkSymbols(definition);
  checkFeatures(definition);
  checkMoney(definition);
};
