import type { SlotGameInfo, SlotSpinResponse, StudioSessionResponse } from '@platform/contracts';

type Spin = SlotSpinResponse['spins'][number];

/** A small 3×5, 3-line game in the shape the studio server sends (studio-slots.md). */
export const testGame: SlotGameInfo = {
  kind: 'slot',
  gameCode: 'AUR-0001',
  names: { PT: 'Coroa Dourada', EN: 'Golden Crown', CN: '黄金皇冠' },
  theme: 'royal',
  rows: 3,
  reels: 5,
  evaluation: {
    kind: 'lines',
    paylines: [
      [1, 1, 1, 1, 1],
      [0, 0, 0, 0, 0],
      [2, 2, 2, 2, 2],
    ],
  },
  betUnits: 10,
  symbols: [
    { id: 'H1', kind: 'regular', themeKey: 'royal.crown' },
    { id: 'H2', kind: 'regular', themeKey: 'royal.diamond' },
    { id: 'L1', kind: 'regular', themeKey: 'card.ace' },
    { id: 'L2', kind: 'regular', themeKey: 'card.king' },
    { id: 'W', kind: 'wild', themeKey: 'royal.wild' },
    { id: 'S', kind: 'scatter', themeKey: 'royal.scatter' },
  ],
  paytable: {
    H1: [0, 0, 0, 50, 200, 1000],
    H2: [0, 0, 0, 30, 120, 500],
    L1: [0, 0, 0, 10, 40, 150],
    L2: [0, 0, 0, 5, 20, 100],
  },
  scatter: { pays: [0, 0, 0, 2, 10, 50], freeSpins: [0, 0, 0, 10, 15, 20], freeSpinMultiplier: 2 },
  multiplierFeature: null,
  betLevels: [100, 200, 500],
  maxWinMultiplier: 5000,
  rtp: 0.962,
  volatility: 'medium',
};

export const sessionFixture = (balance = 100_000): StudioSessionResponse => ({
  sessionId: 'session-1',
  mode: 'demo',
  currency: 'BRL',
  balance,
  game: testGame,
});

const LOSING_WINDOW = [
  ['H1', 'L1', 'H2', 'L2', 'L1'],
  ['L2', 'H2', 'L1', 'H1', 'L2'],
  ['H2', 'L2', 'H1', 'L1', 'H2'],
];

const noScatter = { count: 0, positions: [], win: 0 };

export const losingSpin = (): Spin => ({
  mode: 'base',
  stops: [0, 0, 0, 0, 0],
  window: LOSING_WINDOW,
  wins: [],
  scatter: noScatter,
  freeSpinsAwarded: 0,
  multiplier: 1,
  totalWin: 0,
});

/** Three crowns on the middle line (payline 1): 50 credits, R$ 5,00 at a bet of R$ 1,00. */
export const winningSpin = (win: number): Spin => ({
  mode: 'base',
  stops: [1, 1, 1, 1, 1],
  window: [LOSING_WINDOW[0]!, ['H1', 'H1', 'W', 'L2', 'L1'], LOSING_WINDOW[2]!],
  wins: [
    {
      kind: 'line',
      payline: 0,
      symbol: 'H1',
      count: 3,
      positions: [
        { reel: 0, row: 1 },
        { reel: 1, row: 1 },
        { reel: 2, row: 1 },
      ],
      win,
    },
  ],
  scatter: noScatter,
  freeSpinsAwarded: 0,
  multiplier: 1,
  totalWin: win,
});

export const roundFixture = (input: {
  bet: number;
  balance: number;
  spins: Spin[];
  id?: string;
}): SlotSpinResponse => ({
  roundId: input.id ?? `round-${input.balance}`,
  bet: input.bet,
  spins: input.spins,
  totalWin: input.spins.reduce((sum, spin) => sum + spin.totalWin, 0),
  potentialMaxMultiplier: 5000,
  balance: input.balance,
});

/** A 5×6 cluster game: clusters of 5 to 7+, no wild or scatter (studio-slots.md). */
export const clusterGame: SlotGameInfo = {
  ...testGame,
  gameCode: 'AUR-0004',
  names: { PT: 'Coelho Esplêndido', EN: 'Splendid Rabbit', CN: '璀璨玉兔' },
  theme: 'rabbit',
  rows: 5,
  reels: 6,
  evaluation: { kind: 'cluster', minCluster: 5 },
  betUnits: 20,
  symbols: [
    { id: 'H1', kind: 'regular', themeKey: 'rabbit.rabbit' },
    { id: 'H2', kind: 'regular', themeKey: 'rabbit.carrot' },
    { id: 'L1', kind: 'regular', themeKey: 'card.ace' },
  ],
  paytable: {
    H1: [0, 0, 0, 0, 0, 40, 60, 100],
    H2: [0, 0, 0, 0, 0, 30, 45, 80],
    L1: [0, 0, 0, 0, 0, 10, 15, 25],
  },
  scatter: null,
  betLevels: [20, 100, 200],
};

/** A ways game of 6 reels showing 2 to 7 rows each spin. */
export const variableRowsGame: SlotGameInfo = {
  ...testGame,
  gameCode: 'AUR-0020',
  names: { PT: 'Serpente Faminta Megaways', EN: 'Hungry Serpent Megaways', CN: '饥饿灵蛇 Megaways' },
  theme: 'dragon',
  rows: 7,
  minRows: 2,
  reels: 6,
  evaluation: { kind: 'ways' },
  betUnits: 100,
  symbols: [
    { id: 'H1', kind: 'regular', themeKey: 'dragon.dragon' },
    { id: 'L1', kind: 'regular', themeKey: 'card.ace' },
    { id: 'W', kind: 'wild', themeKey: 'dragon.wild' },
    { id: 'S', kind: 'scatter', themeKey: 'dragon.scatter' },
  ],
  paytable: { H1: [0, 0, 0, 5, 20, 80, 300], L1: [0, 0, 0, 1, 2, 8, 30] },
  betLevels: [100, 200],
};
