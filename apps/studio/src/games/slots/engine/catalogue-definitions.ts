import type { GameClass } from '@platform/contracts';
import { CLUSTER_GRID, clusterStripsFromPool } from './cluster-strip-pool.js';
import { paylinesFor } from './paylines.js';
import { tunePaytable, type PaytableShape } from './paytable-tuning.js';
import {
  MIN_RUN,
  type SlotDefinition,
  type SlotMultiplierFeature,
  type SlotScatter,
  type SlotSymbol,
  type SlotVolatility,
} from './slot-definition.js';
import { exactRtp } from './slot-rtp.js';
import { CARD_SYMBOLS, FALLBACK_THEMES, SLOT_THEMES, themeForName } from './slot-themes.js';
import {
  pickOne,
  pickWeighted,
  seededUniformInt,
  shuffleInPlace,
  type UniformInt,
} from '../../../seeded-random.js';

/**
 * Every slot (RNG) game of the catalogue plays a definition derived from its game code alone, so
 * each instance, test and report agrees on it without storing anything. The class steers the
 * layout and volatility (arcade and table classes play small classic windows, jackpots big
 * volatile ones); the name, when given, picks a matching theme (and "Megaways" its layout). Changing anything here
 * changes live games' maths: treat it as a new game version.
 */

export type CatalogueSlotInput = {
  gameCode: string;
  gameClassify?: GameClass | null;
  /**
   * The catalogue name (the studio passes the English and Portuguese ones); picks the art theme
   * when it names a subject, and a name that says "Megaways" plays the variable-rows layout.
   */
  name?: string;
};

/** The declared RTP is exact to this much; the generator re-draws strips until it is. */
export const RTP_TOLERANCE = 0.0002;
const MAX_ATTEMPTS = 64;

type LayoutKey =
  | 'classic'
  | 'lines10'
  | 'lines20'
  | 'lines25'
  | 'lines50'
  | 'ways243'
  | 'ways1024'
  | 'ways15625'
  | 'megaways'
  | 'cluster';

type Layout = {
  rows: number;
  /** Variable-rows ways: each reel shows minRows..rows rows every spin. */
  minRows?: number;
  reels: number;
  lines: number | null;
  waysUnits: number;
  /** Cluster pays: the smallest paying cluster, the last listed size and credits. */
  cluster?: { minCluster: number; lastSize: number; betUnits: number };
  high: number[];
  low: number[];
};

/** Ways units grow with the ways, so even the cheapest per-way pay is a fine step of the bet. */
const LAYOUTS: Record<LayoutKey, Layout> = {
  classic: { rows: 3, reels: 3, lines: 5, waysUnits: 0, high: [3], low: [3] },
  lines10: { rows: 3, reels: 5, lines: 10, waysUnits: 0, high: [3, 4], low: [4, 5] },
  lines20: { rows: 3, reels: 5, lines: 20, waysUnits: 0, high: [4, 5], low: [4, 5, 6] },
  lines25: { rows: 3, reels: 5, lines: 25, waysUnits: 0, high: [4, 5], low: [5, 6] },
  lines50: { rows: 4, reels: 5, lines: 50, waysUnits: 0, high: [4, 5], low: [5, 6] },
  ways243: { rows: 3, reels: 5, lines: null, waysUnits: 25, high: [4, 5], low: [5, 6] },
  ways1024: { rows: 4, reels: 5, lines: null, waysUnits: 50, high: [4, 5], low: [5, 6] },
  ways15625: { rows: 5, reels: 6, lines: null, waysUnits: 100, high: [5], low: [6] },
  // 6 reels of 2 to 7 rows: 64 to 117,649 ways, a new count every spin.
  megaways: { rows: 7, minRows: 2, reels: 6, lines: null, waysUnits: 100, high: [4, 5], low: [4, 5] },
  // A 6×5 grid; 8-cell strips from a pool whose 8⁶ = 262,144 stop combinations are enumerated
  // ahead of time (cluster-strip-pool.ts), so the exact RTP costs no enumeration at run time.
  cluster: {
    rows: CLUSTER_GRID.rows,
    reels: CLUSTER_GRID.reels,
    lines: null,
    waysUnits: 0,
    cluster: { minCluster: CLUSTER_GRID.minCluster, lastSize: CLUSTER_GRID.lastSize, betUnits: 20 },
    high: [3],
    low: [2, 3],
  },
};

const ANY_CLASS_LAYOUTS: ReadonlyArray<readonly [LayoutKey, number]> = [
  ['classic', 2],
  ['lines10', 1],
  ['lines20', 2],
  ['lines25', 2],
  ['lines50', 2],
  ['ways243', 2],
  ['ways1024', 1],
  ['ways15625', 1],
  ['megaways', 2],
  ['cluster', 2],
];

const LAYOUTS_BY_CLASS: Partial<Record<GameClass, ReadonlyArray<readonly [LayoutKey, number]>>> = {
  JP: [
    ['lines25', 2],
    ['lines50', 2],
    ['ways243', 1],
    ['ways1024', 2],
    ['ways15625', 1],
    ['megaways', 2],
    ['cluster', 1],
  ],
  AC: [
    ['classic', 3],
    ['lines10', 2],
    ['lines20', 1],
    ['ways243', 1],
  ],
  VP: [
    ['classic', 3],
    ['lines10', 1],
  ],
  TG: [
    ['classic', 3],
    ['lines10', 1],
  ],
};

const ANY_CLASS_VOLATILITY: ReadonlyArray<readonly [SlotVolatility, number]> = [
  ['low', 2],
  ['medium', 4],
  ['high', 3],
  ['very-high', 1],
];

const VOLATILITY_BY_CLASS: Partial<Record<GameClass, ReadonlyArray<readonly [SlotVolatility, number]>>> = {
  JP: [
    ['medium', 1],
    ['high', 3],
    ['very-high', 3],
  ],
  AC: [
    ['low', 3],
    ['medium', 3],
    ['high', 1],
  ],
  VP: [
    ['low', 3],
    ['medium', 2],
  ],
  TG: [
    ['low', 3],
    ['medium', 2],
  ],
};

type VolatilityProfile = {
  /** How much each extra symbol of a run multiplies the pay. */
  growth: number;
  /** Card ranks' pays relative to theme symbols: less means rarer, bigger wins. */
  lowScale: number;
  /** Wild cells per reel strip (reels 2 and up). */
  wilds: number;
  /** P(a paid spin triggers free spins) the scatter count aims at. */
  triggerTarget: number;
  freeSpins: number;
  freeSpinMultipliers: readonly number[];
  /** Scatter pays in bets for 3, 4, 5 and 6 scatters. */
  scatterPays: readonly number[];
  maxWinMultiplier: number;
};

const PROFILES: Record<SlotVolatility, VolatilityProfile> = {
  low: {
    growth: 1.8,
    lowScale: 1.5,
    wilds: 4,
    triggerTarget: 1 / 90,
    freeSpins: 8,
    freeSpinMultipliers: [1, 2],
    scatterPays: [1, 4, 20, 50],
    maxWinMultiplier: 2_000,
  },
  medium: {
    growth: 3,
    lowScale: 1,
    wilds: 2,
    triggerTarget: 1 / 150,
    freeSpins: 10,
    freeSpinMultipliers: [2, 3],
    scatterPays: [2, 5, 25, 100],
    maxWinMultiplier: 5_000,
  },
  high: {
    growth: 4,
    lowScale: 0.6,
    wilds: 2,
    triggerTarget: 1 / 200,
    freeSpins: 12,
    freeSpinMultipliers: [3],
    scatterPays: [2, 10, 50, 200],
    maxWinMultiplier: 10_000,
  },
  'very-high': {
    growth: 5.5,
    lowScale: 0.35,
    wilds: 1,
    triggerTarget: 1 / 280,
    freeSpins: 15,
    freeSpinMultipliers: [5],
    scatterPays: [2, 10, 100, 500],
    maxWinMultiplier: 20_000,
  },
};

/** Multiplier features with weights over 100: E = 1.24 and 1.27. */
const MULTIPLIER_FEATURES: readonly SlotMultiplierFeature[] = [
  {
    outcomes: [
      { multiplier: 1, weight: 85 },
      { multiplier: 2, weight: 12 },
      { multiplier: 3, weight: 3 },
    ],
  },
  {
    outcomes: [
      { multiplier: 1, weight: 90 },
      { multiplier: 2, weight: 6 },
      { multiplier: 5, weight: 3 },
      { multiplier: 10, weight: 1 },
    ],
  },
];
const MULTIPLIER_SHARE_PERCENT = 35;

/** Declared RTPs run from 94.0 % to 97.0 % in steps of 0.1 pp. */
const RTP_TENTHS_MIN = 940;
const RTP_TENTHS_MAX = 970;

const BET_LADDER = [20, 50, 100, 200, 500, 1000, 2000, 5000];

/** Card ranks pay less than theme symbols; within each group the first pays most. */
const HIGH_BASE = [25, 18, 14, 11, 9];
const LOW_BASE = [6, 5, 5, 4, 4, 3];
const HIGH_WEIGHTS = [3, 4, 4, 5, 6];
const LOW_WEIGHTS = [9, 9, 8, 8, 7, 7];

/**
 * Levels of the common ladder that buy whole credits. A game whose credits cost more than the
 * ladder's first step starts at its smallest whole bet, `betUnits` centavos.
 */
export const betLevelsFor = (betUnits: number): number[] => {
  const levels = BET_LADDER.filter((level) => level % betUnits === 0);
  const lowest = Math.max(BET_LADDER[0] ?? 1, betUnits);
  return levels.includes(lowest) ? levels : [lowest, ...levels];
};

type Draft = {
  code: string;
  layout: Layout;
  volatility: SlotVolatility;
  profile: VolatilityProfile;
  symbols: SlotSymbol[];
  highCount: number;
};

const symbolsOf = (theme: string, highCount: number, lowCount: number, cluster: boolean): SlotSymbol[] => {
  const themeEntry = SLOT_THEMES.find((entry) => entry.key === theme);
  const specials: SlotSymbol[] = cluster
    ? []
    : [
        { id: 'W', kind: 'wild', themeKey: `${theme}.wild` },
        { id: 'S', kind: 'scatter', themeKey: `${theme}.scatter` },
      ];
  return [
    ...Array.from({ length: highCount }, (_, rank) => ({
      id: `H${rank + 1}`,
      kind: 'regular' as const,
      themeKey: `${theme}.${themeEntry?.high[rank] ?? `high${rank + 1}`}`,
    })),
    ...Array.from({ length: lowCount }, (_, rank) => ({
      id: `L${rank + 1}`,
      kind: 'regular' as const,
      themeKey: `card.${CARD_SYMBOLS[rank] ?? `low${rank + 1}`}`,
    })),
    ...specials,
  ];
};

/** Symbol counts of one strip before scatters: a little jitter so reels and games differ. */
const stripCounts = (draft: Draft, reel: number, random: UniformInt): Array<readonly [string, number]> =>
  draft.symbols.flatMap((symbol, index): Array<readonly [string, number]> => {
    if (symbol.kind === 'scatter') return [];
    if (symbol.kind === 'wild') return reel === 0 ? [] : [[symbol.id, draft.profile.wilds + random(2)]];
    const isHigh = index < draft.highCount;
    const base = isHigh ? (HIGH_WEIGHTS[index] ?? 6) : (LOW_WEIGHTS[index - draft.highCount] ?? 7);
    return [[symbol.id, base + random(3)]];
  });

/** Scatters per strip: one each, then more on the sparsest reel until free spins come often enough. */
const scatterCounts = (draft: Draft, baseLengths: number[]) => {
  const { reels } = draft.layout;
  // A variable-rows reel shows (minRows + rows) / 2 rows on average.
  const rows = (draft.layout.rows + (draft.layout.minRows ?? draft.layout.rows)) / 2;
  const counts = new Array<number>(reels).fill(1);
  const probability = (reel: number) =>
    ((counts[reel] ?? 0) * rows) / ((baseLengths[reel] ?? 1) + (counts[reel] ?? 0));
  const triggerProbability = () => {
    let distribution = [1];
    for (let reel = 0; reel < reels; reel += 1) {
      const p = probability(reel);
      distribution = [...distribution, 0].map((value, k) => value * (1 - p) + (distribution[k - 1] ?? 0) * p);
    }
    return distribution.slice(MIN_RUN).reduce((sum, value) => sum + value, 0);
  };
  while (triggerProbability() < draft.profile.triggerTarget) {
    const sparsest = counts.reduce(
      (best, _, reel) => (probability(reel) < probability(best) ? reel : best),
      0,
    );
    counts[sparsest] = (counts[sparsest] ?? 0) + 1;
  }
  return counts;
};

/** Scatters evenly spaced (never two in one window), the rest shuffled into the gaps. */
const buildStrip = (others: string[], scatters: number, random: UniformInt): string[] => {
  const length = others.length + scatters;
  const strip = new Array<string>(length).fill('');
  const offset = random(length);
  for (let index = 0; index < scatters; index += 1)
    strip[(offset + Math.floor((index * length) / scatters)) % length] = 'S';
  const shuffled = shuffleInPlace(random, others);
  let next = 0;
  for (let position = 0; position < length; position += 1)
    if (strip[position] === '') strip[position] = shuffled[next++] ?? '';
  return strip;
};

const stripsOf = (draft: Draft, random: UniformInt): string[][] => {
  if (draft.layout.cluster)
    return clusterStripsFromPool(draft.highCount, draft.symbols.length - draft.highCount, random);
  const counts = Array.from({ length: draft.layout.reels }, (_, reel) => stripCounts(draft, reel, random));
  const others = counts.map((entries) => entries.flatMap(([id, count]) => new Array<string>(count).fill(id)));
  const scatters = scatterCounts(
    draft,
    others.map((strip) => strip.length),
  );
  return others.map((strip, reel) => buildStrip(strip, scatters[reel] ?? 1, random));
};

/** Runs pay `growth` times more per extra reel; clusters 1.5 times more per extra cell. */
const shapeOf = (draft: Draft) => {
  const { reels, cluster } = draft.layout;
  const first = cluster?.minCluster ?? MIN_RUN;
  const last = cluster?.lastSize ?? reels;
  // Clusters are few at large sizes, so their pays climb steeply: 12+ pays about 17 times 5.
  const growth = cluster ? 1.5 : draft.profile.growth;
  const regular = draft.symbols.filter((symbol) => symbol.kind === 'regular');
  return {
    symbols: regular.map((symbol) => symbol.id),
    shape: regular.map((_, index) => {
      const isHigh = index < draft.highCount;
      const base = isHigh
        ? (HIGH_BASE[index] ?? 9)
        : (LOW_BASE[index - draft.highCount] ?? 3) * draft.profile.lowScale;
      return Array.from({ length: last + 1 }, (_, count) =>
        count < first ? 0 : base * growth ** (count - first),
      );
    }),
  };
};

const scatterOf = (draft: Draft, random: UniformInt): SlotScatter => {
  const { reels } = draft.layout;
  const byCount = (values: (extra: number) => number) =>
    Array.from({ length: reels + 1 }, (_, count) => (count < MIN_RUN ? 0 : values(count - MIN_RUN)));
  return {
    pays: byCount((extra) => draft.profile.scatterPays[extra] ?? 0),
    freeSpins: byCount((extra) => draft.profile.freeSpins + 5 * extra),
    freeSpinMultiplier: pickOne(random, draft.profile.freeSpinMultipliers),
  };
};

/** The fallback is drawn even when the name decides, so a name never shifts the maths' random stream. */
const themeOf = (input: CatalogueSlotInput, random: UniformInt) => {
  const fallback = pickOne(random, FALLBACK_THEMES);
  return (input.name ? themeForName(input.name) : undefined) ?? fallback;
};

/**
 * What the code (and name) alone decide, before any strips are drawn: cheap enough to run for
 * every game of the list, as the published catalogue does for each slot's RTP.
 */
const headOf = (input: CatalogueSlotInput) => {
  const random = seededUniformInt(`studio-slot:${input.gameCode}`);
  const gameClass = input.gameClassify ?? null;
  const drawnLayout = pickWeighted(random, (gameClass && LAYOUTS_BY_CLASS[gameClass]) || ANY_CLASS_LAYOUTS);
  // The title promises the layout: "… Megaways" plays variable rows whatever the code drew.
  const layoutKey = /\bmegaways\b/iu.test(input.name ?? '') ? 'megaways' : drawnLayout;
  const drawnVolatility = pickWeighted(
    random,
    (gameClass && VOLATILITY_BY_CLASS[gameClass]) || ANY_CLASS_VOLATILITY,
  );
  const layout = LAYOUTS[layoutKey];
  // Cluster pays spread wins over many small clusters (σ 1–2 bets, below the lines games' "low"
  // 2–3): the label and the profile say low, whatever was drawn.
  const volatility: SlotVolatility = layout.cluster ? 'low' : drawnVolatility;
  const profile = PROFILES[volatility];
  const theme = themeOf(input, random).key;
  const highCount = pickOne(random, layout.high);
  const symbols = symbolsOf(theme, highCount, pickOne(random, layout.low), Boolean(layout.cluster));
  const draft: Draft = { code: input.gameCode, layout, volatility, profile, symbols, highCount };
  // Drawn for every layout so the stream stays aligned; cluster games have no scatter.
  const drawnScatter = scatterOf(draft, random);
  const scatter = layout.cluster ? null : drawnScatter;
  const multiplierFeature =
    random(100) < MULTIPLIER_SHARE_PERCENT ? pickOne(random, MULTIPLIER_FEATURES) : null;
  const declaredRtp = (RTP_TENTHS_MIN + random(RTP_TENTHS_MAX - RTP_TENTHS_MIN + 1)) / 1000;
  return { layout, volatility, profile, theme, symbols, draft, scatter, multiplierFeature, declaredRtp };
};

/** The RTP a catalogue slot declares (and plays to within RTP_TOLERANCE), without deriving it. */
export const catalogueDeclaredRtp = (input: CatalogueSlotInput): number => headOf(input).declaredRtp;

/** One attempt: layout and features are fixed by the code; `attempt` only re-draws the strips. */
const draftDefinition = (
  input: CatalogueSlotInput,
  attempt: number,
): { draft: SlotDefinition; shape: PaytableShape } => {
  const { layout, volatility, profile, theme, symbols, draft, scatter, multiplierFeature, declaredRtp } =
    headOf(input);
  const strips = stripsOf(draft, seededUniformInt(`studio-slot:${input.gameCode}:strips:${attempt}`));
  const betUnits = layout.cluster?.betUnits ?? layout.lines ?? layout.waysUnits;
  const paytableShape = shapeOf(draft);
  const { symbols: ids, shape } = paytableShape;
  const definition: SlotDefinition = {
    code: input.gameCode,
    theme,
    rows: layout.rows,
    ...(layout.minRows ? { minRows: layout.minRows } : {}),
    reels: layout.reels,
    evaluation: layout.cluster
      ? { kind: 'cluster', minCluster: layout.cluster.minCluster }
      : layout.lines
        ? { kind: 'lines', paylines: paylinesFor(layout.rows, layout.reels, layout.lines) }
        : { kind: 'ways' },
    betUnits,
    symbols,
    strips,
    // A placeholder in the right form; tunePaytable replaces it.
    paytable: Object.fromEntries(ids.map((id, rank) => [id, (shape[rank] ?? []).map(Math.ceil)])),
    scatter,
    multiplierFeature,
    betLevels: betLevelsFor(betUnits),
    maxWinMultiplier: profile.maxWinMultiplier,
    declaredRtp,
    volatility,
  };
  return { draft: definition, shape: paytableShape };
};

const definitionFor = (input: CatalogueSlotInput): SlotDefinition => {
  let best: { definition: SlotDefinition; error: number } | null = null;
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const { draft, shape } = draftDefinition(input, attempt);
    const definition = { ...draft, paytable: tunePaytable(draft, shape) };
    const error = Math.abs(exactRtp(definition).rtp - definition.declaredRtp);
    if (!best || error < best.error) best = { definition, error };
    if (error <= RTP_TOLERANCE) return definition;
  }
  throw new Error(
    `Slot definition ${input.gameCode}: no strips fit RTP ${best?.definition.declaredRtp} (off by ${best?.error}).`,
  );
};

/** Definitions already derived: deriving one runs the exact RTP a few times. Bounded, oldest out. */
const derived = new Map<string, SlotDefinition>();
const DERIVED_KEPT = 2_000;

/**
 * The definition a catalogue slot plays. Deterministic: the same code (and name) gives the same
 * definition on every instance and every build. Only the code and class decide the maths; the
 * name only picks the art.
 */
export const catalogueSlotDefinition = (input: CatalogueSlotInput): SlotDefinition => {
  const key = `${input.gameCode}|${input.gameClassify ?? ''}|${input.name ?? ''}`;
  const known = derived.get(key);
  if (known) return known;
  const definition = definitionFor(input);
  if (derived.size >= DERIVED_KEPT) derived.delete(derived.keys().next().value ?? '');
  derived.set(key, definition);
  return definition;
};
