import {
  DOUBLE_COLOURS,
  PLINKO_RISK_LEVELS,
  type FairGameKind,
  type StudioGameInfo,
} from '@platform/contracts';
import { AppError } from '@platform/server-kit';
import {
  BASIS_POINTS,
  CLASSIC_DOUBLE_TABLE,
  DEFAULT_EDGE_BP,
  DICE_MAX_WIN_COUNT,
  DICE_MIN_WIN_COUNT,
  DICE_OUTCOMES,
  DOUBLE_SLOTS,
  LIMBO_MAX_TARGET,
  LIMBO_MIN_TARGET,
  MINES_MAX,
  MINES_MIN,
  MINES_TILES,
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  assertEdge,
  colorOfSlot,
  diceRtp,
  doubleRtp,
  doubleTableForEdge,
  limboRtp,
  maxSafePicks,
  minesMultiplierE4,
  minesRtp,
  payoutMinor,
  plinkoRtp,
  plinkoTable,
  type DoubleTable,
} from './engine/index.js';

/** The catalogue's in-house games (vendor SG, type INHOUSE) the fair games serve. */
export const FAIR_GAME_CODES: Readonly<Record<string, FairGameKind>> = Object.freeze({
  'SG-0002': 'mines',
  'SG-0003': 'dice',
  'SG-0004': 'plinko',
  'SG-0005': 'limbo',
  'SG-0006': 'double',
});

export type FairGameInfo = Extract<StudioGameInfo, { kind: FairGameKind }>;
export type FairGameInfoOf<Kind extends FairGameKind> = Extract<StudioGameInfo, { kind: Kind }>;
/** A fair game's info but its names, which come with the game from the studio's list. */
type FairGameSettingsOf<Kind extends FairGameKind> = Omit<FairGameInfoOf<Kind>, 'names'>;

/** House edges in basis points by game; a game left out keeps its default. */
export type HouseEdges = Partial<Record<FairGameKind, number>>;

/**
 * Centavos: R$ 0,10 to R$ 1.000,00 a bet, and no bet pays more than R$ 100.000,00 (stake
 * included). A larger win is paid as the maximum, as on the sites players know, rather than
 * refusing the long shots: refusing would forbid Mines with 8 to 17 mines even at the minimum bet.
 */
export const FAIR_BET_LIMITS = Object.freeze({ minBet: 10, maxBet: 100_000, maxPayout: 10_000_000 });

export const assertBetInRange = (bet: number): void => {
  const { minBet, maxBet } = FAIR_BET_LIMITS;
  if (bet < minBet || bet > maxBet) throw new AppError('bet-out-of-range', { value: { minBet, maxBet } });
};

/** What a bet pays at a multiplier: floor(bet × multiplier), at most the maximum payout. */
export const cappedPayout = (bet: number, multiplierE4: number): number =>
  Math.min(payoutMinor(bet, multiplierE4), FAIR_BET_LIMITS.maxPayout);

/** The classic ×2/×14 wheel keeps 1/15 of stakes: 666.67 bp, shown rounded as 667. */
const CLASSIC_DOUBLE_EDGE_BP = Math.round(BASIS_POINTS / DOUBLE_SLOTS);

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, index) => from + index);

/** The lowest of a game's returns over its choices: the figure a player is promised at least. */
const lowest = (returns: number[]): number => Math.min(...returns);

/**
 * Each fair game's settings for the configured edges, with what its page shows before the first
 * bet. Built once at start: an edge the games cannot take stops the start (FairInputError).
 */
export const createFairGameSettings = (houseEdges: HouseEdges = {}) => {
  const edgeOf = (kind: Exclude<FairGameKind, 'double'>): number => {
    const edgeBp = houseEdges[kind] ?? DEFAULT_EDGE_BP;
    assertEdge(edgeBp);
    return edgeBp;
  };
  const edges = {
    dice: edgeOf('dice'),
    mines: edgeOf('mines'),
    plinko: edgeOf('plinko'),
    limbo: edgeOf('limbo'),
  };
  const configuredDouble = houseEdges.double;
  const doubleTable: DoubleTable =
    configuredDouble === undefined ? CLASSIC_DOUBLE_TABLE : doubleTableForEdge(configuredDouble);
  const common = (gameCode: string, edgeBp: number, rtp: number) => ({
    gameCode,
    edgeBp,
    rtp,
    ...FAIR_BET_LIMITS,
  });
  const codeOf = (kind: FairGameKind): string =>
    Object.keys(FAIR_GAME_CODES).find((code) => FAIR_GAME_CODES[code] === kind) ?? '';

  const rowsList = range(PLINKO_MIN_ROWS, PLINKO_MAX_ROWS);
  const infos: { [Kind in FairGameKind]: FairGameSettingsOf<Kind> } = {
    dice: {
      kind: 'dice',
      // The return depends on the target by less than 0.01 pp (rounding): shown for the classic
      // "over 50.50" bet at 2.0002× (99 % exactly at the default edge).
      ...common(codeOf('dice'), edges.dice, diceRtp({ direction: 'over', target: 5050 }, edges.dice)),
      outcomes: DICE_OUTCOMES,
      minWinCount: DICE_MIN_WIN_COUNT,
      maxWinCount: DICE_MAX_WIN_COUNT,
    },
    mines: {
      kind: 'mines',
      // The lowest return of every mine count and cash-out point.
      ...common(
        codeOf('mines'),
        edges.mines,
        lowest(
          range(MINES_MIN, MINES_MAX).flatMap((mines) =>
            range(1, maxSafePicks(mines)).map((safePicks) =>
              minesRtp({ mines, safePicks, edgeBp: edges.mines }),
            ),
          ),
        ),
      ),
      tiles: MINES_TILES,
      minMines: MINES_MIN,
      maxMines: MINES_MAX,
      multipliers: range(0, MINES_MAX).map((mines) =>
        range(0, MINES_TILES - 1).map((safePicks) =>
          mines >= MINES_MIN && safePicks >= 1 && safePicks <= maxSafePicks(mines)
            ? minesMultiplierE4({ mines, safePicks, edgeBp: edges.mines })
            : 0,
        ),
      ),
    },
    plinko: {
      kind: 'plinko',
      // The lowest return of every table (rows × risk).
      ...common(
        codeOf('plinko'),
        edges.plinko,
        lowest(
          PLINKO_RISK_LEVELS.flatMap((risk) => rowsList.map((rows) => plinkoRtp(rows, risk, edges.plinko))),
        ),
      ),
      rows: rowsList,
      risks: [...PLINKO_RISK_LEVELS],
      tables: Object.fromEntries(
        PLINKO_RISK_LEVELS.map((risk) => [
          risk,
          Object.fromEntries(
            rowsList.map((rows) => [String(rows), [...plinkoTable(rows, risk, edges.plinko)]]),
          ),
        ]),
      ) as FairGameInfoOf<'plinko'>['tables'],
    },
    double: {
      kind: 'double',
      ...common(
        codeOf('double'),
        configuredDouble ?? CLASSIC_DOUBLE_EDGE_BP,
        lowest(DOUBLE_COLOURS.map((colour) => doubleRtp(colour, doubleTable))),
      ),
      wheel: range(0, DOUBLE_SLOTS - 1).map(colorOfSlot),
      payouts: { ...doubleTable },
    },
    limbo: {
      kind: 'limbo',
      // The return depends on the target by less than target / 2^32: shown for a 2.00× target.
      ...common(codeOf('limbo'), edges.limbo, limboRtp(200, edges.limbo)),
      minTarget: LIMBO_MIN_TARGET,
      maxTarget: LIMBO_MAX_TARGET,
    },
  };

  return { edges, doubleTable, infos };
};

export type FairGameSettings = ReturnType<typeof createFairGameSettings>;
