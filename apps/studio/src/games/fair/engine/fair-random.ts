import { createHash, createHmac, randomBytes } from 'node:crypto';
import { FairInputError } from './payout.js';

/**
 * The standard (Stake-style) provably fair scheme, see docs/provably-fair.md:
 *   bytes(round) = HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${round}`)
 *   float        = b0/256 + b1/256² + b2/256³ + b3/256⁴   (4 bytes per float, 8 per round)
 * Seeds are used as UTF-8 text, never hex-decoded, so any HMAC tool reproduces a round.
 */

export const BYTES_PER_FLOAT = 4;
export const BYTES_PER_ROUND = 32;
export const FLOATS_PER_ROUND = BYTES_PER_ROUND / BYTES_PER_FLOAT;
/** The most floats one bet may draw (Mines needs 24, Plinko 16); a bound on HMAC work per call. */
export const MAX_FLOATS = 256;

export const CLIENT_SEED_MAX_LENGTH = 64;
/** No ':' in a client seed, so a message splits back into exactly one (seed, nonce, round). */
export const CLIENT_SEED_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const SERVER_SEED_PATTERN = /^[0-9a-f]{64}$/;

/** Inputs of one bet: the (revealed or still secret) server seed, the player's seed, the bet's nonce. */
export type RoundSeeds = { serverSeed: string; clientSeed: string; nonce: number };

export const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

export const hmacSha256 = (key: string | Uint8Array, message: string | Uint8Array): Buffer =>
  createHmac('sha256', key).update(message).digest();

/** 32 bytes from the OS CSPRNG, as 64 lowercase hex characters. */
export const generateServerSeed = (): string => randomBytes(32).toString('hex');

/** A default client seed for players who do not choose one (they can change it at rotation). */
export const generateClientSeed = (): string => randomBytes(10).toString('hex');

/** The commitment shown before play: SHA-256 of the server seed's text. */
export const hashServerSeed = (serverSeed: string): string => sha256Hex(serverSeed);

export const isValidClientSeed = (clientSeed: string): boolean => CLIENT_SEED_PATTERN.test(clientSeed);

export const assertClientSeed = (clientSeed: string): void => {
  if (!isValidClientSeed(clientSeed)) {
    throw new FairInputError('CLIENT_SEED_INVALID', `1 to ${CLIENT_SEED_MAX_LENGTH} of A-Z a-z 0-9 _ -`);
  }
};

const assertNonce = (nonce: number): void => {
  if (!Number.isSafeInteger(nonce) || nonce < 0) throw new FairInputError('NONCE_INVALID', `${nonce}`);
};

export const roundMessage = (clientSeed: string, nonce: number, round: number): string =>
  `${clientSeed}:${nonce}:${round}`;

/** The 32 bytes of one HMAC round; a game needing more than 8 floats moves to round 1, 2, … */
export const roundBytes = ({ serverSeed, clientSeed, nonce }: RoundSeeds, round: number): Buffer =>
  hmacSha256(serverSeed, roundMessage(clientSeed, nonce, round));

/**
 * Four bytes as a float in [0, 1). Written as the published sum rather than readUInt32BE / 2^32:
 * both are exact (every partial sum fits a double's 53-bit mantissa), this one reads like the docs.
 */
export const bytesToFloat = (bytes: ArrayLike<number>): number => {
  let float = 0;
  for (let i = 0; i < BYTES_PER_FLOAT; i += 1) float += (bytes[i] ?? 0) / 256 ** (i + 1);
  return float;
};

/** The first `count` floats of a bet, consuming 4 bytes each and as many HMAC rounds as needed. */
export const generateFloats = (seeds: RoundSeeds, count: number): number[] => {
  assertNonce(seeds.nonce);
  if (!Number.isInteger(count) || count < 1 || count > MAX_FLOATS) {
    throw new FairInputError('FLOAT_COUNT_INVALID', `${count}`);
  }
  const floats: number[] = [];
  for (let round = 0; floats.length < count; round += 1) {
    const bytes = roundBytes(seeds, round);
    for (let offset = 0; offset < BYTES_PER_ROUND && floats.length < count; offset += BYTES_PER_FLOAT) {
      floats.push(bytesToFloat(bytes.subarray(offset, offset + BYTES_PER_FLOAT)));
    }
  }
  return floats;
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

/** A revealed seed is only worth verifying with if it is the one committed to before play. */
export const serverSeedMatchesHash = (serverSeed: string, serverSeedHash: string): boolean =>
  SERVER_SEED_PATTERN.test(serverSeed) && hashServerSeed(serverSeed) === serverSeedHash.toLowerCase();

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
