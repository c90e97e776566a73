import {
  BYTES_PER_FLOAT,
  BYTES_PER_ROUND,
  CLIENT_SEED_MAX_LENGTH,
  CLIENT_SEED_PATTERN,
  FLOATS_PER_ROUND,
  bytesToFloat,
  floatsOf,
  generateClientSeed,
  generateServerSeed,
  hashServerSeed,
  hmacSha256,
  isValidClientSeed,
  roundBytes,
  roundMessage,
  serverSeedMatchesHash,
  sha256Hex,
  type RoundSeeds,
} from '@platform/server-kit';
import { FairInputError } from './payout.js';

/**
 * The standard (Stake-style) provably fair scheme, see docs/provably-fair.md. The byte generator
 * itself lives in server-kit (provably-fair.ts), shared with the platform's lucky draws; this file
 * adds the games' checks and the seed pair's life cycle.
 */
export {
  BYTES_PER_FLOAT,
  BYTES_PER_ROUND,
  CLIENT_SEED_MAX_LENGTH,
  CLIENT_SEED_PATTERN,
  FLOATS_PER_ROUND,
  bytesToFloat,
  generateClientSeed,
  generateServerSeed,
  hashServerSeed,
  hmacSha256,
  isValidClientSeed,
  roundBytes,
  roundMessage,
  serverSeedMatchesHash,
  sha256Hex,
  type RoundSeeds,
};

/** The most floats one bet may draw (Mines needs 24, Plinko 16); a bound on HMAC work per call. */
export const MAX_FLOATS = 256;

export const assertClientSeed = (clientSeed: string): void => {
  if (!isValidClientSeed(clientSeed)) {
    throw new FairInputError('CLIENT_SEED_INVALID', `1 to ${CLIENT_SEED_MAX_LENGTH} of A-Z a-z 0-9 _ -`);
  }
};

const assertNonce = (nonce: number): void => {
  if (!Number.isSafeInteger(nonce) || nonce < 0) throw new FairInputError('NONCE_INVALID', `${nonce}`);
};

/** The first `count` floats of a bet, consuming 4 bytes each and as many HMAC rounds as needed. */
export const generateFloats = (seeds: RoundSeeds, count: number): number[] => {
  assertNonce(seeds.nonce);
  if (!Number.isInteger(count) || count < 1 || count > MAX_FLOATS) {
    throw new FairInputError('FLOAT_COUNT_INVALID', `${count}`);
  }
  return floatsOf(seeds, count);
};

/** A player's seed pair while in use. `nonce` is the nonce the next bet will take. */
export type ActiveSeedPair = {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
};

/** What the player may see of the active pair: never the server seed itself. */
export type PublicSeedPair = Omit<ActiveSeedPair, 'serverSeed'>;

/** A retired pair: the server seed is now public, with the number of bets it served. */
export type RevealedSeedPair = {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  betsPlayed: number;
};

export const createSeedPair = (options: { clientSeed?: string } = {}): ActiveSeedPair => {
  const clientSeed = options.clientSeed ?? generateClientSeed();
  assertClientSeed(clientSeed);
  const serverSeed = generateServerSeed();
  return { serverSeed, serverSeedHash: hashServerSeed(serverSeed), clientSeed, nonce: 0 };
};

export const publicSeedPair = ({ serverSeedHash, clientSeed, nonce }: ActiveSeedPair): PublicSeedPair => ({
  serverSeedHash,
  clientSeed,
  nonce,
});

/** Reserve the next nonce for a bet. The caller must persist `next` before revealing any outcome. */
export const takeNonce = (pair: ActiveSeedPair): { seeds: RoundSeeds; next: ActiveSeedPair } => ({
  seeds: { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: pair.nonce },
  next: { ...pair, nonce: pair.nonce + 1 },
});

/**
 * Retire the pair and start a new one at nonce 0. Changing the client seed is only possible here:
 * a new client seed always comes with a fresh server seed, as on the sites players know.
 */
export const rotateSeedPair = (
  pair: ActiveSeedPair,
  options: { clientSeed?: string } = {},
): { revealed: RevealedSeedPair; next: ActiveSeedPair } => ({
  revealed: {
    serverSeed: pair.serverSeed,
    serverSeedHash: pair.serverSeedHash,
    clientSeed: pair.clientSeed,
    betsPlayed: pair.nonce,
  },
  next: createSeedPair({ clientSeed: options.clientSeed ?? pair.clientSeed }),
});

export type Verified<T> = { ok: true; outcome: T } | { ok: false; reason: 'SERVER_SEED_MISMATCH' };

/** Shared by every game's verify: check the commitment, then recompute from the floats. */
export const verifyWithSeeds = <T>(
  input: RoundSeeds & { serverSeedHash: string },
  recompute: (seeds: RoundSeeds) => T,
): Verified<T> => {
  if (!serverSeedMatchesHash(input.serverSeed, input.serverSeedHash)) {
    return { ok: false, reason: 'SERVER_SEED_MISMATCH' };
  }
  const { serverSeed, clientSeed, nonce } = input;
  return { ok: true, outcome: recompute({ serverSeed, clientSeed, nonce }) };
};
