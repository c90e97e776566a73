import { elottShape } from '@platform/contracts';
import { hmacSha256, sha256Hex, toHex } from '../../verify/fair-compute';
import type { ElottGame } from './lottery-math';

/**
 * A draw recomputed in the browser with WebCrypto (docs/lottery.md, "Draws anyone can verify"), so
 * a player checks it without trusting the server's own verifier:
 *   bytes(round) = HMAC-SHA256(key = serverSeed, message = `${drawId}:0:${round}`)
 *   each 4 bytes a big-endian word w; a pick below n takes the first w < 2³² − (2³² mod n), w mod n
 * then each game's picks in its fixed order. Nothing here may import the server's code.
 */

const TWO_POW_32 = 0x1_0000_0000;

export type DrawGame =
  | { product: 'VN'; region: 'NORTH' | 'CENTRAL' | 'SOUTH' }
  | { product: 'SEA_4D' }
  | { product: 'ELOTT'; game: ElottGame };

export type VnResult = { region: string; prizes: { prize: string; numbers: string[] }[] };
export type Sea4dResult = {
  first: string;
  second: string;
  third: string;
  starters: string[];
  consolations: string[];
};
export type ElottResult = { game: ElottGame; values: number[] };
export type DrawResult =
  | { product: 'VN'; result: VnResult }
  | { product: 'SEA_4D'; result: Sea4dResult }
  | { product: 'ELOTT'; result: ElottResult };

/** The prize rows in the order they are drawn (vn-prizes.ts). */
export const VN_ROWS = {
  NORTH: [
    ['SPECIAL', 1, 5],
    ['G1', 1, 5],
    ['G2', 2, 5],
    ['G3', 6, 5],
    ['G4', 4, 4],
    ['G5', 6, 4],
    ['G6', 3, 3],
    ['G7', 4, 2],
  ],
  SOUTH: [
    ['G8', 1, 2],
    ['G7', 1, 3],
    ['G6', 3, 4],
    ['G5', 1, 4],
    ['G4', 7, 5],
    ['G3', 2, 5],
    ['G2', 1, 5],
    ['G1', 1, 5],
    ['SPECIAL', 1, 6],
  ],
} as const;

/** The draw's uniform picks, with every HMAC round it used (hex) for the page to show. */
export const drawStream = (serverSeed: string, drawId: string) => {
  const rounds: string[] = [];
  let bytes: Uint8Array | null = null;
  let offset = 0;
  const nextWord = async (): Promise<number> => {
    if (bytes === null || offset === bytes.length) {
      bytes = await hmacSha256(serverSeed, `${drawId}:0:${rounds.length}`);
      rounds.push(toHex(bytes));
      offset = 0;
    }
    const view = new DataView(bytes.buffer, bytes.byteOffset + offset, 4);
    offset += 4;
    return view.getUint32(0, false);
  };
  const pick = async (bound: number): Promise<number> => {
    const limit = TWO_POW_32 - (TWO_POW_32 % bound);
    let word = await nextWord();
    while (word >= limit) word = await nextWord();
    return word % bound;
  };
  return { pick, rounds };
};

const pad = (value: number, digits: number) => value.toString().padStart(digits, '0');

export const computeDrawResult = async (
  serverSeed: string,
  drawId: string,
  game: DrawGame,
): Promise<{ result: DrawResult; rounds: string[] }> => {
  const stream = drawStream(serverSeed, drawId);
  const { pick } = stream;
  switch (game.product) {
    case 'VN': {
      const rows = game.region === 'NORTH' ? VN_ROWS.NORTH : VN_ROWS.SOUTH;
      const prizes: VnResult['prizes'] = [];
      for (const [prize, count, digits] of rows) {
        const numbers: string[] = [];
        for (let index = 0; index < count; index += 1) numbers.push(pad(await pick(10 ** digits), digits));
        prizes.push({ prize, numbers });
      }
      return { result: { product: 'VN', result: { region: game.region, prizes } }, rounds: stream.rounds };
    }
    case 'SEA_4D': {
      const drawn = new Set<string>();
      const next = async () => {
        for (;;) {
          const number = pad(await pick(10_000), 4);
          if (!drawn.has(number)) {
            drawn.add(number);
            return number;
          }
        }
      };
      const first = await next();
      const second = await next();
      const third = await next();
      const starters: string[] = [];
      for (let index = 0; index < 10; index += 1) starters.push(await next());
      const consolations: string[] = [];
      for (let index = 0; index < 10; index += 1) consolations.push(await next());
      return {
        result: { product: 'SEA_4D', result: { first, second, third, starters, consolations } },
        rounds: stream.rounds,
      };
    }
    case 'ELOTT': {
      const shape = elottShape(game.game);
      let values: number[];
      if (game.game === 'CAR_RACE_10') {
        // Fisher–Yates from the last place down (seeded-random.ts, shuffleInPlace).
        values = Array.from({ length: shape.positions }, (_, index) => index + 1);
        for (let index = values.length - 1; index > 0; index -= 1) {
          const swap = await pick(index + 1);
          [values[index], values[swap]] = [values[swap]!, values[index]!];
        }
      } else {
        values = [];
        for (let index = 0; index < shape.positions; index += 1)
          values.push(shape.min + (await pick(shape.max - shape.min + 1)));
      }
      return { result: { product: 'ELOTT', result: { game: game.game, values } }, rounds: stream.rounds };
    }
    default: {
      const unknown: never = game;
      throw new Error(`unknown lottery game ${JSON.stringify(unknown)}`);
    }
  }
};

/** Equal as data, whatever order the stored JSON's keys came back in. */
export const sameData = (left: unknown, right: unknown): boolean => {
  if (Array.isArray(left) || Array.isArray(right)) {
    return (
      Array.isArray(left) &&
      Array.isArray(right) &&
      left.length === right.length &&
      left.every((item, index) => sameData(item, right[index]))
    );
  }
  if (left !== null && right !== null && typeof left === 'object' && typeof right === 'object') {
    const a = left as Record<string, unknown>;
    const b = right as Record<string, unknown>;
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => sameData(a[key], b[key]));
  }
  return Object.is(left, right);
};

/** The game a verify answer names, when it is one the page knows. */
export const drawGameOf = (game: Record<string, unknown>): DrawGame | null => {
  if (game.product === 'VN' && ['NORTH', 'CENTRAL', 'SOUTH'].includes(String(game.region)))
    return { product: 'VN', region: game.region as 'NORTH' | 'CENTRAL' | 'SOUTH' };
  if (game.product === 'SEA_4D') return { product: 'SEA_4D' };
  if (game.product === 'ELOTT' && ['LUCKY_5', 'FAST_3', 'CAR_RACE_10'].includes(String(game.game)))
    return { product: 'ELOTT', game: game.game as ElottGame };
  return null;
};

export type BrowserCheck = {
  hash: string;
  hashMatches: boolean;
  result: DrawResult;
  resultMatches: boolean;
  rounds: string[];
};

/** The page's own check of a revealed draw: the seed's hash and the result recomputed from it. */
export const checkDraw = async (input: {
  drawId: string;
  serverSeed: string;
  serverSeedHash: string;
  game: DrawGame;
  published: unknown;
}): Promise<BrowserCheck> => {
  const hash = await sha256Hex(input.serverSeed);
  const { result, rounds } = await computeDrawResult(input.serverSeed, input.drawId, input.game);
  return {
    hash,
    hashMatches: hash === input.serverSeedHash.toLowerCase(),
    result,
    resultMatches: sameData(result, input.published),
    rounds,
  };
};
