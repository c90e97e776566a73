import type {
  FairGameKind,
  FairSeedPair,
  MinesGame,
  StudioGameInfo,
  StudioSessionResponse,
} from '@platform/contracts';

/** The fair games' infos in the shape the studio server sends (studio-fair.ts), 1 % edge. */
const common = { edgeBp: 100, rtp: 0.99, minBet: 10, maxBet: 100_000, maxPayout: 10_000_000 };

const binomial = (n: number, k: number) => {
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - i + 1)) / i;
  return Math.round(result);
};

/** multipliers[mines][picks] as docs/provably-fair.md defines them. */
const minesMultipliers = () =>
  Array.from({ length: 25 }, (_, mines) =>
    Array.from({ length: 26 }, (_, picks) =>
      mines === 0 || picks === 0 || picks > 25 - mines
        ? 0
        : Math.floor((9_900 * binomial(25, picks)) / binomial(25 - mines, picks)),
    ),
  );

const plinkoRow = (rows: number) =>
  Array.from({ length: rows + 1 }, (_, slot) => {
    const distance = Math.abs(slot - rows / 2);
    return distance === 0 ? 4_000 : Math.round(4_000 + distance * distance * 1_500);
  });

const plinkoTables = () => {
  const byRows = Object.fromEntries(
    [8, 9, 10, 11, 12, 13, 14, 15, 16].map((rows) => [String(rows), plinkoRow(rows)]),
  );
  return { low: byRows, medium: byRows, high: byRows };
};

export const fairGameInfo = (kind: FairGameKind): StudioGameInfo => {
  switch (kind) {
    case 'dice':
      return {
        kind,
        gameCode: 'SG-0003',
        names: { PT: 'Dados', EN: 'Dice', CN: '骰子' },
        ...common,
        outcomes: 10_001,
        minWinCount: 1,
        maxWinCount: 9_800,
      };
    case 'mines':
      return {
        kind,
        gameCode: 'SG-0002',
        names: { PT: 'Mines', EN: 'Mines', CN: '扫雷' },
        ...common,
        tiles: 25,
        minMines: 1,
        maxMines: 24,
        multipliers: minesMultipliers(),
      };
    case 'plinko':
      return {
        kind,
        gameCode: 'SG-0004',
        names: { PT: 'Plinko', EN: 'Plinko', CN: '弹珠' },
        ...common,
        rows: [8, 9, 10, 11, 12, 13, 14, 15, 16],
        risks: ['low', 'medium', 'high'],
        tables: plinkoTables(),
      };
    case 'double':
      return {
        kind,
        gameCode: 'SG-0006',
        names: { PT: 'Double', EN: 'Double', CN: '双色' },
        ...common,
        edgeBp: 667,
        rtp: 14 / 15,
        wheel: Array.from({ length: 15 }, (_, slot) => (slot === 0 ? 'white' : slot <= 7 ? 'red' : 'black')),
        payouts: { white: 140_000, red: 20_000, black: 20_000 },
      };
    case 'limbo':
      return {
        kind,
        gameCode: 'SG-0005',
        names: { PT: 'Limbo', EN: 'Limbo', CN: '极限' },
        ...common,
        minTarget: 101,
        maxTarget: 100_000_000,
      };
    default: {
      const unknown: never = kind;
      throw new Error(`unknown kind ${String(unknown)}`);
    }
  }
};

export const fairSession = (kind: FairGameKind, input: { balance?: number; mode?: 'demo' | 'real' } = {}) =>
  ({
    sessionId: 'session-1',
    mode: input.mode ?? 'demo',
    currency: 'BRL',
    balance: input.balance ?? 100_000,
    game: fairGameInfo(kind),
  }) satisfies StudioSessionResponse;

export const HASH = '4432bb6293cd22bc2e3cfb9d599ed3ba439ac6fe06be42025a8d15ca7614a790';
export const SERVER_SEED = '6a1c1e0b4b7f2f0e9d4c3b2a1908f7e6d5c4b3a29180f7e6d5c4b3a291807f6e';

export const seedsAt = (nonce: number): FairSeedPair => ({
  serverSeedHash: HASH,
  clientSeed: 'player-seed-42',
  nonce,
});

export const settled = (input: {
  bet: number;
  multiplierE4: number;
  win: number;
  balance: number;
  nonce?: number;
}) => ({
  roundId: `round-${input.nonce ?? 0}`,
  bet: input.bet,
  multiplierE4: input.multiplierE4,
  win: input.win,
  balance: input.balance,
  seeds: seedsAt(input.nonce ?? 0),
});

export const minesRound = (input: Partial<MinesGame> = {}): MinesGame => ({
  roundId: 'mines-1',
  bet: 100,
  mines: 3,
  picks: [],
  multiplierE4: 0,
  nextMultiplierE4: 11_385,
  status: 'in-play',
  mineTiles: null,
  win: 0,
  seeds: seedsAt(0),
  ...input,
});
