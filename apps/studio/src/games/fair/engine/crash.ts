import { hmacSha256, sha256Hex } from './fair-random.js';
import { BASIS_POINTS, DEFAULT_EDGE_BP, FairInputError, assertEdge } from './payout.js';

/**
 * Crash: shared rounds, so the randomness cannot come from one player's seeds. It comes from a
 * hash chain fixed before the first round:
 *   h_N = SHA-256(secret),  h_i = SHA-256(h_{i+1}) (of the 64-character lowercase hex text)
 * h_0, the terminal hash, is published in advance; round 1 plays h_1, round 2 h_2, and so on. A
 * revealed h_n hashed n times gives h_0, so the operator cannot have changed it after publishing.
 *
 * Crash point of a round: r = the first 52 bits of HMAC-SHA256(key = h_n, message = salt), where
 * the public salt is fixed after h_0 is published (e.g. a future block hash), then
 *   crash = max(1.00, floor(100 · (1 − edge) · 2^52 / (2^52 − r)) / 100), capped at 1,000,000×.
 * For a cash-out target t (hundredths T ≥ 101): crash ≥ t ⇔ 2^52 − r ≤ (1 − edge)·2^52/t, so
 * P(crash ≥ t) = floor((1 − edge)·2^52/t)/2^52 and the return t·P(crash ≥ t) is 1 − edge to
 * within t/2^52 (docs/provably-fair.md).
 */

export const CRASH_BITS = 52;
const TWO_POW_52 = 2n ** 52n;
export const CRASH_MIN_HUNDREDTHS = 100;
/** The lowest cash-out target: 1.01×. Cashing out at 1.00× would be a free refund. */
export const CRASH_MIN_CASH_OUT = 101;
/** 1,000,000×. Keeps the multiplier a safe integer; leaves the return of any lower target unchanged. */
export const CRASH_MAX_HUNDREDTHS = 100_000_000;
/** Bounds the work of one chain verification (hashing forward up to this many times). */
export const CRASH_MAX_CHAIN_LENGTH = 10_000_000;

const HASH_PATTERN = /^[0-9a-f]{64}$/;

const assertHash = (hash: string, name: string): void => {
  if (!HASH_PATTERN.test(hash)) throw new FairInputError('CRASH_HASH_INVALID', name);
};

const assertChainLength = (length: number): void => {
  if (!Number.isInteger(length) || length < 1 || length > CRASH_MAX_CHAIN_LENGTH) {
    throw new FairInputError('CRASH_CHAIN_LENGTH_INVALID', `${length}`);
  }
};

/**
 * The chain for `length` rounds: element 0 is the terminal hash to publish, element n the hash of
 * round n. Built backwards from the secret, so rounds can only be played forwards.
 */
export const buildHashChain = (input: { secret: string; length: number }): string[] => {
  assertChainLength(input.length);
  const chain = new Array<string>(input.length + 1);
  let hash = sha256Hex(input.secret);
  for (let round = input.length; round >= 0; round -= 1) {
    chain[round] = hash;
    hash = sha256Hex(hash);
  }
  return chain;
};

/** Hash a round's hash forward `roundNumber` times; a genuine link lands on the terminal hash. */
export const verifyChainLink = (input: {
  roundHash: string;
  roundNumber: number;
  terminalHash: string;
}): boolean => {
  assertChainLength(input.roundNumber);
  if (!HASH_PATTERN.test(input.roundHash) || !HASH_PATTERN.test(input.terminalHash)) return false;
  let hash = input.roundHash;
  for (let i = 0; i < input.roundNumber; i += 1) hash = sha256Hex(hash);
  return hash === input.terminalHash;
};

/** r: the first 13 hex digits (52 bits) of HMAC-SHA256(key = round hash, message = salt). */
export const crashBits = (roundHash: string, salt: string): bigint => {
  assertHash(roundHash, 'roundHash');
  const digest = hmacSha256(roundHash, salt).toString('hex');
  return BigInt(`0x${digest.slice(0, CRASH_BITS / 4)}`);
};

/** The formula above in exact integers; hundredths (250 is 2.50×). */
export const crashHundredthsFromBits = (bits: bigint, edgeBp: number = DEFAULT_EDGE_BP): number => {
  assertEdge(edgeBp);
  if (bits < 0n || bits >= TWO_POW_52) throw new FairInputError('CRASH_BITS_INVALID', `${bits}`);
  const hundredths = (BigInt(BASIS_POINTS - edgeBp) * TWO_POW_52) / (100n * (TWO_POW_52 - bits));
  if (hundredths > BigInt(CRASH_MAX_HUNDREDTHS)) return CRASH_MAX_HUNDREDTHS;
  return Math.max(CRASH_MIN_HUNDREDTHS, Number(hundredths));
};

export const crashPoint = (input: { roundHash: string; salt: string; edgeBp?: number }): number =>
  crashHundredthsFromBits(crashBits(input.roundHash, input.salt), input.edgeBp);

export const assertCashOut = (cashOutHundredths: number): void => {
  if (
    !Number.isInteger(cashOutHundredths) ||
    cashOutHundredths < CRASH_MIN_CASH_OUT ||
    cashOutHundredths > CRASH_MAX_HUNDREDTHS
  ) {
    throw new FairInputError('CRASH_CASH_OUT_INVALID', `${cashOutHundredths}`);
  }
};

export type CrashBetOutcome = { win: boolean; payoutMultiplierE4: number };

/**
 * A bet cashed out at `cashOutHundredths` (auto target, or the live multiplier when the player
 * pressed cash-out) wins when the round reached it: cash-out ≤ crash. `null`: never cashed out.
 */
export const settleCrashBet = (input: {
  crashHundredths: number;
  cashOutHundredths: number | null;
}): CrashBetOutcome => {
  if (input.cashOutHundredths === null) return { win: false, payoutMultiplierE4: 0 };
  assertCashOut(input.cashOutHundredths);
  const win = input.cashOutHundredths <= input.crashHundredths;
  return { win, payoutMultiplierE4: win ? input.cashOutHundredths * 100 : 0 };
};

export type VerifiedCrash =
  { ok: true; outcome: { crashHundredths: number } } | { ok: false; reason: 'CHAIN_MISMATCH' };

/** Anyone can check a revealed round: its hash leads to the published terminal hash. */
export const verifyCrashRound = (input: {
  roundHash: string;
  roundNumber: number;
  terminalHash: string;
  salt: string;
  edgeBp?: number;
}): VerifiedCrash => {
  if (!verifyChainLink(input)) return { ok: false, reason: 'CHAIN_MISMATCH' };
  return { ok: true, outcome: { crashHundredths: crashPoint(input) } };
};
