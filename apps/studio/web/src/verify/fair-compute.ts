import type { DOUBLE_COLOURS, FairGameKind, PLINKO_RISK_LEVELS } from '@platform/contracts';

export type DoubleColour = (typeof DOUBLE_COLOURS)[number];
export type PlinkoRiskLevel = (typeof PLINKO_RISK_LEVELS)[number];

/**
 * The provably fair scheme recomputed in the browser with WebCrypto (docs/provably-fair.md), so a
 * player checks a round without trusting the server's own verifier:
 *   bytes(round) = HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${round}`)
 *   float        = b0/256 + b1/256² + b2/256³ + b3/256⁴   (4 bytes per float, 8 per round)
 * Seeds are UTF-8 text, never hex-decoded. Nothing here may import the server's code.
 */

const BYTES_PER_FLOAT = 4;
const BYTES_PER_ROUND = 32;
export const DICE_OUTCOMES = 10_001;
export const MINES_TILES = 25;
export const DOUBLE_SLOTS = 15;
const BASIS_POINTS = 10_000;

export type FairSeeds = { serverSeed: string; clientSeed: string; nonce: number };

const encode = (text: string) => new TextEncoder().encode(text);

export const toHex = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** SHA-256 of the server seed's text: what the page showed as the commitment before play. */
export const sha256Hex = async (text: string): Promise<string> =>
  toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', encode(text))));

export const roundMessage = (seeds: FairSeeds, round: number) =>
  `${seeds.clientSeed}:${seeds.nonce}:${round}`;

/** HMAC-SHA256 with a text key and a text message (both UTF-8). */
export const hmacSha256 = async (key: string, message: string): Promise<Uint8Array> => {
  const cryptoKey = await crypto.subtle.importKey(
    'raw',
    encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, encode(message)));
};

/** The 32 bytes of one HMAC round. */
export const roundBytes = (seeds: FairSeeds, round: number): Promise<Uint8Array> =>
  hmacSha256(seeds.serverSeed, roundMessage(seeds, round));

/** Four bytes as a float in [0, 1), written as the published sum. */
export const bytesToFloat = (bytes: ArrayLike<number>): number => {
  let float = 0;
  for (let i = 0; i < BYTES_PER_FLOAT; i += 1) float += (bytes[i] ?? 0) / 256 ** (i + 1);
  return float;
};

export type FairDraw = {
  /** Each HMAC round used, as hex, in order. */
  rounds: string[];
  floats: number[];
};

/** The first `count` floats of a bet, using as many HMAC rounds as needed. */
export const drawFloats = async (seeds: FairSeeds, count: number): Promise<FairDraw> => {
  const rounds: string[] = [];
  const floats: number[] = [];
  for (let round = 0; floats.length < count; round += 1) {
    const bytes = await roundBytes(seeds, round);
    rounds.push(toHex(bytes));
    for (let offset = 0; offset < BYTES_PER_ROUND && floats.length < count; offset += BYTES_PER_FLOAT) {
      floats.push(bytesToFloat(bytes.subarray(offset, offset + BYTES_PER_FLOAT)));
    }
  }
  return { rounds, floats };
};

// ---------------------------------------------------------------------------------------------
// The games' rules (section 2 of the docs)

/** Hundredths 0–10000: 3699 is a roll of 36.99. */
export const diceRoll = (float: number) => Math.floor(float * DICE_OUTCOMES);

export const diceWins = (input: { roll: number; direction: 'over' | 'under'; target: number }) =>
  input.direction === 'over' ? input.roll > input.target : input.roll < input.target;

/** Selection Fisher–Yates over tiles 0–24: float i takes one of the 25 − i tiles left. */
export const shuffleTiles = (floats: readonly number[]): number[] => {
  const remaining = Array.from({ length: MINES_TILES }, (_, tile) => tile);
  const order: number[] = [];
  for (let i = 0; i < MINES_TILES - 1; i += 1) {
    const index = Math.floor((floats[i] ?? 0) * remaining.length);
    order.push(...remaining.splice(index, 1));
  }
  order.push(...remaining);
  return order;
};

export const mineTiles = (floats: readonly number[], mines: number) =>
  shuffleTiles(floats)
    .slice(0, mines)
    .sort((a, b) => a - b);

/** 0 = left, 1 = right, one float per row. */
export const plinkoPath = (floats: readonly number[], rows: number): (0 | 1)[] =>
  floats.slice(0, rows).map((float) => (Math.floor(float * 2) === 1 ? 1 : 0));

export const doubleSlot = (float: number) => Math.floor(float * DOUBLE_SLOTS);

export const doubleColour = (slot: number): DoubleColour => {
  if (slot === 0) return 'white';
  return slot <= 7 ? 'red' : 'black';
};

/** Limbo's highest result (and target): 1,000,000×, in hundredths. */
export const LIMBO_MAX_RESULT = 100_000_000;

/**
 * Limbo: with n = floor(float × 2^32), the result in hundredths is
 * max(1.00, floor(100 × (1 − edge) × 2^32 / (n + 1)) / 100), capped at 1,000,000×, in exact
 * integers, so a target t wins with chance (1 − edge) / t.
 */
export const limboResult = (input: { float: number; edgeBp: number }) => {
  const n = BigInt(Math.floor(input.float * 2 ** 32));
  const hundredths = (BigInt(BASIS_POINTS - input.edgeBp) * 2n ** 32n) / (100n * (n + 1n));
  if (hundredths > BigInt(LIMBO_MAX_RESULT)) return LIMBO_MAX_RESULT;
  return Math.max(100, Number(hundredths));
};

// ---------------------------------------------------------------------------------------------
// One round, recomputed

export type VerifyParams =
  | { kind: 'dice'; direction: 'over' | 'under'; target: number }
  | { kind: 'mines'; mines: number }
  | { kind: 'plinko'; rows: number; risk: PlinkoRiskLevel }
  | { kind: 'double' }
  | { kind: 'limbo'; edgeBp: number };

export type ComputedOutcome =
  | { kind: 'dice'; roll: number; win: boolean }
  | { kind: 'mines'; mineTiles: number[]; order: number[] }
  | { kind: 'plinko'; path: (0 | 1)[]; slot: number }
  | { kind: 'double'; slot: number; colour: DoubleColour }
  | { kind: 'limbo'; result: number };

export type ComputedRound = FairDraw & { serverSeedHash: string; outcome: ComputedOutcome };

const FLOATS_NEEDED: Record<FairGameKind, (params: VerifyParams) => number> = {
  dice: () => 1,
  mines: () => MINES_TILES - 1,
  plinko: (params) => (params.kind === 'plinko' ? params.rows : 0),
  double: () => 1,
  limbo: () => 1,
};

const outcomeOf = (params: VerifyParams, floats: readonly number[]): ComputedOutcome => {
  const first = floats[0] ?? 0;
  switch (params.kind) {
    case 'dice': {
      const roll = diceRoll(first);
      return { kind: 'dice', roll, win: diceWins({ roll, ...params }) };
    }
    case 'mines': {
      const order = shuffleTiles(floats);
      return { kind: 'mines', order, mineTiles: order.slice(0, params.mines).sort((a, b) => a - b) };
    }
    case 'plinko': {
      const path = plinkoPath(floats, params.rows);
      return { kind: 'plinko', path, slot: path.reduce<number>((sum, step) => sum + step, 0) };
    }
    case 'double': {
      const slot = doubleSlot(first);
      return { kind: 'double', slot, colour: doubleColour(slot) };
    }
    case 'limbo':
      return { kind: 'limbo', result: limboResult({ float: first, edgeBp: params.edgeBp }) };
    default: {
      const unknown: never = params;
      throw new Error(`Unknown game ${String(unknown)}`);
    }
  }
};

export const computeRound = async (input: FairSeeds & { params: VerifyParams }): Promise<ComputedRound> => {
  const [serverSeedHash, draw] = await Promise.all([
    sha256Hex(input.serverSeed),
    drawFloats(input, FLOATS_NEEDED[input.params.kind](input.params)),
  ]);
  return { ...draw, serverSeedHash, outcome: outcomeOf(input.params, draw.floats) };
};
