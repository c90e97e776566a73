import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * The provably fair byte generator both servers use (docs/provably-fair.md, section 1): the studio's
 * in-house games and the platform's lucky draws derive every outcome from it, so one published
 * recipe verifies both.
 *   bytes(round) = HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}:${round}`)
 *   float        = b0/256 + b1/256² + b2/256³ + b3/256⁴   (4 bytes per float, 8 per round)
 * Seeds are used as UTF-8 text, never hex-decoded, so any HMAC tool reproduces a round.
 */

export const BYTES_PER_FLOAT = 4;
export const BYTES_PER_ROUND = 32;
export const FLOATS_PER_ROUND = BYTES_PER_ROUND / BYTES_PER_FLOAT;

export const CLIENT_SEED_MAX_LENGTH = 64;
/** No ':' in a client seed, so a message splits back into exactly one (seed, nonce, round). */
export const CLIENT_SEED_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const SERVER_SEED_PATTERN = /^[0-9a-f]{64}$/;

/** Inputs of one outcome: the (revealed or still secret) server seed, the player's seed, the nonce. */
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

export const roundMessage = (clientSeed: string, nonce: number, round: number): string =>
  `${clientSeed}:${nonce}:${round}`;

/** The 32 bytes of one HMAC round; an outcome needing more than 8 floats moves to round 1, 2, … */
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

/**
 * The first `count` floats of an outcome, consuming 4 bytes each and as many HMAC rounds as
 * needed. Callers check the nonce and the count first (each with its own error).
 */
export const floatsOf = (seeds: RoundSeeds, count: number): number[] => {
  const floats: number[] = [];
  for (let round = 0; floats.length < count; round += 1) {
    const bytes = roundBytes(seeds, round);
    for (let offset = 0; offset < BYTES_PER_ROUND && floats.length < count; offset += BYTES_PER_FLOAT) {
      floats.push(bytesToFloat(bytes.subarray(offset, offset + BYTES_PER_FLOAT)));
    }
  }
  return floats;
};

/** A revealed seed is only worth verifying with if it is the one committed to before play. */
export const serverSeedMatchesHash = (serverSeed: string, serverSeedHash: string): boolean =>
  SERVER_SEED_PATTERN.test(serverSeed) && hashServerSeed(serverSeed) === serverSeedHash.toLowerCase();
