import { isDeepStrictEqual } from 'node:util';
import { drawSeedMatchesHash, type DrawCommitment } from './draw-commitment.js';
import { drawUniformInt } from './draw-stream.js';
import { drawLotteryResult, type LotteryGame, type LotteryResult } from './lottery-game.js';

/**
 * A draw's result from its seed and id: what the draw job computes once at draw time, and what
 * anyone recomputes afterwards. Nothing but the seed, the id and the game goes in.
 */
export const resultOfDraw = (serverSeed: string, drawId: string, game: LotteryGame): LotteryResult =>
  drawLotteryResult(game, drawUniformInt(serverSeed, drawId));

export type DrawVerification =
  { ok: true; result: LotteryResult } | { ok: false; reason: 'SERVER_SEED_MISMATCH' | 'RESULT_MISMATCH' };

/**
 * The verify page's check: the revealed seed must be the one whose hash was published before
 * betting closed, and, when the published result is given, the recomputed result must equal it.
 */
export const verifyDraw = (
  revealed: DrawCommitment & { publishedResult?: LotteryResult },
  game: LotteryGame,
): DrawVerification => {
  if (!drawSeedMatchesHash(revealed.serverSeed, revealed.serverSeedHash)) {
    return { ok: false, reason: 'SERVER_SEED_MISMATCH' };
  }
  const result = resultOfDraw(revealed.serverSeed, revealed.drawId, game);
  if (revealed.publishedResult !== undefined && !isDeepStrictEqual(result, revealed.publishedResult)) {
    return { ok: false, reason: 'RESULT_MISMATCH' };
  }
  return { ok: true, result };
};
