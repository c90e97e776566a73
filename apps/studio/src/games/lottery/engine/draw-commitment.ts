import { generateServerSeed, hashServerSeed, serverSeedMatchesHash } from '@platform/server-kit';
import { LotteryInputError } from './input-error.js';

/**
 * Commit-reveal for scheduled draws (docs/lottery.md, "Draws anyone can verify"). Each draw has its
 * own server seed, drawn when the draw is created; its SHA-256 is published at once, before any
 * ticket is sold, and the seed itself after the draw. There is no client seed: many players share
 * one draw, so the draw id takes the client seed's place in the HMAC message. The draw id is public
 * and fixed before the seed is chosen, so the house cannot pick an id to steer the result.
 *
 * No seed chain: draws of different provinces and games are created independently and on their own
 * schedules, and an independent seed per draw can be revealed the moment that draw is done without
 * exposing any other. (A chain, as Crash uses, only proves that the seeds were fixed in advance as a
 * series; the per-draw commitment published before betting closes already proves what matters.)
 */

/** A draw id goes into the message `drawId:0:round`, so it must not contain ':' (one parse only). */
export const DRAW_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export const assertDrawId = (drawId: string): void => {
  if (!DRAW_ID_PATTERN.test(drawId)) throw new LotteryInputError('DRAW_ID_INVALID', drawId);
};

/** What is stored when a draw is created; only `serverSeedHash` may be shown until the draw is done. */
export type DrawCommitment = { drawId: string; serverSeed: string; serverSeedHash: string };

export const createDrawCommitment = (drawId: string): DrawCommitment => {
  assertDrawId(drawId);
  const serverSeed = generateServerSeed();
  return { drawId, serverSeed, serverSeedHash: hashServerSeed(serverSeed) };
};

export { hashServerSeed as drawSeedHash, serverSeedMatchesHash as drawSeedMatchesHash };
