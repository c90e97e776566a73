import { describe, expect, it } from 'vitest';
import { createDrawCommitment, drawSeedHash } from './draw-commitment.js';
import { LotteryInputError } from './input-error.js';
import type { LotteryGame } from './lottery-game.js';
import { resultOfDraw, verifyDraw } from './verify-draw.js';

const GAMES: LotteryGame[] = [
  { product: 'VN', region: 'NORTH' },
  { product: 'VN', region: 'SOUTH' },
  { product: 'SEA_4D' },
  { product: 'ELOTT', game: 'LUCKY_5' },
  { product: 'ELOTT', game: 'FAST_3' },
  { product: 'ELOTT', game: 'CAR_RACE_10' },
];

describe('commit-reveal draws', () => {
  it('publishes SHA-256 of the seed text and keeps 64 hex characters of fresh seed per draw', () => {
    const one = createDrawCommitment('VN-SOUTH-HCM-20261130');
    const two = createDrawCommitment('VN-SOUTH-HCM-20261130');
    expect(one.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(one.serverSeed).not.toBe(two.serverSeed);
    expect(one.serverSeedHash).toBe(drawSeedHash(one.serverSeed));
    // SHA-256("abc"), the standard test vector: the hash is of the text, as the docs say.
    expect(drawSeedHash('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it.each(GAMES)('round-trips: the revealed seed reproduces the published result (%o)', (game) => {
    const draw = createDrawCommitment('DRAW-42');
    const published = resultOfDraw(draw.serverSeed, draw.drawId, game);
    expect(verifyDraw({ ...draw, publishedResult: published }, game)).toEqual({
      ok: true,
      result: published,
    });
  });

  it('fails a tampered seed, a seed for another hash, and a result the seed does not give', () => {
    const game: LotteryGame = { product: 'VN', region: 'NORTH' };
    const draw = createDrawCommitment('VN-NORTH-20261130');
    const published = resultOfDraw(draw.serverSeed, draw.drawId, game);
    const flipped = `${draw.serverSeed.slice(0, -1)}${draw.serverSeed.endsWith('0') ? '1' : '0'}`;
    expect(verifyDraw({ ...draw, serverSeed: flipped, publishedResult: published }, game)).toEqual({
      ok: false,
      reason: 'SERVER_SEED_MISMATCH',
    });
    // A seed whose hash matches but whose draw is another (the house swapping draw ids) is caught too.
    const other = resultOfDraw(draw.serverSeed, 'VN-NORTH-20261201', game);
    expect(verifyDraw({ ...draw, publishedResult: other }, game)).toEqual({
      ok: false,
      reason: 'RESULT_MISMATCH',
    });
  });

  it('accepts the hash in capitals, as a player may paste it', () => {
    const game: LotteryGame = { product: 'SEA_4D' };
    const draw = createDrawCommitment('SEA4D-20261130');
    expect(verifyDraw({ ...draw, serverSeedHash: draw.serverSeedHash.toUpperCase() }, game).ok).toBe(true);
  });

  it('gives every product the same result for the same seed and id, and refuses a draw id with a colon', () => {
    const seed = 'f'.repeat(64);
    for (const game of GAMES) expect(resultOfDraw(seed, 'X', game)).toEqual(resultOfDraw(seed, 'X', game));
    expect(() => createDrawCommitment('VN:NORTH')).toThrow(LotteryInputError);
  });

  it('reproduces the worked example of docs/lottery.md', () => {
    const serverSeed = '7f3c9a2e5b1d4f6a8c0e2b4d6f8a1c3e5b7d9f0a2c4e6b8d0f1a3c5e7b9d2f4a';
    expect(drawSeedHash(serverSeed)).toBe('7959d1910d477a39e7aae0836dbbd8c85dc6e11b9da9579e081e9ee1c2422738');
    const fast3 = resultOfDraw(serverSeed, 'ELOTT-FAST_3-1M-20261130-0001', {
      product: 'ELOTT',
      game: 'FAST_3',
    });
    expect(fast3).toEqual({ product: 'ELOTT', result: { game: 'FAST_3', values: [1, 6, 3] } });
    const north = resultOfDraw(serverSeed, 'VN-NORTH-20261130', { product: 'VN', region: 'NORTH' });
    expect(north.product === 'VN' && north.result.prizes.slice(0, 2)).toEqual([
      { prize: 'SPECIAL', numbers: ['06620'] },
      { prize: 'G1', numbers: ['90452'] },
    ]);
  });
});
